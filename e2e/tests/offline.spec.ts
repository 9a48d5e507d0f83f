import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedMember, expect, memberId, publishViaApi, signIn, test } from '../fixtures.ts';
import { BASE_URL } from '../playwright.config.ts';

// Two members, an article and a conversation set up before the reading starts: more than the default time.
test.describe.configure({ timeout: 90_000 });

/** `from` signs in through the API and writes to the member `to`; the conversation's id. */
async function writeTo(request: APIRequestContext, from: { email: string; password: string }, to: string, content: string) {
  await request.post('/api/auth/sign-in/email', { headers: { origin: BASE_URL }, data: { email: from.email, password: from.password } });
  const opened = await request.post('/api/messages/threads', { headers: { origin: BASE_URL }, data: { recipientId: to } });
  expect(opened.ok()).toBe(true);
  const threadId = ((await opened.json()) as { id: string }).id;
  const sent = await request.post(`/api/messages/threads/${threadId}/messages`, { headers: { origin: BASE_URL }, data: { content } });
  expect(sent.ok()).toBe(true);
  await request.post('/api/auth/sign-out', { headers: { origin: BASE_URL }, data: {} });
  return threadId;
}

/** The worker is registered after the first page is idle; resolves with it once it controls the page. */
async function serviceWorkerInControl(page: Page) {
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 15_000 }).toBe('activated');
  return active;
}

test('the app installs, and with the network cut a saved post and the recent conversations (one never opened) open under a "You are offline" bar', async ({
  page,
  request,
  context,
  allowConsoleErrors,
}) => {
  const title = `Budgeting on a first salary ${Date.now()}`;
  const [articleId] = await publishViaApi(request, { title, content: 'Pay yourself first, then the rest.' });

  // B and C write to A through the API; A reads in the browser.
  const a = await createConfirmedMember(request);
  const b = await createConfirmedMember(request);
  const c = await createConfirmedMember(request);
  await signIn(page, a.email, a.password);
  const aId = await memberId(page);
  const threadId = await writeTo(request, b, aId, 'Bring your plan on Friday, we will go through it.');
  const unopenedId = await writeTo(request, c, aId, 'I read your article and have a question.');

  // Installable: the page names its manifest, whose name and icons resolve.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(manifestHref!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Prosper Mentor', start_url: '/', display: 'standalone', theme_color: '#14532d' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(await serviceWorkerInControl(page)).toEqual({ script: `${BASE_URL}/sw.js`, scope: `${BASE_URL}/` });

  // Online: A saves the post and reads the conversation (the worker keeps what these pages read).
  await page.goto(`/view-post/${articleId}`);
  // Clicked once the text is in, which moves the buttons below it down as it arrives.
  await expect(page.getByText('Pay yourself first, then the rest.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved-posts');
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await page.goto(`/view-post/${articleId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.goto(`/messages/${threadId}`);
  const log = page.getByRole('list', { name: 'Messages in this conversation' });
  await expect(log.getByText('Bring your plan on Friday, we will go through it.')).toBeVisible();
  // The list of conversations: the worker then keeps its most recent threads, C's (never opened) too.
  await page.goto('/messages');
  await expect(page.getByRole('link').filter({ hasText: 'I read your article and have a question.' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async (id) => !!(await caches.match(`/api/messages/threads/${id}/messages`)), unopenedId), {
      timeout: 15_000,
    })
    .toBe(true);
  const offlineBar = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offlineBar).toHaveCount(0);

  // Offline: the bar shows at once, and each page opens from the worker's copies.
  // What nothing was kept for (the realtime socket, a list never opened) fails as it would on a
  // phone, and the reads that only log their failure (SPEC §8) log it.
  allowConsoleErrors(/net::ERR_|Failed to fetch|WebSocket/);
  allowConsoleErrors(/^Failed to /);
  await context.setOffline(true);
  await expect(offlineBar).toBeVisible();
  await expect(offlineBar).toHaveText('You are offline');

  await page.goto('/saved-posts');
  await expect(page.getByRole('heading', { name: 'Saved posts', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(offlineBar).toBeVisible();

  await page.goto(`/view-post/${articleId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Pay yourself first, then the rest.')).toBeVisible();

  await page.goto(`/messages/${threadId}`);
  await expect(log.getByText('Bring your plan on Friday, we will go through it.')).toBeVisible();
  await expect(offlineBar).toBeVisible();
  await page.goto(`/messages/${unopenedId}`);
  await expect(log.getByText('I read your article and have a question.')).toBeVisible();

  // Back online, the bar goes.
  await context.setOffline(false);
  await expect(offlineBar).toHaveCount(0);
});
