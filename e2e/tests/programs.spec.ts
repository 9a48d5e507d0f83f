import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { createConfirmedMember, expect, expectAccessible, otherMember, realtimeReady, signIn, test, welcomeGone } from '../fixtures.ts';

const origin = { origin: BASE_URL };

/** A new mentor's program, opened for applications through the API as the form would make it. */
async function openProgram(request: APIRequestContext, organiser: { email: string; password: string }, title: string) {
  expect((await request.post('/api/auth/sign-in/email', { headers: origin, data: organiser })).ok()).toBe(true);
  const created = await request.post('/api/programs', {
    headers: origin,
    data: {
      title,
      description: 'Six weeks on **pricing**, customers and fundraising.',
      startsOn: '2030-05-01',
      endsOn: '2030-06-15',
      capacity: 5,
      questions: ['What are you building?'],
      topics: ['Fintech'],
      country: 'Ghana',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.patch(`/api/programs/${id}`, { headers: origin, data: { status: 'open' } })).ok()).toBe(true);
  await request.post('/api/auth/sign-out', { headers: origin, data: {} });
  return id;
}

test('a member applies, the organiser accepts, the member sees the schedule and an announcement arrives live', async ({
  page,
  request,
  browser,
}) => {
  // Two members' browsers and a live announcement: near the default on a busy runner.
  test.slow();
  const organiser = await createConfirmedMember(request, 'mentor');
  const title = `Founders cohort ${Date.now()}`;
  const id = await openProgram(request, organiser, title);
  const member = await createConfirmedMember(request);

  const ready = realtimeReady(page);
  await signIn(page, member.email, member.password);
  await welcomeGone(page);
  await ready;
  await page.goto('/programs');
  await page.getByLabel('Topic').fill('fintech');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The navigation's Programs link stays highlighted on a program's page.
  await expect(page.getByRole('link', { name: 'Programs' }).first()).toHaveAttribute('aria-current', 'page');
  // The rest at a phone's size, where most members are.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);

  await page.getByLabel('What are you building?').fill('A savings app for market traders.');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your application: Under review')).toBeVisible();

  // The organiser reviews in a browser of their own; the member's page is not reloaded.
  const host = await otherMember(browser, organiser.email, organiser.password);
  await host.page.goto(`/programs/${id}`);
  await expect(host.page.getByText('A savings app for market traders.')).toBeVisible();
  await host.page.getByRole('button', { name: /^Accept / }).click();
  await expect(host.page.getByText('Decision saved')).toBeVisible();

  await expect(page.getByText('Your application: Accepted')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Participants' })).toBeVisible();

  await host.page.getByLabel('Announcement', { exact: true }).fill('Welcome! Our first group call is on Monday.');
  await host.page.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByRole('list', { name: 'Announcements' }).getByText('Welcome! Our first group call is on Monday.')).toBeVisible();
  await expectAccessible(page);
  await host.close();
});

test('the organiser edits the title and adds a mentor with the keyboard; the page shows both, and no one else may edit', async ({
  page,
  request,
  browser,
}) => {
  const organiser = await createConfirmedMember(request, 'mentor');
  const before = `Growth cohort ${Date.now()}`;
  const after = `${before}, autumn`;
  const id = await openProgram(request, organiser, before);
  const member = await createConfirmedMember(request);

  await signIn(page, organiser.email, organiser.password);
  await welcomeGone(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/programs/${id}`);
  await page.getByRole('link', { name: 'Edit program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit program' })).toBeVisible();
  await expect(page.getByText(/members see your changes at once/)).toBeVisible();
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue(before);
  await title.fill(after);

  // A demo mentor found by name, picked from the suggestions with the arrows and Enter.
  const search = page.getByRole('combobox', { name: 'Find a mentor by name' });
  await search.fill('Kwame Mensah');
  await expect(page.getByRole('option', { name: /^Kwame Mensah/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Kwame Mensah' })).toBeVisible();
  await expect(search).toHaveValue('');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save program' }).click();
  await expect(page.getByText('Program saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: after })).toBeVisible();
  await expect(page.locator('p', { hasText: 'Mentors:' })).toContainText('Kwame Mensah');

  // Another member gets the API's refusal instead of the form.
  const other = await otherMember(browser, member.email, member.password);
  await other.page.goto(`/programs/${id}/edit`);
  await expect(other.page.getByText('Only the program’s organiser can do this.')).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Save program' })).toHaveCount(0);
  await other.close();
});
