import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@prosper/shared/schemas/profile';
import { api } from './api-client.ts';
import { mentorKeys } from './mentor-keys.ts';

/** A listed mentor's public profile, `GET /api/mentors/{id}`: one cache entry for the mentor page and booking. */
export const mentorQuery = (id: string) =>
  queryOptions({
    queryKey: mentorKeys.detail(id),
    queryFn: ({ signal }) => api<Profile>(`/api/mentors/${encodeURIComponent(id)}`, { signal }),
  });
