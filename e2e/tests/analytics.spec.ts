import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createConfirmedMember, expect, expectAccessible, memberId, signIn, test, welcomeGone } from '../fixtures.ts';
import { BASE_URL } from '../playwright.config.ts';
import { listAsMentor, openAllWeek } from '../sessions-helpers.ts';

/**
 * Issue 14's "wrong figures": a mentor's analytics count what their sessions list shows, tab by tab,
 * and the earnings chart spans its card. On a phone, then a laptop, with members of its own.
 */

test.use({ viewport: { width: 390, height: 844 } });

const headers = { origin: BASE_URL };
const SHOTS = 'e2e/.artifacts/screenshots';

/** A mentee, signed in on `request`, books one hour at a free time of the mentor's; the session's id. */
async function book(request: APIRequestContext, mentorId: string, startsAt: string, title: string): Promise<string> {
  const res = await request.post('/api/sessions', { headers, data: { mentorId, startsAt, length: 60, title } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The mentor takes a step on a session through the API, as its button would. */
async function step(page: Page, id: string, name: string, data: object = {}) {
  expect((await page.request.post(`/api/sessions/${id}/${name}`, { headers, data })).ok()).toBe(true);
}

/** How many sessions a tab of /sessions lists. */
async function listed(page: Page, tab: string, empty: string): Promise<number> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const list = page.getByRole('list', { name: tab, exact: true });
  await expect(list.or(page.getByText(empty))).toBeVisible();
  return (await list.isVisible()) ? list.locator(':scope > li').count() : 0;
}

/** The figure on one tile of /analytics, as a number. */
const tile = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const figure = async (page: Page, label: string) => Number(await tile(page, label).textContent());

/** The chart is at least 85% as wide as the card it sits in. */
async function expectChartAcross(card: Locator) {
  const chart = card.getByRole('img', { name: 'Earnings by month' });
  await expect(chart).toBeVisible();
  const [inner, outer] = await Promise.all([chart.boundingBox(), card.boundingBox()]);
  expect(inner!.width / outer!.width).toBeGreaterThan(0.85);
}

test('a mentor’s analytics agree with their sessions list, and the chart spans its card', async ({ page, request }) => {
  test.slow();
  const mentor = await createConfirmedMember(request, 'mentor');
  const mentee = await createConfirmedMember(request);
  await signIn(page, mentor.email, mentor.password);
  await listAsMentor(page);
  await openAllWeek(page);
  const mentorId = await memberId(page);

  // The mentee books five hours; the mentor answers each as a mentor would.
  expect((await request.post('/api/auth/sign-in/email', { headers, data: mentee })).ok()).toBe(true);
  const { slots } = (await (await request.get(`/api/mentors/${mentorId}/slots?length=60`)).json()) as { slots: string[] };
  // Slots start every half hour: every fourth is two hours after the one before.
  const slot = (n: number) => slots[n * 4]!;
  await book(request, mentorId, slot(0), 'Sizing a battery bank');
  const paidId = await book(request, mentorId, slot(1), 'Pricing a clinic install');
  await step(page, paidId, 'confirm');
  await step(page, paidId, 'payment/confirm');
  await step(page, await book(request, mentorId, slot(2), 'Choosing inverters'), 'confirm');
  const cancelledId = await book(request, mentorId, slot(3), 'Grant application review');
  await step(page, cancelledId, 'confirm');
  expect((await request.post(`/api/sessions/${cancelledId}/cancel`, { headers, data: { reason: 'The grant deadline moved.' } })).ok()).toBe(
    true,
  );
  await step(page, await book(request, mentorId, slot(4), 'Career change'), 'decline', { reason: 'Outside what I know.' });

  // The list: the cancelled session ahead is under Cancelled, with the declined one, not under Past.
  await page.goto('/sessions');
  await welcomeGone(page);
  const tabs = {
    upcoming: await listed(page, 'Upcoming', 'No upcoming sessions'),
    pending: await listed(page, 'Pending', 'No pending requests'),
    past: await listed(page, 'Past', 'No past sessions yet'),
    cancelled: await listed(page, 'Cancelled', 'No cancelled sessions'),
  };
  expect(tabs).toEqual({ upcoming: 2, pending: 1, past: 0, cancelled: 2 });
  const cancelledList = page.getByRole('list', { name: 'Cancelled', exact: true });
  await expect(cancelledList.getByRole('listitem').filter({ hasText: 'Grant application review' })).toContainText('Cancelled');
  await expect(cancelledList.getByRole('listitem').filter({ hasText: 'Career change' })).toContainText('Declined');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/sessions-cancelled-390.png`, fullPage: true });

  // Analytics, reached from the menu, counts the same sessions over the range it opens on.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: /^Figures for / })).toBeVisible();
  expect({
    requests: await figure(page, 'Requests'),
    confirmed: await figure(page, 'Confirmed'),
    completed: await figure(page, 'Completed'),
    cancelled: await figure(page, 'Cancelled'),
  }).toEqual({
    requests: tabs.upcoming + tabs.pending + tabs.past + tabs.cancelled,
    confirmed: tabs.upcoming,
    completed: tabs.past,
    cancelled: tabs.cancelled,
  });
  await expect(tile(page, 'Earnings')).toHaveText('$30.00');

  const card = page.getByRole('region', { name: 'Earnings by month' });
  await expectChartAcross(card);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/analytics-390.png`, fullPage: true });
  // A year's twelve bars fit a phone's card too, without scrolling sideways.
  await page.getByText('Last 12 months', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 12 months' })).toBeChecked();
  await expect(card.getByRole('row')).toHaveCount(13);
  await expectChartAcross(card);
  const chartFigure = card.getByRole('figure');
  expect(await chartFigure.evaluate((f) => f.scrollWidth <= f.clientWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/analytics-390-year.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectChartAcross(card);
  await page.screenshot({ path: `${SHOTS}/analytics-1280.png`, fullPage: true });
  await page.goto('/sessions?tab=cancelled');
  await expect(page.getByRole('list', { name: 'Cancelled', exact: true }).locator(':scope > li')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/sessions-cancelled-1280.png`, fullPage: true });
  // From a cancelled session, "All sessions" goes back to the tab that lists it.
  await page.getByRole('link', { name: 'Grant application review' }).click();
  await page.getByRole('link', { name: 'All sessions' }).click();
  await expect(page).toHaveURL(/\/sessions\?tab=cancelled$/);
  await expect(page.getByRole('tab', { name: 'Cancelled', exact: true })).toHaveAttribute('aria-selected', 'true');
});
