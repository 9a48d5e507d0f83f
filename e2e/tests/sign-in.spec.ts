import { demo, DEMO_PASSWORD, expect, test } from '../fixtures.ts';

test('a wrong password is refused with the spec toast; the right one welcomes the member by name', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(demo.mentor);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Error signing in')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText('Welcome back, Amara')).toBeVisible();
  // Mentors see Analytics and no Admin.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});
