import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { createConfirmedMember, expect, expectAccessible, memberId, otherMember, realtimeReady, signIn, test } from '../fixtures.ts';
import { bellCount, bookFirstFreeTime, listAsMentor, openAllWeek } from '../sessions-helpers.ts';

// What changes a session after it is asked for: a new time proposed and accepted, a request
// withdrawn by the mentee or declined by the mentor. Fresh members each time, no demo data.

const headers = { origin: BASE_URL };

/** A fresh mentor, listed and open all week, signed in on `page` with its socket ready; their id. */
async function freshMentor(page: Page, request: APIRequestContext) {
  const mentor = await createConfirmedMember(request, 'mentor');
  await signIn(page, mentor.email, mentor.password);
  await listAsMentor(page);
  const ready = realtimeReady(page);
  await openAllWeek(page);
  await ready;
  return memberId(page);
}

/**
 * A fresh mentor (as `freshMentor`) watching their empty Pending tab, and a fresh mentee in a browser
 * of their own on the mentor's booking page with its socket ready.
 */
async function mentorAndMentee(page: Page, request: APIRequestContext, browser: Browser) {
  const mentorId = await freshMentor(page, request);
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByText('No pending requests')).toBeVisible();
  const menteeAccount = await createConfirmedMember(request);
  const mentee = await otherMember(browser, menteeAccount.email, menteeAccount.password);
  const ready = realtimeReady(mentee.page);
  await mentee.page.goto(`/sessions/book/${mentorId}`);
  await ready;
  return { mentorId, mentee };
}

/** The When of a session's page: the time in the viewer's zone, then the zone, then the mentor's clock. */
const whenOf = (page: Page) => page.getByRole('definition').filter({ hasText: /^.+Times are shown in / });
/** Its first line: the session's date and times in the viewer's zone. */
// biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator; its innerText keeps the line breaks split on here
const timeShown = async (page: Page) => (await whenOf(page).innerText()).split('\n')[0]!.trim();

test('a mentor proposes a new time for a confirmed session; the mentee sees it live and accepts; both see the new time and the mentor’s bell rises', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const { mentee } = await mentorAndMentee(page, request, browser);

  // The mentee books; the mentor opens the request from Pending and confirms it on its page.
  const m = mentee.page;
  const topic = 'Sizing batteries for a rural clinic';
  await bookFirstFreeTime(m, topic);
  await expect(m.getByText('Requested', { exact: true })).toBeVisible();
  const request_ = page.getByRole('listitem').filter({ hasText: topic });
  await request_.getByRole('link', { name: topic }).click();
  await expect(page).toHaveURL(new URL(m.url()).pathname);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Session confirmed')).toBeVisible();
  await expect(m.getByText('Confirmed', { exact: true })).toBeVisible();
  const before = await timeShown(page);
  expect(await timeShown(m)).toBe(before);

  // The request's notification is on the mentor's bell; the answer to the proposal must add to it.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
  const unreadBefore = await bellCount(page);

  // The mentor proposes an early free time (not the first, which sits at the minimum notice and can pass
  // before the mentee accepts); until it is accepted the session keeps its time.
  const propose = page.getByRole('button', { name: 'Propose a new time' });
  await expect(propose).toHaveAttribute('aria-haspopup', 'dialog');
  await propose.click();
  const dialog = page.getByRole('dialog', { name: 'Propose a new time' });
  await expect(dialog).toContainText('Efua Asante accepts or declines the new time; until then the session keeps its time.');
  const send = dialog.getByRole('button', { name: 'Send proposal' });
  await expect(send).toBeDisabled();
  const slot = dialog
    .getByRole('group', { name: /^Free times on / })
    .getByRole('button')
    .nth(1);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await send.click();
  await expect(page.getByText('New time proposed. Efua Asante will answer.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = page.getByText(/^You proposed a new time: .+\. Waiting for Efua Asante\.$/);
  await expect(mine).toBeVisible();
  const proposed = /^You proposed a new time: (.+)\. Waiting for/.exec((await mine.textContent()) ?? '')?.[1] ?? '';
  expect(proposed).not.toBe('');
  expect(proposed).not.toBe(before);
  expect(await timeShown(page)).toBe(before);

  // The mentee's open page shows the proposal without a reload; they accept it.
  await expect(m.getByText(`Efua Asante proposed a new time: ${proposed}.`, { exact: true })).toBeVisible();
  await m.getByRole('button', { name: 'Accept new time' }).click();
  await expect(m.getByText('The session moved to the new time')).toBeVisible();

  // Both pages show the new time, still confirmed, with no proposal left open.
  for (const p of [m, page]) {
    await expect(whenOf(p)).toContainText(proposed);
    await expect(whenOf(p)).not.toContainText(before);
    await expect(p.getByText('Confirmed', { exact: true })).toBeVisible();
  }
  await expect(mine).toBeHidden();
  await expect(m.getByRole('button', { name: 'Accept new time' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Propose a new time' })).toBeVisible();

  // The mentor's bell rises live, with the mentee's answer in it.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(unreadBefore);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: `Efua Asante accepted the new time for "${topic}"` }),
  ).toBeVisible();
  await mentee.close();
});

test('a mentee withdraws a request with a reason; the mentor declines another with a reason, which the mentee sees live and on their bell', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const { mentorId, mentee } = await mentorAndMentee(page, request, browser);

  // The mentee asks, then withdraws the request before the mentor answers; a reason is required.
  const m = mentee.page;
  const first = 'Financing a solar kiosk';
  await bookFirstFreeTime(m, first);
  await expect(page.getByRole('listitem').filter({ hasText: first })).toBeVisible();
  const withdraw = m.getByRole('button', { name: 'Cancel request' });
  await expect(withdraw).toHaveAttribute('aria-haspopup', 'dialog');
  await withdraw.click();
  const cancel = m.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(cancel).toContainText('Efua Asante will be told, with your reason.');
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(cancel.getByText('Please give a reason.')).toBeVisible();
  await expect(cancel.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('My exams moved to that week.');
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(m.getByText('Session cancelled')).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(m.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(m.getByText('Cancelled by you')).toBeVisible();
  await expect(m.getByText('“My exams moved to that week.”')).toBeVisible();
  await expect(m.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  // The mentor's Pending list empties without a reload.
  await expect(page.getByText('No pending requests')).toBeVisible();

  // Another request, which the mentor declines from Pending with a reason.
  const unreadBefore = await bellCount(m);
  await m.goto(`/sessions/book/${mentorId}`);
  const second = 'Choosing an inverter supplier';
  await bookFirstFreeTime(m, second);
  await expect(m.getByText('Requested', { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: second });
  await row.getByRole('button', { name: `Decline: ${second}` }).click();
  const decline = page.getByRole('dialog', { name: 'Decline this request?' });
  await expect(decline).toContainText('Efua Asante will be told. A reason helps them choose another time.');
  await decline.getByRole('textbox', { name: 'Reason (optional)' }).fill('I am travelling that week; please pick a day in the next one.');
  await decline.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByText('Request declined')).toBeVisible();
  await expect(decline).toBeHidden();
  await expect(page.getByText('No pending requests')).toBeVisible();

  // The mentee's open page turns to Declined with the reason, live; their bell rises with it.
  await expect(m.getByText('Declined', { exact: true })).toBeVisible();
  await expect(m.getByText('Reason given')).toBeVisible();
  await expect(m.getByText('“I am travelling that week; please pick a day in the next one.”')).toBeVisible();
  await expect(m.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await expect.poll(() => bellCount(m)).toBeGreaterThan(unreadBefore);
  await m.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    m
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: `Efua Asante declined your request: "${second}"` }),
  ).toBeVisible();
  await mentee.close();
});

test('the dialog to propose a new time passes the accessibility check and gives the focus back', async ({ page, request }) => {
  test.slow();
  const mentorId = await freshMentor(page, request);

  // A confirmed session, made through the API as the booking page and the mentor's Confirm would.
  const mentee = await createConfirmedMember(request);
  expect((await request.post('/api/auth/sign-in/email', { headers, data: { email: mentee.email, password: mentee.password } })).ok()).toBe(
    true,
  );
  const slots = (await (await request.get(`/api/mentors/${mentorId}/slots?days=30&length=30`)).json()) as { slots: string[] };
  const booked = await request.post('/api/sessions', {
    headers,
    data: { mentorId, startsAt: slots.slots[0], length: 30, title: 'Reading a solar site survey' },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  expect((await page.request.post(`/api/sessions/${id}/confirm`, { headers, data: {} })).ok()).toBe(true);

  await page.goto(`/sessions/${id}`);
  const propose = page.getByRole('button', { name: 'Propose a new time' });
  await propose.click();
  const dialog = page.getByRole('dialog', { name: 'Propose a new time' });
  const slot = dialog
    .getByRole('group', { name: /^Free times on / })
    .getByRole('button')
    .first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Send proposal' })).toBeEnabled();
  await expectAccessible(page);

  // Escape closes it without proposing, and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(propose).toBeFocused();
  await expect(page.getByText(/^You proposed a new time/)).toHaveCount(0);
});
