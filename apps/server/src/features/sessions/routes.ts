import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import {
  availabilitySchema,
  bookingSchema,
  optionalReasonSchema,
  reasonSchema,
  rescheduleSchema,
  reviewReplySchema,
  reviewSchema,
  type Session,
  SESSION_TABS,
} from '@prosper/shared/schemas/session';
import { calendarDay, instant } from '@prosper/shared/schemas/dates';
import { rowId } from '@prosper/shared/schemas/ids';
import { requireMember, requireMentor } from '../../auth/guards.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { cursorQuery, idParams, memberParams } from '../../lib/route-schemas.ts';
import { mentorAnalytics } from './analytics.ts';
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
  proposeReschedule,
  replyToReview,
  reviewSession,
  type SessionTarget,
} from './lifecycle.ts';
import { mentorReviews } from './reviews.ts';
import { meetingUrlFor, toSession } from './rows.ts';
import { book, listSessions, MAX_SLOT_DAYS, mentorSlots, visibleSession } from './service.ts';

/**
 * Mentoring sessions: a mentor's availability and free slots, booking, each step of a session's
 * life, reviews and the mentor's analytics. Every route needs a member; a session is its two
 * members' (and admins' to read).
 */
export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['sessions'];
  const db = app.db;

  app.get('/api/availability', { schema: { tags, summary: 'My availability (mentors)' } }, async (request) =>
    availabilityOf(db, { mentorId: (await requireMentor(request)).id }),
  );
  app.put('/api/availability', { schema: { tags, summary: 'Save my availability (mentors)', body: availabilitySchema } }, async (request) =>
    saveAvailability(db, { ...request.body, mentorId: (await requireMentor(request)).id }),
  );

  app.get(
    '/api/mentors/:id/slots',
    {
      schema: {
        tags,
        summary: "A mentor's free slots of one length",
        params: memberParams,
        querystring: z.object({
          length: z.coerce.number().int().optional(),
          from: instant.optional(),
          days: z.coerce.number().int().min(1).max(MAX_SLOT_DAYS).optional(),
        }),
      },
    },
    async (request) => {
      await requireMember(request);
      return mentorSlots(db, { ...request.query, mentorId: request.params.id });
    },
  );

  app.get(
    '/api/mentors/:id/reviews',
    { schema: { tags, summary: "A mentor's reviews, newest first", params: memberParams, querystring: cursorQuery } },
    async (request) =>
      mentorReviews(db, {
        mentorId: request.params.id,
        viewerId: (await requireMember(request)).id,
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.post('/api/sessions', { schema: { tags, summary: 'Ask a mentor for a session', body: bookingSchema } }, async (request, reply) => {
    const session = await book(db, { ...request.body, viewerId: (await requireMember(request)).id });
    return reply.code(201).send(session);
  });

  app.get(
    '/api/sessions',
    {
      schema: {
        tags,
        summary: 'My sessions on one tab',
        querystring: cursorQuery.extend({ tab: z.enum(SESSION_TABS).default('upcoming') }),
      },
    },
    async (request) =>
      listSessions(db, {
        viewerId: (await requireMember(request)).id,
        tab: request.query.tab,
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.get('/api/sessions/:id', { schema: { tags, summary: 'One session', params: idParams } }, async (request) => {
    const viewer = await requireMember(request);
    return toSession(await visibleSession(db, { viewer, id: request.params.id }), viewer.id);
  });

  app.get(
    '/api/sessions/:id/calendar.ics',
    { schema: { tags, summary: 'The session for a calendar', params: idParams } },
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
    summary: string,
    run: (input: SessionTarget & z.output<Body>) => Promise<Session>,
    body?: Body,
  ) {
    app.post(`/api/sessions/:id/${path}`, { schema: { tags, summary, params: idParams, ...(body && { body }) } }, async (request) => {
      // Fastify parsed the body with `body`: the type provider cannot carry a generic schema's type this far.
      const input = request.body as z.output<Body>;
      return run({ ...input, viewerId: (await requireMember(request)).id, id: request.params.id });
    });
  }
  step('confirm', 'Confirm a request (mentor)', (o) => confirmSession(db, { ...o, meetingBaseUrl: app.config.meetingBaseUrl }));
  step('decline', 'Decline a request (mentor)', (o) => declineSession(db, o), optionalReasonSchema);
  step('cancel', 'Cancel with a reason', (o) => cancelSession(db, o), reasonSchema);
  step('reschedule', 'Propose a new time', (o) => proposeReschedule(db, o), rescheduleSchema);
  step('reschedule/accept', 'Accept the proposed time', (o) => acceptReschedule(db, o));
  step('reschedule/decline', 'Keep the original time', (o) => declineReschedule(db, o));
  step('complete', 'Mark as held', (o) => completeSession(db, o));
  step('no-show', 'Mark the other member absent', (o) => markNoShow(db, o));
  step('review', 'Review a completed session (mentee)', (o) => reviewSession(db, o), reviewSchema);
  step('review/reply', 'Answer the review (mentor)', (o) => replyToReview(db, o), reviewReplySchema);
  step('payment/confirm', 'Confirm the payment arrived (mentor)', (o) => confirmPayment(db, o));

  app.get(
    '/api/analytics/mentor',
    {
      schema: {
        tags,
        summary: 'My figures as a mentor over a date range',
        querystring: z
          .object({ from: calendarDay, to: calendarDay })
          .refine((q) => q.from <= q.to, { message: en.validation.invalidInput, path: ['to'] }),
      },
    },
    async (request) => {
      const mentor = await requireMentor(request);
      return mentorAnalytics(db, { ...request.query, mentorId: mentor.id });
    },
  );
}
