import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import {
  createConfirmedMember,
  DEMO_PASSWORD,
  demo,
  expect,
  expectAccessible,
  otherMember,
  realtimeReady,
  signIn,
  test,
  memberId,
  welcomeGone,
} from '../fixtures.ts';

const aisha = 'aisha.bello@demo.prospermentor.africa';

/** Desktop notifications the page shows, itself or through its service worker, recorded by stand-ins for the browser's own (permission granted). */
async function recordDesktopAlerts(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.assign(window, { Notification: RecordedNotification, shownNotifications: shown });
    // With the service worker active the app shows alerts through it (decision 042).
    if ('ServiceWorkerRegistration' in window) {
      ServiceWorkerRegistration.prototype.showNotification = async (title: string, options?: NotificationOptions) => {
        shown.push({ title, body: options?.body });
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications);
}

test('a new follower shows up live: the bell badge rises, the dropdown groups, mark all read, the notifications page', async ({
  page,
  request,
  browser,
}) => {
  // Two members' browsers and a live badge: near the default on a busy runner (38 s in CI).
  test.slow();
  const member = await createConfirmedMember(request);
  const desktopAlerts = await recordDesktopAlerts(page);
  const ready = realtimeReady(page);
  await signIn(page, member.email, member.password);
  const id = await memberId(page);
  await ready;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Chidi follows the member from his own browser; the member's page is not reloaded.
  const chidi = await otherMember(browser, demo.mentee);
  await chidi.page.goto(`/profile/${id}`);
  await chidi.page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(chidi.page.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
  await chidi.close();

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The desktop alert, allowed by default, with the notification's title.
  await expect.poll(desktopAlerts).toContainEqual({ title: 'New Follower', body: 'Chidi Eze started following you' });

  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByText('Chidi Eze started following you')).toBeVisible();
  await expect(dropdown.getByText('Just now')).toBeVisible();
  await welcomeGone(page);
  await expectAccessible(page);

  // A second follower, through the API: the two follows read as one line.
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: BASE_URL },
    data: { email: aisha, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  expect((await request.put(`/api/profiles/${id}/follow`, { headers: { origin: BASE_URL } })).ok()).toBe(true);
  await expect(dropdown.getByText('Aisha Bello and Chidi Eze started following you')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await dropdown.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-badge')).toBeHidden();
  await expect(dropdown.getByRole('button', { name: 'Mark as unread' })).toBeVisible();

  await dropdown.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Aisha Bello and Chidi Eze started following you')).toBeVisible();
  await page.getByText('Alerts on this device').click();
  await expect(page.getByRole('switch', { name: 'Pop-up alerts' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  // Back to unread raises the count again; deleting the group leaves the list empty.
  await list.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await list.getByRole('button', { name: 'Delete notification' }).click();
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('Clear all asks first, then empties the list', async ({ page, request }) => {
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  const id = await memberId(page);
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: BASE_URL },
    data: { email: aisha, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  expect((await request.put(`/api/profiles/${id}/follow`, { headers: { origin: BASE_URL } })).ok()).toBe(true);

  await page.goto('/notifications');
  await expect(page.getByText('Aisha Bello started following you')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear all notifications?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Aisha Bello started following you')).toBeVisible();

  await page.getByRole('button', { name: 'Clear all' }).click();
  await confirm.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('All notifications cleared')).toBeVisible();
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await page.reload();
  await expect(page.getByText("You're all caught up")).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a mentor sees who viewed their profile in the mentor bell, beside the menu', async ({ page, request, browser }) => {
    const mentor = await createConfirmedMember(request, 'mentor');
    const ready = realtimeReady(page);
    await signIn(page, mentor.email, mentor.password);
    const id = await memberId(page);
    await ready;
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

    const chidi = await otherMember(browser, demo.mentee);
    await chidi.page.goto(`/profile/${id}`);
    await expect(chidi.page.getByRole('heading', { name: 'Efua Asante' })).toBeVisible();
    await chidi.close();

    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('notification-badge')).toBeInViewport();
    await bell.click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.getByText('Profile Viewed')).toBeVisible();
    await expect(dropdown.getByText('Chidi Eze viewed your profile')).toBeVisible();
    await expect(dropdown).toBeInViewport({ ratio: 1 });
    await welcomeGone(page);
    await expectAccessible(page);

    await dropdown.getByRole('button', { name: 'Mark as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await dropdown.getByRole('link', { name: 'View all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('tab', { name: 'Mentor' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Notifications' }).getByText('Profile Viewed')).toBeVisible();
    await page.getByRole('tab', { name: 'General' }).click();
    await expect(page.getByText("You're all caught up")).toBeVisible();
    // Said in words a phone's owner knows: there is no desktop here.
    await page.getByText('Alerts on this device').click();
    await expect(page.getByRole('switch', { name: 'Pop-up alerts' })).toBeVisible();
    await expect(page.getByText(/desktop/i)).toHaveCount(0);
    await expectAccessible(page);
  });
});
