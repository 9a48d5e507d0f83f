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
} from './lifecycle.ts';
import { mentorReviews } from './reviews.ts';
import { toSession } from './rows.ts';
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
    availabilityOf(db, (await requireMentor(request)).id),
  );
  app.put('/api/availability', { schema: { tags, summary: 'Save my availability (mentors)', body: availabilitySchema } }, async (request) =>
    saveAvailability(db, (await requireMentor(request)).id, request.body),
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
          from: z.iso.datetime({ offset: true }).optional(),
          days: z.coerce.number().int().min(1).max(MAX_SLOT_DAYS).optional(),
        }),
      },
    },
    async (request) => {
      await requireMember(request);
      return mentorSlots(db, request.params.id, request.query);
    },
  );

  app.get(
    '/api/mentors/:id/reviews',
    { schema: { tags, summary: "A mentor's reviews, newest first", params: memberParams, querystring: cursorQuery } },
    async (request) => mentorReviews(db, request.params.id, (await requireMember(request)).id, decodeCursor(request.query.cursor)),
  );

  app.post('/api/sessions', { schema: { tags, summary: 'Ask a mentor for a session', body: bookingSchema } }, async (request, reply) => {
    const session = await book(db, (await requireMember(request)).id, request.body);
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
    async (request) => listSessions(db, (await requireMember(request)).id, request.query.tab, decodeCursor(request.query.cursor)),
  );

  app.get('/api/sessions/:id', { schema: { tags, summary: 'One session', params: idParams } }, async (request) => {
    const viewer = await requireMember(request);
    return toSession(await visibleSession(db, viewer, request.params.id), viewer.id);
  });

  app.get(
    '/api/sessions/:id/calendar.ics',
    { schema: { tags, summary: 'The session for a calendar', params: idParams } },
    async (request, reply) => {
      const row = await visibleSession(db, await requireMember(request), request.params.id);
      const content = sessionCalendar(row, { method: 'PUBLISH', publicUrl: app.config.publicUrl, mailFrom: app.config.mailFrom });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="prosper-mentor-session.ics"')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  /**
   * One step of a session's life: POST /api/sessions/{id}/{path}, and the body it takes, if any,
   * checked by `body` before `run` sees it.
   */
  function step<Body extends z.ZodObject>(
    path: string,
    summary: string,
    run: (viewerId: string, id: string, body: z.output<Body>) => Promise<Session>,
    body?: Body,
  ) {
    app.post(`/api/sessions/:id/${path}`, { schema: { tags, summary, params: idParams, ...(body && { body }) } }, async (request) =>
      // Fastify parsed the body with `body`: the type provider cannot carry a generic schema's type this far.
      run((await requireMember(request)).id, request.params.id, request.body as z.output<Body>),
    );
  }
  step('confirm', 'Confirm a request (mentor)', (viewer, id) => confirmSession(db, app.config.meetingBaseUrl, viewer, id));
  step('decline', 'Decline a request (mentor)', (viewer, id, b) => declineSession(db, viewer, id, b.reason), optionalReasonSchema);
  step('cancel', 'Cancel with a reason', (viewer, id, b) => cancelSession(db, viewer, id, b.reason), reasonSchema);
  step('reschedule', 'Propose a new time', (viewer, id, b) => proposeReschedule(db, viewer, id, b.startsAt), rescheduleSchema);
  step('reschedule/accept', 'Accept the proposed time', (viewer, id) => acceptReschedule(db, viewer, id));
  step('reschedule/decline', 'Keep the original time', (viewer, id) => declineReschedule(db, viewer, id));
  step('complete', 'Mark as held', (viewer, id) => completeSession(db, viewer, id));
  step('no-show', 'Mark the other member absent', (viewer, id) => markNoShow(db, viewer, id));
  step('review', 'Review a completed session (mentee)', (viewer, id, b) => reviewSession(db, viewer, id, b), reviewSchema);
  step('review/reply', 'Answer the review (mentor)', (viewer, id, b) => replyToReview(db, viewer, id, b.reply), reviewReplySchema);
  step('payment/confirm', 'Confirm the payment arrived (mentor)', (viewer, id) => confirmPayment(db, viewer, id));

  app.get(
    '/api/analytics/mentor',
    {
      schema: {
        tags,
        summary: 'My figures as a mentor over a date range',
        querystring: z
          .object({ from: z.iso.date(), to: z.iso.date() })
          .refine((q) => q.from <= q.to, { message: en.validation.invalidInput, path: ['to'] }),
      },
    },
    async (request) => {
      const mentor = await requireMentor(request);
      return mentorAnalytics(db, mentor.id, request.query.from, request.query.to);
    },
  );
}
