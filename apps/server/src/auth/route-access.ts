import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Who may call each API route, in one table: the OpenAPI document states it for every operation,
 * the app refuses to start with a route missing from it, and the route × role matrix test holds
 * every route to it. The guards (auth/guards.ts) and the services enforce it; this table is the
 * promise they are checked against.
 */

/** The least a caller must be: nobody in particular, a member with a profile, a mentor, an admin. */
export type Caller = 'anyone' | 'member' | 'mentor' | 'admin';

/**
 * For routes on one resource named in the path: whose it is to act on. `owner` is the member who
 * made it (an article, a comment, a notification, a message); `party` one of its two members (a
 * session, a conversation), and `party-or-admin` lets admins read as well. Routes without it act on
 * the caller's own things (their draft, their settings) or on public ones.
 */
export type Resource = 'owner' | 'party' | 'party-or-admin';

export type RouteAccess = { caller: Caller; resource?: Resource };

const anyone: RouteAccess = { caller: 'anyone' };
const member: RouteAccess = { caller: 'member' };
const mentor: RouteAccess = { caller: 'mentor' };
const admin: RouteAccess = { caller: 'admin' };
const owner: RouteAccess = { caller: 'member', resource: 'owner' };
const mentorOwner: RouteAccess = { caller: 'mentor', resource: 'owner' };
const party: RouteAccess = { caller: 'member', resource: 'party' };

/** Keyed by `METHOD url` as the route is registered (`:id` params). */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': anyone,
  'GET /api/places': anyone,
  'GET /api/landing': anyone,

  'POST /api/auth/sign-in/email': anyone,
  'POST /api/auth/sign-out': anyone,
  'GET /api/auth/verify-email': anyone,
  'POST /api/auth/send-verification-email': anyone,
  'POST /api/auth/request-password-reset': anyone,
  'POST /api/auth/reset-password': anyone,
  'POST /api/auth/two-factor/verify-totp': anyone,
  'POST /api/auth/two-factor/verify-backup-code': anyone,
  'POST /api/auth/two-factor/enable': member,
  'POST /api/auth/two-factor/disable': member,
  'POST /api/auth/change-password': member,
  'POST /api/auth/change-email': member,
  'POST /api/auth/revoke-other-sessions': member,
  'POST /api/accounts/sign-up': anyone,
  'GET /api/me': anyone,

  'POST /api/profiles/me/avatar': member,
  'GET /api/profiles/:id': member,
  // `me` or the caller's own id; anyone else's is refused.
  'PATCH /api/profiles/:id': owner,
  'GET /api/members': member,
  'GET /api/mentors/:id': anyone,
  'PUT /api/profiles/:id/follow': member,
  'DELETE /api/profiles/:id/follow': member,
  'GET /api/profiles/:id/followers': member,
  'GET /api/profiles/:id/following': member,
  'GET /api/mentors': member,
  'GET /api/mentors/suggestions': member,
  'GET /api/mentors/filters': member,
  'PUT /api/mentor-onboarding': mentor,
  'POST /api/mentor-onboarding/complete': mentor,

  'GET /api/notifications': member,
  'DELETE /api/notifications': member,
  'GET /api/notifications/counts': member,
  'PATCH /api/notifications/:id': owner,
  'DELETE /api/notifications/:id': owner,
  'POST /api/notifications/read-all': member,
  'GET /api/mentor-notifications': mentor,
  'GET /api/mentor-notifications/counts': mentor,
  'PATCH /api/mentor-notifications/:id': mentorOwner,
  'DELETE /api/mentor-notifications/:id': mentorOwner,
  'POST /api/mentor-notifications/read-all': mentor,
  'GET /api/security-settings': member,
  'PUT /api/security-settings': member,
  'GET /api/sign-ins': member,
  // Only the caller's own: another member's sign-in is a 404, as one that never was.
  'DELETE /api/sign-ins/:id': owner,
  'GET /api/notification-settings': member,
  'PATCH /api/notification-settings': member,
  'GET /api/push/public-key': member,
  'GET /api/push-subscriptions': member,
  'POST /api/push-subscriptions': member,
  // Only the caller's own device: another member's is a 404, as one that never was.
  'DELETE /api/push-subscriptions/:id': owner,
  'GET /api/sms/phone': member,
  // Africa's Talking's callback: whoever carries the token (SMS_CALLBACK_TOKEN), checked by the route.
  'POST /api/sms/africastalking/opt-out': anyone,
  'POST /api/sms/phone/code': member,
  'POST /api/sms/phone/verify': member,
  'POST /api/sms/test': member,
  'GET /api/whatsapp': member,
  'PUT /api/whatsapp/channel': member,
  'POST /api/whatsapp/test': member,
  // Meta calls them: the handshake is believed with our verify token, notifications when signed with the app secret.
  'GET /api/whatsapp/webhook': anyone,
  'POST /api/whatsapp/webhook': anyone,
  'POST /api/in-app/test': member,
  'POST /api/email/test': member,
  'POST /api/push/test': member,

  'GET /api/stories': anyone,
  'POST /api/stories': member,
  'GET /api/stories/:id': anyone,
  'PATCH /api/stories/:id': owner,
  'DELETE /api/stories/:id': owner,
  // The named mentor alone; everyone else is refused by the story's own state.
  'PUT /api/stories/:id/mentor-approval': member,
  'POST /api/stories/images': member,
  'GET /api/story-mentors': member,
  'GET /api/mentors/:id/stories': anyone,
  'PUT /api/stories/:id/like': member,
  'DELETE /api/stories/:id/like': member,
  'GET /api/stories/:id/comments': anyone,
  'POST /api/stories/:id/comments': member,
  'DELETE /api/story-comments/:id': owner,
  'GET /api/goals': member,
  'GET /api/goals/shared': member,
  'GET /api/goals/mentors': member,
  'POST /api/goals': member,
  // The owner, or the mentor it is shared with (the party): others get a 404.
  'GET /api/goals/:id': party,
  'PATCH /api/goals/:id': owner,
  'DELETE /api/goals/:id': owner,
  'PUT /api/goal-milestones/:id': owner,
  'PUT /api/goals/:id/share': owner,
  'GET /api/goals/:id/comments': party,
  // The mentor it is shared with alone; its owner is refused (route-examples says so).
  'POST /api/goals/:id/comments': party,
  'GET /api/welcome': member,
  'PUT /api/welcome': member,

  'GET /api/articles': anyone,
  'POST /api/articles': member,
  'GET /api/articles/:id': anyone,
  'PATCH /api/articles/:id': owner,
  'DELETE /api/articles/:id': owner,
  'POST /api/articles/images': member,
  'POST /api/media': member,
  'GET /api/media/:id': owner,
  'PUT /api/articles/:id/like': member,
  'DELETE /api/articles/:id/like': member,
  'PUT /api/articles/:id/save': member,
  'DELETE /api/articles/:id/save': member,
  'POST /api/articles/:id/share': member,
  'GET /api/saved-articles': member,
  'GET /api/articles/:id/comments': anyone,
  'POST /api/articles/:id/comments': member,
  'PATCH /api/comments/:id': owner,

  'GET /api/programs': anyone,
  // Admins and mentors organise; the service refuses mentees.
  'POST /api/programs': member,
  'POST /api/programs/images': member,
  'GET /api/programs/:id': anyone,
  // `owner` is the program's organiser.
  'PATCH /api/programs/:id': owner,
  'POST /api/programs/:id/applications': member,
  'GET /api/programs/:id/applications': owner,
  'POST /api/program-applications/:id/decision': owner,
  'POST /api/program-applications/:id/completion': owner,
  // `party`: the organiser and the accepted participants (and the program's mentors).
  'GET /api/programs/:id/announcements': party,
  'POST /api/programs/:id/announcements': owner,
  'GET /api/programs/:id/participants': party,
  'GET /api/programs/:id/schedule': party,
  'GET /api/program-certificates/:id': anyone,
  'DELETE /api/comments/:id': owner,
  'GET /api/article-draft': member,
  'PUT /api/article-draft': member,
  'DELETE /api/article-draft': member,

  'GET /api/messages/threads': member,
  'POST /api/messages/threads': member,
  'GET /api/messages/unread-count': member,
  'GET /api/messages/threads/:id': party,
  'GET /api/messages/threads/:id/messages': party,
  'POST /api/messages/threads/:id/messages': party,
  'POST /api/messages/threads/:id/read': party,
  'DELETE /api/messages/:id': owner,
  'PUT /api/members/:id/block': member,
  'DELETE /api/members/:id/block': member,
  'GET /api/members/blocked': member,

  // Networks (issue 17): each names the other member, and acts on the caller's own side of the pair.
  'GET /api/networks/connections': member,
  'GET /api/networks/connections/:id': member,
  'GET /api/networks/states': member,
  'DELETE /api/networks/connections/:id': member,
  'GET /api/networks/requests': member,
  'POST /api/networks/requests/read': member,
  'PUT /api/networks/requests/:id': member,
  'DELETE /api/networks/requests/:id': member,
  'POST /api/networks/requests/:id/accept': member,
  'POST /api/networks/requests/:id/decline': member,
  'GET /api/networks/communities': member,
  'POST /api/networks/communities': admin,
  'GET /api/networks/communities/:id': member,
  'PATCH /api/networks/communities/:id': admin,
  'GET /api/networks/communities/:id/members': member,
  'GET /api/networks/communities/:id/articles': member,
  'PUT /api/networks/communities/:id/membership': member,
  'DELETE /api/networks/communities/:id/membership': member,
  'GET /api/networks/articles/:id/community': owner,
  'PUT /api/networks/articles/:id/community': owner,
  'POST /api/reports': member,
  'GET /api/questions': anyone,
  'POST /api/questions': member,
  'GET /api/questions/:id': anyone,
  'PATCH /api/questions/:id': owner,
  'DELETE /api/questions/:id': owner,
  'PUT /api/questions/:id/accepted-answer': owner,
  'GET /api/questions/:id/answers': anyone,
  'POST /api/questions/:id/answers': member,
  'PATCH /api/answers/:id': owner,
  'DELETE /api/answers/:id': owner,
  'PUT /api/answers/:id/vote': member,
  'GET /api/faq': anyone,
  'POST /api/faq': admin,
  'PUT /api/faq/:id': admin,
  'DELETE /api/faq/:id': admin,

  'GET /api/admin/reports': admin,
  'POST /api/admin/reports/dismiss': admin,
  'POST /api/admin/reports/remove': admin,
  'POST /api/admin/reports/suspend': admin,
  'GET /api/privacy-settings': member,
  'PATCH /api/privacy-settings': member,
  'GET /api/account-settings': member,
  'PATCH /api/account-settings': member,
  'GET /api/message-settings': member,
  'PATCH /api/message-settings': member,

  'GET /api/availability': mentor,
  'PUT /api/availability': mentor,
  'GET /api/payment-methods': mentor,
  'PUT /api/payment-methods': mentor,
  'GET /api/payout-account': mentor,
  'PUT /api/payout-account': mentor,
  'GET /api/payout-account/banks': mentor,
  'DELETE /api/payout-account/:id': mentorOwner,
  // A listed mentor's public page shows their next free times and their reviews to visitors too.
  'GET /api/mentors/:id/slots': anyone,
  'GET /api/mentors/:id/reviews': anyone,
  'POST /api/sessions': member,
  'GET /api/sessions': member,
  'GET /api/sessions/:id': { caller: 'member', resource: 'party-or-admin' },
  'GET /api/sessions/:id/calendar.ics': { caller: 'member', resource: 'party-or-admin' },
  'POST /api/sessions/:id/confirm': party,
  'POST /api/sessions/:id/decline': party,
  'POST /api/sessions/:id/cancel': party,
  'POST /api/sessions/:id/reschedule': party,
  'POST /api/sessions/:id/reschedule/accept': party,
  'POST /api/sessions/:id/reschedule/decline': party,
  'POST /api/sessions/:id/complete': party,
  'POST /api/sessions/:id/no-show': party,
  'POST /api/sessions/:id/review': party,
  'POST /api/sessions/:id/review/reply': party,
  'POST /api/sessions/:id/payment/sent': party,
  'POST /api/sessions/:id/payment/confirm': party,
  'POST /api/sessions/:id/payment/checkout': party,
  'POST /api/sessions/:id/payment/check': party,
  'POST /api/sessions/:id/payment/dispute': party,
  // Paystack calls it: believed only when signed by one of our accounts, then verified by API.
  'POST /api/payments/paystack/webhook': anyone,
  // Flutterwave calls it: believed only with our secret hash, then verified by API.
  'POST /api/payments/flutterwave/webhook': anyone,
  'GET /api/analytics/mentor': mentor,
  // The mentor's own money only: the routes take no id.
  'GET /api/analytics/mentor/earnings': mentor,
  'GET /api/analytics/mentor/earnings/export': mentor,

  // The caller's own data only: the route takes no id.
  'GET /api/export': member,
  'DELETE /api/account': member,
  // A closed account has no session: its member restores it with the credentials of a sign-in.
  'POST /api/account/restore': anyone,

  'GET /api/admin/overview': admin,
  'GET /api/admin/members': admin,
  'GET /api/admin/members/:id': admin,
  'PUT /api/admin/members/:id/admin': admin,
  'DELETE /api/admin/members/:id/admin': admin,
  'PUT /api/admin/members/:id/suspension': admin,
  'DELETE /api/admin/members/:id/suspension': admin,
  'GET /api/admin/audit-log': admin,
  'GET /api/admin/payments': admin,
  'GET /api/admin/payments/refunds': admin,
  'GET /api/admin/payments/disputes': admin,
  'GET /api/admin/payments/payouts': admin,
  'POST /api/admin/payments/payouts/:id/otp': admin,
  'POST /api/admin/payments/payouts/:id/otp/resend': admin,
  'GET /api/admin/payments/mismatches': admin,
  'POST /api/admin/payments/disputes/:id/decision': admin,
  'GET /api/admin/sms-countries': admin,
  'GET /api/admin/health/channels': admin,
  'PUT /api/admin/sms-countries/:id': admin,
  'DELETE /api/admin/sms-countries/:id': admin,
  // The Countries section (decision 054).
  'GET /api/admin/payment-countries': admin,
  'PUT /api/admin/payment-countries/:id': admin,
  'DELETE /api/admin/payment-countries/:id': admin,
  'GET /api/admin/charge-rates': admin,
  'POST /api/admin/charge-rates': admin,
  // Anyone may subscribe; the signed links of the mails act for the subscriber they name.
  // Field reports (decision 041): anyone's browser sends them; nothing is kept for an opted-out member.
  'POST /api/analytics/web-vitals': anyone,
  'POST /api/alerts/performance': anyone,
  'POST /api/errors/unhandled-rejection': anyone,
  'POST /api/errors/javascript-error': anyone,
  'GET /api/admin/health': admin,

  'POST /api/newsletter/subscribe': anyone,
  'POST /api/newsletter/confirm': anyone,
  'POST /api/newsletter/unsubscribe': anyone,
  'POST /api/newsletter/one-click': anyone,
  'GET /api/newsletter/me': member,
  'PUT /api/newsletter/me': member,
  'GET /api/newsletter/subscribers': admin,
  'GET /api/newsletter/stats': admin,
  'GET /api/newsletter/export': admin,
  'POST /api/newsletter/preview': admin,
  'POST /api/newsletter/test': admin,
  'POST /api/newsletter/issues': admin,
};

/** The table's entry for a route, or undefined when the route was never listed. */
export function routeAccess(method: string, url: string): RouteAccess | undefined {
  return ROUTE_ACCESS[`${method.toUpperCase()} ${url}`];
}

/** The words the OpenAPI document uses for an entry. */
export function describeAccess({ caller, resource }: RouteAccess): string {
  const who = { anyone: 'Anyone, signed in or not', member: 'A signed-in member', mentor: 'A signed-in mentor', admin: 'An admin' }[caller];
  if (!resource) return `${who}.`;
  const whose = {
    owner: 'who owns the resource',
    party: 'who is one of its two members',
    'party-or-admin': 'who is one of its two members (admins may read it)',
  }[resource];
  return `${who} ${whose}.`;
}

/** The session cookie, as the OpenAPI document names it (`__Secure-` is prefixed over https). */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';

/**
 * Every API route must be in the table: a route without an entry stops the app from starting,
 * so nobody can add one without saying who may call it. The entry goes into the route's
 * OpenAPI operation as `security` (the session cookie, optional where anyone may call) and `x-access`.
 */
export function registerRouteAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const access = routeAccess(method, route.url);
      if (!access) throw new Error(`${method} ${route.url} is missing from ROUTE_ACCESS (auth/route-access.ts)`);
      const documented: FastifySchema & { 'x-access': RouteAccess & { description: string } } = {
        ...route.schema,
        // Anyone may call without the cookie; with it, some answers are the member's own (likes, the viewer).
        security: access.caller === 'anyone' ? [{}, { [SESSION_SECURITY_SCHEME]: [] }] : [{ [SESSION_SECURITY_SCHEME]: [] }],
        'x-access': { ...access, description: describeAccess(access) },
      };
      route.schema = documented;
    }
  });
}
