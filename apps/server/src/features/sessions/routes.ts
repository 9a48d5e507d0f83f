import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import {
  availabilitySchema,
  bookingSchema,
  mentorAnalyticsSchema,
  mentorReviewSchema,
  optionalReasonSchema,
  reasonSchema,
  rescheduleSchema,
  reviewReplySchema,
  reviewSchema,
  type Session,
  SESSION_TABS,
  sessionSchema,
  slotListSchema,
} from '@prosper/shared/schemas/session';
import { calendarDay, instant } from '@prosper/shared/schemas/dates';
import { paymentMethodsSchema, paymentMethodsViewSchema, paymentSentSchema } from '@prosper/shared/schemas/payment-method';
import { EARNINGS_CSV_FILE_NAME, EARNINGS_MONTHS, mentorEarningsSchema } from '@prosper/shared/schemas/earnings';
import { rowId } from '@prosper/shared/schemas/ids';
import { pageSchema } from '@prosper/shared/schemas/member';
import { requireMember, requireMentor } from '../../auth/guards.ts';
import { findViewer } from '../../auth/viewer.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams, memberParams } from '../../lib/route-schemas.ts';
import { mentorAnalytics } from './analytics.ts';
import { EARNINGS_CSV_COLUMNS, earningsCsv, mentorEarnings } from './earnings.ts';
import { availabilityOf, saveAvailability } from './availability.ts';
import { sessionCalendar } from './calendar.ts';
import {
  acceptReschedule,
  cancelSession,
  completeSession,
  confirmPayment,
  confirmSession,
  declineReschedule,
  declineSession,
  markNoShow,
  markPaymentSent,
  proposeReschedule,
  replyToReview,
  reviewSession,
  type SessionTarget,
} from './lifecycle.ts';
import { paymentMethodsOf, savePaymentMethods } from './payment-methods.ts';
import { mentorReviews } from './reviews.ts';
import { meetingUrlFor, toSession } from './rows.ts';
import { book, listSessions, MAX_SLOT_DAYS, mentorSlots, visibleSession } from './service.ts';

/**
 * Mentoring sessions: a mentor's availability and free slots, booking, each step of a session's
 * life, reviews and the mentor's analytics. Every route needs a member but a listed mentor's free
 * slots and reviews, which their public page shows; a session is its two members' (and admins' to read).
 */
export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['sessions'];
  const db = app.db;

  app.get(
    '/api/availability',
    { schema: { tags, operationId: 'getAvailability', summary: 'My availability (mentors)', response: { 200: availabilitySchema } } },
    async (request) => availabilityOf(db, { mentorId: (await requireMentor(request)).id }),
  );
  app.put(
    '/api/availability',
    {
      schema: {
        tags,
        operationId: 'saveAvailability',
        summary: 'Save my availability (mentors)',
        body: availabilitySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => saveAvailability(db, { ...request.body, mentorId: (await requireMentor(request)).id }),
  );

  app.get(
    '/api/payment-methods',
    {
      schema: {
        tags,
        operationId: 'getPaymentMethods',
        summary: 'How I take payment (mentors)',
        response: { 200: paymentMethodsViewSchema },
      },
    },
    async (request) => paymentMethodsOf(db, { mentorId: (await requireMentor(request)).id }),
  );
  app.put(
    '/api/payment-methods',
    {
      schema: {
        tags,
        operationId: 'savePaymentMethods',
        summary: 'Save how I take payment (mentors)',
        description: 'Shown only to the mentee of a paid session the mentor confirmed, while its payment is open.',
        body: paymentMethodsSchema,
        response: { 200: paymentMethodsViewSchema },
      },
    },
    async (request) => savePaymentMethods(db, { ...request.body, mentorId: (await requireMentor(request)).id }),
  );

  app.get(
    '/api/mentors/:id/slots',
    {
      schema: {
        tags,
        operationId: 'listMentorSlots',
        summary: "A listed mentor's free slots of one length, open to visitors so the mentor's page can show the next ones",
        params: memberParams,
        querystring: z.object({
          length: z.coerce.number().int().optional(),
          from: instant.optional(),
          days: z.coerce.number().int().min(1).max(MAX_SLOT_DAYS).optional(),
        }),
        response: {
          200: slotListSchema,
          ...refusals({ 400: 'the mentor does not offer that length', 409: 'the mentor has no hours set, so takes no bookings' }),
        },
      },
    },
    async (request) => mentorSlots(db, { ...request.query, mentorId: request.params.id }),
  );

  app.get(
    '/api/mentors/:id/reviews',
    {
      schema: {
        tags,
        operationId: 'listMentorReviews',
        summary: "A mentor's reviews, newest first, with their public replies; none when the mentor hides them",
        params: memberParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(mentorReviewSchema) },
      },
    },
    async (request) =>
      mentorReviews(db, {
        mentorId: request.params.id,
        viewerId: (await findViewer(request))?.user.id ?? null,
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.post(
    '/api/sessions',
    {
      schema: {
        tags,
        operationId: 'bookSession',
        summary: 'Ask a mentor for a session',
        body: bookingSchema,
        response: {
          201: sessionSchema,
          ...refusals({
            400: 'a member cannot book themselves, or the mentor does not offer that length',
            404: 'no mentor has that id',
            409: 'the slot is not free, the caller is busy then, too many requests are waiting, or the mentor takes no bookings',
            429: 'too many bookings in an hour',
          }),
        },
      },
    },
    async (request, reply) => {
      const session = await book(db, { ...request.body, viewerId: (await requireMember(request)).id });
      return reply.code(201).send(session);
    },
  );

  app.get(
    '/api/sessions',
    {
      schema: {
        tags,
        operationId: 'listSessions',
        summary: 'My sessions on one tab',
        querystring: cursorQuery.extend({ tab: z.enum(SESSION_TABS).default('upcoming') }),
        response: { 200: pageSchema(sessionSchema) },
      },
    },
    async (request) =>
      listSessions(db, {
        viewerId: (await requireMember(request)).id,
        tab: request.query.tab,
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.get(
    '/api/sessions/:id',
    { schema: { tags, operationId: 'getSession', summary: 'One session', params: idParams, response: { 200: sessionSchema } } },
    async (request) => {
      const viewer = await requireMember(request);
      return toSession(await visibleSession(db, { viewer, id: request.params.id }), viewer.id);
    },
  );

  app.get(
    '/api/sessions/:id/calendar.ics',
    {
      schema: {
        tags,
        operationId: 'getSessionCalendar',
        summary: 'The session for a calendar',
        params: idParams,
        response: { 200: { description: 'An iCalendar file', content: { 'text/calendar': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const viewer = await requireMember(request);
      const row = await visibleSession(db, { viewer, id: request.params.id });
      const content = sessionCalendar(row, {
        method: 'PUBLISH',
        publicUrl: app.config.publicUrl,
        mailFrom: app.config.mailFrom,
        meetingUrl: meetingUrlFor(row, viewer.id),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="prosper-mentor-session.ics"')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  /**
   * One step of a session's life: POST /api/sessions/{id}/{path}. `run` gets the member, the session
   * and what the step was sent, checked by `body` when it takes one.
   */
  function step<Body extends z.ZodObject>(
    path: string,
    operationId: string,
    summary: string,
    run: (input: SessionTarget & z.output<Body>) => Promise<Session>,
    body?: Body,
  ) {
    app.post(
      `/api/sessions/:id/${path}`,
      {
        schema: {
          tags,
          operationId,
          summary,
          params: idParams,
          ...(body && { body }),
          response: {
            200: sessionSchema,
            ...refusals({ 403: 'the step is the other member’s to take', 409: 'the step does not fit the session as it is now' }),
          },
        },
      },
      async (request) => {
        // Fastify parsed the body with `body`: the type provider cannot carry a generic schema's type this far.
        const input = request.body as z.output<Body>;
        return run({ ...input, viewerId: (await requireMember(request)).id, id: request.params.id });
      },
    );
  }
  step('confirm', 'confirmSession', 'Confirm a request (mentor)', (o) =>
    confirmSession(db, { ...o, meetingBaseUrl: app.config.meetingBaseUrl, payments: app.config.payments }),
  );
  step('decline', 'declineSession', 'Decline a request (mentor)', (o) => declineSession(db, o), optionalReasonSchema);
  step('cancel', 'cancelSession', 'Cancel with a reason', (o) => cancelSession(db, o), reasonSchema);
  step('reschedule', 'proposeReschedule', 'Propose a new time', (o) => proposeReschedule(db, o), rescheduleSchema);
  step('reschedule/accept', 'acceptReschedule', 'Accept the proposed time', (o) => acceptReschedule(db, o));
  step('reschedule/decline', 'declineReschedule', 'Keep the original time', (o) => declineReschedule(db, o));
  step('complete', 'completeSession', 'Mark as held', (o) => completeSession(db, o));
  step('no-show', 'markNoShow', 'Mark the other member absent', (o) => markNoShow(db, o));
  step('review', 'reviewSession', 'Review a completed session (mentee)', (o) => reviewSession(db, o), reviewSchema);
  step('review/reply', 'replyToReview', 'Answer the review (mentor)', (o) => replyToReview(db, o), reviewReplySchema);
  step(
    'payment/sent',
    'markPaymentSent',
    'Say the payment was made, with its reference (mentee)',
    (o) => markPaymentSent(db, o),
    paymentSentSchema,
  );
  step('payment/confirm', 'confirmPayment', 'Confirm the payment arrived (mentor)', (o) => confirmPayment(db, o));

  app.get(
    '/api/analytics/mentor',
    {
      schema: {
        tags,
        operationId: 'getMentorAnalytics',
        summary: 'My figures as a mentor over a date range',
        querystring: z
          .object({ from: calendarDay, to: calendarDay })
          .refine((q) => q.from <= q.to, { message: en.validation.invalidInput, path: ['to'] }),
        response: { 200: mentorAnalyticsSchema },
      },
    },
    async (request) => {
      const mentor = await requireMentor(request);
      return mentorAnalytics(db, { ...request.query, mentorId: mentor.id });
    },
  );

  app.get(
    '/api/analytics/mentor/earnings',
    {
      schema: {
        tags,
        operationId: 'getMentorEarnings',
        summary: 'My money through the payment providers by month and currency: paid, refunded, paid out, pending',
        description: `The last ${EARNINGS_MONTHS} months in the mentor's time zone, by the month the mentee paid; amounts in each currency's minor units.`,
        response: { 200: mentorEarningsSchema },
      },
    },
    async (request) => mentorEarnings(db, (await requireMentor(request)).id),
  );

  app.get(
    '/api/analytics/mentor/earnings/export',
    {
      schema: {
        tags,
        operationId: 'exportMentorEarnings',
        summary: `My earnings by month and currency as ${EARNINGS_CSV_FILE_NAME}`,
        response: {
          200: {
            description: `Columns ${EARNINGS_CSV_COLUMNS.join(', ')}; amounts in major units; every value quoted; a value starting with =, +, - or @ neutralised with an apostrophe.`,
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const mentor = await requireMentor(request);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${EARNINGS_CSV_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(earningsCsv(await mentorEarnings(db, mentor.id)));
    },
  );
}
