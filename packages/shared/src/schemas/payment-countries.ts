import { z } from 'zod';
import { CHARGE_CURRENCY_CODES } from '../constants/charge-currencies.ts';
import { COUNTRIES } from '../constants/countries.ts';

/*
 * Payments by country (decision 045, screen in 054): the provider and charge currency a mentee of a
 * country pays through. A country with no row, or with no provider, pays the mentor directly.
 */

/** The providers a country can pay through; `none` is stored as null. */
export const PAYMENT_PROVIDERS = ['paystack', 'flutterwave', 'none'] as const;
export type PaymentProviderChoice = (typeof PAYMENT_PROVIDERS)[number];

/** A provider's fee estimate in basis points: 0 to 20 %, far above any African provider's local fee. */
export const FEE_BASIS_POINTS_MAX = 2000;

/** An ISO 3166-1 alpha-2 code ("KE"): the key of a country's provider account. */
export const countryCode = z
  .string()
  .max(2)
  .regex(/^[A-Z]{2}$/, 'A country code is two capital letters, as in KE.');

export const paymentCountrySchema = z
  .object({
    code: z.string(),
    name: z.string().describe("The country's name as profiles keep it: a mentee's country picks the row"),
    provider: z.enum(PAYMENT_PROVIDERS),
    currency: z.enum(CHARGE_CURRENCY_CODES),
    feeBasisPoints: z.int(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PaymentCountry' });
export type PaymentCountry = z.infer<typeof paymentCountrySchema>;

export const paymentCountryListSchema = z.object({ countries: z.array(paymentCountrySchema) }).meta({ id: 'PaymentCountryList' });

/** What an admin sets for a country (the code is the path's). */
export const paymentCountryInputSchema = z
  .object({
    name: z.enum(COUNTRIES, 'Choose a country from the list.'),
    provider: z.enum(PAYMENT_PROVIDERS, 'Choose Paystack, Flutterwave or none.'),
    currency: z.enum(CHARGE_CURRENCY_CODES, 'Choose a supported currency.'),
    feeBasisPoints: z
      .int('Enter a whole number of basis points.')
      .min(0, `Between 0 and ${FEE_BASIS_POINTS_MAX}.`)
      .max(FEE_BASIS_POINTS_MAX, `Between 0 and ${FEE_BASIS_POINTS_MAX}.`),
  })
  .strict()
  .meta({ id: 'PaymentCountrySettings' });
export type PaymentCountryInput = z.infer<typeof paymentCountryInputSchema>;

/** The path's `{id}` of a payment country: its ISO code. */
export const countryCodeParams = z.object({ id: countryCode });
