import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, Session, SessionLength, SlotList } from '@prosper/shared/schemas/session';
import { AVAILABILITY_LIMITS } from '@prosper/shared/schemas/session';
import { api, ApiError } from '../../../lib/api-client.ts';
import { mentorQuery } from '../../../lib/mentor-query.ts';
import { sessionsKeys } from './keys.ts';

/** Free times are fetched a month at a time; more on demand, up to the longest booking horizon. */
export const SLOT_PAGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/** A listed mentor as the booking page shows them: name, title, photo, rating, rate. */
export function useBookableMentor(mentorId: string) {
  return useQuery({
    ...mentorQuery(mentorId),
    enabled: mentorId !== '',
    staleTime: 5 * 60_000,
  });
}

/**
 * A mentor's free start times of one length, a month per page. Without a length the server picks
 * the mentor's first and says which lengths they offer. Each page starts where the last ended.
 */
export function useSlots(mentorId: string, length: SessionLength | null, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: sessionsKeys.slots(mentorId, length),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ days: String(SLOT_PAGE_DAYS) });
      if (length) params.set('length', String(length));
      // The first page starts now, by the server's clock.
      if (pageParam > 0) params.set('from', new Date(Date.now() + pageParam * DAY_MS).toISOString());
      return api<SlotList>(`/api/mentors/${encodeURIComponent(mentorId)}/slots?${params}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const next = pages.length * SLOT_PAGE_DAYS;
      return next < AVAILABILITY_LIMITS.horizonDays ? next : undefined;
    },
    // A slot someone else takes turns up as a refused booking, which refetches these.
    staleTime: 60_000,
  });
}

export function useBookSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (booking: Booking) => api<Session>('/api/sessions', { method: 'POST', body: booking }),
    onSuccess: (session) => {
      qc.setQueryData(sessionsKeys.detail(session.id), session);
      void qc.invalidateQueries({ queryKey: sessionsKeys.lists });
    },
    onError: (error) => {
      // Someone took the time meanwhile: show the times as they are now.
      if (error instanceof ApiError && error.status === 409) void qc.invalidateQueries({ queryKey: sessionsKeys.allSlots });
    },
    retry: false,
  });
}
