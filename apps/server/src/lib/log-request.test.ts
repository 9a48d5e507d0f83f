import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { serializeRequest } from './log-request.ts';

it('keeps query strings, which may carry sign-in tokens, out of the request log', () => {
  const request = { method: 'GET', url: '/api/auth/verify-email?token=secret-token', ip: '10.0.0.1' } as FastifyRequest;
  const line = serializeRequest(request);
  expect(JSON.stringify(line)).not.toContain('secret-token');
  expect(line).toEqual({ method: 'GET', url: '/api/auth/verify-email', remoteAddress: '10.0.0.1' });
});
