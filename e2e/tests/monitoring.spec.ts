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
