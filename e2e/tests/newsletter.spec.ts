import { readFileSync } from 'node:fs';
import { demo, expect, expectAccessible, signIn, test, uniqueEmail, waitForMail, welcomeGone } from '../fixtures.ts';
import { press, tabTo } from '../keyboard.ts';
import { BASE_URL } from '../playwright.config.ts';

test('a visitor subscribes on the landing page, twice (both texts), and confirms by the mailed link', async ({ page }) => {
  const email = uniqueEmail('reader');
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Get our newsletter' });
  await expect(form).toBeVisible();
  // A broken address is refused where it was typed, and nothing is sent.
  const emailField = form.getByLabel('Email');
  await tabTo(page, emailField);
  await page.keyboard.type('amina@');
  await press(page, 'Enter');
  await expect(emailField).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(emailField).toBeFocused();
  // Typing again clears the message. The keyboard alone: the address, the first name, and the button.
  await press(page, 'ControlOrMeta+A');
  await page.keyboard.type(`  ${email.toUpperCase()} `);
  await expect(emailField).not.toHaveAttribute('aria-invalid');
  await press(page, 'Tab');
  await page.keyboard.type('Amina');
  await tabTo(page, form.getByRole('button', { name: 'Subscribe' }));
  await press(page, 'Enter');
  await expect(page.getByText('Successfully subscribed to newsletter!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Almost done: we sent you an email.' })).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are already subscribed to our newsletter!')).toBeVisible();

  const mail = await waitForMail(email, /Confirm your subscription/);
  const link = mail.links.find((l) => l.includes('/newsletter/confirm'))!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByText('Your subscription is confirmed. Welcome!')).toBeVisible();
});

test('an admin finds a subscriber, exports the CSV and reads it', async ({ page, request }) => {
  const email = uniqueEmail('csv-reader');
  const res = await request.post('/api/newsletter/subscribe', {
    headers: { origin: BASE_URL },
    data: { email, firstName: '=Kofi', lastName: 'Mensah', source: 'footer' },
  });
  expect(res.ok()).toBe(true);

  await signIn(page, demo.admin);
  await welcomeGone(page);
  // Where admins find it: their menu.
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Newsletter Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeVisible();
  await expect(page.getByText('Total Subscribers')).toBeVisible();
  await expect(page.getByText('Active Subscribers')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('=Kofi Mensah');
  await expect(row).toContainText('footer');
  await expect(row).toContainText('Awaiting confirmation');

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
  await expect(page.getByText('Subscribers exported successfully!')).toBeVisible();
  const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe('"Email","First Name","Last Name","Subscribed At","Source"');
  // The demo's active readers, each line quoted; the unconfirmed reader is not in it yet.
  expect(lines.length).toBeGreaterThan(100);
  expect(lines.slice(1, -1).every((l) => /^"[^"]+@[^"]+","[^"]*","[^"]*","\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","\w+"$/.test(l))).toBe(true);
  expect(lines.some((l) => l.includes(email))).toBe(false);
});

test('Newsletter Management refuses a visitor and a member who is not an admin', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  await page.goto('/newsletters');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Please sign in to access this page.')).toBeVisible();

  await signIn(page, demo.mentee);
  await page.goto('/newsletters');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});
