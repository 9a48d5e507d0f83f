import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { en } from '@prosper/shared/i18n/en';
import { MEDIA_MAX_BYTES, mediaSchema, mediaUploadQuery } from '@prosper/shared/schemas/media';
import { requireMember } from '../../auth/guards.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { idParams } from '../../lib/route-schemas.ts';
import { findOwnMedia } from './attach.ts';
import { receiveMedia } from './intake.ts';

/** Photos and videos members upload for their articles and messages (decision 035). */
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['media'];
  // One byte past our own limit, so that intake.ts, which counts as the file streams in, is what refuses.
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/media',
    {
      schema: {
        tags,
        operationId: 'uploadMedia',
        summary: 'Upload a photo or video (multipart, field "file", 50MB); it is processed after the answer',
        consumes: ['multipart/form-data'],
        querystring: mediaUploadQuery,
        response: {
          202: mediaSchema,
          ...refusals({
            413: 'the file is larger than 50MB, or the member has no media space left',
            415: 'the bytes are not an image (or a video) of a type we take',
            429: 'too many uploads in an hour',
          }),
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireMember(request, en.media.signInToUpload);
      const media = await receiveMedia(app.db, app.storage, request, {
        ownerId: viewer.id,
        kind: request.query.kind,
        isPrivate: request.query.private,
      });
      return reply.status(202).send(media);
    },
  );

  app.get(
    '/api/media/:id',
    {
      schema: {
        tags,
        operationId: 'getMedia',
        summary: 'One of my uploads, with its state',
        params: idParams,
        response: { 200: mediaSchema },
      },
    },
    async (request) => findOwnMedia(app.db, app.storage, { ownerId: (await requireMember(request)).id, id: request.params.id }),
  );
}
