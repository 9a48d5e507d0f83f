import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  createConfirmedMember,
  demo,
  expect,
  expectAccessible,
  memberId,
  otherMember,
  publishViaApi,
  signIn,
  test,
  welcomeGone,
} from '../fixtures.ts';
import { BASE_URL } from '../playwright.config.ts';
import { bookFirstFreeTime, listAsMentor, openAllWeek } from '../sessions-helpers.ts';

/**
 * The dashboard reads the member's state (issue 14): next steps computed from what is missing and
 * gone once done, and one feed without repeats. On a phone, each journey with members of its own.
 */

const AVATAR = path.join(import.meta.dirname, '../files/avatar.png');
test.use({ viewport: { width: 390, height: 844 } });

const nextSteps = (page: Page) => page.getByRole('region', { name: 'Next steps' });

/** Back to the dashboard the way a member goes, through the logo: the app keeps its cache. */
async function home(page: Page) {
  await page.getByRole('link', { name: /Home$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your next sessions' })).toBeVisible();
}

test("a new mentee's next steps go one by one as they are done, and the section with the last", async ({ page, request }) => {
  test.slow();
  const mentee = await createConfirmedMember(request);
  await signIn(page, mentee.email, mentee.password);
  const steps = nextSteps(page).getByRole('link');
  await expect(steps).toHaveText([/^Add a photo/, /^Write a short bio/, /^Add your learning goals/, /^Book your first session/]);
  await welcomeGone(page);
  await expectAccessible(page);

  await steps.filter({ hasText: 'Add a photo' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await page.locator('input[type=file]').setInputFiles(AVATAR);
  await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
  await home(page);
  await expect(steps).toHaveText([/^Write a short bio/, /^Add your learning goals/, /^Book your first session/]);

  await steps.filter({ hasText: 'Write a short bio' }).click();
  await page.getByLabel('Bio').fill('A teacher in Kumasi learning to build apps for my pupils.');
  const goals = page.getByRole('group', { name: 'Learning Goals' });
  await goals.getByRole('textbox', { name: 'Add a tag' }).fill('Mobile development');
  await goals.getByRole('textbox', { name: 'Add a tag' }).press('Enter');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await home(page);
  await expect(steps).toHaveText([/^Book your first session/]);

  // The first session: a request to a demo mentor is enough.
  await steps.click();
  await expect(page).toHaveURL(/\/mentors$/);
  await page.getByRole('searchbox', { name: 'Search mentors' }).fill('Amara Okafor');
  await page.getByRole('article').first().getByRole('link', { name: 'Amara Okafor' }).click();
  await page.getByRole('link', { name: 'Book a session' }).click();
  await bookFirstFreeTime(page, 'Planning my first app');
  await home(page);
  await expect(nextSteps(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent articles' })).toBeVisible();
});

test("a new mentor's next steps: onboarding and hours first, then a photo and a way to be paid, then the first booking; none once booked", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const mentor = await createConfirmedMember(request, 'mentor');
  const mentee = await createConfirmedMember(request);
  await signIn(page, mentor.email, mentor.password);
  const steps = nextSteps(page).getByRole('link');
  // Onboarding asks for the bio, skills and photo, so it stands for them; no booking before it.
  await expect(steps).toHaveText([/^Set up your mentor profile/, /^Set your availability/]);
  await expect(steps.first()).toHaveAttribute('href', '/mentor-onboarding');

  await listAsMentor(page);
  await page.reload();
  // Listed at $30 an hour: mentees will need to know how to pay.
  await expect(steps).toHaveText([/^Add a photo/, /^Set your availability/, /^Add how you get paid/]);

  await steps.filter({ hasText: 'Set your availability' }).click();
  await expect(page).toHaveURL(/\/sessions\?tab=availability$/);
  await openAllWeek(page);
  await home(page);
  const id = await memberId(page);
  await expect(steps).toHaveText([/^Add a photo/, /^Add how you get paid/, /^Share your mentor page/]);
  await expect(steps.last()).toHaveAttribute('href', `/mentor/${id}`);

  await steps.filter({ hasText: 'Add how you get paid' }).click();
  await expect(page).toHaveURL(/\/sessions\?tab=payment$/);
  await page.getByRole('button', { name: 'Add PayPal' }).click();
  await page.getByRole('textbox', { name: 'PayPal email or paypal.me link' }).fill('paypal.me/efuaasante');
  await page.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(page.getByText('Payment methods saved')).toBeVisible();
  await home(page);
  await expect(steps).toHaveText([/^Add a photo/, /^Share your mentor page/]);

  await steps.filter({ hasText: 'Add a photo' }).click();
  await page.locator('input[type=file]').setInputFiles(AVATAR);
  await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
  await home(page);
  await expect(steps).toHaveText([/^Share your mentor page/]);
  await welcomeGone(page);
  await expectAccessible(page);

  // A mentee asks for a session: a first booking, so nothing is left to do.
  const other = await otherMember(browser, mentee.email, mentee.password);
  const slots = await other.page.request.get(`/api/mentors/${id}/slots?length=30`);
  const [startsAt] = ((await slots.json()) as { slots: string[] }).slots;
  const booked = await other.page.request.post('/api/sessions', {
    headers: { origin: BASE_URL },
    data: { mentorId: id, startsAt, length: 30, title: 'Solar for my school' },
  });
  expect(booked.status()).toBe(201);
  await other.close();
  await page.reload();
  await expect(page.getByText('1 request waiting for your answer')).toBeVisible();
  await expect(nextSteps(page)).toHaveCount(0);
});

test('the reading shows no article twice: what is under "From people you follow" is left out of "Recent articles"', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const titles = Array.from({ length: 6 }, (_, i) => `Notes from the market, part ${i + 1} ${stamp}`);
  const ids = await publishViaApi(
    request,
    ...titles.map((title, i) => ({
      title,
      // A heading first: the excerpt must not run it into the text.
      content: i === 5 ? '## What worked for me\n\nPick one habit and keep it for a week.' : `Day ${i + 1} at the market.`,
    })),
  );
  const reader = await createConfirmedMember(request);
  await signIn(page, reader.email, reader.password);
  const author = await page.request.get(`/api/articles/${ids[0]}`);
  const authorId = ((await author.json()) as { author: { id: string } }).author.id;
  expect((await page.request.put(`/api/profiles/${authorId}/follow`, { headers: { origin: BASE_URL } })).ok()).toBe(true);
  await page.reload();

  const following = page.getByRole('region', { name: 'From people you follow' });
  const recent = page.getByRole('region', { name: 'Recent articles' });
  const newestFirst = [...titles].reverse();
  // Four of the six above; the other two below, and none of the four again.
  await expect(following.getByRole('heading', { level: 3 })).toHaveText(newestFirst.slice(0, 4));
  for (const title of newestFirst.slice(4)) await expect(recent.getByRole('heading', { name: title })).toBeVisible();
  for (const title of newestFirst.slice(0, 4)) await expect(recent.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(following.getByText('What worked for me. Pick one habit and keep it for a week.')).toBeVisible();

  // Shown above on request, gone from below.
  await following.getByRole('button', { name: 'Show more articles' }).click();
  await expect(following.getByRole('heading', { level: 3 })).toHaveText(newestFirst);
  for (const title of titles) await expect(recent.getByRole('heading', { name: title })).toHaveCount(0);
  await welcomeGone(page);
  await expectAccessible(page);
});

test('a listed mentor with years of sessions is not told to set up a mentor profile; only the missing photo is asked for', async ({
  page,
}) => {
  // The demo's featured mentors keep their initials.
  await signIn(page, demo.mentor);
  await expect(nextSteps(page).getByRole('link')).toHaveText([/^Add a photo/]);
  await expect(page.getByText('Set up your mentor profile')).toHaveCount(0);
});
