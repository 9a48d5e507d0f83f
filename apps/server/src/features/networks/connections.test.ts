import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONNECTION_REQUEST_LIMIT } from '@prosper/shared/constants/limits';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);

type Who = { id: string; cookie: string };
const signedIn = (firstName: string, lastName = 'Test') => signedInMember(t, { firstName, lastName });
const ask = (from: Who, to: { id: string }, note?: string) =>
  call('PUT', `/api/networks/requests/${to.id}`, from.cookie, note ? { note } : {});
const answer = (who: Who, asker: { id: string }, verb: 'accept' | 'decline') =>
  call('POST', `/api/networks/requests/${asker.id}/${verb}`, who.cookie);
const stateOf = async (who: Who, other: { id: string }) =>
  (await call('GET', `/api/networks/connections/${other.id}`, who.cookie)).json().state;
const connectionsOf = async (who: Who, q = '') =>
  (await call('GET', `/api/networks/connections${q ? `?q=${encodeURIComponent(q)}` : ''}`, who.cookie)).json();
const requestsOf = async (who: Who, box: 'received' | 'sent') =>
  (await call('GET', `/api/networks/requests?box=${box}`, who.cookie)).json().items;
const badge = async (who: Who) => (await call('GET', '/api/notifications/counts', who.cookie)).json().unreadSyncRequests;
const notificationsOf = async (who: Who) =>
  rowsOf<{ type: string; title: string; message: string; read: boolean }>(
    await t.database.db.execute(sql`select type, title, message, read from notifications where user_id = ${who.id} order by created_at`),
  );

describe('connection requests', () => {
  it('asks with a note, tells the other member in the words of SPEC §9, and the badge counts it until Requests is opened', async () => {
    const chidi = await signedIn('Chidi', 'Eze');
    const amara = await signedIn('Amara', 'Okafor');
    const res = await ask(chidi, amara, '  We met at the Lagos meetup.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'sent' });
    expect(await stateOf(amara, chidi)).toBe('received');
    expect(await notificationsOf(amara)).toEqual([
      { type: 'sync_request', title: 'Connection Request', message: 'Chidi Eze wants to connect with you', read: false },
    ]);
    expect(await badge(amara)).toBe(1);
    expect(await requestsOf(amara, 'received')).toMatchObject([
      { member: { id: chidi.id, firstName: 'Chidi' }, note: 'We met at the Lagos meetup.' },
    ]);
    expect(await requestsOf(chidi, 'sent')).toMatchObject([{ member: { id: amara.id } }]);
    expect(await requestsOf(chidi, 'received')).toEqual([]);

    expect((await call('POST', '/api/networks/requests/read', amara.cookie)).statusCode).toBe(204);
    expect(await badge(amara)).toBe(0);
    // The request itself waits on.
    expect(await requestsOf(amara, 'received')).toHaveLength(1);
  });

  it('accepting connects both and tells the asker; the connection is in both lists and either may remove it', async () => {
    const chidi = await signedIn('Chidi', 'Eze');
    const amara = await signedIn('Amara', 'Okafor');
    await ask(chidi, amara);
    const res = await answer(amara, chidi, 'accept');
    expect(res.json()).toEqual({ state: 'connected' });
    expect(await stateOf(chidi, amara)).toBe('connected');
    expect(await notificationsOf(chidi)).toEqual([
      {
        type: 'sync_request_accepted',
        title: 'Connection Accepted',
        message: 'Amara Okafor accepted your connection request',
        read: false,
      },
    ]);
    // Answered, the request no longer counts in her badge, and no longer waits.
    expect(await badge(amara)).toBe(0);
    expect(await requestsOf(amara, 'received')).toEqual([]);
    expect((await connectionsOf(chidi)).items).toMatchObject([{ id: amara.id, firstName: 'Amara' }]);
    expect((await connectionsOf(amara)).items).toMatchObject([{ id: chidi.id }]);
    expect((await ask(chidi, amara)).json().error).toMatchObject({ code: 'already_connected' });
    expect((await ask(amara, chidi)).statusCode).toBe(409);

    expect((await call('DELETE', `/api/networks/connections/${chidi.id}`, amara.cookie)).statusCode).toBe(204);
    expect((await connectionsOf(chidi)).items).toEqual([]);
    expect((await connectionsOf(amara)).items).toEqual([]);
    expect(await stateOf(chidi, amara)).toBe('none');
    // Removed, they may ask again at once: nobody declined.
    expect((await ask(chidi, amara)).statusCode).toBe(200);
  });

  it('declining tells the asker, who may ask again only after 30 days', async () => {
    const chidi = await signedIn('Chidi', 'Eze');
    const amara = await signedIn('Amara', 'Okafor');
    await ask(chidi, amara);
    expect((await answer(amara, chidi, 'decline')).json()).toEqual({ state: 'none' });
    expect(await notificationsOf(chidi)).toEqual([
      {
        type: 'sync_request_rejected',
        title: 'Connection Rejected',
        message: 'Amara Okafor rejected your connection request',
        read: false,
      },
    ]);
    const again = await ask(chidi, amara);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ask_again_later',
      message: 'This member declined your request. You can ask again after 30 days.',
    });
    // She may still ask him.
    await t.database.db.execute(
      sql`update connection_requests set responded_at = now() - interval '29 days' where requester_id = ${chidi.id}`,
    );
    expect((await ask(chidi, amara)).statusCode).toBe(409);
    await t.database.db.execute(
      sql`update connection_requests set responded_at = now() - interval '31 days' where requester_id = ${chidi.id}`,
    );
    expect((await ask(chidi, amara)).statusCode).toBe(200);
    expect(await stateOf(amara, chidi)).toBe('received');
  });

  it('keeps one pending request per pair, whichever way, and a withdrawn one takes its notification with it', async () => {
    const chidi = await signedIn('Chidi', 'Eze');
    const amara = await signedIn('Amara', 'Okafor');
    expect((await ask(chidi, amara)).statusCode).toBe(200);
    expect((await ask(chidi, amara)).json().error).toMatchObject({ code: 'already_pending' });
    expect((await ask(amara, chidi)).statusCode).toBe(409);
    // Two at once: the unique index lets one through.
    const [x, y] = await Promise.all([ask(amara, chidi), ask(amara, chidi)]);
    expect([x.statusCode, y.statusCode]).toEqual([409, 409]);
    expect(
      rowsOf(
        await t.database.db.execute(
          sql`select 1 from connection_requests where status = 'pending' and ${chidi.id} in (requester_id, recipient_id)`,
        ),
      ),
    ).toHaveLength(1);

    expect((await call('DELETE', `/api/networks/requests/${amara.id}`, chidi.cookie)).statusCode).toBe(204);
    expect(await stateOf(amara, chidi)).toBe('none');
    expect(await badge(amara)).toBe(0);
    expect(await notificationsOf(amara)).toEqual([]);
    // Nothing left to accept.
    expect((await answer(amara, chidi, 'accept')).statusCode).toBe(404);
    // Withdrawn is not declined: either may ask again.
    expect((await ask(amara, chidi)).statusCode).toBe(200);
  });

  it('refuses oneself, a missing member, a note over 300 characters and NUL bytes, and blocks either way', async () => {
    const chidi = await signedIn('Chidi', 'Eze');
    const amara = await signedIn('Amara', 'Okafor');
    expect((await ask(chidi, chidi)).json().error).toMatchObject({ code: 'cannot_connect_self' });
    expect((await ask(chidi, { id: 'nobody1234' })).statusCode).toBe(404);
    const long = await ask(chidi, amara, 'x'.repeat(301));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.note).toBe('A note can be up to 300 characters.');
    expect((await ask(chidi, amara, 'hi\u0000')).statusCode).toBe(400);
    expect((await call('GET', '/api/networks/connections?cursor=bm90LWEtY3Vyc29y', chidi.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/networks/requests?box=spam', chidi.cookie)).statusCode).toBe(400);

    await call('PUT', `/api/members/${chidi.id}/block`, amara.cookie);
    for (const [from, to] of [
      [chidi, amara],
      [amara, chidi],
    ] as const) {
      const res = await ask(from, to);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You cannot connect with this member.');
    }
    await call('DELETE', `/api/members/${chidi.id}/block`, amara.cookie);
    expect((await ask(chidi, amara, 'x'.repeat(300))).statusCode).toBe(200);
    expect(await requestsOf(amara, 'received')).toHaveLength(1);
  });

  it('limits the requests a member sends in a day', async () => {
    const busy = await signedIn('Busy');
    await t.database.db.execute(
      sql`insert into rate_limits (key, count, window_start) values (${`connections:${busy.id}`}, ${CONNECTION_REQUEST_LIMIT.max}, now())`,
    );
    const res = await ask(busy, await signedIn('Other'));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('You can send up to 50 connection requests a day. Please try again later.');
  });

  it('lists connections by name and in keyset pages, newest first', async () => {
    const hub = await signedIn('Hub');
    const others: Who[] = [];
    for (let i = 0; i < 22; i++) {
      const other = await signedIn(i === 3 ? 'Zainab' : `Member${i}`);
      await ask(other, hub);
      await answer(hub, other, 'accept');
      others.push(other);
    }
    const first = await connectionsOf(hub);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].id).toBe(others[21]!.id);
    const second = (await call('GET', `/api/networks/connections?cursor=${first.nextCursor}`, hub.cookie)).json();
    expect(second.items.map((m: { id: string }) => m.id)).toEqual([others[1]!.id, others[0]!.id]);
    expect(second.nextCursor).toBeNull();
    expect((await connectionsOf(hub, 'zaiN')).items.map((m: { id: string }) => m.id)).toEqual([others[3]!.id]);
    expect((await connectionsOf(hub, '%')).items).toEqual([]);
  });
});

describe('connection states of a listed page', () => {
  const statesOf = async (who: Who, ids: string) => call('GET', `/api/networks/states?ids=${ids}`, who.cookie);

  it('answers where the viewer stands with every member named, in one map', async () => {
    const chidi = await signedIn('Chidi', 'Eze');
    const amara = await signedIn('Amara', 'Okafor');
    const bola = await signedIn('Bola');
    const dayo = await signedIn('Dayo');
    const emeka = await signedIn('Emeka');
    await ask(chidi, amara);
    await ask(bola, chidi);
    await ask(dayo, chidi);
    await answer(chidi, dayo, 'accept');
    const res = await statesOf(chidi, [amara.id, bola.id, dayo.id, emeka.id, chidi.id, amara.id, 'nobody'].join(','));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      states: { [amara.id]: 'sent', [bola.id]: 'received', [dayo.id]: 'connected', [emeka.id]: 'none', [chidi.id]: 'self', nobody: 'none' },
    });
    // Each viewer sees their own side.
    expect((await statesOf(amara, chidi.id)).json()).toEqual({ states: { [chidi.id]: 'received' } });
  });

  it('refuses no ids, malformed ids and more than 50, with the one error shape', async () => {
    const chidi = await signedIn('Chidi', 'Eze');
    for (const ids of ['', 'a,,b', 'bad%20id', 'x%00y', Array.from({ length: 51 }, (_, i) => `m${i}`).join(','), 'a'.repeat(5000)]) {
      const res = await statesOf(chidi, ids);
      expect(res.statusCode, ids.slice(0, 20)).toBe(400);
      expect(res.json().error.code).toBeTypeOf('string');
    }
    expect((await call('GET', '/api/networks/states', chidi.cookie)).statusCode).toBe(400);
    expect((await call('GET', `/api/networks/states?ids=${chidi.id}`, '')).statusCode).toBe(401);
    // Fifty is a page with room.
    expect((await statesOf(chidi, Array.from({ length: 50 }, (_, i) => `m${i}`).join(','))).statusCode).toBe(200);
  });
});
