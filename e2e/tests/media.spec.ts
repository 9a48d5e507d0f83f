import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createConfirmedMember, expect, expectAccessible, signIn, test, twoMembers, welcomeGone } from '../fixtures.ts';

/** A photo and a two-second video made by Debian's ffmpeg, as a phone would hand them over. */
function made(name: string, args: string[]): { name: string; mimeType: string; buffer: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'prosper-e2e-media-'));
  try {
    const file = path.join(dir, name);
    execFileSync('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...args, file]);
    return { name, mimeType: name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg', buffer: readFileSync(file) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const photo = () => made('garden.jpg', ['-f', 'lavfi', '-i', 'testsrc=size=800x600', '-frames:v', '1']);
const video = () =>
  made('clip.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  ]);

/** Chooses files through the picker a button opens, as a member does. */
async function choose(page: Page, button: string, file: ReturnType<typeof made>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

const loaded = (page: Page, selector: string) =>
  expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

test('a member inserts a photo into an article and sees it in the published post, sized and lazy', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await page.goto('/create-article');
  await page.getByLabel('Title').fill('Our school garden');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.fill('What the pupils grew this term.');
  await choose(page, 'Insert photo or video', photo());
  await expect(content).toHaveValue(/!\[garden\]\(\/uploads\/media\/[a-z0-9]+\/[0-9a-f-]{36}\/full\.webp#w=800&h=600&s=\d+\)/, {
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Publish Article' }).click();
  await expect(page).toHaveURL(/\/view-post\/[0-9a-f-]{36}$/);
  const shown = page.getByRole('img', { name: 'garden' });
  await expect(shown).toHaveAttribute('width', '800');
  await expect(shown).toHaveAttribute('height', '600');
  await expect(shown).toHaveAttribute('loading', 'lazy');
  await loaded(page, 'img[alt="garden"]');
});

test('a member sends a photo and a video in a message; the other opens the photo full size, and the video plays only when tapped', async ({
  page,
  request,
  browser,
}) => {
  // Two members' browsers, a video transcoded by ffmpeg and played back: more than the default on a busy two-core runner.
  test.slow();
  const { a, bee, bId } = await twoMembers(request, browser);

  await signIn(page, a.email, a.password);
  await page.goto(`/profile/${bId}`);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const threadUrl = new URL(page.url()).pathname;

  await choose(page, 'Attach a photo or video', photo());
  await choose(page, 'Attach a photo or video', video());
  const attachments = page.getByRole('list', { name: 'Attachments' });
  await expect(attachments.getByRole('listitem')).toHaveCount(2);
  await expect(attachments.getByText('Processing…')).toHaveCount(0, { timeout: 30_000 });
  const composer = page.getByRole('textbox', { name: 'Write a message' });
  await composer.fill('Our garden, and the pupils singing');
  await composer.press('Enter');
  await expect(attachments).toBeHidden();

  // B opens the conversation, then the photo, full size, in an accessible viewer.
  await bee.page.goto(threadUrl);
  const open = bee.page.getByRole('button', { name: 'Open photo full size' });
  await expect(open).toBeVisible();
  await loaded(bee.page, 'button[aria-label="Open photo full size"] img');
  await welcomeGone(bee.page);
  // From the keyboard: the photo is a button.
  await open.press('Enter');
  const viewer = bee.page.getByRole('dialog', { name: 'Photo' });
  await expect(viewer).toBeVisible();
  await loaded(bee.page, '[role="dialog"] img');
  expect(await viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await expectAccessible(bee.page);
  await bee.page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();

  // The video: its poster and what it weighs first, nothing playing; it plays once tapped.
  const play = bee.page.getByRole('button', { name: /^Play: Video, 0:02, \d+ KB$/ });
  await expect(play).toBeVisible();
  await loaded(bee.page, 'button[aria-label^="Play:"] img');
  await expect(bee.page.locator('video')).toHaveCount(0);
  await play.click();
  const player = bee.page.locator('video');
  await expect(player).toHaveAttribute('src', /\/api\/files\/private\/media\/.+\/video\.mp4\?expires=\d+&signature=/);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime > 0), { timeout: 15_000 }).toBe(true);
  await bee.close();
});
