import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../playwright.config.ts';
import { createAdmin, expect, expectAccessible, otherMember, signIn, test, welcomeGone } from '../fixtures.ts';

/*
 * Decision 057: the no-show dispute of decision 051 in the browser. A journey cannot wait for a
 * session to begin, so apps/server/scripts/e2e-begun-paid-session.ts makes one before the server
 * starts: booked, confirmed and paid through the Paystack stand-in's page and signed webhook, then
 * moved to have begun 30 minutes ago. It can be reported once per server start: this journey only.
 */

const phone = { width: 390, height: 844 };
type Begun = {
  sessionId: string;
  title: string;
  reference: string;
  mentor: { email: string; password: string; name: string };
  mentee: { email: string; password: string; name: string };
};
const begun = () => JSON.parse(readFileSync(path.join(DATA_DIR, 'e2e-begun-paid-session.json'), 'utf8')) as Begun;

test('on a phone, a mentee reports the mentor absent from a paid session, both see the dispute, an admin refunds it, both see the outcome', async ({
  page,
  request,
  browser,
  allowConsoleErrors,
}) => {
  // Three members, two of them on phones, and a refund the provider reports later.
  test.slow();
  const s = begun();
  const sessionPath = `/sessions/${s.sessionId}`;
  const admin = await createAdmin(request);

  // The mentee, on a phone, opens the session that began half an hour ago.
  await page.setViewportSize(phone);
  await signIn(page, s.mentee.email, s.mentee.password);
  await welcomeGone(page);
  await page.goto(sessionPath);
  await expect(page.getByRole('heading', { name: s.title })).toBeVisible();
  await expect(page.getByText(/^Paid R\d+ on /)).toBeVisible();
  const report = page.getByRole('button', { name: 'The mentor did not come' });

  // The dialog is labelled, and closing it gives the focus back to the button that opened it.
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'The mentor did not come' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'The payment is held until an admin decides: a refund to the mentee, or the payment to the mentor.',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();

  // Reported with a note, from the keyboard.
  await report.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('I waited in the room for 20 minutes.');
  await dialog.getByRole('button', { name: 'Report no-show' }).click();
  await expect(page.getByText('No-show reported', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const open = `${s.mentee.name} reported a no-show. The payment is held until an admin decides.`;
  await expect(page.getByText(open)).toBeVisible();
  await expect(report).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectAccessible(page);

  // While the dispute is open the mentee cannot delete their account: the dialog says why.
  // The refusal is a 409, which the browser logs.
  allowConsoleErrors(/status of 409/);
  await page.goto('/settings/data');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await deletion.getByLabel('Password').fill(s.mentee.password);
  await deletion.getByRole('button', { name: 'Delete account' }).click();
  await expect(deletion.getByRole('alert')).toHaveText(
    'A no-show on one of your paid sessions is waiting for an admin’s decision. You can delete your account once it is decided.',
  );
  await expect(page.getByText('Failed to delete account')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(deletion).toBeHidden();

  // The mentor, on a phone, sees the same state on the session page.
  const mentor = await otherMember(browser, s.mentor.email, s.mentor.password);
  const mp = mentor.page;
  await mp.setViewportSize(phone);
  await mp.goto(sessionPath);
  await expect(mp.getByText(open)).toBeVisible();
  await expect(mp.getByRole('button', { name: 'The mentee did not come' })).toHaveCount(0);

  // The admin finds it in Admin → Payments, Disputes, by our reference, and refunds the mentee.
  const a = await otherMember(browser, admin.email, admin.password);
  const ap = a.page;
  await ap.setViewportSize(phone);
  await welcomeGone(ap);
  await ap.goto('/admin/payments');
  await ap.getByRole('tab', { name: 'Disputes' }).click();
  await ap.getByRole('textbox', { name: 'Reference' }).fill(s.reference);
  await ap.getByRole('button', { name: 'Search' }).click();
  const row = ap.getByRole('listitem').filter({ hasText: s.title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Decide/ }).click();
  const decide = ap.getByRole('dialog', { name: `Decide the no-show on “${s.title}”` });
  await expect(decide).toBeVisible();
  await decide.getByRole('radio', { name: 'Refund the mentee' }).check();
  await decide.getByRole('textbox', { name: 'Reason' }).fill('The room log shows the mentor never joined.');
  await expectAccessible(ap);
  await decide.getByRole('button', { name: 'Save decision' }).click();
  await expect(ap.getByText('Dispute decided', { exact: true })).toBeVisible();
  await expect(row.getByText('Mentee refunded', { exact: true })).toBeVisible();

  // Both members see the outcome, and the mentee the refund once the provider reports it.
  const decided = 'An admin decided the no-show: the mentee is refunded.';
  await mp.goto(sessionPath);
  await expect(mp.getByText(decided)).toBeVisible();
  await page.goto(sessionPath);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(decided)).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText(/^Refunded R\d+$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  await a.close();
  await mentor.close();
});
