import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelHealth } from '@prosper/shared/schemas/channel-health';
import type { HealthReport } from '@prosper/shared/schemas/monitoring';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const healthQuery = (days: string) =>
  queryOptions({
    queryKey: adminKeys.health(days),
    queryFn: ({ signal }) => api<HealthReport>(`/api/admin/health?days=${days}`, { signal }),
    // The period changes in place: the last figures stay until the new ones come.
    placeholderData: keepPreviousData,
  });

export const useAdminHealth = (days: string) => useQuery(healthQuery(days));

/** The notification channels' figures of the last 7 days (issue 28, item 7). */
export const useAdminChannelHealth = () =>
  useQuery({
    queryKey: adminKeys.channelHealth,
    queryFn: ({ signal }) => api<ChannelHealth>('/api/admin/health/channels', { signal }),
  });
