import { z } from 'zod';
import { ROLES } from '../constants/sign-up-options.ts';
import { memberId } from './ids.ts';

/** Set only on the stand-in of an erased member, whose writing is kept: shown by name, never linked (decision 031). */
export const deletedMemberFlag = z.literal(true).optional();

/** A member as lists show them: who, and their picture. */
export const memberSummarySchema = z
  .object({
    id: memberId,
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(ROLES),
    avatarUrl: z.string().nullable(),
    deleted: deletedMemberFlag,
  })
  .meta({ id: 'MemberSummary' });
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** A follower or a followed member, with when the follow began. */
export const followListItemSchema = memberSummarySchema.extend({ followedAt: z.iso.datetime() });
export type FollowListItem = z.infer<typeof followListItemSchema>;

/** A member in the directory, with where they are and, for a mentor, their title. */
export const memberListItemSchema = memberSummarySchema.extend({ country: z.string().nullable(), title: z.string().nullable() });
export type MemberListItem = z.infer<typeof memberListItemSchema>;

/** One page of a keyset-paginated list; `nextCursor` asks for the next one, null on the last. */
export const pageSchema = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export type Page<Item> = z.infer<ReturnType<typeof pageSchema<z.ZodType<Item>>>>;
