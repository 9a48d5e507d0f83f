import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { en } from '@prosper/shared/i18n/en';
import type { ErrorBody } from '@prosper/shared/schemas/error';
import { AppError } from './app-error.ts';
import { indexWithHead, type PageHeadResolver } from './page-head.ts';
import { isPageRequest } from './web-app.ts';

/** One error shape for every route: `{ error: { code, message, fields? } }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= v.message ?? en.validation.invalidInput;
      }
      const first = error.validation[0]?.message ?? en.validation.invalidInput;
      return reply.status(400).send(body('invalid_input', first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('rate_limited', error.message));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(error.code?.toLowerCase() ?? 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal', en.errors.internal));
  });
}

/** Unknown API paths get the error shape; registered last, once we know whether the SPA is served. */
export function registerNotFound(app: FastifyInstance, web: { dist: string; pageHead: PageHeadResolver } | null) {
  app.setNotFoundHandler(async (request, reply) => {
    if (!web || !isPageRequest(request)) return reply.status(404).send(body('not_found', en.errors.notFound));
    // The client router answers every other page, its own not-found page included.
    reply.header('cache-control', 'no-cache');
    const pathname = request.url.split('?')[0] ?? '/';
    const head = await web.pageHead(pathname).catch((err: unknown) => {
      request.log.warn({ err }, 'page head could not be made');
      return null;
    });
    if (!head) return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(await indexWithHead(web.dist, head, app.config.publicUrl, pathname));
  });
}

function body(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
