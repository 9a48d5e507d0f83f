/**
 * For the scripts that prepare a journey's data before its server starts (decisions 057, 061). A
 * journey cannot let time pass, and no second process may open the server's PGlite, so each script
 * runs first, on the same data folder, as the server would: migrations, then the real booking,
 * confirmation and payment through the Paystack stand-in's page, verified as the return page does.
 * Only the session's time is then moved, by the script.
 */
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createMember, type MemberOverrides } from '../../src/seed/factories.ts';
import { ALL_WEEK, hoursAhead } from '../../src/test/schedule.ts';

export const JOURNEY_PASSWORD = 'harmattan-breeze-7';

type App = Awaited<ReturnType<typeof buildApp>>;
type Method = 'GET' | 'POST' | 'PUT';

/** The journey's server on its data folder, migrated, not listening: Playwright takes a port that answers as the server being ready. */
export async function withJourneyServer(run: (o: { app: App; database: Database; config: Config }) => Promise<void>) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, jobPollMs: 0 });
  try {
    await run({ app, database, config });
  } finally {
    await app.close();
    await database.close();
  }
}

/** A member of the journey, signed in through the API: their id, email and a caller with their cookie. */
async function journeyMember(app: App, origin: string, overrides: MemberOverrides) {
  const member = await createMember(app.db, { ...overrides, password: JOURNEY_PASSWORD });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: member.email, password: JOURNEY_PASSWORD },
    headers: { origin },
  });
  const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const call = async (method: Method, url: string, payload?: object) => {
    const answer = await app.inject({
      method,
      url,
      headers: { origin, cookie: `${cookie.name}=${cookie.value}` },
      ...(payload ? { payload } : {}),
    });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  return { id: member.id, email: member.email, call };
}

/**
 * A mentor free at any hour and a mentee; the mentee books a session three hours ahead, the mentor
 * confirms it, and the mentee pays it on the stand-in's page with `channel`. The server does not
 * listen, so the stand-in's webhook finds no one; the return page's check verifies the payment instead.
 */
export async function paidJourneySession(
  app: App,
  config: Config,
  o: { mentor: MemberOverrides; mentee: MemberOverrides; title: string; channel: 'card' | 'mobile_money'; payoutAccount?: object },
) {
  await app.ready();
  const origin = new URL(config.publicUrl).origin;
  const mentor = await journeyMember(app, origin, { ...o.mentor, role: 'mentor' });
  const mentee = await journeyMember(app, origin, o.mentee);
  await mentor.call('PUT', '/api/availability', ALL_WEEK);
  if (o.payoutAccount) await mentor.call('PUT', '/api/payout-account', o.payoutAccount);
  const startsAt = hoursAhead(3);
  const session = await mentee.call('POST', '/api/sessions', { mentorId: mentor.id, startsAt, length: 60, title: o.title });
  await mentor.call('POST', `/api/sessions/${session.id}/confirm`);
  const checkout = await mentee.call('POST', `/api/sessions/${session.id}/payment/checkout`);
  const paid = await fetch(`${checkout.authorizationUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `channel=${o.channel}`,
    redirect: 'manual',
  });
  if (paid.status !== 302) throw new Error(`the stand-in's page answered ${paid.status}`);
  // As the member's return to the session page does: the server asks the provider (verify) and settles it.
  const seen = await mentee.call('POST', `/api/sessions/${session.id}/payment/check`, { reference: checkout.reference });
  if (seen.payment?.status !== 'paid') throw new Error(`the payment was not confirmed: ${JSON.stringify(seen.payment)}`);
  return { sessionId: session.id as string, reference: checkout.reference as string, mentor, mentee };
}
