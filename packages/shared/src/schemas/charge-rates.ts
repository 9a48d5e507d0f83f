import { z } from 'zod';
import { CHARGE_CURRENCY_CODES } from '../constants/charge-currencies.ts';
import { instant } from './dates.ts';

/*
 * Charge rates (decision 045, screen in 054): units of a currency one US dollar is charged at, from a
 * date on. Rates are only ever added: a payment keeps the rate it was charged at, and the history
 * says which rate was in force when.
 */

/**
 * The bounds of a sane rate, for every charge currency: the strongest (GHS, ZAR, ~10–20 a dollar) and
 * the weakest (UGX, ~3,700) sit far inside them, while a slip of the decimal point (0.00129) or a
 * key held down (37000000) is refused. The table stores 6 decimals.
 */
export const CHARGE_RATE_MIN = 0.01;
export const CHARGE_RATE_MAX = 100_000;

const rateText = /^\d{1,6}(\.\d{1,6})?$/;
const bounds = `A rate is a number between ${CHARGE_RATE_MIN} and ${CHARGE_RATE_MAX.toLocaleString('en')}, with up to 6 decimals.`;

/** A rate as the admin writes it, exact (a decimal string, never a float). */
export const chargeRateValue = z
  .string()
  .trim()
  .max(13, bounds)
  .regex(rateText, bounds)
  .refine((v) => Number(v) >= CHARGE_RATE_MIN && Number(v) <= CHARGE_RATE_MAX, bounds);

export const chargeRateSchema = z
  .object({
    id: z.uuid(),
    currency: z.enum(CHARGE_CURRENCY_CODES),
    rate: z.string().describe('Units of the currency per US dollar, as a decimal'),
    effectiveFrom: z.iso.datetime({ offset: true }),
    setBy: z.string().nullable().describe('The name of the admin who set it; null for the rates the migration seeded'),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ChargeRate' });
export type ChargeRate = z.infer<typeof chargeRateSchema>;

/** One currency: the rate in force now, rates set for later, and the latest earlier ones, newest first. */
export const chargeRateCurrencySchema = z
  .object({
    currency: z.enum(CHARGE_CURRENCY_CODES),
    current: chargeRateSchema.nullable(),
    scheduled: z.array(chargeRateSchema),
    history: z.array(chargeRateSchema),
  })
  .meta({ id: 'ChargeRateCurrency' });
export type ChargeRateCurrency = z.infer<typeof chargeRateCurrencySchema>;

export const chargeRateListSchema = z.object({ currencies: z.array(chargeRateCurrencySchema) }).meta({ id: 'ChargeRateList' });

/** A new rate: it applies from `effectiveFrom` (now when left out), which may not be in the past. */
export const chargeRateInputSchema = z
  .object({
    currency: z.enum(CHARGE_CURRENCY_CODES, 'Choose a supported currency.'),
    rate: chargeRateValue,
    effectiveFrom: instant.optional(),
  })
  .strict()
  .meta({ id: 'NewChargeRate' });
export type ChargeRateInput = z.infer<typeof chargeRateInputSchema>;

/** How many earlier rates of a currency the list shows: a weekly change makes 52 a year. */
export const CHARGE_RATE_HISTORY = 52;
