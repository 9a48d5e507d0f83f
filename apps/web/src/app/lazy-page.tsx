import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ErrorFallback, reportCaught } from './error-boundary.tsx';

type Loader = () => Promise<{ default: ComponentType }>;

/** The page's code could not be fetched (a lost connection), as opposed to a page that broke. */
export class PageLoadError extends Error {}

/**
 * A page loaded on first visit behind a 'Loading...' spinner. When its code cannot be fetched it
 * says 'Failed to load page' and Try Again fetches it anew; a page that breaks shows the error fallback.
 */
export function LazyPage({ load }: { load: Loader }) {
  const fetchPage = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        throw new PageLoadError(String(error));
      }),
    );
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(fetchPage);
  const retry = () => {
    setPage(fetchPage);
    setAttempt((n) => n + 1);
  };
  return (
    <PageBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<LoadingPage />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}

export function LoadingPage() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}

class PageBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  // A page that broke is reported; code that could not be fetched is the network's doing, not a bug.
  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!(error instanceof PageLoadError)) reportCaught(error, info);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof PageLoadError) return <LoadFailed onRetry={this.props.onRetry} />;
    return <ErrorFallback level="page" onReset={this.props.onRetry} />;
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-medium">{t('app.failedToLoadPage')}</p>
      <Button onClick={onRetry}>{t('app.tryAgain')}</Button>
    </div>
  );
}
