import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FOLLOW_LIMIT } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { memberId } from '@prosper/shared/schemas/ids';
import { followListItemSchema, memberListItemSchema, pageSchema } from '@prosper/shared/schemas/member';
import { avatarSchema, profileSchema, profileUpdateSchema } from '@prosper/shared/schemas/profile';
import { searchText } from '@prosper/shared/schemas/text';
import { requireMember } from '../../auth/guards.ts';
import { findViewer } from '../../auth/viewer.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { cursorQuery, memberParams } from '../../lib/route-schemas.ts';
import { readUpload } from '../../lib/upload.ts';
import { follow, listFollows, unfollow } from '../follows/service.ts';
import { AVATAR_MAX_BYTES, replaceAvatar } from './avatar.ts';
import { listMembers } from './directory.ts';
import { findPublicMentor, profileOrNotFound } from './queries.ts';
import { recordProfileView, updateProfile } from './service.ts';

/** `me` names the signed-in member wherever a member id is expected. */
const resolve = (id: string, viewerId: string) => (id === 'me' ? viewerId : id);

export async function profilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

  app.post(
    '/api/profiles/me/avatar',
    {
      schema: {
        tags: ['profiles'],
        operationId: 'replaceAvatar',
        summary: 'Replace one’s photo (multipart, field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: avatarSchema, ...refusals({ 415: 'the file is not an image we can read' }) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const bytes = await readUpload(request, en.media.avatarTooLarge);
      return { avatarUrl: await replaceAvatar(app.db, app.storage, { memberId: member.id, bytes }) };
    },
  );
  app.get(
    '/api/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        operationId: 'getProfile',
        summary: 'A member profile, as the viewer may see it',
        params: memberParams,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const id = resolve(request.params.id, member.id);
      const profile = await profileOrNotFound(app.db, id, member.id);
      if (profile.role === 'mentor') await recordProfileView(app.db, { mentorId: id, viewerId: member.id });
      return profile;
    },
  );

  app.get(
    '/api/members',
    {
      schema: {
        tags: ['profiles'],
        operationId: 'listMembers',
        summary: 'The member directory, searchable by name',
        querystring: cursorQuery.extend({ q: searchText().max(80).default('') }),
        response: { 200: pageSchema(memberListItemSchema) },
      },
    },
    async (request) => {
      await requireMember(request);
      return listMembers(app.db, { q: request.query.q, after: decodeCursor(request.query.cursor, memberId) });
    },
  );

  app.get(
    '/api/mentors/:id',
    {
      schema: {
        tags: ['mentors'],
        operationId: 'getMentor',
        summary: 'A listed mentor’s public page; contact details only for signed-in members allowed to see them',
        params: memberParams,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const viewer = await findViewer(request);
      const profile = await findPublicMentor(app.db, request.params.id, viewer?.user.id ?? null);
      if (!profile) throw new AppError(404, 'not_found', en.errors.mentorNotFound);
      if (viewer) await recordProfileView(app.db, { mentorId: profile.id, viewerId: viewer.user.id });
      return profile;
    },
  );

  app.patch(
    '/api/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        operationId: 'updateProfile',
        summary: 'Save one’s own profile and role details',
        params: memberParams,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...refusals({ 403: 'mentor or mentee details for a member of the other role' }) },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const id = resolve(request.params.id, member.id);
      if (id !== member.id) throw new AppError(403, 'forbidden', en.errors.ownProfileOnly);
      await updateProfile(app.db, { id, role: member.role, update: request.body });
      return profileOrNotFound(app.db, id, id);
    },
  );

  app.put(
    '/api/profiles/:id/follow',
    {
      schema: {
        tags: ['follows'],
        operationId: 'followMember',
        summary: 'Follow a member',
        params: memberParams,
        response: {
          200: profileSchema,
          ...refusals({ 400: 'a member cannot follow themselves', 429: `over ${FOLLOW_LIMIT.max} follows in a day` }),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const followingId = resolve(request.params.id, member.id);
      await follow(app.db, { followerId: member.id, followingId });
      return profileOrNotFound(app.db, followingId, member.id);
    },
  );

  app.delete(
    '/api/profiles/:id/follow',
    {
      schema: {
        tags: ['follows'],
        operationId: 'unfollowMember',
        summary: 'Stop following a member',
        params: memberParams,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const followingId = resolve(request.params.id, member.id);
      await unfollow(app.db, { followerId: member.id, followingId });
      return profileOrNotFound(app.db, followingId, member.id);
    },
  );

  for (const direction of ['followers', 'following'] as const) {
    app.get(
      `/api/profiles/:id/${direction}`,
      {
        schema: {
          tags: ['follows'],
          operationId: direction === 'followers' ? 'listFollowers' : 'listFollowing',
          summary: direction === 'followers' ? 'Who follows a member, newest first' : 'Whom a member follows, newest first',
          params: memberParams,
          querystring: cursorQuery,
          response: { 200: pageSchema(followListItemSchema) },
        },
      },
      async (request) => {
        const member = await requireMember(request);
        const id = resolve(request.params.id, member.id);
        return listFollows(app.db, { memberId: id, direction, after: decodeCursor(request.query.cursor, memberId) });
      },
    );
  }
}
