import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedMember, expect, expectAccessible, signIn, test } from '../fixtures.ts';
import { BASE_URL } from '../playwright.config.ts';

const IMAGE = readFileSync(path.resolve(import.meta.dirname, '../files/avatar.png'));
/** The app shell's own logo in the top bar: part of every page, not of a feed. */
const SHELL_LOGO = '/favicon.svg';

/** A new member's article with a cover, published through the API as the form does it; its cover's card address. */
async function articleWithCover(request: APIRequestContext, title: string) {
  const member = await createConfirmedMember(request);
  const headers = { origin: BASE_URL };
  expect((await request.post('/api/auth/sign-in/email', { headers, data: { email: member.email, password: member.password } })).ok()).toBe(
    true,
  );
  const upload = await request.post('/api/articles/images', {
    headers,
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: IMAGE } },
  });
  expect(upload.status()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const published = await request.post('/api/articles', { headers, data: { title, content: 'A cover worth a tap.', tags: [], imageUrl } });
  expect(published.status()).toBe(201);
  await request.post('/api/auth/sign-out', { headers, data: {} });
  return { member, cardUrl: imageUrl.replace(/-1200\.webp$/, '-600.webp') };
}

/** The images the page asks for from now on, by path. */
function imageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') seen.push(new URL(r.url()).pathname);
  });
  return seen;
}
const contentImages = (seen: string[]) => seen.filter((p) => p !== SHELL_LOGO);

test('with the data saver on, the feed loads no image until one is tapped, then only that one; the switch turns it on and off', async ({
  page,
  request,
}) => {
  // A member signed up by mail, an upload, two settings visits and three feeds: more than the default 45 s on a loaded machine.
  test.setTimeout(90_000);
  const title = `Harvest notes ${Date.now()}`;
  const { member, cardUrl } = await articleWithCover(request, title);
  await signIn(page, member.email, member.password);

  await page.goto('/settings/account');
  const dataSaver = page.getByRole('switch', { name: 'Data saver' });
  await expect(dataSaver).toHaveAttribute('aria-checked', 'false');
  await expect(
    page.getByText('On this device: images wait for a tap, members’ photos show as initials, and lists load fewer items.'),
  ).toBeVisible();
  await dataSaver.click();
  await expect(dataSaver).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(dataSaver).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  const images = imageRequests(page);
  // Everyone's articles are the dashboard's feed.
  const feedRequest = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/articles' && !url.searchParams.has('scope');
  });
  await page.goto('/dashboard');
  // Fewer items a page while saving data.
  expect(new URL((await feedRequest).url()).searchParams.get('limit')).toBe('10');
  const card = page.getByRole('article').filter({ hasText: title });
  // The placeholder tells what the tap will cost: the card copy's weight, as the file is served.
  const cardBytes = (await (await request.get(cardUrl)).body()).length;
  const show = card.getByRole('button', { name: `Show image (${Math.max(1, Math.round(cardBytes / 1024))} KB)`, exact: true });
  await expect(show).toBeVisible();
  // Authors with photos (the demo members have them) show initials; no cover, no photo is fetched.
  await page.waitForLoadState('networkidle');
  expect(contentImages(images)).toEqual([]);
  await expectAccessible(page);

  await show.click();
  await expect(card.getByRole('img', { name: 'Article' })).toBeVisible();
  await expect(show).toHaveCount(0);
  await expect.poll(() => contentImages(images)).toEqual([cardUrl]);
  // The focus stays where the tapped button was.
  await expect(card.locator(':focus')).toHaveCount(1);

  // Off again: covers load by themselves.
  await page.goto('/settings/account');
  await dataSaver.click();
  await expect(dataSaver).toHaveAttribute('aria-checked', 'false');
  await page.goto('/dashboard');
  await expect(page.getByRole('article').filter({ hasText: title }).getByRole('img', { name: 'Article' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show image' })).toHaveCount(0);
});

test("the data saver follows the browser's Save-Data until the member chooses on this device", async ({ page, request }) => {
  // What Chromium says when its user asked to save data (Network Information API).
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => Object.assign(new EventTarget(), { saveData: true }),
      configurable: true,
    });
  });
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await page.goto('/settings/account');
  const dataSaver = page.getByRole('switch', { name: 'Data saver' });
  await expect(dataSaver).toHaveAttribute('aria-checked', 'true');
  // The member's own choice on this device wins over the browser's, and stays after a reload.
  await dataSaver.click();
  await expect(dataSaver).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(dataSaver).toHaveAttribute('aria-checked', 'false');
});
