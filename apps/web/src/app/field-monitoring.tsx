import { useEffect } from 'react';
import { setAnalyticsOptOut } from '../lib/monitoring/consent.ts';
import { useViewer } from '../lib/viewer.ts';
import { whenIdleAfterLoad } from '../lib/when-idle-after-load.ts';

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
