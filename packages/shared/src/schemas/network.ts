import { z } from 'zod';
import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_MAX, CONNECTION_NOTE_MAX, CONNECTION_STATES_MAX } from '../constants/networks.ts';
import * as en from '../i18n/en/index.ts';
import { memberId } from './ids.ts';
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
export type ConnectionStateName = ConnectionState['state'];

/** The members of a listed page, named at once: `?ids=a,b,c`, each a member id, at most CONNECTION_STATES_MAX. */
export const connectionStatesQuerySchema = z.object({
  ids: z
    .string()
    .max(CONNECTION_STATES_MAX * 65, en.networks.tooManyIds)
    .transform((list) => [...new Set(list.split(','))])
    .pipe(z.array(memberId).min(1, en.validation.invalidId).max(CONNECTION_STATES_MAX, en.networks.tooManyIds)),
});
/** Where the viewer stands with each member named, keyed by member id. */
export const connectionStatesSchema = z
  .object({ states: z.record(z.string(), z.enum(CONNECTION_STATES)) })
  .meta({ id: 'ConnectionStates' });
export type ConnectionStates = z.infer<typeof connectionStatesSchema>;

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

/** `?mine=true`: only the communities the viewer belongs to (the article form's choice). */
export const communitiesQuerySchema = z.object({
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** The community an article is tagged with, by its address, or none. */
export const articleCommunitySchema = z.object({ slug: z.string().nullable() }).meta({ id: 'ArticleCommunity' });
export type ArticleCommunity = z.infer<typeof articleCommunitySchema>;

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
