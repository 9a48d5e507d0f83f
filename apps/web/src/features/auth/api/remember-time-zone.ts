import type { AccountSettings } from '@prosper/shared/schemas/account-settings';
import { api } from '../../../lib/api-client.ts';

/**
 * At sign-in the browser tells the server its time zone (decision 048), for a member who has none
 * yet: their digests and quiet hours then keep their own clock. A zone the member chose in
 * Settings → Account is never overwritten.
 */
export async function rememberTimeZone(): Promise<void> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const settings = await api<AccountSettings>('/api/account-settings');
  if (settings.timezone) return;
  await api<AccountSettings>('/api/account-settings', { method: 'PATCH', body: { timezone: zone } });
}
