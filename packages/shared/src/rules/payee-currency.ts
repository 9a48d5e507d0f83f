import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '../constants/currencies.ts';

/** The §9 currencies that are a country's own money, by the country members name. */
const COUNTRY_CURRENCIES: Record<string, Currency> = {
  Nigeria: 'NGN',
  Kenya: 'KES',
  Ghana: 'GHS',
  'South Africa': 'ZAR',
};

/**
 * The currency a mentor is paid in: the one they chose in their account settings, else their
 * country's own when §9 has it (a mentor in Nairobi is paid in shillings), else US dollars.
 */
export function payeeCurrency(chosen: string | null | undefined, country: string | null | undefined): Currency {
  if (chosen && chosen in CURRENCIES) return chosen as Currency;
  return (country && COUNTRY_CURRENCIES[country]) || DEFAULT_CURRENCY;
}
