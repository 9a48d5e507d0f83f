import { createConfirmedMember, expect, signIn, test, waitForMail } from '../fixtures.ts';

test('a member who forgot the password resets it from the emailed link and signs in with the new one', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset sent!')).toBeVisible();
  await expect(page.getByText('Check your email for a password reset link.')).toBeVisible();

  const mail = await waitForMail(member.email, /Reset/);
  await page.goto(mail.links[0]!);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByPlaceholder('New password').fill('rainy-season-77');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password updated successfully! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });

  await signIn(page, member.email, 'rainy-season-77');
});

test('a reset page without a token says so', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByPlaceholder('New password').fill('rainy-season-77');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Invalid or missing token. Please try the reset link again.')).toBeVisible();
});
