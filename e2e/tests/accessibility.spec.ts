import { expect, expectAccessible, test } from '../fixtures.ts';

for (const path of ['/', '/auth', '/about']) {
  test(`${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the Sign Up tab has no accessibility violation', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expectAccessible(page);
});

test('the About page states purpose, mission, vision and the six values', async ({ page }) => {
  await page.goto('/about');
  for (const heading of ['Our purpose', 'Our mission', 'Our vision', 'Our values']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const value of ['Wisdom', 'Community & Equity', 'Innovation', 'Courage', 'Empathy', 'Integrity']) {
    await expect(page.getByRole('heading', { name: value })).toBeVisible();
  }
});
