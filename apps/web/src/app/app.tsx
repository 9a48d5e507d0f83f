import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { retryUnlessRefused } from '../lib/api-client.ts';
import { RouteAnnouncer } from '../components/route-announcer.tsx';
import { Toasts } from '../components/toasts.tsx';
import { ViewerDisplay } from './display.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { FieldMonitoring } from './field-monitoring.tsx';
import { InstallableApp } from './installable-app.tsx';
import { RealtimeConnector } from './realtime-connector.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app cache of SPEC §9: stale after 5 minutes, kept 10, no refetch on focus, mutations retried once.
 * Reads are tried offline too (`offlineFirst`): the service worker may answer them (decision 042).
 */
const queryClient = new QueryClient({
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

export function App() {
  return (
    <ErrorBoundary level="critical">
      <QueryClientProvider client={queryClient}>
        <RealtimeConnector />
        <FieldMonitoring />
        <InstallableApp />
        <BrowserRouter>
          <ViewerDisplay />
          <AppRoutes />
          <RouteAnnouncer />
        </BrowserRouter>
        <Toasts />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
