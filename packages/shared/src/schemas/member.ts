import type { Role } from '../constants/sign-up-options.ts';

/** A member as lists show them: who, and their picture. */
export type MemberSummary = { id: string; firstName: string; lastName: string; role: Role; avatarUrl: string | null };

/** A follower or a followed member, with when the follow began. */
export type FollowListItem = MemberSummary & { followedAt: string };

/** A member in the directory, with where they are and, for a mentor, their title. */
export type MemberListItem = MemberSummary & { country: string | null; title: string | null };

export type Page<Item> = { items: Item[]; nextCursor: string | null };
