import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings } from '@prosper/shared/schemas/notification-settings';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

/** The member's notification settings: sound, pop-up alerts and quiet hours decide the alerts. */
export const notificationSettingsQuery = queryOptions({
  queryKey: notificationKeys.settings,
  queryFn: ({ signal }) => api<NotificationSettings>('/api/notification-settings', { signal }),
});
