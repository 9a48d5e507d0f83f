import { Writable } from 'node:stream';
import Fastify, { type FastifyRequest, LogController } from 'fastify';
import { expect, it } from 'vitest';
import { registerRequestLog, SLOW_REQUEST_MS, serializeRequest } from './log-request.ts';

it('keeps query strings, which may carry sign-in tokens, out of the request log', () => {
  const request = { method: 'GET', url: '/api/auth/verify-email?token=secret-token', ip: '10.0.0.1' } as FastifyRequest;
  const line = serializeRequest(request);
  expect(JSON.stringify(line)).not.toContain('secret-token');
  expect(line).toEqual({ method: 'GET', url: '/api/auth/verify-email', remoteAddress: '10.0.0.1' });
});

it('writes one line for a failed or slow request and none for the others, without the query string', async () => {
  const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number }; responseTime?: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream, serializers: { req: serializeRequest } },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/fast', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.code(404).send({}));
  app.get('/failing', async (_request, reply) => reply.code(503).send({}));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  for (const url of ['/fast', '/refused', '/failing?token=secret-token', '/slow?token=secret-token'])
    await app.inject({ method: 'GET', url });
  await app.close();

  const requestLines = lines.filter((line) => line.req);
  expect(requestLines.map((line) => [line.level, line.msg, line.req?.url, line.res?.statusCode])).toEqual([
    [50, 'request completed', '/failing', 503],
    [40, 'slow request', '/slow', 200],
  ]);
  expect(requestLines[1]!.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  expect(JSON.stringify(lines)).not.toContain('secret-token');
});
