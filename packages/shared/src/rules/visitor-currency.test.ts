import { describe, expect, it } from 'vitest';
import { visitorCurrency } from './visitor-currency.ts';

describe('a visitor’s display currency', () => {
  it('follows the time zone to the country’s currency', () => {
    expect(visitorCurrency({ timeZone: 'Africa/Lagos', locales: ['en-US'] })).toBe('NGN');
    expect(visitorCurrency({ timeZone: 'Africa/Nairobi' })).toBe('KES');
    expect(visitorCurrency({ timeZone: 'Africa/Accra' })).toBe('GHS');
    expect(visitorCurrency({ timeZone: 'Africa/Johannesburg' })).toBe('ZAR');
    expect(visitorCurrency({ timeZone: 'Africa/Windhoek' })).toBe('ZAR');
    expect(visitorCurrency({ timeZone: 'Europe/London' })).toBe('GBP');
    expect(visitorCurrency({ timeZone: 'Europe/Paris' })).toBe('EUR');
    expect(visitorCurrency({ timeZone: 'Atlantic/Canary' })).toBe('EUR');
  });

  it('falls back on the region of the first language that names one of ours', () => {
    expect(visitorCurrency({ timeZone: 'Africa/Kigali', locales: ['en-KE'] })).toBe('KES');
    expect(visitorCurrency({ timeZone: 'Asia/Dubai', locales: ['ar', 'fr-Latn-FR', 'en-GB'] })).toBe('EUR');
    expect(visitorCurrency({ timeZone: null, locales: ['en-ZA'] })).toBe('ZAR');
    expect(visitorCurrency({ locales: ['en-US', 'en-NG'] })).toBe('USD');
  });

  it('is US dollars when nothing points elsewhere, or the input is nonsense', () => {
    expect(visitorCurrency({ timeZone: 'Africa/Kigali', locales: ['rw', 'en'] })).toBe('USD');
    expect(visitorCurrency({ timeZone: 'Not/AZone', locales: ['not a locale', ''] })).toBe('USD');
    expect(visitorCurrency({})).toBe('USD');
  });
});
