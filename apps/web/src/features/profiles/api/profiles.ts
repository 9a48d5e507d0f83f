import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberListItem, Page } from '@prosper/shared/schemas/member';
import type { OnboardingSave } from '@prosper/shared/schemas/mentor-onboarding';
import type { Avatar, Profile, ProfileUpdateInput } from '@prosper/shared/schemas/profile';
import { api } from '../../../lib/api-client.ts';
import { mentorKeys } from '../../../lib/mentor-keys.ts';
import { mentorQuery } from '../../../lib/mentor-query.ts';
import { viewerKeys } from '../../../lib/viewer.ts';
import { profileKeys } from './keys.ts';

/** A member's profile; `me` is the signed-in member. */
export const profileQuery = (id: string) =>
  queryOptions({ queryKey: profileKeys.detail(id), queryFn: () => api<Profile>(`/api/profiles/${encodeURIComponent(id)}`) });

export function useProfile(id: string) {
  return useQuery(profileQuery(id));
}

/** A listed mentor's public page, for visitors as well as members. */
export function usePublicMentor(id: string) {
  return useQuery(mentorQuery(id));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdateInput) => api<Profile>('/api/profiles/me', { method: 'PATCH', body: update }),
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail('me'), profile);
      queryClient.setQueryData(profileKeys.detail(profile.id), profile);
      // The name and photo in the navigation come from the viewer.
      void queryClient.invalidateQueries({ queryKey: viewerKeys.all });
    },
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<Avatar>('/api/profiles/me/avatar', { method: 'POST', body });
    },
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: viewerKeys.all });
    },
  });
}

export function useFollow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      api<Profile>(`/api/profiles/${encodeURIComponent(id)}/follow`, { method: following ? 'PUT' : 'DELETE' }),
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(id), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.follows(id, 'followers') });
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail('me') });
    },
  });
}

export function useSaveOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingSave) => api<Profile>('/api/mentor-onboarding', { method: 'PUT', body }),
    retry: false,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail('me'), profile),
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Profile>('/api/mentor-onboarding/complete', { method: 'POST' }),
    retry: false,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail('me'), profile);
      void queryClient.invalidateQueries({ queryKey: mentorKeys.all });
    },
  });
}

/** The member directory, filtered by the start of a name. */
export function useMembers(q: string) {
  return useInfiniteQuery({
    queryKey: profileKeys.directory(q),
    queryFn: ({ pageParam, signal }) =>
      api<Page<MemberListItem>>(`/api/members?q=${encodeURIComponent(q)}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
