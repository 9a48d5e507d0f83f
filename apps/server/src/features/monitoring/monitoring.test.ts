import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_CAPS, MONITORING_REPORTS_PER_IP } from '@prosper/shared/constants/monitoring';
import { rowsOf } from '../../db/client.ts';
import { ORIGIN, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

type Row = Record<string, unknown>;
/** What is stored once the reports held for a batch are written. */
const rows = async (table: 'web_vital_reports' | 'performance_alerts' | 'client_errors'): Promise<Row[]> => {
  await t.app.fieldReports.flush();
  return rowsOf<Row>(await t.database.db.execute(sql`select * from ${sql.identifier(table)} order by id`));
};

/** The network address reports come from: a new one each test, as the limit counts per address in memory. */
let address = '';

/** A report as a browser sends it: JSON, by default as sendBeacon's text/plain string. */
function send(url: string, body: object | string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { origin: ORIGIN, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const vital = (over: object = {}) => ({
  name: 'LCP',
  value: 4200,
  delta: 4200,
  id: 'v5-1764100000000-1234567890123',
  rating: 'good',
  navigationType: 'navigate',
  timestamp: Date.now(),
  url: 'https://prosper.test/mentors?q=ada&utm_source=mail#top',
  userAgent: 'Mozilla/5.0 (Linux; Android 14)',
  sessionId: randomUUID(),
  page: '/mentors',
  referrer: 'https://prosper.test/reset-password#token=abc123',
  ...over,
});

const jsError = (over: object = {}) => ({
  message: 'TypeError: Cannot read properties of undefined',
  filename: 'https://prosper.test/assets/index-Bx12ab.js?v=2',
  lineno: 12,
  colno: 340,
  stack: 'TypeError: Cannot read properties of undefined\n    at render (https://prosper.test/assets/index-Bx12ab.js?v=2:12:340)',
  url: 'https://prosper.test/messages?thread=1',
  timestamp: Date.now(),
  ...over,
});

beforeEach(async () => {
  await t.database.db.execute(sql`truncate web_vital_reports, performance_alerts, client_errors`);
  address = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
});

describe('field reports', () => {
  it('keep a web vital sent by beacon (text/plain) or as JSON, rated by the §9 bounds, with no query or fragment, and answer 204', async () => {
    const beacon = await send('/api/analytics/web-vitals', vital());
    expect(beacon.statusCode).toBe(204);
    expect(beacon.body).toBe('');
    const json = await send(
      '/api/analytics/web-vitals',
      vital({ name: 'CLS', value: 0.05, delta: 0.05, page: '/mentor/Xy3kP9qLmN2rT8vW4zA6bC1dE5fG7hJ0' }),
      {
        'content-type': 'application/json',
      },
    );
    expect(json.statusCode).toBe(204);
    const stored = await rows('web_vital_reports');
    expect(stored).toMatchObject([
      // The browser said good; 4200 ms is poor by the bounds.
      {
        name: 'LCP',
        value: 4200,
        rating: 'poor',
        page: '/mentors',
        url: 'https://prosper.test/mentors',
        referrer: 'https://prosper.test/reset-password',
      },
      { name: 'CLS', value: 0.05, rating: 'good', page: '/mentor/:id' },
    ]);
  });

  it('keep performance alerts and both kinds of error, grouped by their place', async () => {
    const sessionId = randomUUID();
    const alert = {
      alert: 'slow-resource',
      metric: 'resource',
      value: 2600,
      url: 'https://cdn.test/photo.jpg?sig=abc',
      sessionId,
      timestamp: Date.now(),
    };
    expect((await send('/api/alerts/performance', alert)).statusCode).toBe(204);
    expect((await send('/api/errors/javascript-error', jsError())).statusCode).toBe(204);
    // The error boundary's report: no file or position.
    expect(
      (await send('/api/errors/javascript-error', { message: 'Render failed', url: 'https://prosper.test/', timestamp: Date.now() }))
        .statusCode,
    ).toBe(204);
    const rejection = {
      error: 'Failed to fetch',
      stack: 'at load (https://prosper.test/assets/a.js:1:2)',
      url: 'https://prosper.test/feed',
      timestamp: Date.now(),
    };
    expect((await send('/api/errors/unhandled-rejection', rejection)).statusCode).toBe(204);

    expect(await rows('performance_alerts')).toMatchObject([
      { alert: 'slow-resource', metric: 'resource', value: 2600, url: 'https://cdn.test/photo.jpg', session_id: sessionId },
    ]);
    expect(await rows('client_errors')).toMatchObject([
      {
        kind: 'javascript-error',
        filename: 'https://prosper.test/assets/index-Bx12ab.js',
        lineno: 12,
        colno: 340,
        stack: 'TypeError: Cannot read properties of undefined\n    at render (https://prosper.test/assets/index-Bx12ab.js:12:340)',
        url: 'https://prosper.test/messages',
      },
      { kind: 'javascript-error', message: 'Render failed', filename: '', lineno: 0, stack: null },
      { kind: 'unhandled-rejection', message: 'Failed to fetch', url: 'https://prosper.test/feed' },
    ]);
  });

  it('keep every character of a message as sent, those an array literal quotes included', async () => {
    const messages = ['quote " and backslash \\ here', '{braces}, commas, and NULL', 'NULL', '', 'naïve — 😀 done'];
    for (const message of messages)
      expect(
        (await send('/api/errors/javascript-error', { message, url: 'https://prosper.test/', timestamp: Date.now() })).statusCode,
      ).toBe(204);
    expect((await rows('client_errors')).map((row) => row.message)).toEqual(messages);
  });

  it('never keep a token: not in a query, a fragment, a message, a stack or a page path', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJlLXNlY3JldA';
    const key = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';
    await send(
      '/api/errors/javascript-error',
      jsError({ message: `Bearer ${jwt} refused`, stack: `at x (https://prosper.test/a.js?token=${key}:1:2)\n${key}` }),
    );
    await send('/api/errors/unhandled-rejection', {
      error: `GET https://api.test/x?access_token=${key} failed`,
      url: `https://prosper.test/verify#${jwt}`,
      timestamp: Date.now(),
    });
    await send(
      '/api/analytics/web-vitals',
      vital({ page: `/invite/${key}`, url: `https://prosper.test/invite/${key}`, userAgent: `Agent ${key}` }),
    );
    const everything = JSON.stringify([...(await rows('client_errors')), ...(await rows('web_vital_reports'))]);
    expect(everything).not.toContain(key);
    expect(everything).not.toContain(jwt.split('.')[0]);
    expect(everything).toContain('[redacted]');
    expect(await rows('web_vital_reports')).toMatchObject([{ page: '/invite/:id', url: 'https://prosper.test/invite/[redacted]' }]);
  });

  it('are written within a second of arriving, in one batch, without anyone asking', async () => {
    for (let i = 0; i < 3; i++) expect((await send('/api/analytics/web-vitals', vital({ value: 100 + i }))).statusCode).toBe(204);
    await vi.waitFor(
      async () => {
        const stored = rowsOf<{ value: number }>(await t.database.db.execute(sql`select value from web_vital_reports order by id`));
        expect(stored.map((row) => row.value)).toEqual([100, 101, 102]);
      },
      { timeout: 3000, interval: 100 },
    );
  });

  it('keep each metric of one page view, and refuse an id that is not web-vitals’ own', async () => {
    const sessionId = randomUUID();
    for (const [i, name] of ['LCP', 'FCP', 'TTFB', 'CLS'].entries()) {
      expect(
        (
          await send(
            '/api/analytics/web-vitals',
            vital({ sessionId, name, value: 0.1, delta: 0.1, id: `v6-1764137000000-20000000000${i}` }),
          )
        ).statusCode,
      ).toBe(204);
    }
    const odd = await send('/api/analytics/web-vitals', vital({ sessionId, id: 'eyJhbGciOiJIUzI1NiJ9.token' }));
    expect(odd.statusCode).toBe(400);
    expect((await rows('web_vital_reports')).map((row) => row.name)).toEqual(['LCP', 'FCP', 'TTFB', 'CLS']);
  });

  it('keep the latest value of a metric its page view sends again, as INP is every 30 s', async () => {
    const view = { sessionId: randomUUID(), id: 'v5-1764100000000-42', name: 'INP', rating: 'good' };
    await send('/api/analytics/web-vitals', vital({ ...view, value: 120, delta: 120 }));
    await send('/api/analytics/web-vitals', vital({ ...view, value: 380, delta: 260 }));
    await rows('web_vital_reports');
    await send('/api/analytics/web-vitals', vital({ ...view, value: 640, delta: 260 }));
    expect(await rows('web_vital_reports')).toMatchObject([{ name: 'INP', value: 640, delta: 260, rating: 'poor' }]);
  });

  it('refuse what breaks the schema in the one error shape: NUL bytes, strings over their cap, unknown fields, broken JSON, bodies too large', async () => {
    const refused = [
      await send('/api/errors/javascript-error', jsError({ message: 'boom\u0000' })),
      await send('/api/errors/javascript-error', jsError({ stack: 'x'.repeat(MONITORING_CAPS.stack + 1) })),
      await send('/api/analytics/web-vitals', vital({ url: `https://prosper.test/${'a'.repeat(MONITORING_CAPS.url)}` })),
      await send('/api/analytics/web-vitals', vital({ name: 'FID' })),
      await send('/api/analytics/web-vitals', vital({ value: -1 })),
      await send('/api/analytics/web-vitals', vital({ sessionId: 'member-42' })),
      await send('/api/analytics/web-vitals', vital({ memberId: 'abc' })),
      await send('/api/alerts/performance', { alert: 'slow-resource' }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'invalid_input', fields: expect.any(Object) });
    }
    for (const type of ['text/plain', 'application/json']) {
      const broken = await send('/api/analytics/web-vitals', '{"name": "LCP",', { 'content-type': type });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.code).toBe('invalid_json');
    }
    const huge = await send('/api/errors/javascript-error', { message: 'x', url: 'y'.repeat(MONITORING_CAPS.bodyBytes), timestamp: 1 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('too_large');
    const xml = await send('/api/errors/javascript-error', '<error/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(await rows('client_errors')).toEqual([]);
    expect(await rows('web_vital_reports')).toEqual([]);
  });

  it('refuse an address past its reports a minute with 429, across the four endpoints', async () => {
    for (let i = 0; i < MONITORING_REPORTS_PER_IP.max; i++) {
      const url = i % 2 ? '/api/analytics/web-vitals' : '/api/errors/javascript-error';
      const res = await send(url, i % 2 ? vital() : jsError());
      expect(res.statusCode).toBe(204);
    }
    const over = await send('/api/alerts/performance', {
      alert: 'memory',
      metric: 'heap',
      value: 0.85,
      url: 'https://prosper.test/',
      sessionId: randomUUID(),
      timestamp: 1,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows('performance_alerts')).toEqual([]);
  });

  it('keep nothing under Do Not Track or Global Privacy Control, or for a member who opted out; a member who did not is kept without their id', async () => {
    expect((await send('/api/analytics/web-vitals', vital(), { dnt: '1' })).statusCode).toBe(204);
    expect((await send('/api/errors/javascript-error', jsError(), { 'sec-gpc': '1' })).statusCode).toBe(204);

    const optedOut = await signedInMember(t);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/privacy-settings',
      headers: { origin: ORIGIN, cookie: optedOut.cookie },
      payload: { analyticsOptOut: true },
    });
    expect(patch.statusCode).toBe(200);
    // The browser learns it from the viewer, and sends nothing either.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: optedOut.cookie } });
    expect(me.json()).toMatchObject({ analyticsOptOut: true });
    expect((await send('/api/analytics/web-vitals', vital(), { cookie: optedOut.cookie })).statusCode).toBe(204);
    expect(
      (
        await send(
          '/api/alerts/performance',
          { alert: 'poor-vital', metric: 'LCP', value: 5000, url: 'https://prosper.test/', sessionId: randomUUID(), timestamp: 1 },
          { cookie: optedOut.cookie },
        )
      ).statusCode,
    ).toBe(204);
    expect(await rows('web_vital_reports')).toEqual([]);
    expect(await rows('client_errors')).toEqual([]);
    expect(await rows('performance_alerts')).toEqual([]);

    const member = await signedInMember(t);
    expect((await send('/api/analytics/web-vitals', vital({ page: `/mentor/${member.id}` }), { cookie: member.cookie })).statusCode).toBe(
      204,
    );
    const stored = await rows('web_vital_reports');
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(member.id);
  });

  it('add up for admins on the Health API: p75 and the three shares per page and metric, slowest pages, errors grouped by message and place', async () => {
    for (const value of [1000, 2000, 3000, 5000]) await send('/api/analytics/web-vitals', vital({ value, delta: value, page: '/mentors' }));
    await send('/api/analytics/web-vitals', vital({ value: 1200, delta: 1200, page: '/about' }));
    await send('/api/analytics/web-vitals', vital({ name: 'CLS', value: 0.3, delta: 0.3, page: '/about' }));
    for (let i = 0; i < 3; i++) await send('/api/errors/javascript-error', jsError());
    await send('/api/errors/javascript-error', jsError({ lineno: 99 }));
    await t.app.fieldReports.flush();
    // Older than the window asked for.
    await t.database.db.execute(sql`update client_errors set created_at = now() - interval '2 days' where lineno = 99`);

    const admin = await signedInMember(t, { role: 'admin' });
    const get = (query: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/health${query}`, headers: cookie ? { cookie } : {} });
    const day = await get('?days=1', admin.cookie);
    expect(day.statusCode).toBe(200);
    const report = day.json();
    expect(report.vitals).toEqual(
      expect.arrayContaining([
        // p75 of 1000, 2000, 3000, 5000 (linear): 3500; 2 good (≤ 2500), 1 needs improvement, 1 poor.
        { page: '/mentors', name: 'LCP', p75: 3500, count: 4, good: 0.5, needsImprovement: 0.25, poor: 0.25 },
        { page: '/about', name: 'LCP', p75: 1200, count: 1, good: 1, needsImprovement: 0, poor: 0 },
        { page: '/about', name: 'CLS', p75: 0.3, count: 1, good: 0, needsImprovement: 0, poor: 1 },
      ]),
    );
    expect(report.slowestPages).toEqual([
      { page: '/mentors', lcpP75: 3500, count: 4 },
      { page: '/about', lcpP75: 1200, count: 1 },
    ]);
    expect(report.errors).toEqual([
      expect.objectContaining({ message: 'TypeError: Cannot read properties of undefined', lineno: 12, colno: 340, count: 3 }),
    ]);
    expect((await get('?days=7', admin.cookie)).json().errors.map((e: { lineno: number }) => e.lineno)).toEqual([12, 99]);

    const member = await signedInMember(t);
    expect((await get('?days=1', member.cookie)).statusCode).toBe(403);
    expect((await get('?days=1')).statusCode).toBe(401);
    const badWindow = await get('?days=3', admin.cookie);
    expect(badWindow.statusCode).toBe(400);
    expect(badWindow.json().error.code).toBe('invalid_input');
  });
});
