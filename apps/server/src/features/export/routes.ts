import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { EXPORT_LIMIT } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { dataExportSchema } from '@prosper/shared/schemas/export';
import { requireMember } from '../../auth/guards.ts';
import { rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refusals } from '../../lib/openapi-responses.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { exportFile } from './writer.ts';

/** SPEC §9: prosper_mentor_data_{userid}_{date}.json, the day of the export in UTC. */
export const exportFileName = (userId: string, exportDate: Date) =>
  `prosper_mentor_data_${userId}_${exportDate.toISOString().slice(0, 10)}.json`;

/** The signed-in member's own data, as a file: there is no id to ask for anyone else's (decision 030). */
export async function exportRoutes(app: FastifyInstance) {
  // Without the zod type provider's reply type: the answer is a stream, not an object to serialize.
  app.get(
    '/api/export',
    {
      schema: {
        tags: ['export'],
        operationId: 'exportMyData',
        summary: 'Everything the signed-in member owns or wrote, as a JSON file to download',
        response: {
          200: {
            description:
              'The file prosper_mentor_data_{userid}_{YYYY-MM-DD}.json (Content-Disposition: attachment): the profile, the four settings, export_date, then the member’s details, articles, comments, likes, saves, follows, messages, sessions, reviews, payments, notifications, reports, profile views, sign-ins and programs (organised, applications, announcements). Never a password, a token or a two-factor secret. Streamed as it is read.',
            content: { 'application/json': { schema: dataExportSchema } },
          },
          ...refusals({
            403: 'the member turned data export off in their privacy settings',
            429: `more than ${EXPORT_LIMIT.max} exports in an hour`,
          }),
        },
      },
    },
    async (request, reply) => {
      const me = (await requireMember(request)).id;
      await consumeRateLimit(app.db, `export:${me}`, EXPORT_LIMIT, en.export.tooMany);
      const [privacy] = rowsOf<{ data_export_enabled: boolean }>(
        await app.db.execute(sql`select data_export_enabled from user_privacy_settings where user_id = ${me}`),
      );
      if (privacy && !privacy.data_export_enabled) throw new AppError(403, 'export_disabled', en.export.disabled);
      const exportDate = new Date();
      // Up to 1 MiB waits for the socket, so the next page is read while the last one is still leaving.
      const file = Readable.from(exportFile(app.db, { me, exportDate }), { objectMode: false, highWaterMark: 1 << 20 });
      // Once the first bytes have left, a failure can only cut the file short: the client's JSON
      // parse fails and the member is told, and the log says why.
      file.on('error', (error) => request.log.error({ err: error }, 'data export failed while streaming'));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(me, exportDate)}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
}
