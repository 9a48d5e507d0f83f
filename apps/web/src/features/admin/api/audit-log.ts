import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@prosper/shared/schemas/admin';
import type { Page } from '@prosper/shared/schemas/member';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The audit log, newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog,
    queryFn: ({ pageParam, signal }) =>
      api<Page<AuditEntry>>(`/api/admin/audit-log${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
