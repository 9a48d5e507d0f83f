import { expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

it('answers 200 while the database answers, and 503 once it does not', async () => {
  const up = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(up.statusCode).toBe(200);
  expect(up.json()).toEqual({ status: 'ok' });

  const ping = t.database.ping;
  t.database.ping = async () => false;
  const down = await t.app.inject({ method: 'GET', url: '/api/health' });
  t.database.ping = ping;
  expect(down.statusCode).toBe(503);
  expect(down.json().error.code).toBe('unavailable');
});

it('answers checks that arrive together from one ping, and asks again for the next', async () => {
  const ping = t.database.ping;
  let pings = 0;
  t.database.ping = async () => {
    pings += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return true;
  };
  const together = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' })));
  const later = await t.app.inject({ method: 'GET', url: '/api/health' });
  t.database.ping = ping;
  expect([...together, later].map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(pings).toBe(2);
});

it('sends the security headers: a CSP with no inline script, nosniff, a referrer policy, no framing', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

it('publishes the OpenAPI description at /api/docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/accounts/sign-up', '/api/me']));
});

it('answers an unknown API path with the error shape', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
});
