import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { rowId } from './ids.ts';
import { memberLine, memberText, searchText } from './text.ts';

const v = en.validation;

/** Where a subscription came from (SPEC §3 source; landing_page by default, SPEC §9). */
export const NEWSLETTER_SOURCES = ['landing_page', 'footer', 'settings'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** SPEC §5: a newsletter email is trimmed and lowercased before anything else looks at it. */
export const newsletterEmail = z
  .string(v.invalidEmailHint)
  .trim()
  .toLowerCase()
  .min(1, v.emailRequired)
  .max(254, v.tooLong)
  .pipe(z.email(v.invalidEmailHint));

const optionalName = memberLine()
  .max(100, v.tooLong)
  .optional()
  .transform((name) => name || null);

/** POST /api/newsletter/subscribe: the landing page's and the footer's form. */
export const subscribeSchema = z.strictObject({
  email: newsletterEmail,
  firstName: optionalName,
  lastName: optionalName,
  source: z.enum(NEWSLETTER_SOURCES).default('landing_page'),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/**
 * What a subscribe did, for the SPEC §8 text: a new address (or one never confirmed) waits for its
 * confirmation, an unsubscribed one is back, an active one already was.
 */
export const subscribeResultSchema = z
  .object({ status: z.enum(['subscribed', 'resubscribed', 'already']) })
  .meta({ id: 'SubscribeResult' });
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** A signed link's parameters: the subscriber, and for a confirmation when it stops working. */
export const unsubscribeLinkSchema = z.strictObject({ s: rowId, t: z.string().max(100) });
export const confirmLinkSchema = unsubscribeLinkSchema.extend({ e: z.coerce.number().int().positive().max(1e11) });

export const SUBSCRIBER_STATUSES = ['active', 'pending', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscriberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    source: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    subscribedAt: z.iso.datetime(),
  })
  .meta({ id: 'NewsletterSubscriber' });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberSearchSchema = z.object({
  q: searchText().trim().max(100).default(''),
  cursor: z.string().max(200, en.errors.invalidCursor).optional(),
});

export const subscriberStatsSchema = z.object({ total: z.number().int(), active: z.number().int() }).meta({ id: 'NewsletterStats' });
export type SubscriberStats = z.infer<typeof subscriberStatsSchema>;

/** An issue of the newsletter: a subject and Markdown, rendered and sanitized by the server. */
export const newsletterIssueSchema = z.strictObject({
  subject: memberLine().min(1, v.required).max(200, v.tooLong),
  body: memberText().trim().min(1, v.required).max(50_000, v.tooLong),
});
export type NewsletterIssueInput = z.infer<typeof newsletterIssueSchema>;

export const newsletterPreviewSchema = z.object({ html: z.string() }).meta({ id: 'NewsletterPreview' });
export const newsletterSentSchema = z.object({ issueId: z.string(), recipients: z.number().int() }).meta({ id: 'NewsletterSent' });
export const testSentSchema = z.object({ email: z.string() }).meta({ id: 'NewsletterTestSent' });

/** A member's own subscription, by the address of their account (Settings). */
export const mySubscriptionSchema = z.object({ subscribed: z.boolean() }).meta({ id: 'MyNewsletterSubscription' });
export const mySubscriptionPatchSchema = z.strictObject({ subscribed: z.boolean() });
