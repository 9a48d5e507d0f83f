import { z } from 'zod';

/* SMS (decision 049): the member's phone as Settings shows it, its code, and the countries admins allow. */

/** The member's phone for texts: the profile's number, whether it is proven, and whether it told us STOP. */
export const smsPhoneSchema = z
  .object({
    phone: z
      .string()
      .nullable()
      .describe("The profile's phone in E.164, or null when it has none or it is not a full international number"),
    verified: z.boolean(),
    optedOut: z.boolean().describe('The number replied STOP to our provider (or is blacklisted there): nothing is texted to it'),
    codeExpiresAt: z.iso.datetime({ offset: true }).nullable().describe('When the code last sent stops working; null when none is waiting'),
  })
  .meta({ id: 'SmsPhone' });
export type SmsPhone = z.infer<typeof smsPhoneSchema>;

export const smsCodeInputSchema = z
  .object({
    code: z
      .string()
      .max(6)
      .regex(/^\d{6}$/, 'Enter the 6 digits of the code.'),
  })
  .strict()
  .meta({ id: 'SmsCodeInput' });
export type SmsCodeInput = z.infer<typeof smsCodeInputSchema>;

/** A country we may text, by its calling code ("254" for Kenya). */
export const smsCountrySchema = z
  .object({
    callingCode: z.string().regex(/^[1-9]\d{0,3}$/, 'A calling code is 1 to 4 digits.'),
    name: z.string(),
  })
  .meta({ id: 'SmsCountry' });
export type SmsCountry = z.infer<typeof smsCountrySchema>;

export const smsCountryListSchema = z.object({ countries: z.array(smsCountrySchema) }).meta({ id: 'SmsCountryList' });

export const smsCountryInputSchema = z
  .object({ name: z.string().trim().min(1).max(100) })
  .strict()
  .meta({ id: 'SmsCountryName' });

/** The path's `{id}` of a country: its calling code. */
export const callingCodeParams = z.object({
  id: z
    .string()
    .max(4)
    .regex(/^[1-9]\d{0,3}$/, 'A calling code is 1 to 4 digits.'),
});

/** The secret a provider's callback address carries. */
export const smsCallbackQuery = z.object({ token: z.string().max(200).optional() });

/** Africa's Talking's opt-out notification: the sender the member opted out of, and their number. */
export const atOptOutSchema = z.object({
  senderId: z.string().max(20).optional(),
  phoneNumber: z.string().max(20),
});
