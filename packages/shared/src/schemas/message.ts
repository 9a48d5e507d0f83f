import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { memberId, rowId } from './ids.ts';
import { MESSAGE_MEDIA_MAX, mediaSchema } from './media.ts';
import { deletedMemberFlag } from './member.ts';
import { memberText } from './text.ts';

/** A message is at most this long; the composer counts down to it. */
export const MESSAGE_MAX = 2000;
/** Messages per page of a conversation, newest first (older ones load on scroll). */
export const MESSAGES_PAGE_SIZE = 30;
/** Against spam: at most this many messages per member per window. */
export const MESSAGE_LIMIT = { max: 20, windowSeconds: 60 } as const;
/** A thread list's last message is cut to this many characters. */
export const LAST_MESSAGE_PREVIEW = 120;

export const WHO_CAN_MESSAGE = ['everyone', 'following', 'nobody'] as const;
export type WhoCanMessage = (typeof WHO_CAN_MESSAGE)[number];

/** SPEC §5: recipient, non-blank content and a thread id are all required. */
export const sendMessageSchema = z.object({
  content: memberText().trim().min(1, en.messages.missingFields).max(MESSAGE_MAX, en.messages.tooLong),
  /** Photos and videos uploaded private and ready (schemas/media.ts), attached to this message. */
  mediaIds: z.array(rowId).max(MESSAGE_MEDIA_MAX).default([]),
  /**
   * The sender's own id for this message, made when it was written (decision 044): sending it again
   * (a retry after a lost answer, a second tab, the outbox) answers the message already stored.
   */
  clientId: z.uuid(en.messages.badClientId).optional(),
});

export const startThreadSchema = z.object({
  recipientId: z.string().min(1, en.messages.missingFields).max(64, en.validation.invalidId).pipe(memberId),
});

export const messageSettingsSchema = z.object({
  whoCanMessage: z.enum(WHO_CAN_MESSAGE),
  readReceiptsEnabled: z.boolean(),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const messageMemberSchema = z.object({
  id: memberId,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  deleted: deletedMemberFlag,
});
export type MessageMember = z.infer<typeof messageMemberSchema>;

export const messageSchema = z
  .object({
    id: z.uuid(),
    threadId: z.uuid(),
    senderId: memberId,
    recipientId: memberId,
    content: z.string(),
    createdAt: z.iso.datetime(),
    /**
     * The sender sees it only while both members keep read receipts on (as private read receipts
     * work in modern messengers); the recipient always knows what they read.
     */
    readAt: z.iso.datetime().nullable().describe('When the recipient read it, where the viewer may know'),
    /** Its photos and videos; their URLs are signed and expire (only the two members are given them). */
    media: z.array(mediaSchema),
    clientId: z.uuid().nullable().describe('The id its sender gave it when writing it; shown to the sender only'),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const messageThreadSchema = z
  .object({
    id: z.uuid(),
    other: messageMemberSchema,
    lastMessage: z
      .object({ content: z.string(), senderId: memberId, createdAt: z.iso.datetime(), readAt: z.iso.datetime().nullable() })
      .nullable(),
    lastMessageAt: z.iso.datetime(),
    unreadCount: z.number().int(),
  })
  .meta({ id: 'MessageThread' });
export type MessageThread = z.infer<typeof messageThreadSchema>;

export const unreadMessagesSchema = z.object({ unread: z.number().int() });
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;
