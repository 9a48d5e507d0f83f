import { z } from 'zod';
import * as en from '@prosper/shared/i18n/en/index';
import { newsletterEmail } from '@prosper/shared/schemas/newsletter';

type FieldName = 'email' | 'firstName' | 'lastName';
export type SubscribeValues = Record<FieldName, string>;
export type SubscribeErrors = Partial<Record<FieldName, string>>;
export type SubscribeCheck = { values: SubscribeValues } | { errors: SubscribeErrors };

const formSchema = z.object({
  email: newsletterEmail,
  firstName: z.string().max(100, en.validation.tooLong),
  lastName: z.string().max(100, en.validation.tooLong),
});

/**
 * The subscribe form's rules, the server's own email rule among them: the values to send once
 * they hold (the address trimmed and lowercased), else the first message of each field.
 */
export function checkSubscribe(values: SubscribeValues): SubscribeCheck {
  const result = formSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: SubscribeErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as FieldName] ??= issue.message;
  return { errors };
}
