import type { Page } from '@playwright/test';
import { createConfirmedMember, expect, expectAccessible, signIn, test } from '../fixtures.ts';

// One journey cuts the app's scripts with page.route to see the theme painted before any of them
// runs; a service worker would serve them from its precache instead (decision 042).
test.use({ serviceWorkers: 'block' });

const phone = { width: 390, height: 844 };

async function mentorId(page: Page, name: string) {
  const res = await page.request.get(`/api/mentors?q=${encodeURIComponent(name)}`);
  return ((await res.json()) as { items: { id: string }[] }).items[0]!.id;
}

test('a member changes the currency and sees every price on /mentors in it', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await page.goto('/mentors');
  await expect(page.getByText(/\$\d[\d,.]*\/hr/).first()).toBeVisible();

  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
  await page.getByLabel('Currency').selectOption('NGN');
  await expect(page.getByText('Account settings updated successfully')).toBeVisible();

  await page.goto('/mentors');
  await expect(page.getByText(/₦\d[\d,]*\/hr/).first()).toBeVisible();
  await expect(page.getByText(/\$\d[\d,.]*\/hr/)).toHaveCount(0);
});

test.describe('a member’s time zone', () => {
  test.use({ timezoneId: 'Africa/Nairobi' });

  test('is taken from the browser at sign-in and changed in Settings → Account', async ({ page, request }) => {
    const member = await createConfirmedMember(request);
    await signIn(page, member.email, member.password);
    await page.goto('/settings/account');
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('Africa/Nairobi');
    await expect(page.getByText('Your daily or weekly summary comes at 08:00 and your quiet hours keep this clock.')).toBeVisible();

    await zone.selectOption('Africa/Lagos');
    await expect(page.getByText('Account settings updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Time zone')).toHaveValue('Africa/Lagos');
    await expectAccessible(page);
  });
});

test('dark theme and the 24-hour clock hold after a reload, painted before the app runs', async ({ page, request }) => {
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  const amara = `/mentor/${await mentorId(page, 'Amara Okafor')}`;
  await page.goto(amara);
  const times = page.getByRole('region', { name: 'Next free times' }).locator('time');
  await expect(times.first()).toContainText(/\d{1,2}:\d{2}\s?[AP]M/i);

  await page.goto('/settings/account');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.getByText('Account settings updated successfully')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('radio', { name: /^24-hour/ }).check();
  await expect(page.getByRole('radio', { name: /^24-hour/ })).toBeChecked();

  // The theme is on the page before any of the app's code has run: here none of it does.
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(amara);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.unroute('**/assets/*.js');
  await page.goto(amara);
  await expect(times.first()).toContainText(/\d{2}:\d{2}$/);
  await expect(times.first()).not.toContainText(/[AP]M/i);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(12, 10, 9)');
  expect(csp).toEqual([]);
  await page.goto('/settings/account');
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the sections are a list; each opens on its own page, saves with its toast, and leads back', async ({ page, request }) => {
    const member = await createConfirmedMember(request);
    await signIn(page, member.email, member.password);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    for (const name of ['Privacy', 'Notifications', 'Account']) await expect(sections.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toBeHidden();
    await expectAccessible(page);

    await sections.getByRole('link', { name: /Privacy/ }).click();
    await expect(page).toHaveURL(/\/settings\/privacy$/);
    await expect(page.getByRole('heading', { name: 'Privacy', level: 2 })).toBeFocused();
    const history = page.getByRole('switch', { name: 'Show session history' });
    await expect(history).toHaveAttribute('aria-checked', 'true');
    await history.click();
    await expect(page.getByText('Privacy settings updated successfully')).toBeVisible();
    await expect(history).toHaveAttribute('aria-checked', 'false');
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show session history' })).toHaveAttribute('aria-checked', 'false');

    await page.getByRole('link', { name: 'All settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: /Notifications/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
    await page.getByRole('radio', { name: 'Weekly digest' }).check();
    await expect(page.getByText('Notification settings updated successfully')).toBeVisible();
    await page.getByLabel('From').fill('21:30');
    await page.getByLabel('From').press('Enter');
    await expect(page.getByText('Notification settings updated successfully')).toHaveCount(1);
    // Off by default (SPEC §9), and a member may turn it on now that texts are sent (decision 049).
    await expect(page.getByRole('switch', { name: 'Text messages (SMS)' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Text messages (SMS)' })).toBeEnabled();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Weekly digest' })).toBeChecked();
    await expect(page.getByLabel('From')).toHaveValue('21:30');

    await page.goto('/settings/account');
    await expect(page.getByText('LinkedIn', { exact: true })).toBeVisible();
    await expect(page.getByText('Not connected')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /connect/i })).toHaveCount(0);
    await expectAccessible(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
  });
});
