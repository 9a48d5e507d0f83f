import type { PushPayload } from '@prosper/shared/schemas/push';

/**
 * The notification the service worker shows for a push (decision 047): the server's title, text and
 * link, tagged by what it is about so a newer one replaces the older. A push that cannot be read
 * still shows something (a browser requires every push to show a notification), opening the list.
 */
export function notificationFromPush(data: unknown, defaultTitle: string): { title: string; options: NotificationOptions } {
  const p = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof PushPayload, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const url = text(p.url).startsWith('/') ? text(p.url) : '/notifications';
  return {
    title: text(p.title).trim() || defaultTitle,
    options: {
      body: text(p.body),
      tag: text(p.tag) || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    },
  };
}
