import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_NOTIFICATION_SETTINGS, PRIORITY_NOTIFICATION_TYPES } from '@prosper/shared/constants/notifications';
import * as en from '@prosper/shared/i18n/en/index';
import { notificationSettingsQuery } from '../../../lib/notification-settings.ts';
import { alertLink, alertSubject } from '@prosper/shared/rules/notification-links';
import { playChime } from './chime.ts';
import { readPrefs } from './prefs.ts';

/** Either stream's new item, as far as its alert cares. */
type ArrivedNotification = {
  id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
  postId?: string | null;
};

/** Whether this browser can show pop-up alerts (the system's notifications) at all. */
export const popUpsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * The sound, vibration and pop-up alert for a notification that just arrived (SPEC §9): each only
 * when this device's preferences and the member's settings allow it, and not in quiet hours (on
 * this device's clock) unless it is a priority one and priority alerts are on. Quiet hours count
 * when either the device or the settings say so.
 */
export async function alertArrival(qc: QueryClient, notification: ArrivedNotification) {
  const prefs = readPrefs();
  const wantPopUp = prefs.push && popUpsSupported() && Notification.permission === 'granted';
  if (!prefs.sound && !wantPopUp) return;

  const settings = await qc.fetchQuery(notificationSettingsQuery).catch(() => DEFAULT_NOTIFICATION_SETTINGS);
  // The rule's module carries the settings schema; it is fetched only when an alert may sound.
  const { isQuietHours } = await import('@prosper/shared/rules/quiet-hours');
  const now = new Date();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const server = { enabled: settings.quietHoursEnabled, start: settings.quietHoursStart, end: settings.quietHoursEnd };
  const device = {
    enabled: prefs.quietEnabled ?? server.enabled,
    start: prefs.quietStart ?? server.start,
    end: prefs.quietEnd ?? server.end,
  };
  const priority = settings.priorityNotificationsEnabled && PRIORITY_NOTIFICATION_TYPES.has(notification.type);
  if (!priority && (isQuietHours(server, now, timeZone) || isQuietHours(device, now, timeZone))) return;

  if (prefs.sound && settings.notificationSoundEnabled) playChime();
  // Phones that can vibrate (Android browsers) do; the others have no vibrate at all.
  if (settings.vibrationEnabled) navigator.vibrate?.(200);
  if (wantPopUp && settings.pushNotificationsEnabled) await showPopUp(notification);
}

/**
 * Through the service worker when one is active (the only way on Android, and a click then opens
 * the app at the notification's link: sw.ts), else as a page notification that focuses the window.
 */
async function showPopUp(notification: ArrivedNotification) {
  const heading = notification.title.trim() || en.notifications.popUpDefaultTitle;
  const options: NotificationOptions = {
    body: notification.message,
    // Keyed by what it is about, as a push for it is (decision 047): the two fold into one alert.
    tag: alertSubject(notification),
    icon: '/icons/icon-192.png',
    data: { url: alertLink(notification) },
  };
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration?.active) {
    await registration.showNotification(heading, options).catch(() => undefined);
    return;
  }
  try {
    const shown = new Notification(heading, options);
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // A browser that shows notifications only through a service worker, before one is active.
  }
}
