import { Workbox } from 'workbox-window';

/** How often an open app asks whether a new version was deployed (and again each time it is shown). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
/** Coming back to the tab asks again at most this often. */
const VISIBLE_CHECK_GAP_MS = 60_000;

/**
 * Registers /sw.js (SPEC §7; decision 042). Loaded on its own after the first page is interactive.
 * A new version waits until the member accepts it: `onUpdateReady` gets the function that makes it
 * take over and reloads the page.
 */
export async function registerServiceWorker({ onUpdateReady }: { onUpdateReady: (apply: () => void) => void }) {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // A browser that refuses workers (a private mode, a test that blocks them) answers nothing or throws.
  const registration = await workbox.register().catch(() => undefined);
  if (!registration) return;

  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > VISIBLE_CHECK_GAP_MS) check();
  });
}
