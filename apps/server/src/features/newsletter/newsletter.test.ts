import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SUBSCRIBE_PER_EMAIL } from '@prosper/shared/constants/limits';
import { en } from '@prosper/shared/i18n/en';
import { rowsOf } from '../../db/client.ts';
import { createMember } from '../../seed/factories.ts';
import { apiCaller, ORIGIN, readMails, signedInMember, waitForMail } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { CSV_PAGE_SIZE } from './csv.ts';
import { confirmToken, unsubscribeToken } from './tokens.ts';

const t = useTestApp();
const call = apiCaller(t);
const db = () => t.database.db;
const tx = en.newsletter;

let ip = 0;
/** A visitor's subscribe from an address of their own, as the landing page's form sends it. */
const subscribe = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload,
    headers: { origin: ORIGIN },
    remoteAddress: `10.88.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
let n = 0;
const address = (name = 'reader') => `${name}-${++n}-${Date.now()}@example.com`;

const row = async (email: string) =>
  rowsOf<{ id: string; email: string; is_active: boolean; unsubscribed_at: string | null; source: string; first_name: string | null }>(
    await db().execute(
      sql`select id, email, is_active, unsubscribed_at, source, first_name from newsletter_subscribers where email = ${email}`,
    ),
  )[0];

/** Runs the queue and follows the confirmation mail's link as the web page does: its s, e and t, posted back. */
async function confirmByMail(email: string) {
  await t.app.jobs.runDue();
  const mail = await waitForMail(t.mailDir, email, { subject: new RegExp(tx.confirmMailSubject) });
  const link = new URL(mail.links.find((l) => l.includes('/newsletter/confirm'))!);
  expect(link.origin).toBe(t.config.publicUrl);
  const params = Object.fromEntries(link.searchParams);
  return call('POST', '/api/newsletter/confirm', undefined, params);
}

async function activeSubscriber(o: { email?: string; firstName?: string; lastName?: string } = {}) {
  const email = o.email ?? address();
  const [r] = rowsOf<{ id: string }>(
    await db().execute(sql`
      insert into newsletter_subscribers (email, first_name, last_name, is_active, confirmed_at)
      values (${email}, ${o.firstName ?? null}, ${o.lastName ?? null}, true, now()) returning id`),
  );
  return { id: r!.id, email };
}

describe('subscribing (SPEC §4, §8; double opt-in, decision 032)', () => {
  it('trims and lowercases the address, waits for the confirmation, then is active; a second subscribe says already subscribed', async () => {
    const email = address('Amina');
    const first = await subscribe({ email: `  ${email.toUpperCase()} `, firstName: ' Amina ', lastName: '' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'subscribed' });
    const stored = await row(email.toLowerCase());
    expect(stored).toMatchObject({
      email: email.toLowerCase(),
      is_active: false,
      unsubscribed_at: null,
      source: 'landing_page',
      first_name: 'Amina',
    });

    // Unconfirmed: the same answer as an active one, and the confirmation is mailed again.
    expect((await subscribe({ email: email.toLowerCase() })).json()).toEqual({ status: 'already' });
    expect((await confirmByMail(email.toLowerCase())).statusCode).toBe(204);
    expect(await row(email.toLowerCase())).toMatchObject({ is_active: true });
    expect((await subscribe({ email: email.toLowerCase(), source: 'footer' })).json()).toEqual({ status: 'already' });
    expect((await row(email.toLowerCase()))?.source).toBe('landing_page');
  });

  it('names the footer as the source when it says so; refuses a malformed address and an unknown source', async () => {
    const email = address('footer');
    expect((await subscribe({ email, source: 'footer' })).json()).toEqual({ status: 'subscribed' });
    expect((await row(email))?.source).toBe('footer');
    const bad = await subscribe({ email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBe(en.validation.invalidEmailHint);
    expect((await subscribe({ email: address(), source: 'elsewhere' })).statusCode).toBe(400);
    expect((await subscribe({ email: `${address()}\u0000` })).statusCode).toBe(400);
    expect((await subscribe({ email: `${'a'.repeat(300)}@example.com` })).statusCode).toBe(400);
  });

  it('resubscribes an unsubscribed address: unsubscribed_at cleared, active again once confirmed', async () => {
    const { id, email } = await activeSubscriber();
    expect(
      (await call('POST', '/api/newsletter/unsubscribe', undefined, { s: id, t: unsubscribeToken(t.config.authSecret, id) })).statusCode,
    ).toBe(204);
    const gone = await row(email);
    expect(gone?.is_active).toBe(false);
    expect(gone?.unsubscribed_at).not.toBeNull();

    expect((await subscribe({ email })).json()).toEqual({ status: 'resubscribed' });
    expect(await row(email)).toMatchObject({ unsubscribed_at: null, is_active: false });
    expect((await confirmByMail(email)).statusCode).toBe(204);
    expect(await row(email)).toMatchObject({ unsubscribed_at: null, is_active: true });
  });

  it('limits subscribes per address', async () => {
    const email = address('eager');
    for (let i = 0; i < NEWSLETTER_SUBSCRIBE_PER_EMAIL.max; i++) expect((await subscribe({ email })).statusCode).toBe(200);
    const refused = await subscribe({ email: email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many attempts for this address\. Please try again in \d+ seconds\.$/);
  });

  it('refuses a confirmation link that was not made for the address, or has expired', async () => {
    const email = address('pending');
    await subscribe({ email });
    const { id } = (await row(email))!;
    const e = Math.floor(Date.now() / 1000) + 3600;
    const secret = t.config.authSecret;
    const forged = [
      { s: id, e, t: confirmToken('another-secret-entirely-0123456789', id, email, e) },
      { s: id, e, t: confirmToken(secret, id, 'someone@else.example.com', e) },
      { s: id, e: e + 1, t: confirmToken(secret, id, email, e) },
      { s: id, e, t: unsubscribeToken(secret, id) },
      { s: id, e: e - 7200, t: confirmToken(secret, id, email, e - 7200) },
    ];
    for (const params of forged) {
      const res = await call('POST', '/api/newsletter/confirm', undefined, params);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(tx.confirmFailed);
    }
    expect((await row(email))?.is_active).toBe(false);
    expect((await call('POST', '/api/newsletter/confirm', undefined, { s: 'nope', e, t: 'x' })).statusCode).toBe(400);
  });
});

describe('unsubscribing', () => {
  it('refuses links it did not sign: another subscriber’s token, another secret, a confirmation signature', async () => {
    const a = await activeSubscriber();
    const b = await activeSubscriber();
    const secret = t.config.authSecret;
    for (const params of [
      { s: a.id, t: unsubscribeToken(secret, b.id) },
      { s: a.id, t: unsubscribeToken('another-secret-entirely-0123456789', a.id) },
      { s: a.id, t: confirmToken(secret, a.id, a.email, 2_000_000_000) },
      { s: a.id, t: '' },
    ]) {
      const res = await call('POST', '/api/newsletter/unsubscribe', undefined, params);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(tx.badLink);
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/one-click?s=${params.s}&t=${encodeURIComponent(params.t)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(400);
    }
    expect((await row(a.email))?.is_active).toBe(true);
  });

  it('takes the RFC 8058 one-click POST a mail provider sends, from no origin, as a form', async () => {
    const { id, email } = await activeSubscriber();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/one-click?s=${id}&t=${unsubscribeToken(t.config.authSecret, id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(204);
    const stored = await row(email);
    expect(stored?.is_active).toBe(false);
    expect(Date.now() - new Date(stored!.unsubscribed_at!).getTime()).toBeLessThan(60_000);
  });

  it('lets a member turn the newsletter on and off in Settings, for their confirmed account address', async () => {
    const m = await signedInMember(t, { firstName: 'Tendai', lastName: 'Moyo' });
    expect((await call('GET', '/api/newsletter/me', m.cookie)).json()).toEqual({ subscribed: false });
    expect((await call('PUT', '/api/newsletter/me', m.cookie, { subscribed: true })).json()).toEqual({ subscribed: true });
    expect(await row(m.email.toLowerCase())).toMatchObject({ is_active: true, source: 'settings', first_name: 'Tendai' });
    expect((await call('GET', '/api/newsletter/me', m.cookie)).json()).toEqual({ subscribed: true });
    expect((await call('PUT', '/api/newsletter/me', m.cookie, { subscribed: false })).json()).toEqual({ subscribed: false });
    const off = await row(m.email.toLowerCase());
    expect(off?.is_active).toBe(false);
    expect(off?.unsubscribed_at).not.toBeNull();
    expect((await call('GET', '/api/newsletter/me')).statusCode).toBe(401);
  });
});

describe('Newsletter Management (admins only)', () => {
  const adminRoutes = [
    ['GET', '/api/newsletter/subscribers'],
    ['GET', '/api/newsletter/stats'],
    ['GET', '/api/newsletter/export'],
    ['POST', '/api/newsletter/preview', { subject: 'Hi', body: 'Hello' }],
    ['POST', '/api/newsletter/test', { subject: 'Hi', body: 'Hello' }],
    ['POST', '/api/newsletter/issues', { subject: 'Hi', body: 'Hello' }],
  ] as const;

  it('refuses visitors (401) and members who are not admins (403) on every admin route, and sends nothing', async () => {
    await activeSubscriber();
    const mentee = await signedInMember(t);
    const mentor = await signedInMember(t, { role: 'mentor' });
    const issuesBefore = rowsOf(await db().execute(sql`select id from newsletter_issues`)).length;
    for (const [method, url, payload] of adminRoutes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [mentee, mentor]) {
        const res = await call(method, url, who.cookie, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.message).toBe("You don't have permission to access this page.");
      }
    }
    expect(rowsOf(await db().execute(sql`select id from newsletter_issues`)).length).toBe(issuesBefore);
  });

  it('lists subscribers newest first a page at a time, searches by address or name, and counts them', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const tag = `zq${Date.now()}`;
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await activeSubscriber({ email: `${tag}-${i}@example.com`, firstName: `Name${i}` }));
    // One second apart, the last made newest: inserts in a row can share a clock tick, and the order's tie-break (the id) is random.
    await db().execute(sql`
      update newsletter_subscribers set subscribed_at = now() - make_interval(secs => 100 - split_part(split_part(email, '-', 2), '@', 1)::int)
      where email like ${`${tag}-%`}`);
    await db().execute(
      sql`update newsletter_subscribers set is_active = false, unsubscribed_at = now() where email = ${`${tag}-0@example.com`}`,
    );
    const first = (await call('GET', `/api/newsletter/subscribers?q=${tag.toUpperCase()}`, admin.cookie)).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ email: `${tag}-22@example.com`, firstName: 'Name22', status: 'active', source: 'landing_page' });
    const second = (await call('GET', `/api/newsletter/subscribers?q=${tag}&cursor=${first.nextCursor}`, admin.cookie)).json();
    expect(second.items.map((s: { email: string }) => s.email)).toEqual([2, 1, 0].map((i) => `${tag}-${i}@example.com`));
    expect(second.items[2].status).toBe('unsubscribed');
    expect(second.nextCursor).toBeNull();
    // By a name too; a broken cursor is a 400, not a 500.
    expect((await call('GET', '/api/newsletter/subscribers?q=name22', admin.cookie)).json().items.length).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/newsletter/subscribers?cursor=bm9wZQ', admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/newsletter/subscribers?q=%25', admin.cookie)).json().items).toEqual([]);

    const [counts] = rowsOf<{ total: number; active: number }>(
      await db().execute(
        sql`select count(*)::int as total, (count(*) filter (where is_active))::int as active from newsletter_subscribers`,
      ),
    );
    expect((await call('GET', '/api/newsletter/stats', admin.cookie)).json()).toEqual(counts);
  });

  it('exports the active subscribers as newsletter-subscribers.csv (SPEC §9): every value quoted, formulas neutralised', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    await activeSubscriber({ email: `csv-${Date.now()}@example.com`, firstName: '=HYPERLINK("http://evil")', lastName: 'O"Neil, Jr' });
    await activeSubscriber({ email: `@csv-${Date.now()}@example.com`, firstName: '+1', lastName: '-2' });
    const pending = address('not-exported');
    await subscribe({ email: pending });
    const res = await call('GET', '/api/newsletter/export', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('"Email","First Name","Last Name","Subscribed At","Source"');
    expect(lines.at(-1)).toBe('');
    const evil = lines.find((l) => l.startsWith('"csv-'))!;
    expect(evil).toMatch(
      /^"csv-\d+@example\.com","'=HYPERLINK\(""http:\/\/evil""\)","O""Neil, Jr","\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ","landing_page"$/,
    );
    expect(lines.find((l) => l.startsWith(`"'@csv-`))).toMatch(/^"'@csv-\d+@example\.com","'\+1","'-2",/);
    expect(res.body).not.toContain(pending);
    const [{ active }] = rowsOf<{ active: number }>(
      await db().execute(sql`select count(*)::int as active from newsletter_subscribers where is_active`),
    ) as [{ active: number }];
    expect(lines.length - 2).toBe(active);
  });

  it('streams an export longer than one page, each active subscriber once, newest first', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    await db().execute(sql`
      insert into newsletter_subscribers (email, is_active, subscribed_at)
      select 'bulk-' || i || '@example.com', true, now() - make_interval(secs => i) from generate_series(1, ${CSV_PAGE_SIZE + 10}) i`);
    const lines = (await call('GET', '/api/newsletter/export', admin.cookie)).body.trim().split('\r\n').slice(1);
    const emails = lines.map((l) => l.slice(1, l.indexOf('"', 1)));
    expect(new Set(emails).size).toBe(emails.length);
    const bulk = emails.filter((e) => e.startsWith('bulk-'));
    expect(bulk).toHaveLength(CSV_PAGE_SIZE + 10);
    expect(bulk.slice(0, 3)).toEqual(['bulk-1@example.com', 'bulk-2@example.com', 'bulk-3@example.com']);
    await db().execute(sql`delete from newsletter_subscribers where email like 'bulk-%'`);
  });

  it('previews an issue as sanitized HTML, and mails a test copy to the admin alone', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const body = '# This month\n\nHello **all**. <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>';
    const preview = await call('POST', '/api/newsletter/preview', admin.cookie, { subject: 'News', body });
    expect(preview.statusCode).toBe(200);
    const html: string = preview.json().html;
    expect(html).toContain('<h1>This month</h1>');
    expect(html).toContain('<strong>all</strong>');
    expect(html).not.toMatch(/<script|javascript:|onerror/i);

    const before = (await readMails(t.mailDir)).length;
    const test = await call('POST', '/api/newsletter/test', admin.cookie, { subject: 'News', body });
    expect(test.json()).toEqual({ email: admin.email });
    const mail = await waitForMail(t.mailDir, admin.email, { subject: /^\[Test\] News$/ });
    expect(mail.text).toContain('# This month');
    expect((await readMails(t.mailDir)).length).toBe(before + 1);
    expect((await call('POST', '/api/newsletter/preview', admin.cookie, { subject: '', body: '' })).statusCode).toBe(400);
  });

  it('sends an issue to the active subscribers through the queue, recorded in the audit log', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    const reader = await activeSubscriber();
    const [{ active }] = rowsOf<{ active: number }>(
      await db().execute(sql`select count(*)::int as active from newsletter_subscribers where is_active`),
    ) as [{ active: number }];
    const res = await call('POST', '/api/newsletter/issues', admin.cookie, { subject: 'November news', body: 'Hello from **Prosper**.' });
    expect(res.statusCode, res.body).toBe(200);
    const { issueId, recipients } = res.json();
    expect(recipients).toBe(active);
    const [logged] = rowsOf(await db().execute(sql`select action, target_type, target_id from admin_actions where admin_id = ${admin.id}`));
    expect(logged).toEqual({ action: 'send_newsletter', target_type: 'newsletter', target_id: issueId });

    await t.app.jobs.runDue();
    const mail = await waitForMail(t.mailDir, reader.email, { subject: /^November news$/ });
    const unsubscribe = mail.links.find((l) => l.includes('/newsletter/unsubscribe'))!;
    const params = Object.fromEntries(new URL(unsubscribe).searchParams);
    expect(params).toEqual({ s: reader.id, t: unsubscribeToken(t.config.authSecret, reader.id) });
    const states = rowsOf<{ state: string; n: number }>(
      await db().execute(sql`select state, count(*)::int as n from newsletter_deliveries where issue_id = ${issueId} group by state`),
    );
    expect(states).toEqual([{ state: 'sent', n: active }]);
  });

  it('refuses to send when nobody is active', async () => {
    const admin = await signedInMember(t, { role: 'admin' });
    await db().execute(sql`update newsletter_subscribers set is_active = false where is_active`);
    const res = await call('POST', '/api/newsletter/issues', admin.cookie, { subject: 'Nobody', body: 'Hello?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(tx.noRecipients);
  });
});

describe('a member’s data', () => {
  it('includes their subscription in their data export, by their address', async () => {
    const m = await signedInMember(t);
    await call('PUT', '/api/newsletter/me', m.cookie, { subscribed: true });
    const file = (await call('GET', '/api/export', m.cookie)).json();
    expect(file.newsletter_subscription).toMatchObject({ email: m.email.toLowerCase(), is_active: true, source: 'settings' });
    const other = await createMember(db(), {});
    expect(JSON.stringify(file)).not.toContain(other.email);
  });
});
