import { createConfirmedMember, demo, expect, signIn, test } from '../fixtures.ts';

test('a guarded page sends a visitor to /auth, and back there after signing in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(demo.mentee);
  await page.getByLabel('Password', { exact: true }).fill('prosper-demo-2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('a page for another role says Access Denied', async ({ page, request }) => {
  const mentee = await createConfirmedMember(request);
  await signIn(page, mentee.email, mentee.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('an admin sees the Admin link and page', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();
});

test('any other path shows the not-found page with the footer', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Follow us on')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
  // The landing page has no footer.
  await expect(page.getByText('Follow us on')).toHaveCount(0);
});
