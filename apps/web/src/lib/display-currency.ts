import type { Currency } from '@prosper/shared/constants/currencies';
import { visitorCurrency } from '@prosper/shared/rules/visitor-currency';
import { useViewer } from './viewer.ts';
import { viewerZone } from './viewer-zone.ts';

/** The currency prices are shown in: the member's own setting, or for a visitor a guess from the browser's zone and languages. */
export function useDisplayCurrency(): Currency {
  const viewer = useViewer();
  return viewer.data?.currency ?? visitorCurrency({ timeZone: viewerZone(), locales: navigator.languages });
}
