import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { retryUnlessRefused } from '../lib/api-client.ts';
import { RouteAnnouncer } from '../components/route-announcer.tsx';
import { Toasts } from '../components/toasts.tsx';
import { ViewerDisplay } from './display.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { FieldMonitoring } from './field-monitoring.tsx';
import { HydrationShield } from './hydration-shield.tsx';
import { InstallableApp } from './installable-app.tsx';
import { RealtimeConnector } from './realtime-connector.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app cache of SPEC §9: stale after 5 minutes, kept 10, no refetch on focus, mutations retried once.
 * Reads are tried offline too (`offlineFirst`): the service worker may answer them (decision 042).
 */
export const appQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: retryUnlessRefused,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: 1 },
    },
  });

/**
 * The whole app. The browser gives it its BrowserRouter; the build's prerender (entry-server.tsx) a
 * router fixed at one address, so that the page painted from HTML is the tree the browser hydrates.
 */
export function App({ client, Router }: { client: QueryClient; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <ErrorBoundary level="critical">
      <QueryClientProvider client={client}>
        <RealtimeConnector />
        <FieldMonitoring />
        <InstallableApp />
        <Router>
          <ViewerDisplay />
          <AppRoutes />
          <RouteAnnouncer />
        </Router>
        <Toasts />
        <HydrationShield />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
