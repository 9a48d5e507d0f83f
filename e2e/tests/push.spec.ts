import type { Page } from '@playwright/test';
import { createConfirmedMember, expect, expectAccessible, signIn, test } from '../fixtures.ts';
import { BASE_URL } from '../playwright.config.ts';

/**
 * Headless Chromium cannot reach a real push service (FCM) from here, so its PushManager is stood in
 * for: subscribing records the key it was given and answers a subscription with real P-256 keys at
 * an FCM address, kept in localStorage as the browser keeps its own. The browser's permission prompt
 * is counted, and answered with the permission the test granted.
 */
async function standInPushManager(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { permissionAsked: number; subscribedWith: string | null; unsubscribed: number };
    w.permissionAsked = 0;
    w.subscribedWith = null;
    w.unsubscribed = 0;
    // The permission is granted to the context; until the page asks for it, it reads as not yet asked.
    const granted = Object.getOwnPropertyDescriptor(Notification, 'permission')!.get!.bind(Notification);
    Object.defineProperty(Notification, 'permission', {
      get: () => (localStorage.getItem('stand-in-asked') ? granted() : 'default'),
    });
    Notification.requestPermission = async () => {
      w.permissionAsked++;
      localStorage.setItem('stand-in-asked', '1');
      return granted();
    };
    const b64 = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const asSubscription = (json: PushSubscriptionJSON) => ({
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem('stand-in-push');
        w.unsubscribed++;
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () => {
      const kept = localStorage.getItem('stand-in-push');
      return (kept ? asSubscription(JSON.parse(kept)) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      w.subscribedWith = b64(options?.applicationServerKey as Uint8Array);
      const keys = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const json = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: b64(await crypto.subtle.exportKey('raw', keys.publicKey)), auth: b64(crypto.getRandomValues(new Uint8Array(16))) },
      };
      localStorage.setItem('stand-in-push', JSON.stringify(json));
      return asSubscription(json) as unknown as PushSubscription;
    };
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { permissionAsked: number; subscribedWith: string | null; unsubscribed: number };
      return { permissionAsked: w.permissionAsked, subscribedWith: w.subscribedWith, unsubscribed: w.unsubscribed };
    });
}

test('a member turns push notifications on in Settings: the browser asks then, the device is listed, then removed', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  const pushManager = await standInPushManager(page);
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await page.goto('/settings/notifications');

  const onHere = page.getByRole('switch', { name: 'Push notifications on this device' });
  await expect(onHere).toHaveAttribute('aria-checked', 'false');
  const devices = page.getByRole('list', { name: 'Devices with push notifications' });
  await expect(page.getByText('No device gets push notifications yet.')).toBeVisible();
  expect((await pushManager()).permissionAsked).toBe(0);

  await onHere.click();
  await expect(page.getByText('Push notifications are on for this device')).toBeVisible();
  await expect(onHere).toHaveAttribute('aria-checked', 'true');
  const { permissionAsked, subscribedWith } = await pushManager();
  expect(permissionAsked).toBe(1);
  // The browser subscribed with the server's public key.
  const { publicKey } = (await (await page.request.get('/api/push/public-key', { headers: { origin: BASE_URL } })).json()) as {
    publicKey: string;
  };
  expect(subscribedWith).toBe(publicKey);
  const row = devices.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/Chrome on \w+ · Computer/);
  await expect(row).toContainText('This device');

  // After a reload the device is still listed, and known as this one.
  await page.reload();
  await expect(onHere).toHaveAttribute('aria-checked', 'true');
  await expect(devices.getByRole('listitem')).toContainText('This device');

  const text = page.getByRole('switch', { name: 'Show message text in notifications' });
  await expect(text).toHaveAttribute('aria-checked', 'false');
  await text.click();
  await expect(text).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  await devices.getByRole('button', { name: /^Remove Chrome on \w+ · Computer$/ }).click();
  await expect(page.getByText('Device removed')).toBeVisible();
  await expect(page.getByText('No device gets push notifications yet.')).toBeVisible();
  await expect(onHere).toHaveAttribute('aria-checked', 'false');
  expect((await pushManager()).unsubscribed).toBe(1);
});

test('the service worker shows a pushed notification, a newer one about the same conversation replacing it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  const member = await createConfirmedMember(request);
  await signIn(page, member.email, member.password);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 15_000 }).toBe('activated');

  // The push arrives as the browser's push service would hand it to the worker (DevTools protocol).
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const deliver = async (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId: await registrationId, data: JSON.stringify(payload) });
  // Read while Chromium is still showing one, the list can come back without it for good (seen in one run of
  // eight): each push is awaited until the worker has shown its notification, then the list is read.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const sw = self as unknown as { registration: ServiceWorkerRegistration; shownCount: number };
    sw.shownCount = 0;
    const show = sw.registration.showNotification.bind(sw.registration);
    sw.registration.showNotification = async (...args: Parameters<typeof show>) => {
      await show(...args);
      sw.shownCount++;
    };
  });
  let pushed = 0;
  const push = async (payload: object) => {
    pushed++;
    await deliver(payload);
    await expect.poll(() => worker.evaluate(() => (self as unknown as { shownCount: number }).shownCount)).toBe(pushed);
    return page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as { url: string },
      })),
    );
  };

  const thread = '0b5b2f1e-4a4e-4a7e-9c55-0d2f1c7a1e11';
  expect(
    await push({ title: 'New message from Amara', body: '', url: `/messages/${thread}`, tag: `thread:${thread}`, type: 'new_message' }),
  ).toEqual([{ title: 'New message from Amara', body: '', tag: `thread:${thread}`, data: { url: `/messages/${thread}` } }]);

  expect(
    await push({
      title: 'New message from Amara',
      body: 'Shall we meet at 10?',
      url: `/messages/${thread}`,
      tag: `thread:${thread}`,
      type: 'new_message',
    }),
  ).toEqual([expect.objectContaining({ body: 'Shall we meet at 10?', tag: `thread:${thread}` })]);

  const session = '1c6c3f2e-5b5f-4b8f-8d66-1e3f2d8b2f22';
  const both = await push({
    title: 'Session Reminder',
    body: 'Your session "Career talk" starts in 30 minutes',
    url: `/sessions/${session}`,
    tag: `session:${session}`,
    type: 'session_reminder',
  });
  expect(both.map((n) => n.data.url).sort()).toEqual([`/messages/${thread}`, `/sessions/${session}`].sort());
});
