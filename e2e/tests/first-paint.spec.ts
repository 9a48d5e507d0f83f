import type { Page } from '@playwright/test';
import { demo, expect, signIn, test } from '../fixtures.ts';

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Counts the page's layout shifts from its first moment, as the browser counts them for CLS (those right after input aside). */
async function countShifts(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { layoutShift: number };
    counted.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) counted.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test.describe('with scripts blocked', () => {
  test.use({ javaScriptEnabled: false });

  test('About and the sign-in page arrive painted: their heading and main text read before any script runs', async ({
    page,
    allowConsoleErrors,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText('Prosper Mentor is a home for Africans rising into their purpose')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our values' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Prosper Mentor' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    // Sent with scripts blocked, what was typed goes in a body, never into an address (the server has no page to answer it).
    allowConsoleErrors(/404/);
    await page.getByLabel('Email').fill('amina@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-in-the-address');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain('not-in-the-address');
  });
});

test('a painted page takes over its HTML with no console error and no layout shift, then works as the app', async ({ page }) => {
  const painted = await (await page.request.get('/auth')).text();
  expect(painted).toContain('Welcome to Prosper Mentor</h1>');

  const layoutShift = await countShifts(page);
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  // Hydrated: the tabs answer.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('First Name')).toBeVisible();

  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(await layoutShift()).toBeLessThanOrEqual(0.02);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a member is sent the app, not the page painted for visitors', async ({ page }) => {
  await signIn(page, demo.mentee);
  const html = await (await page.request.get('/about')).text();
  expect(html).not.toContain('About Us</h1>');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // Their own menu, not a visitor's Sign in.
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});
