import type { Page } from '@playwright/test';
import { demo, expect, expectAccessible, signIn, test } from '../fixtures.ts';
import { press, tabTo } from '../keyboard.ts';
import { BASE_URL } from '../playwright.config.ts';

/** packages/shared's FORCE_VITALS_SAMPLE_KEY: set, every page view of this browser reports its vitals. */
const FORCE_SAMPLE = 'prosper:vitals-sample';

/** Field monitoring loads after the page is idle, as its own chunk; its reporters listen once it has run. */
async function monitoringLoaded(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/start-[\w-]+\.js$/.test(e.name)));
  // The chunk has arrived; give it a frame to run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
}

/**
 * What the browser dispatches for an error nobody caught. Dispatched by hand: a real uncaught throw
 * would fail the journey's own no-page-errors check before anything could be asserted.
 */
const uncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    const error = new Error(text);
    dispatchEvent(
      new ErrorEvent('error', { error, message: text, filename: `${location.origin}/assets/map.js?v=7`, lineno: 3, colno: 14 }),
    );
  }, message);

/** What the browser does when the member switches tab or leaves: the page becomes hidden. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

test('a sampled page view sends its web vitals by beacon when the page hides, and each is answered 204', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), FORCE_SAMPLE);
  const vitals: { body: Record<string, unknown>; status: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/analytics/web-vitals')) return;
    vitals.push({ body: response.request().postDataJSON(), status: response.status() });
  });

  await page.goto('/about?from=newsletter#values');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await monitoringLoaded(page);
  await page.getByRole('heading', { level: 1 }).click();
  await hidePage(page);

  await expect.poll(() => vitals.map((v) => v.body.name).sort()).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  for (const { body, status } of vitals) {
    expect(status).toBe(204);
    // The address without its query and fragment; the page as the Health page groups it.
    expect(body).toMatchObject({ url: `${BASE_URL}/about`, page: '/about', sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(['good', 'needs-improvement', 'poor']).toContain(body.rating);
  }
});

test('an error and a rejection nobody handles are posted to the error endpoints, without the query of the page', async ({ page }) => {
  await page.goto('/about?ref=abc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await monitoringLoaded(page);

  const posted = page.waitForResponse((r) => r.url().endsWith('/api/errors/javascript-error'));
  await uncaught(page, 'Journey: the map failed to draw');
  const response = await posted;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toMatchObject({
    message: 'Error: Journey: the map failed to draw',
    filename: `${BASE_URL}/assets/map.js`,
    lineno: 3,
    colno: 14,
    url: `${BASE_URL}/about`,
    stack: expect.stringContaining('the map failed to draw'),
  });

  const rejected = page.waitForResponse((r) => r.url().endsWith('/api/errors/unhandled-rejection'));
  await page.evaluate(() =>
    dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new TypeError('Failed to fetch') }),
    ),
  );
  expect((await rejected).status()).toBe(204);
  expect((await rejected).request().postDataJSON()).toMatchObject({ error: 'TypeError: Failed to fetch', url: `${BASE_URL}/about` });
});

test('a page whose own HTML arrives late and a resource slower than 2 s each send a performance alert', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), FORCE_SAMPLE);
  const alerts: { body: Record<string, unknown>; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/alerts/performance'))
      alerts.push({ body: response.request().postDataJSON(), status: response.status() });
  });
  // A slow network, held where Playwright sees the request: the page's HTML waits 2 s (TTFB is poor
  // over 1.8 s), and one file the page fetches later waits 2.3 s (a slow resource is over 2 s).
  const held = (ms: number) => new Promise((done) => setTimeout(done, ms));
  await page.route(
    (url) => url.pathname === '/about',
    async (route) => {
      await held(2000);
      await route.continue();
    },
  );
  await page.route('**/favicon.svg?slow=1', async (route) => {
    await held(2300);
    await route.continue();
  });

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await monitoringLoaded(page);
  await page.evaluate(() => fetch('/favicon.svg?slow=1').then((r) => r.text()));

  await expect
    .poll(() => alerts.map((a) => `${a.body.alert} ${a.body.metric}`))
    .toEqual(expect.arrayContaining(['poor-vital TTFB', 'slow-resource resource']));
  const slow = alerts.find((a) => a.body.alert === 'slow-resource')!;
  // The file's address without its query; how long it took, in whole milliseconds.
  expect(slow.body).toMatchObject({ url: `${BASE_URL}/favicon.svg`, value: expect.any(Number) });
  expect(slow.body.value).toBeGreaterThan(2000);
  const ttfb = alerts.find((a) => a.body.metric === 'TTFB')!;
  expect(ttfb.body).toMatchObject({ url: `${BASE_URL}/about`, sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(ttfb.body.value).toBeGreaterThan(1800);
  for (const { status } of alerts) expect(status).toBe(204);
});

test('a page that breaks shows the error fallback, and what broke it is posted to the error endpoint', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // React logs the error its boundary caught.
  allowConsoleErrors(/reading 'length'/);
  const { items } = (await (await request.get('/api/articles?limit=1')).json()) as { items: { id: string; title: string }[] };
  const post = items[0]!;
  // The server answers the post without its tags, as after a deploy the page was not built for.
  await page.route(`**/api/articles/${post.id}`, async (route) => {
    const response = await route.fetch();
    const { tags: _tags, ...article } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: article });
  });
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/errors/javascript-error'));
  await page.goto(`/post/${post.id}?utm=mail`);

  const fallback = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Oops! Something went wrong' }) });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText("Something unexpected happened. Don't worry, we're working on it.");
  expect((await posted).status()).toBe(204);
  expect((await posted).request().postDataJSON()).toMatchObject({
    message: expect.stringMatching(/^TypeError: .*reading 'length'/),
    // Where it broke, by pattern: the address keeps no id.
    url: `${BASE_URL}/post/[redacted]`,
    stack: expect.any(String),
  });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('a browser sending Global Privacy Control sends no report at all', async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, '1');
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true });
  }, FORCE_SAMPLE);
  const reports: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(analytics|alerts|errors)\//.test(request.url())) reports.push(request.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await monitoringLoaded(page);
  await uncaught(page, 'Journey: not to be sent');
  await hidePage(page);
  // Whatever would have gone has been sent by now: a beacon leaves at once.
  await page.waitForTimeout(1000);
  expect(reports).toEqual([]);
});

test('an admin sees the page view and the error, grouped, on the Health page', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), FORCE_SAMPLE);
  const message = `Journey: grouped ${Math.random().toString(36).slice(2, 8)}`;
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await monitoringLoaded(page);
  const errorsKept = page.waitForResponse(
    (r) => r.url().endsWith('/api/errors/javascript-error') && r.request().postDataJSON().message.includes(message),
  );
  await uncaught(page, message);
  await errorsKept;
  const secondKept = page.waitForResponse(
    (r) => r.url().endsWith('/api/errors/javascript-error') && r.request().postDataJSON().message.includes(message),
  );
  await uncaught(page, message);
  await secondKept;
  const lcpKept = page.waitForResponse((r) => r.url().endsWith('/api/analytics/web-vitals') && r.request().postDataJSON().name === 'LCP');
  // A first input ends LCP's measurement, as a member's tap would.
  await page.getByRole('heading', { level: 1 }).click();
  await hidePage(page);
  expect((await lcpKept).status()).toBe(204);

  await signIn(page, demo.admin);
  await page.goto('/admin/health');
  await expect(page.getByRole('heading', { level: 2, name: 'Health' })).toBeVisible();
  // The keyboard alone: from the week to the last day.
  await tabTo(page, page.getByRole('tab', { name: 'Last 7 days' }));
  await press(page, 'ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Last day' })).toHaveAttribute('aria-selected', 'true');

  const vitals = page.getByRole('region', { name: 'Web vitals by page' });
  await expect(
    vitals
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '/about', exact: true }) })
      .filter({ hasText: 'LCP' }),
  ).toBeVisible();
  const error = page.getByRole('region', { name: 'Top errors' }).getByRole('row').filter({ hasText: message });
  await expect(error).toHaveCount(1);
  await expect(error.getByRole('cell').nth(0)).toHaveText(`${BASE_URL}/assets/map.js:3:14`);
  await expect(error.getByRole('cell').nth(1)).toHaveText('2');
  await expectAccessible(page);
});
