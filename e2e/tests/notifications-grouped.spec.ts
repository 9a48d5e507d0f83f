import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { createConfirmedMember, DEMO_PASSWORD, expect, expectAccessible, realtimeReady, signIn, test, welcomeGone } from '../fixtures.ts';

/**
 * Issue 14's quieter notifications (decision 022): posts from the authors a member follows gather
 * in one unread item that moves up live, and /notifications shows one kind at a time, so a session
 * update is not buried under them.
 */

const headers = { origin: BASE_URL };
const thabo = 'thabo.nkosi@demo.prospermentor.africa';

async function signInApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  expect((await request.post('/api/auth/sign-in/email', { headers, data: { email, password } })).ok()).toBe(true);
  return ((await (await request.get('/api/me')).json()) as { user: { id: string } }).user.id;
}
const signOutApi = (request: APIRequestContext) => request.post('/api/auth/sign-out', { headers, data: {} });

/** A new member with a name of their own, to tell the authors apart in the words of the item. */
async function newAuthor(request: APIRequestContext, firstName: string, lastName: string) {
  const member = await createConfirmedMember(request);
  const id = await signInApi(request, member.email, member.password);
  expect((await request.patch(`/api/profiles/${id}`, { headers, data: { firstName, lastName } })).ok()).toBe(true);
  await signOutApi(request);
  return { ...member, id };
}

async function publishAs(request: APIRequestContext, author: { email: string; password: string }, ...titles: string[]) {
  await signInApi(request, author.email, author.password);
  for (const title of titles) {
    const res = await request.post('/api/articles', {
      headers,
      data: { title, content: 'Short notes from the field, worth a read.', tags: [], imageUrl: null },
    });
    expect(res.status()).toBe(201);
  }
  await signOutApi(request);
}

test('posts from followed authors read as one item that moves up live; the page filters to sessions', async ({ page, request }) => {
  test.slow();
  const nia = await newAuthor(request, 'Nia', 'Okoro');
  const tunde = await newAuthor(request, 'Tunde', 'Bakare');
  const lindiwe = await newAuthor(request, 'Lindiwe', 'Khumalo');
  const thaboId = await signInApi(request, thabo);
  await signOutApi(request);

  // The reader follows the three authors and books a session with Thabo, who confirms it.
  const reader = await createConfirmedMember(request);
  await signInApi(request, reader.email, reader.password);
  for (const author of [nia, tunde, lindiwe]) expect((await request.put(`/api/profiles/${author.id}/follow`, { headers })).ok()).toBe(true);
  const { slots } = (await (await request.get(`/api/mentors/${thaboId}/slots?days=30&length=30`)).json()) as { slots: string[] };
  // A time late in the window, away from the early ones other journeys take.
  const startsAt = slots[Math.floor(slots.length / 2) + Math.floor(Math.random() * (slots.length / 2))];
  const booked = await request.post('/api/sessions', {
    headers,
    data: { mentorId: thaboId, startsAt, length: 30, title: 'Pricing review' },
  });
  expect(booked.status()).toBe(201);
  const { id: sessionId } = (await booked.json()) as { id: string };
  await signOutApi(request);
  await signInApi(request, thabo);
  expect((await request.post(`/api/sessions/${sessionId}/confirm`, { headers, data: {} })).ok()).toBe(true);
  await signOutApi(request);

  const ready = realtimeReady(page);
  await signIn(page, reader.email, reader.password);
  await ready;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // Nia publishes twice: one new item, counted once.
  await publishAs(request, nia, 'Selling to co-ops', 'Pricing in two currencies');
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText('Nia Okoro published 2 new articles')).toBeVisible();

  // Two more authors: the same item gathers them, on top, and the badge does not rise.
  await publishAs(request, tunde, 'Hiring your first engineer');
  await expect(dropdown.getByText('Tunde Bakare and Nia Okoro published new articles')).toBeVisible();
  await publishAs(request, lindiwe, 'Board meetings that help');
  await expect(dropdown.getByText('Lindiwe Khumalo and 2 others published new articles')).toBeVisible();
  await expect(dropdown.getByText(/published|created a new post/)).toHaveCount(1);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  const rows = dropdown.getByRole('listitem');
  await expect(rows.first()).toContainText('Lindiwe Khumalo and 2 others published new articles');
  await expect(rows.nth(1)).toContainText('Thabo Nkosi booked a session: "Pricing review"');

  // Several posts lead to the feed of the people followed.
  await expect(dropdown.getByRole('link', { name: 'View posts' })).toHaveAttribute('href', '/dashboard#following-articles');
  await dropdown.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Lindiwe Khumalo and 2 others published new articles')).toBeVisible();

  // Sessions only: the booking, without the posts.
  const filter = page.getByRole('group', { name: 'Show' });
  await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();
  await filter.getByText('Sessions', { exact: true }).click();
  await expect(filter.getByRole('radio', { name: 'Sessions' })).toBeChecked();
  await expect(page).toHaveURL(/\/notifications\?kind=sessions$/);
  await expect(list.getByText('Thabo Nkosi booked a session: "Pricing review"')).toBeVisible();
  await expect(list.getByText(/published new articles/)).toHaveCount(0);
  await welcomeGone(page);
  await expectAccessible(page);

  // The keyboard moves along the kinds; Messages has nothing yet.
  await filter.getByRole('radio', { name: 'Sessions' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(filter.getByRole('radio', { name: 'Messages' })).toBeChecked();
  await expect(page.getByText("You're all caught up")).toBeVisible();

  // The address keeps the kind: a reload shows sessions again.
  await filter.getByText('Sessions', { exact: true }).click();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'Sessions' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Thabo Nkosi booked a session: "Pricing review"')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the kinds of /notifications fit the screen and pass the accessibility check', async ({ page, request }) => {
    const member = await createConfirmedMember(request);
    await signIn(page, member.email, member.password);
    await page.goto('/notifications?kind=payments');
    const filter = page.getByRole('group', { name: 'Show' });
    await expect(filter.getByRole('radio', { name: 'Payments' })).toBeChecked();
    await expect(filter).toBeInViewport({ ratio: 1 });
    await expect(page.getByText("You're all caught up")).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
    await welcomeGone(page);
    await expectAccessible(page);
  });
});
