import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from '@prosper/shared/i18n/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}

// Starts empty: each area of the catalog is added by the code that shows it (build/messages-plugin.ts).
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: {} } },
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
  // A text shown before its area was added would read as its key: say so where it is seen (the
  // console; the journeys fail on it) rather than let it pass.
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => console.error(`Missing text: ${key}`),
});

/** One area of the catalog, added when the first module that names one of its keys loads. */
export function addMessages(area: string, texts: object) {
  i18next.addResourceBundle('en', 'translation', { [area]: texts }, true, true);
}

export default i18next;
