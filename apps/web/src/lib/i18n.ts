import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Catalog } from '@prosper/shared/i18n/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18next;
