import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../playwright.config.ts';
import { createAdmin, expect, expectAccessible, signIn, test, welcomeGone } from '../fixtures.ts';

/*
 * Decision 061: Admin → Payments → Payouts. The payout made before the server started
 * (apps/server/scripts/e2e-held-payout.ts) is held by the Paystack stand-in for its OTP; an admin
 * finds it by its reference, enters a wrong OTP (refused, nothing changes), then the right one.
 */

type Held = { title: string; reference: string; mentor: string };
const held = () => JSON.parse(readFileSync(path.join(DATA_DIR, 'e2e-held-payout.json'), 'utf8')) as Held;

test('an admin finds a payout held for its OTP in Admin → Payments → Payouts and enters the OTP', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  test.slow();
  // The wrong OTP below is a 400 the browser logs.
  allowConsoleErrors(/status of 400/);
  const { title, reference, mentor } = held();
  const admin = await createAdmin(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, admin.email, admin.password);
  await welcomeGone(page);
  await page.goto('/admin/payments');
  await page.getByRole('tab', { name: 'Payouts' }).click();
  await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Waiting for the OTP', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: mentor })).toBeVisible();
  await expect(row.getByText(reference)).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('button', { name: `Enter OTP: ${title}, ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enter the OTP for “${title}”` });
  await dialog.getByRole('textbox', { name: 'OTP' }).fill('000000');
  await dialog.getByRole('button', { name: 'Send the transfer' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Paystack did not accept this OTP. Check the code sent to the business phone, or ask for a new one.',
  );
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'OTP' }).fill('123456');
  await dialog.getByRole('button', { name: 'Send the transfer' }).click();
  await expect(page.getByText('OTP accepted: the transfer is on its way')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Sent, then paid once Paystack's transfer.success reaches the server.
  await expect(row.getByText(/^(Sent|Paid)$/).first()).toBeVisible();
  await expect(row.getByRole('button', { name: /Enter OTP/ })).toHaveCount(0);
});
