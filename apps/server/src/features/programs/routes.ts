import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { en } from '@prosper/shared/i18n/en';
import { ARTICLE_IMAGE_MAX_BYTES } from '@prosper/shared/schemas/article';
import { rowId } from '@prosper/shared/schemas/ids';
import { memberSummarySchema, pageSchema } from '@prosper/shared/schemas/member';
import {
  announcementInputSchema,
  announcementSchema,
  applicationInputSchema,
  applicationSchema,
  certificateSchema,
  decisionInputSchema,
  programCardSchema,
  programImageSchema,
  programInputSchema,
  programListQuerySchema,
  programSchema,
  programUpdateSchema,
  scheduleItemSchema,
} from '@prosper/shared/schemas/program';
import { requireMember } from '../../auth/guards.ts';
import { findViewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeCoverImage } from '../../lib/cover-image.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, idParams } from '../../lib/route-schemas.ts';
import { readUpload } from '../../lib/upload.ts';
import { applyToProgram, completeApplication, decideApplication, listApplications } from './applications.ts';
import { findCertificate } from './certificates.ts';
import { listAnnouncements, listParticipants, listSchedule, postAnnouncement } from './cohort.ts';
import { createProgram, findProgram, listPrograms, updateProgram } from './programs.ts';

const organiserRefusals = refusals({ 403: 'not the program’s organiser' });
const insideRefusals = refusals({ 403: 'not the organiser, a mentor or an accepted participant of the program' });

/**
 * Mentoring programs (issue 17). Browsing, a program page and certificates are public; applying
 * needs a member; organising needs an admin or a mentor, and each program's own actions its organiser.
 */
export async function programsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['programs'];
  await app.register(multipart, { limits: { fileSize: ARTICLE_IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  const viewerOf = async (request: Parameters<typeof findViewer>[0]) => {
    const viewer = await findViewer(request);
    return viewer?.profile ? { id: viewer.user.id, role: viewer.profile.role } : null;
  };

  app.get(
    '/api/programs',
    {
      schema: {
        tags,
        operationId: 'listPrograms',
        summary: 'Open and running programs, newest first, filtered; or those I organise (scope=organised)',
        querystring: programListQuerySchema,
        response: { 200: pageSchema(programCardSchema), ...refusals({ 401: 'scope=organised without a session' }) },
      },
    },
    async (request) => {
      const { cursor, ...query } = request.query;
      const viewer = query.scope === 'organised' ? await requireMember(request) : await viewerOf(request);
      return listPrograms(app.db, { ...query, viewer, after: decodeCursor(cursor, rowId) });
    },
  );

  app.post(
    '/api/programs',
    {
      schema: {
        tags,
        operationId: 'createProgram',
        summary: 'Create a program (a draft), as an admin or a mentor',
        body: programInputSchema,
        response: { 201: programSchema, ...refusals({ 403: 'a mentee' }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProgram(app.db, { ...request.body, viewer: await requireMember(request) })),
  );

  app.post(
    '/api/programs/images',
    {
      schema: {
        tags,
        operationId: 'uploadProgramImage',
        summary: 'Upload a program cover image (multipart, field "file", 2MB)',
        consumes: ['multipart/form-data'],
        response: { 201: programImageSchema, ...refusals({ 403: 'a mentee', 415: 'the file is not an image we can read' }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireMember(request);
      if (viewer.role === 'mentee') throw new AppError(403, 'organisers_only', en.programs.organisersOnly);
      const bytes = await readUpload(request, en.programs.imageTooLarge);
      return reply.status(201).send({ imageUrl: await storeCoverImage(app.storage, { viewerId: viewer.id, bytes, folder: 'programs' }) });
    },
  );

  app.get(
    '/api/programs/:id',
    {
      schema: {
        tags,
        operationId: 'getProgram',
        summary: 'A program (public unless a draft)',
        params: idParams,
        response: { 200: programSchema },
      },
    },
    async (request) => findProgram(app.db, { id: request.params.id, viewer: await viewerOf(request) }),
  );

  app.patch(
    '/api/programs/:id',
    {
      schema: {
        tags,
        operationId: 'updateProgram',
        summary: 'Change a program or move its status, as its organiser',
        params: idParams,
        body: programUpdateSchema,
        response: {
          200: programSchema,
          ...organiserRefusals,
          ...refusals({ 409: 'a status it cannot move to, or changed questions once members have applied' }),
        },
      },
    },
    async (request) => updateProgram(app.db, { ...request.body, id: request.params.id, viewer: await requireMember(request) }),
  );

  app.post(
    '/api/programs/:id/applications',
    {
      schema: {
        tags,
        operationId: 'applyToProgram',
        summary: 'Apply to an open program with an answer to each question',
        params: idParams,
        body: applicationInputSchema,
        response: {
          201: applicationSchema,
          ...refusals({ 409: 'not open, already applied, or my own program', 429: 'too many applications' }),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await applyToProgram(app.db, { ...request.body, id: request.params.id, viewer: await requireMember(request) })),
  );

  app.get(
    '/api/programs/:id/applications',
    {
      schema: {
        tags,
        operationId: 'listProgramApplications',
        summary: 'The applications, oldest first, for the organiser',
        params: idParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(applicationSchema), ...organiserRefusals },
      },
    },
    async (request) =>
      listApplications(app.db, {
        id: request.params.id,
        viewer: await requireMember(request),
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.post(
    '/api/program-applications/:id/decision',
    {
      schema: {
        tags,
        operationId: 'decideProgramApplication',
        summary: 'Accept (or waitlist past capacity), decline or waitlist an application, as the organiser',
        params: idParams,
        body: decisionInputSchema,
        response: {
          200: applicationSchema,
          ...organiserRefusals,
          ...refusals({ 409: 'the program is finished or the participant completed' }),
        },
      },
    },
    async (request) =>
      decideApplication(app.db, { ...request.body, applicationId: request.params.id, viewer: await requireMember(request) }),
  );

  app.post(
    '/api/program-applications/:id/completion',
    {
      schema: {
        tags,
        operationId: 'completeProgramApplication',
        summary: 'Mark an accepted participant as having completed, giving them a certificate',
        params: idParams,
        response: { 200: applicationSchema, ...organiserRefusals, ...refusals({ 409: 'not running or finished, or not accepted' }) },
      },
    },
    async (request) => completeApplication(app.db, { applicationId: request.params.id, viewer: await requireMember(request) }),
  );

  app.get(
    '/api/programs/:id/announcements',
    {
      schema: {
        tags,
        operationId: 'listProgramAnnouncements',
        summary: 'The organiser’s announcements, newest first',
        params: idParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(announcementSchema), ...insideRefusals },
      },
    },
    async (request) =>
      listAnnouncements(app.db, {
        id: request.params.id,
        viewer: await requireMember(request),
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.post(
    '/api/programs/:id/announcements',
    {
      schema: {
        tags,
        operationId: 'postProgramAnnouncement',
        summary: 'Tell the cohort, as the organiser; each participant is notified',
        params: idParams,
        body: announcementInputSchema,
        response: { 201: announcementSchema, ...organiserRefusals, ...refusals({ 429: 'too many announcements' }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postAnnouncement(app.db, { ...request.body, id: request.params.id, viewer: await requireMember(request) })),
  );

  app.get(
    '/api/programs/:id/participants',
    {
      schema: {
        tags,
        operationId: 'listProgramParticipants',
        summary: 'The accepted participants',
        params: idParams,
        querystring: cursorQuery,
        response: { 200: pageSchema(memberSummarySchema), ...insideRefusals },
      },
    },
    async (request) =>
      listParticipants(app.db, {
        id: request.params.id,
        viewer: await requireMember(request),
        after: decodeCursor(request.query.cursor, rowId),
      }),
  );

  app.get(
    '/api/programs/:id/schedule',
    {
      schema: {
        tags,
        operationId: 'getProgramSchedule',
        summary: 'The program’s sessions in time order',
        params: idParams,
        response: { 200: z.object({ items: z.array(scheduleItemSchema) }), ...insideRefusals },
      },
    },
    async (request) => listSchedule(app.db, { id: request.params.id, viewer: await requireMember(request) }),
  );

  app.get(
    '/api/program-certificates/:id',
    {
      schema: {
        tags,
        operationId: 'getProgramCertificate',
        summary: 'A certificate of completion (public: its member shares the link)',
        params: idParams,
        response: { 200: certificateSchema },
      },
    },
    async (request) => findCertificate(app.db, request.params.id),
  );
}
