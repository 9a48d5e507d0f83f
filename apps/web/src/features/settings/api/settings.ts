import { useQueryClient } from '@tanstack/react-query';
import * as en from '@prosper/shared/i18n/en/index';
import type { AccountSettings } from '@prosper/shared/schemas/account-settings';
import type { NotificationSettings } from '@prosper/shared/schemas/notification-settings';
import type { PrivacySettings } from '@prosper/shared/schemas/privacy-settings';
import { notificationSettingsQuery } from '../../../lib/notification-settings.ts';
import { viewerKeys } from '../../../lib/viewer.ts';
import { settingsKeys } from './keys.ts';
import { useSectionSettings } from './use-section-settings.ts';

const t = en.settings;

/** The viewer carries the sharing choice and the analytics opt-out (field reports stop at once): it is read again after each change. */
export function usePrivacySettings() {
  const qc = useQueryClient();
  return useSectionSettings<PrivacySettings>({
    key: settingsKeys.privacy,
    path: '/api/privacy-settings',
    saved: t.privacySaved,
    failed: t.privacyFailed,
    onSaved: () => void qc.invalidateQueries({ queryKey: viewerKeys.all }),
  });
}

/** Shared with the notifications area's alerts (lib/notification-settings.ts), so a change counts at once. */
export const useNotificationSettings = () =>
  useSectionSettings<NotificationSettings>({
    key: notificationSettingsQuery.queryKey,
    path: '/api/notification-settings',
    saved: t.notificationSaved,
    failed: t.notificationFailed,
  });

/** The viewer carries the display choices to every page: it is read again after each change. */
export function useAccountSettings() {
  const qc = useQueryClient();
  return useSectionSettings<AccountSettings>({
    key: settingsKeys.account,
    path: '/api/account-settings',
    saved: t.accountSaved,
    failed: t.accountFailed,
    onSaved: () => void qc.invalidateQueries({ queryKey: viewerKeys.all }),
  });
}
