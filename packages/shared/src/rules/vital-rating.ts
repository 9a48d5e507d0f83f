import { VITAL_THRESHOLDS, type VitalRating, type WebVitalName } from '../constants/monitoring.ts';

/** CrUX's three bands for one value: good up to the first bound, poor over the second. */
export function vitalRating(name: WebVitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}
