import type { Page } from '@playwright/test';
import { createConfirmedMember, expect, expectAccessible, signIn, test, welcomeGone } from '../fixtures.ts';
import { press, tabTo } from '../keyboard.ts';
import { BASE_URL } from '../playwright.config.ts';

const headers = { origin: BASE_URL };

/** The sign-in form filled and sent, without expecting to get in. */
async function trySignIn(page: Page, member: { email: string; password: string }) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

test('a member deletes their account with the password, is signed out, and signing in offers only to restore it', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The wrong password, and the closed account's sign-in, are refusals the page shows.
  allowConsoleErrors(/status of 40[03]/);
  const member = await createConfirmedMember(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member.email, member.password);
  await page.goto('/settings/data');
  await expect(page.getByRole('heading', { level: 3, name: 'Delete account' })).toBeVisible();
  await welcomeGone(page);

  await tabTo(page, page.getByRole('button', { name: 'Delete my account' }));
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // A wrong password changes nothing and says so beside the field.
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The password is wrong.')).toBeVisible();
  await expect(page.getByText('Failed to delete account')).toBeVisible();

  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Account deletion initiated')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // Signed out everywhere: the API no longer knows this browser.
  expect(await (await page.request.get('/api/me')).json()).toBeNull();

  await trySignIn(page, member);
  await expect(page.getByRole('heading', { name: 'This account is closed' })).toBeVisible();
  await expect(page.getByText(/will be erased on \d{1,2} \w+ \d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore my account' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expectAccessible(page);
});

test('a member whose account is closed restores it within the grace period and is signed in', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The closed account's sign-in is refused before the offer to restore it.
  allowConsoleErrors(/status of 403/);
  const member = await createConfirmedMember(request);
  expect((await request.post('/api/auth/sign-in/email', { headers, data: member })).ok()).toBe(true);
  expect((await request.delete('/api/account', { headers, data: { password: member.password } })).status()).toBe(204);

  await trySignIn(page, member);
  const restore = page.getByRole('button', { name: 'Restore my account' });
  await expect(restore).toBeVisible();
  await restore.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your account is restored. Welcome back.')).toBeVisible();
  expect(await (await page.request.get('/api/me')).json()).not.toBeNull();
});
