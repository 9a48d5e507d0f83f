import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@prosper/shared/schemas/admin';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export const overviewQuery = queryOptions({
  queryKey: adminKeys.overview,
  queryFn: ({ signal }) => api<AdminOverview>('/api/admin/overview', { signal }),
});

export const useAdminOverview = () => useQuery(overviewQuery);
