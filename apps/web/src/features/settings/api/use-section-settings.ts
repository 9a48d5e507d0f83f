import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';

/**
 * One settings row (SPEC §7 Settings: read, made with the defaults on first read, changed by key):
 * each change saves at once and says so with the section's toast (SPEC §8); until the server
 * answers, the change shows; a refused one springs back.
 */
export function useSectionSettings<T extends object>(o: {
  key: QueryKey;
  path: string;
  saved: string;
  failed: string;
  /** What else follows from a saved change (the viewer, for the display choices). */
  onSaved?: () => void;
}) {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: o.key, queryFn: ({ signal }) => api<T>(o.path, { signal }) });
  const update = useMutation({
    mutationFn: (change: Partial<T>) => api<T>(o.path, { method: 'PATCH', body: change }),
    onSuccess: (settings) => {
      qc.setQueryData(o.key, settings);
      // One toast a section: saves in quick succession (a time typed, then Enter) replace it, not stack.
      toast.success(o.saved, { id: o.path });
      o.onSaved?.();
    },
    onError: () => toast.error(o.failed, { id: `${o.path}:failed` }),
    retry: false,
  });
  const shown: T | undefined = query.data && { ...query.data, ...(update.isPending ? update.variables : {}) };
  return { query, shown, save: (change: Partial<T>) => update.mutate(change) };
}
