import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a request log line says: no query string, which may carry a token that signs someone in. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/** A request slower than this is logged whatever its answer: slowness is what a log is read for. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One log line for the requests worth reading: failed ones (5xx) and slow ones. Fastify's own
 * request logging (disabled in app.ts) wrote two lines for every request, which at thousands of
 * requests a second was a large share of each one's cost (issue 20). Every other request is logged
 * at debug, so LOG_LEVEL=debug still shows them all.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    const status = reply.statusCode;
    if (status >= 500) request.log.error({ req: request, res: reply, responseTime }, 'request completed');
    else if (responseTime >= SLOW_REQUEST_MS) request.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    else request.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    done();
  });
}
