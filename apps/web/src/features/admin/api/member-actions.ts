import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import type { SuspendInput, Suspension } from '@prosper/shared/schemas/admin';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const memberPath = (id: string, what: 'admin' | 'suspension') => `/api/admin/members/${encodeURIComponent(id)}/${what}`;

/** A mutation on a member that, once done, refreshes everything the admin area shows (lists, page, figures, log). */
function useMemberAction<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useMakeAdmin = (id: string) => useMemberAction(() => api<null>(memberPath(id, 'admin'), { method: 'PUT' }));

export const useRemoveAdmin = (id: string) => useMemberAction(() => api<{ role: Role }>(memberPath(id, 'admin'), { method: 'DELETE' }));

export const useSuspendMember = (id: string) =>
  useMemberAction((body: SuspendInput) => api<Suspension>(memberPath(id, 'suspension'), { method: 'PUT', body }));

export const useLiftSuspension = (id: string) => useMemberAction(() => api<null>(memberPath(id, 'suspension'), { method: 'DELETE' }));
