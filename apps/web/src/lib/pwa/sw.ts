/// <reference lib="webworker" />
/**
 * The service worker at /sw.js (SPEC §7; decision 042), built by vite-plugin-pwa (injectManifest):
 * the app shell precached, pages' HTML from the network with the shell as the offline fallback,
 * the API answers the pages read NetworkFirst (fresh whenever online), route chunks and images
 * kept as fetched, alerts shown and opened at their link.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  API_CACHE,
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  API_NETWORK_TIMEOUT_SECONDS,
  CHUNK_CACHE,
  changesWhoIsSignedIn,
  IMAGE_CACHE,
  isCachedApiRequest,
  NAVIGATION_NETWORK_TIMEOUT_SECONDS,
} from './cache-rules.ts';
import { isFreshCopy, isThreadListFirstPage, threadPageReads } from './thread-prefetch.ts';
import type { Viewer } from '@prosper/shared/schemas/viewer';
import * as en from '@prosper/shared/i18n/en/index';
import { notificationFromPush } from './push-message.ts';
// The worker is a composition root, as app/ is for the page: it may call a feature's page-free code.
import { OUTBOX_SYNC_TAG, sendQueuedMessages } from '../../features/messages/api/outbox-sender.ts';
import { api } from '../api-client.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is served by the worker from the moment it is installed, so the pages read
// on that visit are kept already. A new version still waits for the member's Reload (skipWaiting).
clientsClaim();

// Before any route: a sign-in or sign-out empties the API cache (the page empties it again once
// the answer is in, since a read still in flight may land after this).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && changesWhoIsSignedIn(event.request.method, url.pathname)) {
    event.waitUntil(caches.delete(API_CACHE));
  }
});

// A page's HTML comes from the server whenever it answers (it writes each page's head); offline,
// or past the timeout on a network that does not answer, the precached shell opens the page.
const pageFromNetwork = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pageFromNetwork.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

/**
 * When the first page of the member's conversations arrives, its 20 most recent threads are read
 * too (one after the other, after the list is answered; skipped under Save-Data and for copies
 * under 10 minutes old), so a conversation opens offline even if it was not opened online.
 */
const keepRecentThreads: WorkboxPlugin = {
  async cacheDidUpdate({ request, newResponse, event }) {
    if (!isThreadListFirstPage(new URL(request.url))) return;
    if ((self.navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
    const reads = threadPageReads(await newResponse.json().catch(() => null));
    const cache = await caches.open(API_CACHE);
    for (const path of reads) {
      const copy = await cache.match(path);
      if (isFreshCopy(copy?.headers.get('date') ?? null, Date.now())) continue;
      try {
        await apiReads.handle({ request: new Request(path, { credentials: 'same-origin' }), event });
      } catch {
        // Not kept this time (offline again, a refusal): the next list's answer tries again.
      }
    }
  },
};

const apiReads: NetworkFirst = new NetworkFirst({
  cacheName: API_CACHE,
  networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: API_CACHE_MAX_ENTRIES, maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS }),
    keepRecentThreads,
  ],
});
registerRoute(({ url, request }) => url.origin === self.location.origin && isCachedApiRequest(request.method, url.pathname), apiReads);

// Route chunks left out of the precache (decision 042) are hashed: once fetched, kept as they are.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    (request.destination === 'script' || request.destination === 'style'),
  new CacheFirst({
    cacheName: CHUNK_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image',
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The member pressed Reload on "A new version is available" (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A push from our server (decision 047), the app open or not: shown at once, as browsers require.
self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // Not JSON: shown with the default title, opening the notifications.
  }
  const { title, options } = notificationFromPush(data, en.notifications.popUpDefaultTitle);
  event.waitUntil(self.registration.showNotification(title, options));
});

// An alert (shown by the page through registration.showNotification, or for a push) opens the app at its link:
// in a window of the app already open when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof link === 'string' && link.startsWith('/') ? link : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(target));
      const focused = await open.focus();
      if (focused.url !== target) await focused.navigate(target).catch(() => undefined);
    })(),
  );
});

type SyncEvent = ExtendableEvent & { tag: string };

// Background Sync (decision 044): messages written offline are sent when the connection is back,
// even with the app closed; the same round, under the same lock, as the open app's, so never twice.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      const viewer = await api<Viewer>('/api/me').catch(() => null);
      if (viewer) await sendQueuedMessages(viewer.user.id);
    })(),
  );
});
