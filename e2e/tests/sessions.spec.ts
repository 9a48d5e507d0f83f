import type { Page } from '@playwright/test';
import {
  createConfirmedMember,
  demo,
  expect,
  expectAccessible,
  memberId,
  otherMember,
  realtimeReady,
  signIn,
  test,
  welcomeGone,
} from '../fixtures.ts';
import { bellCount, bookFirstFreeTime, listAsMentor, openAllWeek } from '../sessions-helpers.ts';

/** A listed mentor's id, found by name through the search the Mentors page uses. */
const mentorIdByName = (page: Page, name: string) =>
  page.evaluate(async (q) => {
    const result = (await (await fetch(`/api/mentors?q=${encodeURIComponent(q)}`)).json()) as { items: { id: string }[] };
    return result.items[0]!.id;
  }, name);

test('a mentor opens their week, a mentee books a free time, the mentor sees it live and confirms; both see it upcoming with a join link', async ({
  page,
  request,
  browser,
}) => {
  // Two members, onboarding, availability, a booking and live updates on both sides.
  test.slow();
  const mentor = await createConfirmedMember(request, 'mentor');
  const mentee = await createConfirmedMember(request);
  const ready = realtimeReady(page);
  await signIn(page, mentor.email, mentor.password);
  await listAsMentor(page);
  const mentorId = await memberId(page);
  await openAllWeek(page);
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByText('No pending requests')).toBeVisible();
  await ready;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const unreadBefore = await bellCount(page);

  // The mentee books from the mentor's page, in their own browser.
  let menteeReady: Promise<void> | undefined;
  const other = await otherMember(browser, mentee.email, mentee.password, (p) => {
    menteeReady = realtimeReady(p);
  });
  const m = other.page;
  await menteeReady;
  await m.goto(`/mentor/${mentorId}`);
  await m.getByRole('link', { name: 'Book a session' }).click();
  await expect(m).toHaveURL(new RegExp(`/sessions/book/${mentorId}$`));
  await expect(m.getByRole('heading', { name: 'Book a session with Efua Asante' })).toBeVisible();
  await expect(m.getByText(/^Times are shown in /)).toBeVisible();
  // $30 an hour: half an hour is $15.00, the mentor's first length.
  await expect(m.getByRole('radio', { name: /30 minutes/ })).toBeChecked();
  await expect(m.getByText('$15.00').first()).toBeVisible();
  await welcomeGone(m);
  await expectAccessible(m);
  const topic = 'Pricing my first solar installation';
  await bookFirstFreeTime(m, topic);
  await expect(m.getByText('Session requested. Efua Asante will confirm it.')).toBeVisible();
  await expect(m.getByRole('heading', { name: topic })).toBeVisible();
  await expect(m.getByText('Requested', { exact: true })).toBeVisible();

  // The mentor sees the request arrive without reloading: in the Pending list and on the bell.
  const request_ = page.getByRole('listitem').filter({ hasText: topic });
  await expect(request_).toContainText('with Efua Asante, your mentee');
  await expect(request_).toContainText('$15.00');
  await expect.poll(() => bellCount(page)).toBeGreaterThan(unreadBefore);
  await expect(bell).toBeVisible();
  await expectAccessible(page);
  await request_.getByRole('button', { name: `Confirm: ${topic}` }).click();
  await expect(page.getByText('Session confirmed')).toBeVisible();
  await expect(page.getByText('No pending requests')).toBeVisible();

  // Both see it under Upcoming, and its page has the join link (open from 10 minutes before).
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  const upcoming = page.getByRole('listitem').filter({ hasText: topic });
  await expect(upcoming).toContainText('Confirmed');
  await upcoming.getByRole('link', { name: topic }).click();
  await expect(page.getByRole('button', { name: 'Join session' })).toBeDisabled();
  await expect(page.getByText('The link opens 10 minutes before the start.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute('href', /\/calendar\.ics$/);
  await expectAccessible(page);

  // The mentee's open page turned to Confirmed live, with the join link.
  await expect(m.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Join session' })).toBeVisible();
  await m.goto('/sessions');
  await expect(m.getByRole('listitem').filter({ hasText: topic })).toContainText('Confirmed');
  await other.close();
});

test('Chidi reviews his past session with Amara from Past; Amara’s bell rises and she answers publicly', async ({ page, browser }) => {
  test.slow();
  const ready = realtimeReady(page);
  await signIn(page, demo.mentor);
  await ready;
  const unreadBefore = await bellCount(page);

  const chidi = await otherMember(browser, demo.mentee);
  const c = chidi.page;
  await c.goto('/sessions');
  await c.getByRole('tab', { name: 'Past' }).click();
  await expect(c).toHaveURL(/tab=past/);
  const past = c.getByRole('listitem').filter({ hasText: 'Planning my internship search' });
  await expect(past).toContainText('Completed');
  await past.getByRole('link', { name: /^Write a review/ }).click();
  await expect(c.getByRole('heading', { name: 'How was your session?' })).toBeVisible();
  // Nothing is sent without a rating.
  await c.getByRole('button', { name: 'Post review' }).click();
  await expect(c.getByText('Please choose a rating from 1 to 5.')).toBeVisible();
  await c.getByRole('radio', { name: '5 stars' }).click();
  await expect(c.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await c.getByRole('textbox', { name: 'Comment' }).fill('Amara turned my scattered search into a weekly plan.');
  await c.getByRole('button', { name: 'Post review' }).click();
  await expect(c.getByText('Thank you for your review')).toBeVisible();
  await expect(c.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(c.getByRole('button', { name: 'Post review' })).toHaveCount(0);

  // Amara's mentor bell rises without a reload, with Chidi's words.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(unreadBefore);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const review = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: /Chidi Eze rated you 5\/5/ });
  await expect(review).toBeVisible();

  // She opens the session from the notification and answers; the answer shows under the review on her profile.
  await review.getByRole('link', { name: 'View Session' }).click();
  await expect(page).toHaveURL(new URL(c.url()).pathname);
  await expect(page.getByText('Amara turned my scattered search into a weekly plan.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your public reply' }).fill('Thank you, Chidi. Keep the weekly rhythm going!');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Reply posted')).toBeVisible();
  await c.goto(`/mentor/${await memberId(page)}`);
  const reviews = c.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Amara turned my scattered search into a weekly plan.')).toBeVisible();
  await expect(reviews.getByText('Thank you, Chidi. Keep the weekly rhythm going!')).toBeVisible();
  await chidi.close();
});

test('the booking page on a phone, /sessions, a session and /analytics pass the accessibility check', async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.mentee);
  const kwame = await mentorIdByName(page, 'Kwame');
  await page.goto(`/sessions/book/${kwame}`);
  const times = page.getByRole('group', { name: /^Free times on / });
  await expect(times.getByRole('button').first()).toBeVisible();
  // The page fits the phone: only the date strip scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await welcomeGone(page);
  await expectAccessible(page);
  await times.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'Topic' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/sessions');
  await expect(page.getByRole('listitem').filter({ hasText: 'Mock product interview' })).toBeVisible();
  await expectAccessible(page);

  const amara = await otherMember(browser, demo.mentor);
  const a = amara.page;
  await a.goto('/sessions?tab=upcoming');
  await a.getByRole('link', { name: 'Mock product interview' }).click();
  await expect(a.getByText('Join session')).toBeVisible();
  await welcomeGone(a);
  await expectAccessible(a);
  await a.goto('/sessions?tab=availability');
  await expect(a.getByRole('heading', { name: 'Your availability' })).toBeVisible();
  await expectAccessible(a);
  await a.goto('/analytics');
  await expect(a.getByRole('heading', { name: /^Figures for / })).toBeVisible();
  await expect(a.getByRole('table', { name: 'Earnings by month' })).toBeVisible();
  await expectAccessible(a);
  await a.getByText('Last 12 months', { exact: true }).click();
  await expect(a).toHaveURL(/range=12m/);
  await expect(a.getByRole('row', { name: /Nov|Dec|Jan/ }).first()).toBeVisible();
  await amara.close();
});

test('on a laptop the booking dates form a calendar: each date under its weekday, the days without times left blank', async ({
  page,
  request,
}) => {
  const mentee = await createConfirmedMember(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, mentee.email, mentee.password);
  // Amara's hours are Monday to Saturday: every Sunday is a gap the calendar keeps.
  await page.goto(`/sessions/book/${await mentorIdByName(page, 'Amara')}`);
  const dates = page.getByRole('group', { name: 'Dates with free times' }).getByRole('button', { name: /times?$/ });
  await expect(dates.nth(10)).toBeVisible();
  const columns = new Map<string, Set<number>>();
  for (const date of await dates.all()) {
    const weekday = (await date.getAttribute('aria-label'))!.slice(0, 3);
    const x = Math.round((await date.boundingBox())!.x);
    columns.set(weekday, (columns.get(weekday) ?? new Set()).add(x));
  }
  // One column per weekday, in the week's order.
  expect([...columns.keys()].sort()).toEqual(['Fri', 'Mon', 'Sat', 'Thu', 'Tue', 'Wed']);
  for (const xs of columns.values()) expect(xs.size).toBe(1);
  const x = (weekday: string) => [...columns.get(weekday)!][0]!;
  expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map(x)).toEqual(
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map(x).sort((a, b) => a - b),
  );
  await expectAccessible(page);
});
