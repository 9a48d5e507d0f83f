import { z } from 'zod';
import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_MAX, CONNECTION_NOTE_MAX } from '../constants/networks.ts';
import { en } from '../i18n/en.ts';
import { memberSummarySchema } from './member.ts';
import { memberLine, memberText, searchText } from './text.ts';

/** Asking a member to connect, with an optional note. */
export const connectionRequestBodySchema = z.object({
  note: memberText().trim().max(CONNECTION_NOTE_MAX, en.networks.noteTooLong).optional(),
});
export type ConnectionRequestBody = z.infer<typeof connectionRequestBodySchema>;

/** Where the viewer stands with another member: what the Connect button offers. */
export const CONNECTION_STATES = ['none', 'connected', 'sent', 'received', 'self'] as const;
export const connectionStateSchema = z.object({ state: z.enum(CONNECTION_STATES) }).meta({ id: 'ConnectionState' });
export type ConnectionState = z.infer<typeof connectionStateSchema>;

/** One of the viewer's connections, with when it was made. */
export const connectionItemSchema = memberSummarySchema.extend({ connectedAt: z.iso.datetime() });
export type ConnectionItem = z.infer<typeof connectionItemSchema>;

/** A pending request, received or sent: the other member, the note and when. */
export const connectionRequestItemSchema = z.object({
  id: z.uuid(),
  member: memberSummarySchema,
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ConnectionRequestItem = z.infer<typeof connectionRequestItemSchema>;

export const REQUEST_BOXES = ['received', 'sent'] as const;
export type RequestBox = (typeof REQUEST_BOXES)[number];

export const connectionsQuerySchema = z.object({ q: searchText().trim().max(100).optional() });

/** A community's address: lower-case words joined by hyphens. */
export const communitySlug = z
  .string()
  .max(80, en.networks.badSlug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, en.networks.badSlug);

export const communitySchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    memberCount: z.number().int(),
    joined: z.boolean(),
    archived: z.boolean(),
  })
  .meta({ id: 'Community' });
export type Community = z.infer<typeof communitySchema>;

/** What an admin writes to create or edit a community. */
export const communityBodySchema = z.object({
  name: memberLine().min(2, en.networks.nameRequired).max(COMMUNITY_NAME_MAX, en.networks.nameTooLong),
  slug: communitySlug,
  description: memberText().trim().min(1, en.networks.descriptionRequired).max(COMMUNITY_DESCRIPTION_MAX, en.networks.descriptionTooLong),
});
export type CommunityBody = z.infer<typeof communityBodySchema>;
export const communityUpdateSchema = communityBodySchema.partial().extend({ archived: z.boolean().optional() });
export type CommunityUpdate = z.infer<typeof communityUpdateSchema>;

/** A community's member, with when they joined. */
export const communityMemberSchema = memberSummarySchema.extend({ joinedAt: z.iso.datetime() });
export type CommunityMember = z.infer<typeof communityMemberSchema>;
