import { useQuery } from '@tanstack/react-query';
import type { MemberProgress } from '@prosper/shared/rules/next-steps';
import type { Profile } from '@prosper/shared/schemas/profile';
import { profileQuery } from './profiles.ts';

type ProfileProgress = Pick<MemberProgress, 'hasPhoto' | 'hasBio' | 'hasTags' | 'onboarded'>;

/**
 * What the member's own profile says of their start, for the dashboard's next steps; undefined
 * while it loads. It reads the cache entry the profile forms write, so a saved change shows at once.
 */
export function useProfileProgress(): ProfileProgress | undefined {
  return useQuery({ ...profileQuery('me'), select: progressOf }).data;
}

function progressOf(p: Profile): ProfileProgress {
  return {
    hasPhoto: Boolean(p.avatarUrl),
    hasBio: Boolean(p.bio?.trim()),
    hasTags: (p.role === 'mentor' ? (p.mentor?.skills ?? []) : (p.mentee?.goals ?? [])).length > 0,
    onboarded: p.role !== 'mentor' || Boolean(p.mentor?.onboardingCompleted),
  };
}
