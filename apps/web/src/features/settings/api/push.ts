import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushDeviceList } from '@prosper/shared/schemas/push';
import { api } from '../../../lib/api-client.ts';
import { currentSubscription, pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from '../../../lib/pwa/push-subscription.ts';
import { settingsKeys } from './keys.ts';

export const usePushDevices = () =>
  useQuery({ queryKey: settingsKeys.pushDevices, queryFn: ({ signal }) => api<PushDeviceList>('/api/push-subscriptions', { signal }) });

const register = (subscription: PushSubscriptionJSON) => api<PushDevice>('/api/push-subscriptions', { method: 'POST', body: subscription });

/**
 * This browser's device among the member's: its subscription sent again (the server keeps it as
 * it is, or takes it back after another member used this browser), so the list can mark it.
 */
export function useThisDevice() {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [...settingsKeys.pushDevices, 'this'],
    queryFn: async () => {
      const subscription = pushSupported() && Notification.permission === 'granted' ? await currentSubscription() : null;
      if (!subscription) return null;
      const device = await register(subscription);
      void qc.invalidateQueries({ queryKey: settingsKeys.pushDevices, exact: true });
      return device.id;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Turns push on for this browser: the permission asked here, never earlier; then subscribed and stored. */
export function useTurnPushOn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
      if (answer !== 'granted') return null;
      const { publicKey } = await api<{ publicKey: string }>('/api/push/public-key');
      return (await register(await subscribeThisBrowser(publicKey))).id;
    },
    onSuccess: (id) => {
      qc.setQueryData([...settingsKeys.pushDevices, 'this'], id);
      void qc.invalidateQueries({ queryKey: settingsKeys.pushDevices, exact: true });
    },
  });
}

/** Removes a device; for this browser, its subscription ends too. */
export function useRemovePushDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, thisDevice }: { id: string; thisDevice: boolean }) => {
      await api(`/api/push-subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
      if (thisDevice) await unsubscribeThisBrowser();
    },
    onSuccess: (_, { thisDevice }) => {
      if (thisDevice) qc.setQueryData([...settingsKeys.pushDevices, 'this'], null);
      void qc.invalidateQueries({ queryKey: settingsKeys.pushDevices, exact: true });
    },
  });
}
