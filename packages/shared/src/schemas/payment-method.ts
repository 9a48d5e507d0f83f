import { z } from 'zod';
import { LATE_CANCEL_REFUNDS } from '../constants/charge-currencies.ts';
import * as en from '../i18n/en/index.ts';
import { fill } from '../i18n/fill.ts';
import { memberLine } from './text.ts';

const t = en.payments;

/** How a mentor takes payment from mentees: the direct-payment methods people use across the continent. */
export const PAYMENT_METHOD_KINDS = ['mpesa', 'momo', 'bank', 'paypal'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** At most this many methods; a mentor rarely offers more than two. */
export const MAX_PAYMENT_METHODS = 6;

/**
 * The countries with an MTN MoMo wallet, as members name them (constants/countries.ts), with
 * their calling codes: a MoMo number must belong to the network's country.
 */
export const MOMO_COUNTRIES = {
  Benin: '229',
  Cameroon: '237',
  Congo: '242',
  'Côte d’Ivoire': '225',
  Eswatini: '268',
  Ghana: '233',
  Guinea: '224',
  'Guinea-Bissau': '245',
  Liberia: '231',
  Nigeria: '234',
  Rwanda: '250',
  'South Africa': '27',
  'South Sudan': '211',
  Uganda: '256',
  Zambia: '260',
} as const;
export type MomoCountry = keyof typeof MOMO_COUNTRIES;
export const MOMO_COUNTRY_NAMES = Object.keys(MOMO_COUNTRIES) as MomoCountry[];

/** Spaces, dots, dashes and brackets people write numbers with; what is kept is the digits and the plus. */
const separators = (value: string) => value.replace(/[\s().-]/g, '');

/**
 * A phone number in international form (E.164), stored without separators: "+254 712 345 678" is
 * kept as "+254712345678". Optional ones may be left empty.
 */
const phone = (required: boolean) => {
  const number = memberLine().max(30, t.phoneInternational).overwrite(separators);
  return required
    ? number.min(1, t.phoneRequired).regex(/^\+[1-9]\d{6,14}$/, t.phoneInternational)
    : number.regex(/^(\+[1-9]\d{6,14})?$/, t.phoneInternational);
};
export const internationalPhone = phone(true);

/** An M-Pesa Buy Goods till or Paybill number: 5 to 7 digits. */
const tillNumber = memberLine()
  .max(20, t.tillInvalid)
  .overwrite(separators)
  .regex(/^(\d{5,7})?$/, t.tillInvalid);

/** Names people type: a bank, an account holder, a branch. */
const name = (required: string, max = 100) => memberLine().min(1, required).max(max, t.tooLong);

export const mpesaMethodSchema = z
  .object({
    kind: z.literal('mpesa'),
    /** Either or both: a till for a business, a phone for a person. */
    tillNumber: tillNumber.default(''),
    phone: phone(false).default(''),
  })
  .refine((m) => m.tillNumber !== '' || m.phone !== '', { message: t.mpesaNeedsOne, path: ['tillNumber'] });

export const momoMethodSchema = z
  .object({
    kind: z.literal('momo'),
    country: z.enum(MOMO_COUNTRY_NAMES, { error: t.momoCountryRequired }),
    phone: internationalPhone,
  })
  .superRefine((m, ctx) => {
    const code = MOMO_COUNTRIES[m.country];
    if (code && !m.phone.startsWith(`+${code}`)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fill(t.momoWrongCountry, { country: m.country, code }) });
    }
  });

export const bankMethodSchema = z.object({
  kind: z.literal('bank'),
  bankName: name(t.bankNameRequired),
  accountName: name(t.accountNameRequired),
  /** Local account numbers and IBANs (up to 34 characters): letters and digits, kept without spaces. */
  accountNumber: memberLine()
    .max(40, t.accountNumberInvalid)
    .overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .min(1, t.accountNumberRequired)
    .regex(/^[A-Z0-9]{4,34}$/, t.accountNumberInvalid),
  branch: memberLine().max(100, t.tooLong).default(''),
  /** A SWIFT/BIC code: 8 or 11 letters and digits. */
  swift: memberLine()
    .max(20, t.swiftInvalid)
    .overwrite((v) => v.replace(/\s/g, '').toUpperCase())
    .regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, t.swiftInvalid)
    .default(''),
});

const PAYPAL_ME = /^https:\/\/(www\.)?paypal\.me\/[A-Za-z0-9]{1,20}\/?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const paypalMethodSchema = z.object({
  kind: z.literal('paypal'),
  /** The PayPal account's email, or its paypal.me link (written with or without https://). */
  address: memberLine()
    .max(254, t.paypalInvalid)
    .overwrite((v) => (/^(www\.)?paypal\.me\//i.test(v) ? `https://${v}` : v.replace(/^http:\/\//i, 'https://')))
    .min(1, t.paypalRequired)
    .refine((v) => EMAIL.test(v) || PAYPAL_ME.test(v), t.paypalInvalid),
});

export const paymentMethodSchema = z.discriminatedUnion('kind', [
  mpesaMethodSchema,
  momoMethodSchema,
  bankMethodSchema,
  paypalMethodSchema,
]);
export type PaymentMethod = z.output<typeof paymentMethodSchema>;
export type PaymentMethodInput = z.input<typeof paymentMethodSchema>;

/** PUT /api/payment-methods: the mentor's methods, in the order mentees see them; none removes them all. */
export const paymentMethodsSchema = z.object({
  methods: z.array(paymentMethodSchema).max(MAX_PAYMENT_METHODS, t.tooManyMethods),
  lateCancelRefund: z
    .enum(LATE_CANCEL_REFUNDS)
    .optional()
    .describe("What a mentee's late cancellation of a session paid through a provider refunds; kept as it was when left out"),
});
export type PaymentMethods = z.output<typeof paymentMethodsSchema>;

/** A method as the API answers it: what was stored, already checked, with nothing to transform. */
export const paymentMethodViewSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('mpesa'), tillNumber: z.string(), phone: z.string() }),
    z.object({ kind: z.literal('momo'), country: z.string(), phone: z.string() }),
    z.object({
      kind: z.literal('bank'),
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      branch: z.string(),
      swift: z.string(),
    }),
    z.object({ kind: z.literal('paypal'), address: z.string() }),
  ])
  .meta({ id: 'PaymentMethod' });

/** GET and PUT /api/payment-methods: the mentor's methods, and whether they charge (then mentees need one). */
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;

export const paymentMethodsViewSchema = z.object({
  methods: z.array(paymentMethodViewSchema),
  chargesForSessions: z.boolean().describe('The mentor has an hourly rate above 0'),
  lateCancelRefund: z.enum(LATE_CANCEL_REFUNDS),
});
export type PaymentMethodsView = z.infer<typeof paymentMethodsViewSchema>;

/** POST /api/sessions/{id}/payment/sent: the mentee says they paid, with the payment's reference. */
export const PAYMENT_REFERENCE_MAX = 64;
export const paymentSentSchema = z.object({
  reference: memberLine()
    .min(1, t.referenceRequired)
    .max(PAYMENT_REFERENCE_MAX, t.referenceTooLong)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/#:-]*$/u, t.referenceInvalid),
});
