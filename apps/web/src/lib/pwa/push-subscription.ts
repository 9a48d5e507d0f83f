/**
 * This browser's web-push subscription (decision 047), through the service worker's PushManager.
 * The browser asks the member for permission only when they turn push on in Settings.
 */

/** Whether this browser can receive push notifications at all. */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The application server key as the browser takes it: the base64url public key's bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function pushManager(): Promise<PushManager | null> {
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration?.pushManager ?? null;
}

/** This browser's subscription, when it has one. */
export async function currentSubscription(): Promise<PushSubscriptionJSON | null> {
  if (!pushSupported()) return null;
  const subscription = await (await pushManager())?.getSubscription();
  return subscription?.toJSON() ?? null;
}

/** Subscribes this browser with our public key (a subscription made with another key is replaced). */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const registration = await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return (await registration.pushManager.subscribe(options)).toJSON();
  } catch (error) {
    const old = await registration.pushManager.getSubscription();
    if (!old) throw error;
    await old.unsubscribe();
    return (await registration.pushManager.subscribe(options)).toJSON();
  }
}

/** Ends this browser's subscription, so its push service drops it too. */
export async function unsubscribeThisBrowser() {
  if (!pushSupported()) return;
  const subscription = await (await pushManager())?.getSubscription();
  await subscription?.unsubscribe();
}
