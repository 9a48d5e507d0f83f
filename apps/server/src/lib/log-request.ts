import type { FastifyRequest } from 'fastify';

/** What a request log line says: no query string, which may carry a token that signs someone in. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}
