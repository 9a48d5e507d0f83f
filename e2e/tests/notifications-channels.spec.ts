import { createConfirmedMember, demo, expect, expectAccessible, signIn, test, waitForMail } from '../fixtures.ts';

/**
 * Issue 28, item 7: Settings → Notifications lists each channel with its state, and sends a test on
 * one that is on. The browser's answer to notifications is stood in for as "denied" (a member who
 * blocked them), since headless Chromium's own cannot be set to it.
 */
test('a member sees each channel’s state and sends a test', async ({ page, request }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await page.goto('/settings/notifications');

  const channels = page.getByRole('list', { name: 'Your channels' });
  const row = (name: string) => channels.getByRole('listitem').filter({ hasText: name });
  await expect(row('In the app')).toContainText('On');
  await expect(row('Email')).toContainText('On');
  await expect(row('Push notifications')).toContainText('Permission blocked by the browser');
  await expect(row('Text messages (SMS)')).toContainText('Off');
  // WhatsApp is offered on this server (decision 058): off until the member chooses it.
  await expect(row('WhatsApp')).toContainText('Off');
  // Nothing to test where the channel cannot deliver.
  await expect(channels.getByRole('button', { name: 'Send a test: Push notifications' })).toHaveCount(0);

  // SMS switched on, with a phone never verified.
  await page.getByRole('switch', { name: 'Text messages (SMS)' }).click();
  await expect(row('Text messages (SMS)')).toContainText('Number not verified');
  await expect(row('WhatsApp')).toContainText('Number not verified');
  await expect(channels.getByRole('button', { name: 'Send a test: WhatsApp' })).toHaveCount(0);

  await channels.getByRole('button', { name: 'Send a test: Email' }).click();
  await expect(page.getByText('Test email sent')).toBeVisible();
  expect((await waitForMail(member.email, /a test email/)).text).toContain('Your email notifications will reach you at this address.');

  await channels.getByRole('button', { name: 'Send a test: In the app' }).click();
  await expect(page.getByText('Test notification sent: look in your notifications')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/notifications');
  await expect(page.getByText('This is a test. Your notifications will appear here.')).toBeVisible();
});

test('an admin reads each channel’s last 7 days and the day’s texts against the cap on the Health page', async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto('/admin/health');
  const channels = page.getByRole('region', { name: 'Notification channels, last 7 days' });
  for (const column of ['Channel', 'Sends', 'Delivered', 'Failures', 'Unknown outcome', 'Opt-outs'])
    await expect(channels.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  for (const channel of ['Push', 'Email', 'SMS', 'WhatsApp'])
    await expect(channels.getByRole('rowheader', { name: channel, exact: true })).toBeVisible();
  await expect(page.getByText(/^Texts today \(UTC\): \d+ of \d+ allowed$/)).toBeVisible();
  await expectAccessible(page);
});
