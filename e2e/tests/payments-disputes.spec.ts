import { PAYSTACK_COUNTRY } from '../playwright.config.ts';
import {
  createAdmin,
  createConfirmedMember,
  expect,
  expectAccessible,
  memberId,
  otherMember,
  signIn,
  test,
  welcomeGone,
} from '../fixtures.ts';
import { bookFirstFreeTime, listAsMentor, openAllWeek } from '../sessions-helpers.ts';

/*
 * Decision 051: the admin's Payments section. A session is paid through the Paystack stand-in; an
 * admin finds it by its reference, sees it paid in dollars and rand, and, once the mentor's
 * cancellation refunds it, finds the refund too. Reporting and deciding a no-show, on a session made
 * to have begun before the server starts, is payments-no-show.spec.ts (decision 057).
 */

test('an admin finds a Paystack payment by its reference in Admin → Payments, then its refund', async ({ page, request, browser }) => {
  // Three members, a trip to the provider's page and back, and a refund the provider reports later.
  test.slow();
  const mentor = await createConfirmedMember(request, 'mentor');
  const mentee = await createConfirmedMember(request, 'mentee', PAYSTACK_COUNTRY);
  const admin = await createAdmin(request);
  await signIn(page, mentor.email, mentor.password);
  await listAsMentor(page);
  const mentorId = await memberId(page);
  await openAllWeek(page);

  const other = await otherMember(browser, mentee.email, mentee.password);
  const m = other.page;
  await m.goto(`/sessions/book/${mentorId}`);
  await bookFirstFreeTime(m, 'Export paperwork');
  const sessionPath = new URL(m.url()).pathname;
  await page.goto(sessionPath);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Session confirmed')).toBeVisible();

  // The mentee pays on the stand-in's page; the way back carries our reference.
  await m.reload();
  await m.getByRole('button', { name: 'Pay now R273' }).click();
  await m.getByRole('radio', { name: 'Mobile money' }).check();
  await m.getByRole('button', { name: 'Pay', exact: true }).click();
  await m.waitForURL(/reference=pm_/);
  const reference = new URL(m.url()).searchParams.get('reference')!;
  await expect(m.getByText(/^Paid R273 on /)).toBeVisible();

  // The admin opens Payments from the admin menu and finds it by our reference.
  const a = await otherMember(browser, admin.email, admin.password);
  const ap = a.page;
  await ap.setViewportSize({ width: 1280, height: 800 });
  await welcomeGone(ap);
  await ap.goto('/admin');
  await ap.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Payments' }).click();
  await expect(ap).toHaveURL(/\/admin\/payments$/);
  await expect(ap.getByRole('heading', { name: 'Payments', level: 2 })).toBeVisible();
  await expect(ap.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  await ap.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await ap.getByRole('button', { name: 'Search' }).click();
  await expect(ap).toHaveURL(new RegExp(`q=${reference}`));
  const row = ap.getByRole('listitem').filter({ hasText: 'Export paperwork' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(reference)).toBeVisible();
  await expect(row.getByText('$15.00')).toBeVisible();
  await expect(row.getByText('R273')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  // Both test members are named Efua Asante: mentee → mentor, each a link to their admin page.
  await expect(row.getByRole('link', { name: 'Efua Asante' })).toHaveCount(2);
  await expectAccessible(ap);

  // No dispute on it; the tabs move with the arrow keys.
  await ap.getByRole('tab', { name: 'Payments' }).focus();
  await ap.keyboard.press('ArrowRight');
  await ap.keyboard.press('ArrowRight');
  await expect(ap.getByRole('tab', { name: 'Disputes' })).toHaveAttribute('aria-selected', 'true');
  await expect(ap.getByText('Nothing with this reference.')).toBeVisible();

  // The mentor cancels: the refund shows in Refunds under the same reference, done once Paystack says so.
  await page.reload();
  await page.getByRole('button', { name: 'Cancel session' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this session?' });
  await cancel.getByRole('textbox').fill('I am unwell, sorry.');
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('Session cancelled')).toBeVisible();
  await ap.getByRole('tab', { name: 'Refunds' }).click();
  await expect(async () => {
    await ap.reload();
    const refund = ap.getByRole('listitem').filter({ hasText: 'Export paperwork' });
    await expect(refund.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(ap);
  await a.close();
  await other.close();
});
