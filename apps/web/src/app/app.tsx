import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { RouteAnnouncer } from '../components/route-announcer.tsx';
import { ViewerDisplay } from './display.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { RealtimeConnector } from './realtime-connector.tsx';
import { AppRoutes } from './router.tsx';

const TOAST_TOP_PX = 64;

/** The app cache of SPEC §9: stale after 5 minutes, kept 10, no refetch on focus, mutations retried once. */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false },
    mutations: { retry: 1 },
  },
});

export function App() {
  return (
    <ErrorBoundary level="critical">
      <QueryClientProvider client={queryClient}>
        <RealtimeConnector />
        <BrowserRouter>
          <ViewerDisplay />
          <AppRoutes />
          <RouteAnnouncer />
        </BrowserRouter>
        {/* Below the sticky 56 px bar, so a toast never hides the logo, the menu or the bell. */}
        <Toaster position="top-center" offset={{ top: TOAST_TOP_PX }} mobileOffset={{ top: TOAST_TOP_PX }} visibleToasts={3} closeButton />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
