import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings } from '@prosper/shared/schemas/notification-settings';
import { api } from '../../../lib/api-client.ts';

/** The member's notification settings: sound, desktop alerts and quiet hours decide the alerts. */
export const notificationSettingsQuery = queryOptions({
  queryKey: ['notification-settings'],
  queryFn: ({ signal }) => api<NotificationSettings>('/api/notification-settings', { signal }),
});
