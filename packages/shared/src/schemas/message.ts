import { z } from 'zod';
import { en } from '../i18n/en.ts';
import { memberId, rowId } from './ids.ts';
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
});

export const startThreadSchema = z.object({ recipientId: z.string().min(1, en.messages.missingFields).pipe(memberId) });

export const reportSchema = z.object({
  memberId,
  messageId: rowId.nullish(),
  reason: memberText().trim().min(1, en.messages.reasonRequired).max(1000, en.validation.tooLong),
});

export const messageSettingsSchema = z.object({
  whoCanMessage: z.enum(WHO_CAN_MESSAGE),
  readReceiptsEnabled: z.boolean(),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export type MessageMember = { id: string; firstName: string; lastName: string; avatarUrl: string | null };

export type Message = {
  id: string;
  threadId: string;
  senderId: string;
  recipientId: string;
  content: string;
  createdAt: string;
  /**
   * When the recipient read it. The sender sees it only while both members keep read receipts on
   * (as private read receipts work in modern messengers); the recipient always knows what they read.
   */
  readAt: string | null;
};

export type MessageThread = {
  id: string;
  other: MessageMember;
  lastMessage: { content: string; senderId: string; createdAt: string; readAt: string | null } | null;
  lastMessageAt: string;
  unreadCount: number;
};
