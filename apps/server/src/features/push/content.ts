import { sql } from 'drizzle-orm';
import { en, fill } from '@prosper/shared/i18n/en';
import { alertLink, alertSubject } from '@prosper/shared/rules/notification-links';
import type { PushPayload } from '@prosper/shared/schemas/push';
import { type Db, rowsOf } from '../../db/client.ts';
import { notificationSettings } from '../notifications/settings.ts';
import type { PushNotice } from './notice.ts';

/** Past this a push's text is cut: a notification shows a few lines, and an encrypted push holds at most 4 KB. */
const BODY_MAX = 500;

const cut = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/**
 * What the service worker is sent for a notification: its title and text, the page a tap opens and
 * the tag that lets a newer alert replace an older one. A message's push names its writer and shows
 * the text only when the member switched "Show message text in notifications" on (decision 047): a
 * locked phone's screen is not private.
 */
export async function pushContent(db: Db, notice: PushNotice): Promise<PushPayload> {
  const linked = { type: notice.type, data: notice.data, postId: notice.postId };
  const base = { url: alertLink(linked), tag: alertSubject(linked), type: notice.type };
  if (notice.type !== 'new_message' || !notice.actorId) {
    // A session reminder carries its join link (decision 048); a tap opens the session's page.
    const join = notice.joinUrl ? `\n${fill(en.notifications.pushJoinLink, { url: notice.joinUrl })}` : '';
    return { ...base, title: notice.title, body: `${cut(notice.message)}${join}` };
  }

  const threadId = typeof notice.data?.thread_id === 'string' ? notice.data.thread_id : null;
  const [writer] = rowsOf<{ first_name: string; content: string | null }>(
    await db.execute(sql`
      select p.first_name, (
        select m.content from messages m
        where m.thread_id = ${threadId} and m.sender_id = ${notice.actorId} and m.recipient_id = ${notice.userId}
        order by m.created_at desc limit 1) as content
      from profiles p where p.id = ${notice.actorId}`),
  );
  const title = fill(en.notifications.pushNewMessage, { name: writer?.first_name ?? '' }).trim();
  const showText = (await notificationSettings(db, notice.userId)).pushMessageTextEnabled;
  return { ...base, title, body: showText && writer?.content ? cut(writer.content) : '' };
}
