import { BASE_URL } from '../playwright.config.ts';
import {
  createConfirmedMember,
  demo,
  expect,
  expectAccessible,
  otherMember,
  realtimeReady,
  signIn,
  test,
  welcomeGone,
} from '../fixtures.ts';

const origin = { origin: BASE_URL };

test('a mentee tells a story naming their mentor, the mentor approves, and another member’s like rises the author’s bell live', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `The question that changed my year ${Date.now()}`;

  // Chidi had sessions with Amara: he may name her. The title comes from the address, as goals link here.
  const ready = realtimeReady(page);
  await signIn(page, demo.mentee);
  await ready;
  await page.goto(`/stories/new?title=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: 'Share your story', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('button', { name: 'Publish story' }).click();
  await expect(page.getByText('Tell your story first.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your story' }).fill('Amara asked me **one** question.\n\n- What would you do for free?');
  await page.getByLabel('Your mentor (optional)').selectOption({ label: 'Amara Okafor' });
  await welcomeGone(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish story' }).click();

  // The story page: rendered Markdown, and the naming waits for Amara.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.locator('article strong')).toHaveText('one');
  await expect(page.getByText('Waiting for Amara Okafor to approve being named.')).toBeVisible();
  await expect(page.getByText('Mentored by Amara Okafor')).toBeHidden();
  const storyUrl = page.url();
  const storyId = new URL(storyUrl).pathname.split('/').at(-1)!;

  // A visitor sees no name yet.
  const before = (await (await request.get(`/api/stories/${storyId}`)).json()) as { mentor: unknown };
  expect(before.mentor).toBeNull();

  // Amara approves on the story.
  const mentor = await otherMember(browser, demo.mentor);
  await mentor.page.goto(storyUrl);
  await expect(mentor.page.getByText('Chidi Eze named you as their mentor in this story.')).toBeVisible();
  await mentor.page.getByRole('button', { name: 'Approve' }).click();
  await expect(mentor.page.getByText('You are named in this story.')).toBeVisible();
  await expect(mentor.page.getByRole('link', { name: 'Mentored by Amara Okafor' })).toBeVisible();
  await mentor.close();

  // Another member likes it: Chidi's bell rises without a reload. His demo notifications are read
  // first (and the page loaded afresh, before the like), so the bell starts at none.
  expect((await page.request.post('/api/notifications/read-all', { headers: origin, data: {} })).ok()).toBe(true);
  const reconnected = realtimeReady(page);
  await page.reload();
  await reconnected;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  const fan = await createConfirmedMember(request);
  expect((await request.post('/api/auth/sign-in/email', { headers: origin, data: fan })).ok()).toBe(true);
  expect((await request.put(`/api/stories/${storyId}/like`, { headers: origin })).status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Efua Asante liked your story')).toBeVisible();
  await page.keyboard.press('Escape');

  // Reloaded, the approved name shows, and the like is counted; the page and the feed pass axe.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Mentored by Amara Okafor' })).toBeVisible();
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/stories');
  await expect(page.getByRole('heading', { name: 'Stories', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Most loved' }).click();
  await expect(page).toHaveURL(/tab=loved/);
  await expectAccessible(page);
});
