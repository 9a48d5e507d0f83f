import { useEffect } from 'react';
import { setAnalyticsOptOut } from '../lib/monitoring/consent.ts';
import { useViewer } from '../lib/viewer.ts';

/** Runs once the page has loaded and the browser is idle: nothing of monitoring is on the first paint's path. */
function whenIdleAfterLoad(run: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Field performance and errors (SPEC §7, §9; decision 041): keeps the consent in step with the
 * viewer, and loads the reporters (web-vitals, the error handlers) after the page is interactive.
 */
export function FieldMonitoring() {
  const viewer = useViewer();
  useEffect(() => {
    if (viewer.isSuccess) setAnalyticsOptOut(viewer.data?.analyticsOptOut ?? false);
  }, [viewer.isSuccess, viewer.data]);
  useEffect(() => {
    whenIdleAfterLoad(() => void import('../lib/monitoring/start.ts').then(({ startMonitoring }) => startMonitoring()));
  }, []);
  return null;
}
