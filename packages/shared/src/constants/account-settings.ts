/** SPEC §9 formats and the app's languages and themes: the choices of the Account settings. */

/** The languages the app has texts for (i18n/). */
export const LANGUAGES = { en: 'English' } as const;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]];

/** 12 or 24 hour clock. */
export const TIME_FORMATS = ['12', '24'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

/** The default US style first, then day first and ISO (SPEC §9). */
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Light, dark, or whatever the device is set to. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** SPEC §9 defaults for a new account settings row. */
export const DEFAULT_DISPLAY = { language: 'en', timeFormat: '12', dateFormat: 'MM/DD/YYYY', theme: 'light' } as const satisfies {
  language: Language;
  timeFormat: TimeFormat;
  dateFormat: DateFormat;
  theme: Theme;
};
