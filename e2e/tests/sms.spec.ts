import { BASE_URL } from '../playwright.config.ts';
import { createAdmin, createConfirmedMember, expect, expectAccessible, signIn, test, waitForText } from '../fixtures.ts';

const headers = { origin: BASE_URL };

test('a member verifies their phone in Settings with the texted code, then sends a test text', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // An admin allows texts to Ghana, where the journey's members live.
  const admin = await createAdmin(request);
  await request.post('/api/auth/sign-in/email', { headers, data: { email: admin.email, password: admin.password } });
  expect((await request.put('/api/admin/sms-countries/233', { headers, data: { name: 'Ghana' } })).status()).toBe(200);
  await request.post('/api/auth/sign-out', { headers, data: {} });

  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  // A number of this member's own: codes are limited per number.
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const phone = `+23320${digits}`;
  expect(
    (
      await page.request.patch('/api/profiles/me', { headers, data: { firstName: 'Efua', lastName: 'Asante', phone: `+233 20 ${digits}` } })
    ).status(),
  ).toBe(200);

  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { name: 'Text messages (SMS)' })).toBeVisible();
  await expect(page.getByText('Number not verified')).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${phone}. It expires in 10 minutes.`)).toBeVisible();
  const [, code] = await waitForText(phone, /Your Prosper Mentor code is (\d{6})\./);

  // A wrong code first: the field says why, with the tries left (the browser logs the refusal).
  allowConsoleErrors(/status of 400/);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. 4 tries left.')).toBeVisible();

  await page.getByLabel('Verification code').fill(code!);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Phone number verified')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Number not verified')).toBeHidden();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send a test', exact: true }).click();
  await expect(page.getByText('Test text sent')).toBeVisible();
  await waitForText(phone, /^Prosper Mentor: this is a test\./);
});
