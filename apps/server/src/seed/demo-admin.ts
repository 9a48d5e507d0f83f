import type { MemberOverrides } from './factories.ts';

/* What the demo's admin has done, as data: seed/demo.ts plays it through the admin area's services. */

/** A member the admin suspended for a month: the members list's Suspended filter and the refused sign-in show them. */
export const DEMO_SUSPENDED = {
  firstName: 'Baraka',
  lastName: 'Otieno',
  email: 'baraka.otieno@demo.prospermentor.africa',
  country: 'Kenya',
  role: 'mentee',
} as const satisfies MemberOverrides;

export const DEMO_SUSPENSION = { reason: 'Repeated unsolicited promotional messages to mentors.', days: 30 };

/** A demo mentee suspended by mistake and lifted the same day: two more rows of the audit log. */
export const DEMO_LIFTED = { firstName: 'Nia', reason: 'Reported for spam (the report was mistaken).' };
