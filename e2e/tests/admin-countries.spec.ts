import { createAdmin, demo, expect, expectAccessible, signIn, test, welcomeGone } from '../fixtures.ts';
import { press, tabTo } from '../keyboard.ts';

/*
 * The admin's Countries section (decision 054): an admin sets a charge rate with the keyboard alone
 * and allows texts to a country, on a phone and on a laptop, each state checked with axe. TZS and
 * +250 are used by no other journey (Tanzania pays directly; no journey texts Rwanda). The phone
 * and laptop runs share them, so they run one after the other.
 */
test.describe.configure({ mode: 'serial' });

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test(`an admin sets a charge rate and allows texts to a country on a ${size}`, async ({ page, request }) => {
    const admin = await createAdmin(request);
    await page.setViewportSize(viewport);
    await signIn(page, admin.email, admin.password);
    await welcomeGone(page);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Countries/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Countries' })).toBeVisible();
    const payments = page.getByRole('region', { name: 'Payments by country' });
    await expect(payments.getByText('Nigeria (NG)')).toBeVisible();
    await expect(payments.getByText('Tanzania (TZ)')).toBeVisible();
    await expectAccessible(page);

    // A new TZS rate, by keyboard: the currency, the rate, today as its date, then Save.
    const rate = String(2500 + (Date.now() % 500) + (size === 'phone' ? 0.25 : 0.75));
    const rates = page.getByRole('region', { name: 'Charge rates' });
    const form = rates.getByRole('form', { name: /Set a new .* rate/ });
    await tabTo(page, form.getByLabel('Charge currency'));
    await form.getByLabel('Charge currency').selectOption('TZS');
    await expect(form.getByRole('heading', { name: 'Set a new TZS rate' })).toBeVisible();
    await tabTo(page, form.getByLabel('Rate per US dollar'));
    await page.keyboard.type('0.001');
    await press(page, 'Enter');
    await expect(form.getByText('A rate is a number between 0.01 and 100,000, with up to 6 decimals.')).toBeVisible();
    await expect(form.getByLabel('Rate per US dollar')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Rate per US dollar').fill(rate);
    await press(page, 'Enter');
    await expect(page.getByText('Rate saved')).toBeVisible();
    const tzs = rates.getByRole('listitem').filter({ hasText: /^TZS/ });
    await expect(tzs.getByText(rate, { exact: true })).toBeVisible();
    await tzs.getByText('History of TZS').click();
    await expect(tzs.getByText('2600', { exact: false }).first()).toBeVisible();
    await expectAccessible(page);

    // Texts to Rwanda: allowed, listed by calling code, then stopped after a confirmation.
    const sms = page.getByRole('region', { name: 'Countries we may text' });
    await sms.getByLabel('Calling code').fill('250');
    await sms.getByLabel('Country name').fill('Rwanda');
    await sms.getByRole('button', { name: 'Allow texts' }).click();
    await expect(page.getByText('Texts allowed')).toBeVisible();
    await expect(sms.getByRole('listitem').filter({ hasText: '+250 Rwanda' })).toBeVisible();
    await sms.getByRole('button', { name: 'Stop texts to Rwanda' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Stop texts to this country?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText('Members with a +250 number will get no more codes or reminders by text.')).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Stop texts to Rwanda' }).click();
    await expect(page.getByText('Texts stopped')).toBeVisible();
    await expect(sms.getByRole('listitem').filter({ hasText: '+250 Rwanda' })).toHaveCount(0);

    // The audit log tells what was done.
    await page.goto('/admin/audit-log');
    const log = page.getByRole('region', { name: 'Audit log' });
    await expect(log.getByText(`Reason: TZS ${rate} from`, { exact: false })).toBeVisible();
    await expect(log.getByText('Reason: Rwanda (+250)').first()).toBeVisible();
  });
}

test('a member who is not an admin cannot open the Countries section', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 403/);
  await signIn(page, demo.mentee);
  await page.goto('/admin/countries');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Charge rates' })).toHaveCount(0);
});
