import { readFileSync } from 'node:fs';
import { BASE_URL, PAYSTACK_COUNTRY } from '../playwright.config.ts';
import { createConfirmedMember, expect, expectAccessible, memberId, signIn, test, waitForMail, welcomeGone } from '../fixtures.ts';
import { listAsMentor, openAllWeek } from '../sessions-helpers.ts';

/**
 * Issue 27 item 6 (decision 056): a mentor's analytics page shows what a mentee paid through
 * Paystack (the stand-in) by month and currency, and downloads the same figures as a CSV; the
 * mentee's receipt by mail names the amount charged in rand. On a phone.
 */

test.use({ viewport: { width: 390, height: 844 } });
const headers = { origin: BASE_URL };

test('a mentor sees a payment through Prosper Mentor on their analytics page and downloads it as CSV', async ({ page, request }) => {
  test.slow();
  const mentor = await createConfirmedMember(request, 'mentor');
  const mentee = await createConfirmedMember(request, 'mentee', PAYSTACK_COUNTRY);
  await signIn(page, mentor.email, mentor.password);
  await listAsMentor(page);
  await openAllWeek(page);
  const mentorId = await memberId(page);

  // The mentee books half an hour ($15), the mentor confirms, the mentee pays R273 on Paystack's page with mobile money.
  expect((await request.post('/api/auth/sign-in/email', { headers, data: mentee })).ok()).toBe(true);
  const { slots } = (await (await request.get(`/api/mentors/${mentorId}/slots?length=30`)).json()) as { slots: string[] };
  const booked = await request.post('/api/sessions', {
    headers,
    data: { mentorId, startsAt: slots[0], length: 30, title: 'Pricing a solar install' },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  expect((await page.request.post(`/api/sessions/${id}/confirm`, { headers, data: {} })).ok()).toBe(true);
  const checkout = await request.post(`/api/sessions/${id}/payment/checkout`, { headers, data: {} });
  expect(checkout.ok()).toBe(true);
  const { authorizationUrl } = (await checkout.json()) as { authorizationUrl: string };
  expect((await request.post(`${authorizationUrl}/pay`, { form: { channel: 'mobile_money' }, maxRedirects: 0 })).status()).toBe(302);
  await expect
    .poll(async () => ((await (await request.get(`/api/sessions/${id}`)).json()) as { payment: { status: string } }).payment.status, {
      timeout: 20_000,
    })
    .toBe('paid');

  // The receipt by mail: the §9 text in dollars, and the amount charged in rand.
  const receipt = await waitForMail(mentee.email, /^Payment Sent/);
  expect(receipt.text).toContain('You sent $15.00 to Efua Asante for a session\n  Amount charged: R273');

  // The mentor's analytics: the table of payments through Prosper Mentor, with its headers.
  await page.goto('/analytics');
  await welcomeGone(page);
  const money = page.getByRole('region', { name: 'Payments through Prosper Mentor', exact: true });
  const table = money.getByRole('table', { name: 'Payments through Prosper Mentor by month and currency' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Month',
    'Currency',
    'Paid',
    'Paid (USD)',
    'Refunded',
    'Paid out',
    'Platform fee',
    'Pending',
  ]);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText(['ZAR', 'R273', '$15.00', 'R0', 'R0', 'R0', 'R273']);
  await expectAccessible(page);

  // Download CSV: the file, named for what it is, with a header and the month's line.
  const [download] = await Promise.all([page.waitForEvent('download'), money.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('prosper-earnings.csv');
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe('"Month","Currency","Paid","Paid (USD)","Refunded","Paid out","Platform fee","Pending"');
  expect(csv[1]).toMatch(/^"\d{4}-\d{2}","ZAR","273\.00","15\.00","0\.00","0\.00","0\.00","273\.00"$/);
});
