import { FLUTTERWAVE_COUNTRY } from '../playwright.config.ts';
import { createConfirmedMember, expect, expectAccessible, memberId, otherMember, signIn, test, welcomeGone } from '../fixtures.ts';
import { bookFirstFreeTime, listAsMentor, openAllWeek } from '../sessions-helpers.ts';

const phone = { width: 390, height: 844 };

test('a mentee in Uganda pays a confirmed session on Flutterwave’s page with mobile money, comes back to a paid session, and the mentor’s cancellation refunds it', async ({
  page,
  request,
  browser,
}) => {
  // Two members on phones, a trip to the provider's page and back, and a refund the provider completes later.
  test.slow();
  const mentor = await createConfirmedMember(request, 'mentor');
  const mentee = await createConfirmedMember(request, 'mentee', FLUTTERWAVE_COUNTRY);
  await page.setViewportSize(phone);
  await signIn(page, mentor.email, mentor.password);
  await listAsMentor(page);
  const mentorId = await memberId(page);
  await openAllWeek(page);

  // The mentee books half an hour ($15); the mentor confirms it.
  const other = await otherMember(browser, mentee.email, mentee.password);
  const m = other.page;
  await m.setViewportSize(phone);
  await m.goto(`/sessions/book/${mentorId}`);
  await bookFirstFreeTime(m, 'Selling maize at the market');
  const sessionPath = new URL(m.url()).pathname;
  await page.goto(sessionPath);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Session confirmed')).toBeVisible();
  await expect(page.getByText('Waiting for Efua Asante to pay through Prosper Mentor.')).toBeVisible();

  // The mentee sees the price in shillings at the admin's rate (3,700 a dollar), the refund rule and the hold, and Pay now.
  await m.reload();
  const pay = m.getByRole('region', { name: 'Pay Efua Asante' });
  await expect(pay.getByText('USh 55,500', { exact: true })).toBeVisible();
  await expect(pay.getByText('$15.00 at 3700 UGX to the dollar')).toBeVisible();
  await expect(
    pay.getByText(/^If Efua Asante cancels, or you cancel at least 24 hours before the start, you get everything back\./),
  ).toBeVisible();
  await expect(pay.getByText(/^Your place is held until .+\. Pay before then to keep it\.$/)).toBeVisible();
  await expect(pay.getByRole('button', { name: 'I’ve paid' })).toHaveCount(0);
  expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await welcomeGone(m);
  await expectAccessible(m);

  // Pay now opens Flutterwave's hosted page (the stand-in's, v3: amounts in whole shillings), where the mentee pays with mobile money.
  await pay.getByRole('button', { name: 'Pay now USh 55,500' }).click();
  await expect(m.getByRole('heading', { name: 'Pay UGX 55,500' })).toBeVisible();
  await m.getByRole('radio', { name: 'Mobile money' }).check();
  await m.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the session page (?status=successful&tx_ref=…), which asks Flutterwave and shows the session paid; the address loses the reference.
  await expect(m).toHaveURL(new RegExp(`${sessionPath}$`));
  await expect(m.getByText(/^Paid USh 55,500 on /)).toBeVisible();
  await expect(pay.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await expectAccessible(m);
  await m.goto('/notifications');
  await expect(m.getByText('You sent $15.00 to Efua Asante for a session')).toBeVisible();

  // The mentor sees it paid, then cancels: the mentee's money goes back in full, and both see the refund.
  await page.reload();
  await expect(page.getByText(/^Paid USh 55,500 on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel session' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this session?' });
  await cancel.getByRole('textbox').fill('I am unwell, sorry.');
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('Session cancelled')).toBeVisible();
  await expect(page.getByText(/^(Refund of USh 55,500 on its way|Refunded USh 55,500)$/)).toBeVisible();
  await m.goto(sessionPath);
  await expect(async () => {
    await m.reload();
    await expect(m.getByText('Refunded USh 55,500', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Refunded USh 55,500', { exact: true })).toBeVisible({ timeout: 15_000 });
  await other.close();
});
