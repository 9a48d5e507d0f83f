/** Business constants of SPEC §9 used by more than one side. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** Country and place suggestions (SPEC §9): from 3 characters, after a 400 ms pause, 5 at most. */
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_DEBOUNCE_MS = 400;
export const SUGGESTION_RESULTS = 5;
export const RESET_REDIRECT_DELAY_MS = 2000;
export const WELCOME_TOAST_MS = 4000;

/** A fixed window: at most `max` in `windowSeconds` (the server's rate limiter, decision 003). */
export type RateLimit = { readonly max: number; readonly windowSeconds: number };

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Against spam and abuse, with the numbers established communities use (decision 016). Sign-up
 * attempts are counted per IP and per email every ten minutes; accounts made per IP every hour.
 */
export const SIGN_UP_ATTEMPTS_PER_IP: RateLimit = { max: 10, windowSeconds: 600 };
export const SIGN_UP_ATTEMPTS_PER_EMAIL: RateLimit = { max: 3, windowSeconds: 600 };
export const SIGN_UPS_PER_IP: RateLimit = { max: 10, windowSeconds: HOUR };
/** Follows a member may make in a day. */
export const FOLLOW_LIMIT: RateLimit = { max: 400, windowSeconds: DAY };
/** Conversations a member may start in a day with members who have not answered them. */
export const NEW_CONVERSATION_LIMIT: RateLimit = { max: 20, windowSeconds: DAY };
/** Reports a member may send in an hour. */
export const REPORT_LIMIT: RateLimit = { max: 10, windowSeconds: HOUR };
/** Data exports a member may download in an hour: each reads everything they own, so a loop cannot load the server. */
export const EXPORT_LIMIT: RateLimit = { max: 5, windowSeconds: HOUR };

/** Restoring a closed account takes the password, so it is guarded like a sign-in (decision 031): per address and per account. */
export const RESTORE_ATTEMPTS_PER_IP: RateLimit = { max: 30, windowSeconds: 600 };
export const RESTORE_ATTEMPTS_PER_ACCOUNT: RateLimit = { max: 10, windowSeconds: 600 };

/** Subscribing one address (each attempt may mail it a confirmation), and subscribing from one network address. */
export const NEWSLETTER_SUBSCRIBE_PER_EMAIL: RateLimit = { max: 5, windowSeconds: HOUR };
export const NEWSLETTER_SUBSCRIBE_PER_IP: RateLimit = { max: 30, windowSeconds: 600 };
/** Test copies of an issue an admin may send themselves in an hour. */
export const NEWSLETTER_TEST_SENDS: RateLimit = { max: 20, windowSeconds: HOUR };

/** Connection requests a member may send in a day (LinkedIn-style networks allow about a hundred a week). */
export const CONNECTION_REQUEST_LIMIT: RateLimit = { max: 50, windowSeconds: DAY };

/**
 * Provider webhooks from one network address: sized for a provider's bursts (a backlog replayed
 * after an outage, our benchmark's 1,000 events), counted in memory per instance as monitoring's are.
 */
export const PAYMENT_WEBHOOKS_PER_IP: RateLimit = { max: 3000, windowSeconds: 60 };
/** The largest webhook body we read: Paystack's events are a few kilobytes. */
export const PAYMENT_WEBHOOK_BODY_BYTES = 64 * 1024;
/** Verification codes a member may ask for, and codes one number may be sent, in an hour (decision 049). */
export const SMS_CODES_PER_MEMBER: RateLimit = { max: 3, windowSeconds: HOUR };
export const SMS_CODES_PER_NUMBER: RateLimit = { max: 3, windowSeconds: HOUR };
/** Test texts a member may send themselves in an hour. */
/** Meta's webhook calls from one network address in a minute (statuses arrive in bursts), and the largest body we read (decision 053). */
export const WHATSAPP_WEBHOOKS_PER_IP: RateLimit = { max: 3000, windowSeconds: 60 };
export const WHATSAPP_WEBHOOK_BODY_BYTES = 64 * 1024;
/** WhatsApp test messages a member may send in an hour: each costs. */
export const WHATSAPP_TESTS_PER_MEMBER: RateLimit = { max: 3, windowSeconds: HOUR };
export const SMS_TESTS_PER_MEMBER: RateLimit = { max: 3, windowSeconds: HOUR };
/** Tests a member may send themselves on each of in-app, email and push in an hour (issue 28, item 7). */
export const CHANNEL_TESTS_PER_MEMBER: RateLimit = { max: 3, windowSeconds: HOUR };
