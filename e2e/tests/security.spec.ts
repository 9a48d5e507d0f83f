import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createConfirmedMember, expect, expectAccessible, signIn, test, welcomeGone } from '../fixtures.ts';
import { BASE_URL } from '../playwright.config.ts';

/*
 * The Security section of /settings: two-factor on with a code computed here, then asked at sign-in
 * (an authenticator code, then a backup code); another device signed out; a new password. Each
 * journey has a member of its own, so the cap on sign-ins never meets another journey's.
 */

const signOut = (page: Page) => page.request.post('/api/auth/sign-out', { headers: { origin: BASE_URL }, data: {} });

/** Signed in when the dashboard shows; where its focus lands is the keyboard journey's to check. */
async function signInTo(page: Page, email: string, password: string) {
  await submitPassword(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function submitPassword(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two-factor turns on with a code from the app, and sign-in asks for one, or a backup code once', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    // Four sign-ins and two axe runs: longer than most journeys.
    test.slow();
    allowConsoleErrors(/status of 401/);
    const member = await createConfirmedMember(request);
    await signIn(page, member.email, member.password);
    await page.goto('/settings/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
    await welcomeGone(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32((await dialog.locator('code').textContent())!.trim()) });
    await dialog.getByLabel('Authentication code').fill(totp.generate());
    await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codes = dialog.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const backupCode = (await codes.first().textContent())!.trim();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('On: signing in asks for a code from your authenticator app.')).toBeVisible();

    // The password alone is not enough now.
    await signOut(page);
    await submitPassword(page, member.email, member.password);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await page.getByLabel('Authentication code').fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A backup code instead, which works once.
    for (const expected of ['works', 'used']) {
      await signOut(page);
      await submitPassword(page, member.email, member.password);
      await page.getByRole('button', { name: 'Use a backup code' }).click();
      await page.getByLabel('Backup code').fill(backupCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (expected === 'works') await expect(page).toHaveURL(/\/dashboard$/);
      else await expect(page.getByLabel('Backup code')).toHaveAccessibleDescription('This code is not right. Please try again.');
    }
  });
});

test('another device is signed out from this one, and a new password refuses the old one', async ({
  page,
  browser,
  request,
  allowConsoleErrors,
}) => {
  // Two devices, a settings round trip and a new password: longer than most journeys.
  test.slow();
  allowConsoleErrors(/status of 401/);
  const member = await createConfirmedMember(request);
  await signInTo(page, member.email, member.password);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInTo(otherPage, member.email, member.password);

  await page.goto('/settings/security');
  // The settings save with the §8 toasts; a number out of range is refused beside its field.
  const timeout = page.getByLabel('Sign out after inactivity (minutes)');
  await timeout.fill('2');
  await page.getByRole('button', { name: 'Save security settings' }).click();
  await expect(page.getByText('Failed to update security settings')).toBeVisible();
  await expect(timeout).toHaveAccessibleDescription(/Please enter a number of minutes from 5 to 1440\./);
  await expect(timeout).toBeFocused();
  await timeout.fill('30');
  await page.getByRole('button', { name: 'Save security settings' }).click();
  await expect(page.getByText('Security settings updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Sign out after inactivity (minutes)')).toHaveValue('30');

  const list = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(list.getByText('This device')).toBeVisible();
  await list.getByRole('button', { name: /^Sign out .+ on Computer$/ }).click();
  await expect(page.getByText('Signed out of that device')).toBeVisible();
  await expect(list.getByText('You are signed in on this device only.')).toBeVisible();
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/auth/);
  await other.close();

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(member.password);
  await form.getByLabel('New password').fill('baobab-evening-4');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. You were signed out on your other devices.')).toBeVisible();

  await signOut(page);
  await submitPassword(page, member.email, member.password);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Invalid email or password.');
  await signInTo(page, member.email, 'baobab-evening-4');
});
