import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings } from '@prosper/shared/schemas/notification-settings';
import { api } from './api-client.ts';

const key = ['notification-settings'] as const;

/**
 * The member's notification settings: the settings area changes them, the notifications area's
 * alerts read them (sound, pop-ups, quiet hours), one cache for both.
 */
export const notificationSettingsQuery = queryOptions({
  queryKey: key,
  queryFn: ({ signal }) => api<NotificationSettings>('/api/notification-settings', { signal }),
});
