import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { en } from '@prosper/shared/i18n/en';
import { AppError, errorBody } from './app-error.ts';
import { invalidInput } from './invalid-input.ts';
import { indexWithHead, type PageHeadResolver } from './page-head.ts';
import { prerenderedPages } from './prerendered-pages.ts';
import { badRequest, type Refusal, refusalOf } from './refusals.ts';
import { isPageRequest } from './web-app.ts';

const internal: Refusal = { status: 500, code: 'internal', message: en.errors.internal };

/**
 * One error shape for every route: `{ error: { code, message, fields? } }`, the message from the
 * catalog; 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? '',
        keys: (v.params as { keys?: string[] }).keys,
      }));
      return sendAppError(reply, invalidInput(issues, error.validationContext));
    }
    if (error instanceof AppError) return sendAppError(reply, error);
    const refusal = refusalOf(error);
    if (refusal) return reply.status(refusal.status).send(errorBody(refusal.code, refusal.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(internal.code, internal.message));
  });
}

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or error handler runs (a
 * broken percent-encoding, an over-long path segment), in our shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = refusalOf(error);
  if (!refusal) request.log.error({ err: error }, 'request failed before routing');
  const { status, code, message } = refusal ?? internal;
  return reply.status(status).send(errorBody(code, message));
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (malformed, headers too
 * large, too slow) gets our shape too, written on the socket since no request exists.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = refusalOf(error) ?? badRequest;
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Unknown API paths get the error shape; registered last, once we know whether the SPA is served. */
export function registerNotFound(app: FastifyInstance, web: { dist: string; pageHead: PageHeadResolver } | null) {
  const prerendered = web ? prerenderedPages(web.dist) : () => null;
  app.setNotFoundHandler(async (request, reply) => {
    if (!web || !isPageRequest(request)) return reply.status(404).send(errorBody('not_found', en.errors.notFound));
    // The client router answers every other page, its own not-found page included.
    reply.header('cache-control', 'no-cache');
    // Whether a cookie came decides which HTML this address gets: no cache may hand one to the other.
    reply.header('vary', 'cookie');
    const painted = prerendered(request);
    if (painted) return reply.sendFile(painted);
    const pathname = request.url.split('?')[0] ?? '/';
    const head = await web.pageHead(pathname).catch((err: unknown) => {
      request.log.warn({ err }, 'page head could not be made');
      return null;
    });
    if (!head) return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(await indexWithHead(web.dist, head, app.config.publicUrl, pathname));
  });
}
