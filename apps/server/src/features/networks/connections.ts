import { sql } from 'drizzle-orm';
import { CONNECTION_REQUEST_LIMIT } from '@prosper/shared/constants/limits';
import { ASK_AGAIN_AFTER_DAYS } from '@prosper/shared/constants/networks';
import { en, fill } from '@prosper/shared/i18n/en';
import { notificationText } from '@prosper/shared/rules/notification-templates';
import type { ConnectionState, ConnectionStateName } from '@prosper/shared/schemas/network';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { notSuspended } from '../../lib/suspension-state.ts';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';
import { blockedEitherWay } from '../messages/rows.ts';
import { createNotification } from '../notifications/service.ts';
import { dropRequestNotifications, readRequestNotifications } from './request-notifications.ts';

type Pair = { viewerId: string; memberId: string };

const nameOf = async (tx: Tx | Db, id: string) =>
  rowsOf<{ name: string }>(await tx.execute(sql`select first_name || ' ' || last_name as name from profiles where id = ${id}`))[0]!.name;

const notify = async (tx: Tx, type: 'sync_request' | 'sync_request_accepted' | 'sync_request_rejected', to: string, from: string) =>
  createNotification(tx, { recipientId: to, actorId: from, type, ...notificationText(type, { name: await nameOf(tx, from) }) });

/**
 * Where the viewer stands with each member named: connected, a request either way, or nothing yet
 * (a member who is not there is nothing yet). One query for a whole listed page.
 */
export async function connectionStates(db: Db | Tx, { viewerId, ids }: { viewerId: string; ids: string[] }) {
  // The pending request of a pair, either way, is one probe of its unique pair index.
  const rows = rowsOf<{ id: string; connected: boolean; asker: string | null }>(
    await db.execute(sql`
    select m.id,
      exists (select 1 from connections where member_id = ${viewerId} and other_id = m.id) as connected,
      (select r.requester_id from connection_requests r
        where least(r.requester_id, r.recipient_id) = least(${viewerId}::text, m.id)
          and greatest(r.requester_id, r.recipient_id) = greatest(${viewerId}::text, m.id) and r.status = 'pending') as asker
    from unnest(${sql.param(ids)}::text[]) as m(id)`),
  );
  const states: Record<string, ConnectionStateName> = {};
  for (const r of rows) {
    states[r.id] =
      r.id === viewerId ? 'self' : r.connected ? 'connected' : r.asker === viewerId ? 'sent' : r.asker === r.id ? 'received' : 'none';
  }
  return states;
}

/** Where the viewer stands with one member. */
export async function connectionState(db: Db | Tx, { viewerId, memberId }: Pair): Promise<ConnectionState> {
  const states = await connectionStates(db, { viewerId, ids: [memberId] });
  return { state: states[memberId]! };
}

/**
 * Asks a member to connect, with an optional note, and tells them. Refused: oneself, a member who
 * is not there (closed, suspended), a block either way, an existing connection, a pending request
 * either way (the unique index settles a race), and within 30 days of a decline by that member.
 */
export async function askToConnect(db: Db, { viewerId, memberId, note }: Pair & { note?: string }) {
  if (viewerId === memberId) throw new AppError(400, 'cannot_connect_self', en.networks.cannotConnectSelf);
  await consumeRateLimit(db, `connections:${viewerId}`, CONNECTION_REQUEST_LIMIT, en.networks.tooManyRequests);
  const [found] = rowsOf<{ blocked: boolean; connected: boolean; declined: boolean }>(
    await db.execute(sql`
    select ${blockedEitherWay(sql`${viewerId}`, sql`${memberId}`)} as blocked,
      exists (select 1 from connections where member_id = ${viewerId} and other_id = ${memberId}) as connected,
      exists (select 1 from connection_requests where requester_id = ${viewerId} and recipient_id = ${memberId}
        and status = 'declined' and responded_at > now() - make_interval(days => ${ASK_AGAIN_AFTER_DAYS})) as declined
    from profiles p where p.id = ${memberId} and p.closed_at is null and ${notSuspended('p')}`),
  );
  if (!found) throw new AppError(404, 'not_found', en.errors.memberNotFound);
  if (found.blocked) throw new AppError(403, 'blocked', en.networks.blocked);
  if (found.connected) throw new AppError(409, 'already_connected', en.networks.alreadyConnected);
  if (found.declined) throw new AppError(409, 'ask_again_later', fill(en.networks.askAgainLater, { days: ASK_AGAIN_AFTER_DAYS }));
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into connection_requests (requester_id, recipient_id, note) values (${viewerId}, ${memberId}, ${note || null})`);
      await notify(tx, 'sync_request', memberId, viewerId);
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw new AppError(409, 'already_pending', en.networks.alreadyPending);
    throw error;
  }
}

/** Withdraws the viewer's pending request to a member; nothing to withdraw is not an error. */
export async function withdrawRequest(db: Db, { viewerId, memberId }: Pair) {
  await db.transaction(async (tx) => {
    const gone = rowsOf(
      await tx.execute(sql`
      delete from connection_requests where requester_id = ${viewerId} and recipient_id = ${memberId} and status = 'pending' returning id`),
    );
    // The request's notification would otherwise keep the member's badge up for a request that is no more.
    if (gone.length > 0) {
      await dropRequestNotifications(tx, { userId: memberId, actorId: viewerId });
    }
  });
}

/** Accepts or declines a member's pending request to the viewer, and tells the asker. */
export async function answerRequest(db: Db, { viewerId, memberId, accept }: Pair & { accept: boolean }) {
  await db.transaction(async (tx) => {
    const [request] = rowsOf<{ id: string }>(
      await tx.execute(sql`
      select id from connection_requests where requester_id = ${memberId} and recipient_id = ${viewerId} and status = 'pending' for update`),
    );
    if (!request) throw new AppError(404, 'no_request', en.networks.noRequest);
    if (accept) {
      await tx.execute(sql`delete from connection_requests where id = ${request.id}`);
      await tx.execute(sql`
        insert into connections (member_id, other_id) values (${viewerId}, ${memberId}), (${memberId}, ${viewerId}) on conflict do nothing`);
    } else {
      // Earlier declines of this pair are history the 30-day rule no longer needs.
      await tx.execute(sql`
        delete from connection_requests where requester_id = ${memberId} and recipient_id = ${viewerId} and status = 'declined'`);
      await tx.execute(sql`update connection_requests set status = 'declined', responded_at = now() where id = ${request.id}`);
    }
    // Answered, the request no longer counts in the viewer's badge.
    await readRequestNotifications(tx, { userId: viewerId, actorId: memberId });
    await notify(tx, accept ? 'sync_request_accepted' : 'sync_request_rejected', memberId, viewerId);
  });
}

/** Ends a connection, for both members; no connection is not an error. */
export async function removeConnection(db: Db, { viewerId, memberId }: Pair) {
  await db.execute(sql`
    delete from connections where (member_id = ${viewerId} and other_id = ${memberId}) or (member_id = ${memberId} and other_id = ${viewerId})`);
}

/** Opening the Requests tab: the viewer's unread requests are seen, and the badge goes down. */
export async function markRequestsRead(db: Db, { viewerId }: { viewerId: string }) {
  await db.transaction((tx) => readRequestNotifications(tx, { userId: viewerId }));
}
