import { createECDH, randomBytes } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf } from '../db/client.ts';
import { userPrivacySettings } from '../db/schema/privacy.ts';
import { payments, sessionReviews, sessions } from '../db/schema/sessions.ts';
import { createArticle } from '../features/articles/articles.ts';
import { createComment } from '../features/articles/comments.ts';
import { createStoryComment } from '../features/stories/comments.ts';
import { createStory } from '../features/stories/stories.ts';
import { saveDraft } from '../features/articles/drafts.ts';
import { follow } from '../features/follows/service.ts';
import { createGoal, shareGoal } from '../features/goals/goals.ts';
import { confirmToken, unsubscribeToken } from '../features/newsletter/tokens.ts';
import { newsletterSubscribers } from '../db/schema/newsletter.ts';
import { sendMessage } from '../features/messages/messages.ts';
import { openThread } from '../features/messages/threads.ts';
import { askToConnect } from '../features/networks/connections.ts';
import { reportContent } from '../features/reports/report.ts';
import { createMentorNotification, createNotification } from '../features/notifications/service.ts';
import { saveAvailability } from '../features/sessions/availability.ts';
import { savePaymentMethods } from '../features/sessions/payment-methods.ts';
import { createAnswer } from '../features/questions/answers.ts';
import { createQuestion } from '../features/questions/questions.ts';
import { createMember } from '../seed/factories.ts';
import { hashCode } from '../features/sms/phone-verification.ts';
import { e164 } from '@prosper/shared/rules/phone';
import { programWorld } from './program-world.ts';
import { ALL_WEEK, HOUR } from './schedule.ts';
import { signedInMember, signInCookie, type TestApp } from './test-app.ts';

/**
 * The cast of the route × role matrix (auth/route-matrix.test.ts) and what member A owns. `owner`
 * is A, a mentee who owns the resources the requests name; `partner` is mentor M, the other member
 * of A's conversation and session, and the owner of mentor notifications; `member` (C) and
 * `mentor` (M2) are signed in but party to nothing of A's.
 */
export const ROLES = ['visitor', 'owner', 'partner', 'member', 'mentor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a session must be for the step a request takes on it: its status, and whether it already
 * took place. `rescheduleProposed` carries M's proposal, `reviewed` A's review, `unpaid` (held) and `owed` (to come) a pending direct payment.
 */
const SESSION_STATES = {
  requested: { status: 'requested', past: false },
  confirmed: { status: 'confirmed', past: false },
  rescheduleProposed: { status: 'confirmed', past: false },
  ended: { status: 'confirmed', past: true },
  completed: { status: 'completed', past: true },
  reviewed: { status: 'completed', past: true },
  unpaid: { status: 'completed', past: true },
  owed: { status: 'confirmed', past: false },
} as const;
export type SessionState = keyof typeof SESSION_STATES;

const quiet = { error: () => {} };

/** A listed mentor who can finish onboarding again: every step's answers are there. */
const listedMentor = (firstName: string) => ({
  role: 'mentor' as const,
  firstName,
  bio: 'Fifteen years of building product teams in Nairobi and Lagos.',
  mentor: {
    onboardingCompletedAt: new Date(),
    onboardingStep: 5,
    title: 'Engineering Manager',
    yearsExperience: 15,
    hourlyRateCents: 4000,
    languages: ['English'],
    timezone: 'Africa/Nairobi',
    skills: ['Leadership'],
  },
});

export type MatrixWorld = Awaited<ReturnType<typeof createMatrixWorld>>;

export async function createMatrixWorld(t: Pick<TestApp, 'app' | 'database' | 'config'>) {
  const db = t.database.db;
  const tag = randomBytes(4).toString('hex');
  // A's private values are unlike anyone else's, so finding one in an answer means it is A's.
  const privateDetails = { phone: '+254 711 222 333', dob: '1987-02-03', gender: 'other' } as const;
  const owner = await signedInMember(t, { firstName: 'Adaeze', email: `owner-${tag}@example.com`, ...privateDetails });
  const partner = await signedInMember(t, listedMentor('Mwangi'));
  const member = await signedInMember(t, { firstName: 'Chidi' });
  const mentor = await signedInMember(t, listedMentor('Makena'));
  const admin = await signedInMember(t, { role: 'admin', firstName: 'Abena' });
  // Someone outside the cast, blocked and unblocked, so no block stands between the cast's members.
  const bystander = await createMember(db, { firstName: 'Baraka' });
  // Outside the cast too: one who signs in (and whose confirmation link is followed again), one whose password is reset.
  const signer = await createMember(db, { firstName: 'Kofi' });
  const resetter = await createMember(db, { firstName: 'Zawadi' });
  const cast = { owner, partner, member, mentor, admin };
  for (const m of [partner, mentor]) await saveAvailability(db, { mentorId: m.id, ...ALL_WEEK });
  // M's payment details are M's, shown to A alone, on A's confirmed paid session: unlike anything else, so finding them means a leak.
  const paymentMethods = [{ kind: 'paypal' as const, address: `mwangi-${tag}@pay.example.com` }];
  await savePaymentMethods(db, { mentorId: partner.id, methods: paymentMethods });

  const actor = { id: owner.id, firstName: owner.firstName, lastName: owner.lastName };
  const draft = { title: `A draft only its author reads ${tag}`, content: `Unpublished thoughts ${tag}`, tags: [], imageUrl: null };
  const meetingBaseUrl = t.config.meetingBaseUrl;

  // Distinct whole hours, so no two sessions overlap for a mentor or a mentee; future ones are free slots in ALL_WEEK.
  const soon = Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR;
  const before = Math.floor(Date.now() / HOUR) * HOUR - 48 * HOUR;
  let used = 0;
  const nextFutureHour = () => new Date(soon + 2 * HOUR * ++used);
  const nextPastHour = () => new Date(before - 2 * HOUR * ++used);

  /** A session between A (mentee) and M, written as it stands in `state`. */
  async function newSession(state: SessionState): Promise<string> {
    const { status, past } = SESSION_STATES[state];
    const paid = state === 'unpaid' || state === 'owed';
    const startsAt = past ? nextPastHour() : nextFutureHour();
    const endsAt = new Date(startsAt.getTime() + HOUR);
    const [row] = await db
      .insert(sessions)
      .values({
        mentorId: partner.id,
        menteeId: owner.id,
        title: 'Career plan',
        status,
        startsAt,
        endsAt,
        blockedUntil: endsAt,
        priceCents: paid ? 4000 : 0,
        meetingUrl: status === 'requested' ? null : `${meetingBaseUrl}/ProsperMentor-matrix-${randomBytes(6).toString('hex')}`,
        ...(state === 'rescheduleProposed' && { proposedStartsAt: nextFutureHour(), proposedBy: 'mentor' as const }),
      })
      .returning({ id: sessions.id });
    const id = row!.id;
    if (state === 'reviewed') {
      await db
        .insert(sessionReviews)
        .values({ sessionId: id, mentorId: partner.id, menteeId: owner.id, rating: 5, comment: 'Clear advice.' });
    }
    if (paid) {
      await db.insert(payments).values({ sessionId: id, payerId: owner.id, payeeId: partner.id, amountCents: 4000, provider: 'direct' });
    }
    return id;
  }

  const article = await createArticle(db, {
    author: actor,
    log: quiet,
    title: 'Finding a mentor',
    content: 'Start with one question.',
    tags: [],
    imageUrl: null,
  });
  const newComment = async () =>
    (await createComment(db, { viewer: actor, articleId: article.id, content: 'A note of my own.', parentId: null })).id;
  const comment = await newComment();
  const newStory = async () =>
    (
      await createStory(db, {
        author: actor,
        title: 'How I found my footing',
        content: 'One question changed it.',
        imageUrl: null,
        mentorId: null,
      })
    ).id;
  // A's story names M, who is asked to approve.
  const story = await newStory();
  await db.execute(sql`update stories set mentor_id = ${partner.id}, mentor_state = 'pending' where id = ${story}`);
  const newStoryComment = async () => (await createStoryComment(db, { viewer: actor, storyId: story, content: 'Thank you all.' })).id;
  const newQuestion = async () =>
    (
      await createQuestion(db, {
        authorId: owner.id,
        title: 'Finding a mentor',
        body: 'Where do I start?',
        tags: ['career'],
        mentorId: null,
      })
    ).id;
  const question = await newQuestion();
  const newAnswer = async () => (await createAnswer(db, { author: actor, questionId: question, body: 'Start small.' })).id;
  const answer = await newAnswer();
  const thread = await openThread(db, { viewerId: owner.id, recipientId: partner.id });
  const newMessage = async () => (await sendMessage(db, { viewerId: owner.id, threadId: thread.id, content: 'Hello, could we talk?' })).id;
  await newMessage();
  await follow(db, { followerId: owner.id, followingId: partner.id });
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();

  const session = await newSession('owed');
  // A's goal, shared with M, with whom A has a confirmed session.
  const newGoal = async () =>
    (
      await createGoal(db, {
        viewerId: owner.id,
        title: 'Lead a team',
        why: 'To grow.',
        targetDate: null,
        milestones: [{ title: 'Ask', done: false }],
      })
    ).id;
  const goal = await createGoal(db, {
    viewerId: owner.id,
    title: 'Speak at a meetup',
    why: '',
    targetDate: null,
    milestones: [{ title: 'Pick a topic', done: false }],
  });
  await shareGoal(db, { viewer: { ...actor, role: 'mentee' }, id: goal.id, mentorId: partner.id });

  const cookies: Partial<Record<Role, string>> = {
    owner: owner.cookie,
    partner: partner.cookie,
    member: member.cookie,
    mentor: mentor.cookie,
    admin: admin.cookie,
  };
  const auth = await t.app.auth.$context;
  /** A member's profile phone as texts take it (E.164). */
  const castPhone = async (id: string) =>
    e164(rowsOf<{ phone: string }>(await db.execute(sql`select phone from profiles where id = ${id}`))[0]?.phone);
  return {
    cookies,
    /** Signs `role` in again, after a request that ended its session (the sign-out). */
    signInAgain: async (role: Role) => {
      if (role !== 'visitor') cookies[role] = await signInCookie(t.app, cast[role]);
    },
    /** A member outside the cast who can sign in, with a password. */
    signer: { email: signer.email, password: signer.password },
    /** The password every member of the cast signs in with. */
    password: owner.password,
    /** Another sign-in of A's, besides the one A's cookie carries: ending it leaves A signed in. */
    spareSignIn: async () => (await auth.internalAdapter.createSession(owner.id)).id,
    /** A browser's push subscription, as PushSubscription.toJSON() gives it, at Chrome's push service. */
    pushSubscription: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    },
    /** No device of anyone's gets pushes: a push test then has nowhere to go, and nothing reaches for FCM. */
    noPushDevices: async () => {
      await db.execute(sql`delete from push_subscriptions`);
    },
    /** One of A's devices with push notifications on, to remove. */
    spareDevice: async () =>
      rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into push_subscriptions (user_id, endpoint, p256dh, auth, device)
          values (${owner.id}, ${`https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`}, 'p', 'a', 'phone')
          returning id`),
      )[0]!.id,
    /** The token Africa's Talking's callbacks carry. */
    smsCallbackToken: t.config.sms.callbackToken ?? '',
    /** Texts to Kenya allowed, and the code limits of the cast's shared number cleared, so each caller may ask for a code. */
    smsReady: async () => {
      await db.execute(sql`insert into sms_countries (calling_code, name) values ('254', 'Kenya') on conflict do nothing`);
      await db.execute(sql`delete from rate_limits where key like 'sms_%'`);
    },
    /** A waiting code, 123456, for each member of the cast's phone. */
    smsCode: async () => {
      for (const m of Object.values(cast))
        await db.execute(sql`
          insert into member_phones (user_id, phone, code_hash, code_expires_at, tries_left)
          values (${m.id}, ${await castPhone(m.id)}, ${hashCode(m.id, '123456').toString('hex')}, now() + interval '10 minutes', 5)
          on conflict (user_id) do update set phone = excluded.phone, code_hash = excluded.code_hash,
            code_expires_at = excluded.code_expires_at, tries_left = 5, verified_at = null`);
      return { code: '123456' };
    },
    /** Each member of the cast's phone verified (the world's numbers are Kenyan). */
    smsVerified: async () => {
      for (const m of Object.values(cast))
        await db.execute(sql`
          insert into member_phones (user_id, phone, verified_at) values (${m.id}, ${await castPhone(m.id)}, now())
          on conflict (user_id) do update set phone = excluded.phone, verified_at = now()`);
    },
    /** A country allowed for texts, by a calling code of its own, for an admin to remove. */
    spareSmsCountry: async () => {
      const code = String(1000 + Math.floor(Math.random() * 9000));
      await db.execute(sql`insert into sms_countries (calling_code, name) values (${code}, 'Testland') on conflict do nothing`);
      return code;
    },
    /** The address of a new member outside the cast: mail limits count per address, and each caller asks afresh. */
    newAddress: async () => (await createMember(db, { firstName: 'Nia' })).email,
    /** A new member outside the cast, for an admin to act on: an admin of their own, or suspended, when asked. */
    newMember: async (as: 'member' | 'admin' | 'suspended' = 'member') =>
      (
        await createMember(db, {
          firstName: 'Imani',
          ...(as === 'admin' ? { role: 'admin' as const } : {}),
          ...(as === 'suspended' ? { suspendedAt: new Date(), suspensionReason: 'Spam in messages' } : {}),
        })
      ).id,
    /** A newsletter subscriber of its own, active or awaiting confirmation, and its signed links' parameters. */
    newSubscriber: async (o: { active: boolean }) => {
      const email = `reader-${randomBytes(6).toString('hex')}@example.com`;
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, isActive: o.active })
        .returning({ id: newsletterSubscribers.id });
      const s = row!.id;
      const e = Math.floor(Date.now() / 1000) + 3600;
      return { s, t: unsubscribeToken(t.config.authSecret, s), confirm: { s, e, t: confirmToken(t.config.authSecret, s, email, e) } };
    },
    /** A confirmation link's token for the signer, whose address is confirmed already: following it changes nothing. */
    confirmationToken: () => createEmailVerificationToken(t.config.authSecret, signer.email),
    /** A fresh password reset token, as the mailed link carries it, for a member outside the cast. */
    resetToken: async () => {
      const token = randomBytes(12).toString('hex');
      await auth.internalAdapter.createVerificationValue({
        value: resetter.id,
        identifier: `reset-password:${token}`,
        expiresAt: new Date(Date.now() + HOUR),
      });
      return token;
    },
    ids: { owner: owner.id, partner: partner.id, mentor: mentor.id, bystander: bystander.id },
    /** A's private values; the meeting rooms of A's sessions with M all start with `meetingBaseUrl`. */
    secrets: { ...privateDetails, email: owner.email, draft: draft.content, meetingBaseUrl },
    /** M's payment details: A sees them on A's confirmed paid session; nobody else but M ever does. */
    paymentMethods,
    /** A's things that stay: an article with A's comment, the conversation with M, a confirmed session with M, paid, not yet paid for. */
    article: article.id,
    comment,
    /** A's story naming M, waiting for M's approval. */
    story,
    /** A's question, and A's own answer to it. */
    question,
    answer,
    newQuestion,
    newAnswer,
    /** A new FAQ entry, as an admin wrote it. */
    newFaqEntry: async () =>
      rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into faq_entries (topic, slug, question, answer) values ('accounts', ${`entry-${randomBytes(4).toString('hex')}`}, 'What?', 'This.')
          returning id`),
      )[0]!.id,
    thread: thread.id,
    session,
    /** A's goal shared with M, its first milestone, and new goals of A's to delete. */
    goal: goal.id,
    milestone: goal.milestones[0]!.id,
    newGoal,
    availability: ALL_WEEK,

    /** M's payment details as they were, whatever the last request did to them. */
    restorePaymentMethods: () => savePaymentMethods(db, { mentorId: partner.id, methods: paymentMethods }),
    /** A's draft as it was, whatever the last request did to it. */
    restoreDraft: () => saveDraft(db, { userId: owner.id, ...draft }),
    /** A's `show_contact_info` (SPEC §9, on by default); no route changes it yet. */
    showContactInfo: (on: boolean) =>
      db
        .insert(userPrivacySettings)
        .values({ userId: owner.id, showContactInfo: on })
        .onConflictDoUpdate({ target: userPrivacySettings.userId, set: { showContactInfo: on } }),
    newArticle: async () =>
      (await createArticle(db, { author: actor, log: quiet, title: 'To be removed', content: 'Soon gone.', tags: [], imageUrl: null })).id,
    /** A new article of A's, reported by C: an open item of the admins' queue. */
    newReport: async () => {
      const contentId = (
        await createArticle(db, { author: actor, log: quiet, title: 'Reported', content: 'Buy followers here.', tags: [], imageUrl: null })
      ).id;
      await reportContent(db, { reporterId: member.id, contentType: 'article', contentId, reason: 'spam' });
      return { contentType: 'article' as const, contentId };
    },
    /** A new member outside the cast whose profile C reported: suspending them ends no sign-in of the cast. */
    newProfileReport: async () => {
      const contentId = (await createMember(db, { firstName: 'Jabari', passwordHash: 'never-signs-in' })).id;
      await reportContent(db, { reporterId: member.id, contentType: 'profile', contentId, reason: 'impersonation' });
      return { contentType: 'profile' as const, contentId };
    },
    /** A new member outside the cast who asked each of the cast to connect: each may accept or decline. */
    newAsker: async () => {
      const asker = await createMember(db, { firstName: 'Asha', passwordHash: 'never-signs-in' });
      for (const m of Object.values(cast)) await askToConnect(db, { viewerId: asker.id, memberId: m.id });
      return asker.id;
    },
    /** A community anyone may join, its address new each time. */
    newCommunity: async () => {
      const slug = `matrix-${randomBytes(4).toString('hex')}`;
      await db.execute(sql`insert into communities (slug, name, description) values (${slug}, 'Matrix Circle', 'For the matrix.')`);
      return slug;
    },
    newComment,
    newStory,
    newStoryComment,
    newMessage,
    newNotification: async () =>
      (await createNotification(db, {
        recipientId: owner.id,
        type: 'post_like',
        title: 'New like',
        message: 'Chidi liked your article',
        actorId: member.id,
      }))!.id,
    /** A payout account of M's (written as the save would leave it; no provider is configured here). */
    newPayoutAccount: async () =>
      rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into payout_accounts (mentor_id, currency, provider, country, kind, bank_code, account_number, account_name)
          values (${partner.id}, 'KES', 'paystack', 'KE', 'bank', '68', '0123456789', 'M') on conflict (mentor_id, currency)
            do update set updated_at = now() returning id`),
      )[0]!.id,
    newMentorNotification: async () =>
      (await createMentorNotification(db, { mentorId: partner.id, type: 'profile_viewed', message: 'Someone viewed your profile' }))!.id,
    newSession,
    /** M's programs: one running with A accepted and completed, and fresh ones for the requests that change them. */
    programs: await programWorld(db, { organiser: partner, participant: owner }),
    /** A start time free in every mentor's availability, used once. */
    freeSlot: () => nextFutureHour().toISOString(),
    /** A photo of A's, uploaded and ready. */
    ownMedia: async () =>
      rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into media (owner_id, kind, state, private, original_bytes) values (${owner.id}, 'image', 'ready', false, 1) returning id`),
      )[0]!.id,
    /** A photo to upload, as a form with one file. */
    imageForm: () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
      return form;
    },
  };
}
