import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as en from '@prosper/shared/i18n/en/index';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { reportLater } from '../lib/monitoring/report-later.ts';
import { paths } from '../lib/paths.ts';

type Props = { level: 'critical' | 'page'; children: ReactNode };

/**
 * The error fallback of SPEC §2. A class component because React catches render errors only there;
 * its texts come from the catalog directly, since the failure may be in the providers themselves.
 */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportCaught(error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorFallback level={this.props.level} onReset={() => this.setState({ error: null })} />;
  }
}

export function ErrorFallback({ level, onReset }: { level: 'critical' | 'page'; onReset: () => void }) {
  const t = en.app;
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t.oops}</h1>
      <p className="text-stone-700">{level === 'critical' ? t.criticalError : t.nonCriticalError}</p>
      <div className="flex gap-3">
        <Button onClick={onReset}>{t.tryAgain}</Button>
        <a href={paths.landing} className={buttonClass('secondary')}>
          {t.goHome}
        </a>
      </div>
    </div>
  );
}

/** A render error a boundary caught, posted like an uncaught one. */
export function reportCaught(error: Error, info: ErrorInfo) {
  console.warn('Render error caught by the boundary', error, info.componentStack);
  reportLater(error);
}
