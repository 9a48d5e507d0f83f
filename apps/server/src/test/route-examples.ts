import { randomBytes, randomUUID } from 'node:crypto';
import type { MatrixWorld, Role } from './matrix-world.ts';
import { signUpBody } from './sign-up-body.ts';

/** The path's `{id}`, the query and the body of one request. */
export type ExampleRequest = { id?: string; query?: Record<string, string>; payload?: object | FormData };

export type RouteExample = {
  /** A valid request naming A's things; made again for each allowed caller after the first, so one caller's change spoils nothing for the next. */
  request(w: MatrixWorld): ExampleRequest | Promise<ExampleRequest>;
  /** Whose the resource is, for routes whose table entry says `owner`: A's unless it is a mentor's own. */
  owner?: Role;
  /** Callers the table allows whom the request's own state refuses, with the status: few, each with its reason. */
  refusals?: Partial<Record<Role, number>>;
  /** The request ends the caller's session (the sign-out): the matrix signs the caller in again after it. */
  endsSession?: true;
};

const signedIn = { owner: 400, partner: 400, member: 400, mentor: 400, admin: 400 } as const;

/**
 * One valid request for every route in the OpenAPI document, keyed as ROUTE_ACCESS is. The matrix
 * test sends each as every role; a documented route without an example fails it.
 */
export const ROUTE_EXAMPLES: Record<string, RouteExample> = {
  'GET /api/health': { request: () => ({}) },
  'GET /api/places': { request: () => ({ query: { q: 'Nairobi' } }) },
  'GET /api/landing': { request: () => ({}) },
  'POST /api/accounts/sign-up': { request: () => ({ payload: signUpBody() }) },
  // Someone outside the cast signs in; the answer's cookie is not kept.
  'POST /api/auth/sign-in/email': { request: (w) => ({ payload: w.signer }) },
  'POST /api/auth/sign-out': { request: () => ({ payload: {} }), endsSession: true },
  // The signer's address is confirmed already: the link answers done and changes nothing.
  'GET /api/auth/verify-email': { request: async (w) => ({ query: { token: await w.confirmationToken() } }) },
  // better-auth mails a signed-in member's own address only, and theirs is confirmed: every signed-in caller is refused.
  'POST /api/auth/send-verification-email': {
    request: async (w) => ({ payload: { email: await w.newAddress() } }),
    refusals: signedIn,
  },
  'POST /api/auth/request-password-reset': { request: async (w) => ({ payload: { email: await w.newAddress() } }) },
  'POST /api/auth/reset-password': {
    request: async (w) => ({ payload: { token: await w.resetToken(), newPassword: 'a-matrix-password-9' } }),
  },
  // No sign-in is waiting for a code: a visitor has no two-factor cookie, and the cast have two-factor off.
  'POST /api/auth/two-factor/verify-totp': { request: () => ({ payload: { code: '123456' } }), refusals: { visitor: 401, ...signedIn } },
  'POST /api/auth/two-factor/verify-backup-code': {
    request: () => ({ payload: { code: 'abcde-12345' } }),
    refusals: { visitor: 401, ...signedIn },
  },
  // Starts the setup only: two-factor is on once a first code is verified, so the caller signs in as before.
  'POST /api/auth/two-factor/enable': { request: (w) => ({ payload: { password: w.password } }) },
  // The cast have two-factor off: there is nothing to turn off.
  'POST /api/auth/two-factor/disable': { request: (w) => ({ payload: { password: w.password, code: '123456' } }), refusals: signedIn },
  // The same password again: the caller's other sign-ins end, and this one is replaced.
  'POST /api/auth/change-password': {
    request: (w) => ({ payload: { currentPassword: w.password, newPassword: w.password, revokeOtherSessions: true } }),
    endsSession: true,
  },
  'POST /api/auth/change-email': { request: async (w) => ({ payload: { newEmail: `moved-${await w.newAddress()}` } }) },
  'POST /api/auth/revoke-other-sessions': { request: () => ({ payload: {} }) },
  'GET /api/me': { request: () => ({}) },

  'POST /api/profiles/me/avatar': { request: (w) => ({ payload: w.imageForm() }) },
  'GET /api/profiles/:id': { request: (w) => ({ id: w.ids.owner }) },
  // The whole form, with A's own details as they are, so the save changes nothing the other requests read.
  'PATCH /api/profiles/:id': {
    request: (w) => ({
      id: w.ids.owner,
      payload: {
        firstName: 'Adaeze',
        lastName: 'Okoro',
        phone: w.secrets.phone,
        gender: w.secrets.gender,
        dob: w.secrets.dob,
        country: 'Kenya',
      },
    }),
  },
  'GET /api/members': { request: () => ({ query: { q: 'Ada' } }) },
  'GET /api/mentors/:id': { request: (w) => ({ id: w.ids.partner }) },
  // A cannot follow herself.
  'PUT /api/profiles/:id/follow': { request: (w) => ({ id: w.ids.owner }), refusals: { owner: 400 } },
  'DELETE /api/profiles/:id/follow': { request: (w) => ({ id: w.ids.owner }) },
  'GET /api/profiles/:id/followers': { request: (w) => ({ id: w.ids.owner }) },
  'GET /api/profiles/:id/following': { request: (w) => ({ id: w.ids.owner }) },
  'GET /api/mentors': { request: () => ({ query: { q: 'Engineering' } }) },
  'GET /api/mentors/suggestions': { request: () => ({}) },
  'GET /api/mentors/filters': { request: () => ({}) },
  'PUT /api/mentor-onboarding': { request: () => ({ payload: { step: 5, data: {} } }) },
  'POST /api/mentor-onboarding/complete': { request: () => ({}) },

  'GET /api/notifications': { request: () => ({}) },
  'DELETE /api/notifications': { request: () => ({}) },
  'GET /api/notifications/counts': { request: () => ({}) },
  'PATCH /api/notifications/:id': { request: async (w) => ({ id: await w.newNotification(), payload: { read: true } }) },
  'DELETE /api/notifications/:id': { request: async (w) => ({ id: await w.newNotification() }) },
  'POST /api/notifications/read-all': { request: () => ({}) },
  'GET /api/mentor-notifications': { request: () => ({}) },
  'GET /api/mentor-notifications/counts': { request: () => ({}) },
  'PATCH /api/mentor-notifications/:id': {
    request: async (w) => ({ id: await w.newMentorNotification(), payload: { read: true } }),
    owner: 'partner',
  },
  'DELETE /api/mentor-notifications/:id': { request: async (w) => ({ id: await w.newMentorNotification() }), owner: 'partner' },
  'POST /api/mentor-notifications/read-all': { request: () => ({}) },
  'GET /api/security-settings': { request: () => ({}) },
  'PUT /api/security-settings': {
    request: () => ({
      payload: {
        backupEmail: null,
        backupPhone: null,
        sessionTimeoutMinutes: 60,
        maxActiveSessions: 5,
        loginNotificationsEnabled: true,
        suspiciousActivityAlertsEnabled: true,
      },
    }),
  },
  'GET /api/sign-ins': { request: () => ({}) },
  'DELETE /api/sign-ins/:id': { request: async (w) => ({ id: await w.spareSignIn() }) },
  'GET /api/notification-settings': { request: () => ({}) },
  'PATCH /api/notification-settings': { request: () => ({ payload: { notificationSoundEnabled: true } }) },
  'GET /api/push/public-key': { request: () => ({}) },
  'GET /api/push-subscriptions': { request: () => ({}) },
  'POST /api/push-subscriptions': { request: (w) => ({ payload: w.pushSubscription() }) },
  'DELETE /api/push-subscriptions/:id': { request: async (w) => ({ id: await w.spareDevice() }) },
  'GET /api/sms/phone': { request: () => ({}) },
  // "Send a test" (issue 28, item 7): in-app and email are on by default; the cast have no push device.
  'POST /api/in-app/test': { request: () => ({}) },
  'POST /api/email/test': { request: () => ({}) },
  'POST /api/push/test': {
    request: async (w) => {
      await w.noPushDevices();
      return {};
    },
    refusals: { owner: 409, partner: 409, member: 409, mentor: 409, admin: 409 },
  },
  'POST /api/sms/africastalking/opt-out': {
    request: (w) => ({ query: { token: w.smsCallbackToken }, payload: { senderId: 'PROSPER', phoneNumber: '+254799000111' } }),
  },
  'POST /api/sms/phone/code': {
    request: async (w) => {
      await w.smsReady();
      return {};
    },
  },
  'POST /api/sms/phone/verify': { request: async (w) => ({ payload: await w.smsCode() }) },
  'POST /api/sms/test': {
    request: async (w) => {
      await w.smsReady();
      await w.smsVerified();
      return {};
    },
  },
  'GET /api/whatsapp': { request: () => ({}) },
  // Choosing SMS is always possible; WhatsApp is not configured in the matrix (whatsapp.test.ts covers it).
  'PUT /api/whatsapp/channel': { request: () => ({ payload: { channel: 'sms' } }) },
  'POST /api/whatsapp/test': { request: () => ({}), refusals: { owner: 409, partner: 409, member: 409, mentor: 409, admin: 409 } },
  // Meta's: with no verify token or app secret set, nobody's handshake or notification is believed.
  'GET /api/whatsapp/webhook': {
    request: () => ({ query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'a-guess-at-the-token', 'hub.challenge': '42' } }),
    refusals: { visitor: 403, owner: 403, partner: 403, member: 403, mentor: 403, admin: 403 },
  },
  'POST /api/whatsapp/webhook': {
    request: () => ({ payload: { object: 'whatsapp_business_account', entry: [] } }),
    refusals: { visitor: 401, owner: 401, partner: 401, member: 401, mentor: 401, admin: 401 },
  },

  'GET /api/stories': { request: () => ({ query: { sort: 'loved' } }) },
  'POST /api/stories': { request: () => ({ payload: { title: 'What changed', content: 'I asked for help.' } }) },
  'GET /api/stories/:id': { request: (w) => ({ id: w.story }) },
  'PATCH /api/stories/:id': { request: (w) => ({ id: w.story, payload: { title: 'How I found my footing, again' } }) },
  'DELETE /api/stories/:id': { request: async (w) => ({ id: await w.newStory() }) },
  // M is the one named: anyone else is refused by the story itself.
  'PUT /api/stories/:id/mentor-approval': {
    request: (w) => ({ id: w.story, payload: { approve: true } }),
    refusals: { owner: 403, member: 403, mentor: 403, admin: 403 },
  },
  'POST /api/stories/images': { request: (w) => ({ payload: w.imageForm() }) },
  'GET /api/story-mentors': { request: () => ({}) },
  'GET /api/mentors/:id/stories': { request: (w) => ({ id: w.ids.partner }) },
  'PUT /api/stories/:id/like': { request: (w) => ({ id: w.story }) },
  'DELETE /api/stories/:id/like': { request: (w) => ({ id: w.story }) },
  'GET /api/stories/:id/comments': { request: (w) => ({ id: w.story }) },
  'POST /api/stories/:id/comments': { request: (w) => ({ id: w.story, payload: { content: 'Thank you for telling it.' } }) },
  'DELETE /api/story-comments/:id': { request: async (w) => ({ id: await w.newStoryComment() }) },
  'GET /api/goals': { request: () => ({ query: { status: 'active' } }) },
  'GET /api/goals/shared': { request: () => ({}) },
  'GET /api/goals/mentors': { request: () => ({}) },
  'POST /api/goals': { request: () => ({ payload: { title: 'Run a workshop', milestones: [{ title: 'Pick a date' }] } }) },
  'GET /api/goals/:id': { request: (w) => ({ id: w.goal }) },
  'PATCH /api/goals/:id': { request: (w) => ({ id: w.goal, payload: { why: 'To share what I learn.' } }) },
  'DELETE /api/goals/:id': { request: async (w) => ({ id: await w.newGoal() }) },
  'PUT /api/goal-milestones/:id': { request: (w) => ({ id: w.milestone, payload: { done: true } }) },
  'PUT /api/goals/:id/share': { request: (w) => ({ id: w.goal, payload: { mentorId: w.ids.partner } }) },
  'GET /api/goals/:id/comments': { request: (w) => ({ id: w.goal }) },
  // Only the mentor it is shared with comments: its owner is refused.
  'POST /api/goals/:id/comments': {
    request: (w) => ({ id: w.goal, payload: { content: 'Start with a lightning talk.' } }),
    refusals: { owner: 403 },
  },
  'GET /api/welcome': { request: () => ({}) },
  'PUT /api/welcome': { request: () => ({ payload: { outcome: 'skipped' } }) },

  'GET /api/articles': { request: () => ({}) },
  'POST /api/articles': { request: () => ({ payload: { title: 'What I learned', content: 'Ask early.' } }) },
  'GET /api/articles/:id': { request: (w) => ({ id: w.article }) },
  'PATCH /api/articles/:id': { request: (w) => ({ id: w.article, payload: { title: 'Finding a mentor, again' } }) },
  'DELETE /api/articles/:id': { request: async (w) => ({ id: await w.newArticle() }) },
  'POST /api/articles/images': { request: (w) => ({ payload: w.imageForm() }) },
  'POST /api/media': { request: (w) => ({ query: { kind: 'image' }, payload: w.imageForm() }) },
  'GET /api/media/:id': { request: async (w) => ({ id: await w.ownMedia() }) },
  'PUT /api/articles/:id/like': { request: (w) => ({ id: w.article }) },
  'DELETE /api/articles/:id/like': { request: (w) => ({ id: w.article }) },
  'PUT /api/articles/:id/save': { request: (w) => ({ id: w.article }) },
  'DELETE /api/articles/:id/save': { request: (w) => ({ id: w.article }) },
  'POST /api/articles/:id/share': { request: (w) => ({ id: w.article }) },
  'GET /api/saved-articles': { request: () => ({}) },
  'GET /api/articles/:id/comments': { request: (w) => ({ id: w.article }) },
  'POST /api/articles/:id/comments': { request: (w) => ({ id: w.article, payload: { content: 'Thank you for this.' } }) },
  'GET /api/programs': { request: () => ({ query: { topic: 'product', price: 'free' } }) },
  // Mentees (A and C) may not organise.
  'POST /api/programs': {
    request: () => ({
      payload: { title: 'Fintech founders', description: 'Eight weeks.', startsOn: '2030-03-01', endsOn: '2030-04-30', capacity: 12 },
    }),
    refusals: { owner: 403, member: 403 },
  },
  'POST /api/programs/images': { request: (w) => ({ payload: w.imageForm() }), refusals: { owner: 403, member: 403 } },
  'GET /api/programs/:id': { request: (w) => ({ id: w.programs.program }) },
  'PATCH /api/programs/:id': {
    request: (w) => ({ id: w.programs.program, payload: { title: 'Product leadership, second run' } }),
    owner: 'partner',
  },
  // M organises it, so M may not apply.
  'POST /api/programs/:id/applications': {
    request: async (w) => ({ id: await w.programs.newProgram(), payload: { answers: ['To learn.'] } }),
    refusals: { partner: 409 },
  },
  'GET /api/programs/:id/applications': { request: (w) => ({ id: w.programs.program }), owner: 'partner' },
  'POST /api/program-applications/:id/decision': {
    request: async (w) => ({ id: (await w.programs.newApplication()).applicationId, payload: { decision: 'waitlisted' } }),
    owner: 'partner',
  },
  'POST /api/program-applications/:id/completion': { request: async (w) => ({ id: await w.programs.newCompletable() }), owner: 'partner' },
  'GET /api/programs/:id/announcements': { request: (w) => ({ id: w.programs.program }) },
  'POST /api/programs/:id/announcements': {
    request: (w) => ({ id: w.programs.program, payload: { body: 'Week two starts Monday.' } }),
    owner: 'partner',
  },
  'GET /api/programs/:id/participants': { request: (w) => ({ id: w.programs.program }) },
  'GET /api/programs/:id/schedule': { request: (w) => ({ id: w.programs.program }) },
  'GET /api/program-certificates/:id': { request: (w) => ({ id: w.programs.certificate }) },
  'PATCH /api/comments/:id': { request: (w) => ({ id: w.comment, payload: { content: 'A note of my own, edited.' } }) },
  'DELETE /api/comments/:id': { request: async (w) => ({ id: await w.newComment() }) },
  'GET /api/article-draft': { request: () => ({}) },
  'PUT /api/article-draft': { request: () => ({ payload: { title: 'Half a thought' } }) },
  'DELETE /api/article-draft': { request: () => ({}) },

  'GET /api/messages/threads': { request: () => ({}) },
  // A cannot write to herself.
  'POST /api/messages/threads': { request: (w) => ({ payload: { recipientId: w.ids.owner } }), refusals: { owner: 400 } },
  'GET /api/messages/unread-count': { request: () => ({}) },
  'GET /api/messages/threads/:id': { request: (w) => ({ id: w.thread }) },
  'GET /api/messages/threads/:id/messages': { request: (w) => ({ id: w.thread }) },
  'POST /api/messages/threads/:id/messages': { request: (w) => ({ id: w.thread, payload: { content: 'See you then.' } }) },
  'POST /api/messages/threads/:id/read': { request: (w) => ({ id: w.thread }) },
  'DELETE /api/messages/:id': { request: async (w) => ({ id: await w.newMessage() }) },
  'PUT /api/members/:id/block': { request: (w) => ({ id: w.ids.bystander }) },
  'DELETE /api/members/:id/block': { request: (w) => ({ id: w.ids.bystander }) },
  'GET /api/members/blocked': { request: () => ({}) },

  'GET /api/networks/connections': { request: () => ({ query: { q: 'a' } }) },
  'GET /api/networks/connections/:id': { request: (w) => ({ id: w.ids.bystander }) },
  'GET /api/networks/states': { request: (w) => ({ query: { ids: `${w.ids.bystander},${w.ids.owner}` } }) },
  // Nothing to remove is not an error.
  'DELETE /api/networks/connections/:id': { request: (w) => ({ id: w.ids.bystander }) },
  'GET /api/networks/requests': { request: () => ({ query: { box: 'sent' } }) },
  'POST /api/networks/requests/read': { request: () => ({}) },
  'PUT /api/networks/requests/:id': {
    request: async (w) => ({ id: await w.newMember(), payload: { note: 'We met at the Lagos meetup.' } }),
  },
  'DELETE /api/networks/requests/:id': { request: (w) => ({ id: w.ids.bystander }) },
  'POST /api/networks/requests/:id/accept': { request: async (w) => ({ id: await w.newAsker() }) },
  'POST /api/networks/requests/:id/decline': { request: async (w) => ({ id: await w.newAsker() }) },
  'GET /api/networks/communities': { request: () => ({ query: { mine: 'true' } }) },
  'POST /api/networks/communities': {
    request: async (w) => ({
      payload: { name: 'Climate Founders', slug: `${await w.newCommunity()}-x`, description: 'People building climate companies.' },
    }),
  },
  'GET /api/networks/communities/:id': { request: async (w) => ({ id: await w.newCommunity() }) },
  'PATCH /api/networks/communities/:id': { request: async (w) => ({ id: await w.newCommunity(), payload: { description: 'Edited.' } }) },
  'GET /api/networks/communities/:id/members': { request: async (w) => ({ id: await w.newCommunity() }) },
  'GET /api/networks/communities/:id/articles': { request: async (w) => ({ id: await w.newCommunity() }) },
  'PUT /api/networks/communities/:id/membership': { request: async (w) => ({ id: await w.newCommunity() }) },
  'DELETE /api/networks/communities/:id/membership': { request: async (w) => ({ id: await w.newCommunity() }) },
  'GET /api/networks/articles/:id/community': { request: (w) => ({ id: w.article }) },
  'PUT /api/networks/articles/:id/community': { request: (w) => ({ id: w.article, payload: { slug: null } }) },
  // Someone outside the cast, so that nobody reports themselves.
  'POST /api/reports': {
    request: (w) => ({ payload: { contentType: 'profile', contentId: w.ids.bystander, reason: 'spam', details: 'Sells followers.' } }),
  },
  'GET /api/admin/reports': { request: () => ({}) },
  'POST /api/admin/reports/dismiss': { request: async (w) => ({ payload: await w.newReport() }) },
  'POST /api/admin/reports/remove': { request: async (w) => ({ payload: { ...(await w.newReport()), reason: 'spam' } }) },
  // A member outside the cast, reported and suspended: nobody in the cast loses their sign-in.
  'POST /api/admin/reports/suspend': {
    request: async (w) => ({ payload: { ...(await w.newProfileReport()), reason: 'Sells followers to members.' } }),
  },
  'GET /api/privacy-settings': { request: () => ({}) },
  'PATCH /api/privacy-settings': { request: () => ({ payload: { showReviews: true } }) },
  'GET /api/account-settings': { request: () => ({}) },
  'PATCH /api/account-settings': { request: () => ({ payload: { currency: 'NGN' } }) },
  'GET /api/message-settings': { request: () => ({}) },
  'PATCH /api/message-settings': { request: () => ({ payload: { readReceiptsEnabled: true } }) },

  'GET /api/availability': { request: () => ({}) },
  'PUT /api/availability': { request: (w) => ({ payload: w.availability }) },
  'GET /api/payment-methods': { request: () => ({}) },
  // Other details than M's: M's are put back before each next caller, so the routes after this one still guard them.
  'PUT /api/payment-methods': {
    request: async (w) => {
      await w.restorePaymentMethods();
      return { payload: { methods: [{ kind: 'mpesa', tillNumber: '174379', phone: '+254 712 345 678' }] } };
    },
  },
  'GET /api/payout-account': { request: () => ({}) },
  // No provider pays out in the matrix's app: a mentor's save is refused as unavailable, after the access check.
  'PUT /api/payout-account': {
    request: () => ({ payload: { currency: 'KES', kind: 'bank', bankCode: '68', accountNumber: '0123456789' } }),
    refusals: { partner: 409, mentor: 409 },
  },
  // No provider pays out in the matrix's app: a mentor is told so, after the access check.
  'GET /api/payout-account/banks': { request: () => ({ query: { currency: 'KES' } }), refusals: { partner: 409, mentor: 409 } },
  'DELETE /api/payout-account/:id': { request: async (w) => ({ id: await w.newPayoutAccount() }), owner: 'partner' },
  'GET /api/mentors/:id/slots': { request: (w) => ({ id: w.ids.partner, query: { length: '60', days: '2' } }) },
  'GET /api/mentors/:id/reviews': { request: (w) => ({ id: w.ids.partner }) },
  // Everyone books M2 (A's waiting requests with M stay out of it); M2 cannot book herself.
  'POST /api/sessions': {
    request: (w) => ({ payload: { mentorId: w.ids.mentor, startsAt: w.freeSlot(), length: 60, title: 'CV review' } }),
    refusals: { mentor: 400 },
  },
  'GET /api/sessions': { request: () => ({ query: { tab: 'upcoming' } }) },
  'GET /api/sessions/:id': { request: (w) => ({ id: w.session }) },
  'GET /api/sessions/:id/calendar.ics': { request: (w) => ({ id: w.session }) },
  // Each step is one side's: the other member is refused it with 403 (sessions/lifecycle.ts).
  'POST /api/sessions/:id/confirm': { request: async (w) => ({ id: await w.newSession('requested') }), refusals: { owner: 403 } },
  'POST /api/sessions/:id/decline': {
    request: async (w) => ({ id: await w.newSession('requested'), payload: {} }),
    refusals: { owner: 403 },
  },
  'POST /api/sessions/:id/cancel': {
    request: async (w) => ({ id: await w.newSession('confirmed'), payload: { reason: 'Something came up at work.' } }),
  },
  'POST /api/sessions/:id/reschedule': {
    request: async (w) => ({ id: await w.newSession('confirmed'), payload: { startsAt: w.freeSlot() } }),
  },
  // M proposed the new time: A answers it.
  'POST /api/sessions/:id/reschedule/accept': {
    request: async (w) => ({ id: await w.newSession('rescheduleProposed') }),
    refusals: { partner: 403 },
  },
  'POST /api/sessions/:id/reschedule/decline': {
    request: async (w) => ({ id: await w.newSession('rescheduleProposed') }),
    refusals: { partner: 403 },
  },
  'POST /api/sessions/:id/complete': { request: async (w) => ({ id: await w.newSession('ended') }) },
  'POST /api/sessions/:id/no-show': { request: async (w) => ({ id: await w.newSession('ended') }) },
  'POST /api/sessions/:id/review': {
    request: async (w) => ({ id: await w.newSession('completed'), payload: { rating: 5, comment: 'Very helpful.' } }),
    refusals: { partner: 403 },
  },
  'POST /api/sessions/:id/review/reply': {
    request: async (w) => ({ id: await w.newSession('reviewed'), payload: { reply: 'Thank you!' } }),
    refusals: { owner: 403 },
  },
  'POST /api/sessions/:id/payment/sent': {
    request: async (w) => ({ id: await w.newSession('owed'), payload: { reference: 'QGH7XK2L9P' } }),
    refusals: { partner: 403 },
  },
  'POST /api/sessions/:id/payment/confirm': { request: async (w) => ({ id: await w.newSession('unpaid') }), refusals: { owner: 403 } },
  // A direct payment (no provider is configured here): nothing to pay through a provider; the mentor is never the payer.
  'POST /api/sessions/:id/payment/checkout': {
    request: async (w) => ({ id: await w.newSession('owed') }),
    refusals: { owner: 409, partner: 403 },
  },
  'POST /api/sessions/:id/payment/check': { request: async (w) => ({ id: await w.newSession('owed'), payload: {} }) },
  // A direct payment (no provider here): nothing held to dispute, for either member (the disputes are disputes.test.ts's).
  'POST /api/sessions/:id/payment/dispute': {
    request: async (w) => ({ id: await w.newSession('ended'), payload: { note: 'Nobody came.' } }),
    refusals: { owner: 409, partner: 409 },
  },
  // Unsigned: refused whoever sends it (the signed path is payments-paystack.test.ts's).
  'POST /api/payments/paystack/webhook': {
    request: () => ({ payload: { event: 'charge.success', data: { reference: 'pm_matrix' } } }),
    refusals: { visitor: 401, owner: 401, partner: 401, member: 401, mentor: 401, admin: 401 },
  },
  // Without our secret hash: refused whoever sends it (the authentic path is flutterwave.test.ts's).
  'POST /api/payments/flutterwave/webhook': {
    request: () => ({ payload: { event: 'charge.completed', data: { id: 1, tx_ref: 'pm_matrix' } } }),
    refusals: { visitor: 401, owner: 401, partner: 401, member: 401, mentor: 401, admin: 401 },
  },
  'GET /api/analytics/mentor': { request: () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }) },
  'GET /api/analytics/mentor/earnings': { request: () => ({}) },
  'GET /api/analytics/mentor/earnings/export': { request: () => ({}) },
  'GET /api/export': { request: () => ({}) },
  // A wrong password: the cast must not be deleted, and the refusal shows the route checks it.
  'DELETE /api/account': { request: () => ({ payload: { password: 'not-the-password' } }), refusals: signedIn },
  // The signer's account is open: there is nothing to restore, whoever asks.
  'POST /api/account/restore': {
    request: (w) => ({ payload: { email: w.signer.email, password: w.signer.password } }),
    refusals: { visitor: 409, owner: 409, partner: 409, member: 409, mentor: 409, admin: 409 },
  },

  'GET /api/admin/overview': { request: () => ({}) },
  'GET /api/admin/members': { request: () => ({ query: { q: 'a', role: 'mentee', status: 'active', country: 'Kenya' } }) },
  'GET /api/admin/members/:id': { request: (w) => ({ id: w.ids.owner }) },
  'PUT /api/admin/members/:id/admin': { request: async (w) => ({ id: await w.newMember() }) },
  'DELETE /api/admin/members/:id/admin': { request: async (w) => ({ id: await w.newMember('admin') }) },
  'PUT /api/admin/members/:id/suspension': { request: async (w) => ({ id: await w.newMember(), payload: { reason: 'Spam in messages' } }) },
  'DELETE /api/admin/members/:id/suspension': { request: async (w) => ({ id: await w.newMember('suspended') }) },
  'GET /api/admin/audit-log': { request: () => ({}) },
  // Admin Countries (decision 054), examples missing on main.
  'GET /api/admin/payment-countries': { request: () => ({}) },
  'PUT /api/admin/payment-countries/:id': {
    request: () => ({ id: 'KE', payload: { name: 'Kenya', provider: 'none', currency: 'KES', feeBasisPoints: 0 } }),
  },
  'DELETE /api/admin/payment-countries/:id': { request: () => ({ id: 'UG' }) },
  'GET /api/admin/charge-rates': { request: () => ({}) },
  'POST /api/admin/charge-rates': { request: () => ({ payload: { currency: 'KES', rate: '999' } }) },
  'GET /api/admin/payments': { request: () => ({ query: { q: 'pm_matrix' } }) },
  'GET /api/admin/payments/refunds': { request: () => ({ query: { q: 'pm_matrix' } }) },
  'GET /api/admin/payments/disputes': { request: () => ({}) },
  'GET /api/admin/payments/payouts': { request: () => ({ query: { q: 'payout-matrix' } }) },
  'GET /api/admin/payments/mismatches': { request: () => ({}) },
  // No payout in this world: the admin is told so.
  'POST /api/admin/payments/payouts/:id/otp': {
    request: () => ({ id: '00000000-0000-4000-8000-000000000000', payload: { otp: '123456' } }),
    refusals: { admin: 404 },
  },
  'POST /api/admin/payments/payouts/:id/otp/resend': {
    request: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    refusals: { admin: 404 },
  },
  // No dispute in this world: the admin is told so.
  'POST /api/admin/payments/disputes/:id/decision': {
    request: () => ({ id: '00000000-0000-4000-8000-000000000000', payload: { outcome: 'refunded', reason: 'Checked the room.' } }),
    refusals: { admin: 404 },
  },
  'GET /api/admin/sms-countries': { request: () => ({}) },
  // A calling code of its own each time: allowing one is a change an admin may make again.
  'PUT /api/admin/sms-countries/:id': {
    request: () => ({ id: String(1000 + Math.floor(Math.random() * 9000)), payload: { name: 'Testland' } }),
  },
  'DELETE /api/admin/sms-countries/:id': { request: async (w) => ({ id: await w.spareSmsCountry() }) },
  'POST /api/analytics/web-vitals': {
    request: () => ({
      payload: {
        name: 'LCP',
        value: 1830.5,
        delta: 1830.5,
        id: 'v5-1764100000000-1234567890123',
        rating: 'good',
        navigationType: 'navigate',
        timestamp: Date.now(),
        url: 'http://localhost/mentors',
        userAgent: 'Mozilla/5.0 (matrix)',
        sessionId: randomUUID(),
        page: '/mentors',
        referrer: '',
      },
    }),
  },
  'POST /api/alerts/performance': {
    request: () => ({
      payload: {
        alert: 'slow-resource',
        metric: 'resource',
        value: 2400,
        url: 'http://localhost/assets/a.js',
        sessionId: randomUUID(),
        timestamp: Date.now(),
      },
    }),
  },
  'POST /api/errors/unhandled-rejection': {
    request: () => ({ payload: { error: 'Failed to fetch', url: 'http://localhost/messages', timestamp: Date.now() } }),
  },
  'POST /api/errors/javascript-error': {
    request: () => ({
      payload: {
        message: 'TypeError: x is undefined',
        filename: 'http://localhost/assets/index.js',
        lineno: 1,
        colno: 200,
        url: 'http://localhost/',
        timestamp: Date.now(),
      },
    }),
  },
  'GET /api/admin/health': { request: () => ({ query: { days: '28' } }) },
  'GET /api/admin/health/channels': { request: () => ({}) },
  'POST /api/newsletter/subscribe': {
    request: () => ({ payload: { email: `matrix-${Math.random().toString(36).slice(2)}@example.com` } }),
  },
  'POST /api/newsletter/confirm': { request: async (w) => ({ payload: (await w.newSubscriber({ active: false })).confirm }) },
  'POST /api/newsletter/unsubscribe': {
    request: async (w) => {
      const { s, t } = await w.newSubscriber({ active: true });
      return { payload: { s, t } };
    },
  },
  'POST /api/newsletter/one-click': {
    request: async (w) => {
      const { s, t } = await w.newSubscriber({ active: true });
      return { query: { s, t }, payload: { 'List-Unsubscribe': 'One-Click' } };
    },
  },
  'GET /api/newsletter/me': { request: () => ({}) },
  'PUT /api/newsletter/me': { request: () => ({ payload: { subscribed: false } }) },
  'GET /api/newsletter/subscribers': { request: () => ({ query: { q: 'reader' } }) },
  'GET /api/newsletter/stats': { request: () => ({}) },
  'GET /api/newsletter/export': { request: () => ({}) },
  'POST /api/newsletter/preview': { request: () => ({ payload: { subject: 'News', body: '# Hello\n\nThis month.' } }) },
  'POST /api/newsletter/test': { request: () => ({ payload: { subject: 'News', body: 'This month.' } }) },
  'POST /api/newsletter/issues': {
    request: async (w) => {
      await w.newSubscriber({ active: true });
      return { payload: { subject: 'News', body: 'This month.' } };
    },
  },
  'GET /api/questions': { request: () => ({ query: { q: 'mentor', tags: 'career' } }) },
  'POST /api/questions': {
    request: () => ({ payload: { title: 'How do I find a mentor?', body: 'Where do I start?', tags: ['career'] } }),
  },
  'GET /api/questions/:id': { request: (w) => ({ id: w.question }) },
  'PATCH /api/questions/:id': { request: (w) => ({ id: w.question, payload: { title: 'How do I find a mentor, again?' } }) },
  'DELETE /api/questions/:id': { request: async (w) => ({ id: await w.newQuestion() }) },
  'PUT /api/questions/:id/accepted-answer': { request: (w) => ({ id: w.question, payload: { answerId: w.answer } }) },
  'GET /api/questions/:id/answers': { request: (w) => ({ id: w.question }) },
  'POST /api/questions/:id/answers': { request: (w) => ({ id: w.question, payload: { body: 'Ask one mentor first.' } }) },
  'PATCH /api/answers/:id': { request: (w) => ({ id: w.answer, payload: { body: 'Ask one mentor first, then another.' } }) },
  'DELETE /api/answers/:id': { request: async (w) => ({ id: await w.newAnswer() }) },
  // A cannot vote on her own answer.
  'PUT /api/answers/:id/vote': { request: (w) => ({ id: w.answer, payload: { value: 1 } }), refusals: { owner: 403 } },
  'GET /api/faq': { request: () => ({}) },
  'POST /api/faq': {
    request: () => ({
      payload: { topic: 'accounts', slug: `matrix-${randomBytes(4).toString('hex')}`, question: 'How?', answer: 'Like this.', position: 1 },
    }),
  },
  'PUT /api/faq/:id': {
    request: async (w) => ({
      id: await w.newFaqEntry(),
      payload: { topic: 'privacy', slug: `matrix-${randomBytes(4).toString('hex')}`, question: 'Why?', answer: 'Because.', position: 2 },
    }),
  },
  'DELETE /api/faq/:id': { request: async (w) => ({ id: await w.newFaqEntry() }) },
};
