import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaderOptions, securityHeaders } from './security-headers.ts';

it('works the headers out once, as helmet writes them: HSTS and upgrade-insecure-requests over https only', () => {
  const overHttps = securityHeaders(securityHeaderOptions({ https: true, inlineScripts: ["'sha256-abc='"] }));
  expect(overHttps['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(overHttps['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
  expect(overHttps['content-security-policy']).toContain('upgrade-insecure-requests');
  expect(overHttps['x-frame-options']).toBe('SAMEORIGIN');
  expect(overHttps['cross-origin-embedder-policy']).toBeUndefined();

  const overHttp = securityHeaders(securityHeaderOptions({ https: false, inlineScripts: [] }));
  expect(overHttp['strict-transport-security']).toBeUndefined();
  expect(overHttp['content-security-policy']).not.toContain('upgrade-insecure-requests');
});

it('sends them with every answer, refusals and unknown paths included', async () => {
  const app = Fastify();
  registerSecurityHeaders(app, { https: true, inlineScripts: [] });
  app.get('/refused', async () => {
    throw Object.assign(new Error('no'), { statusCode: 403 });
  });
  for (const url of ['/refused', '/nothing-here']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  }
  await app.close();
});
