/**
 * For the journeys only (decision 057): before the journey's server starts, a session paid through
 * the Paystack stand-in that began half an hour ago, so the no-show journey can report it. Made as
 * lib/e2e-paid-session.ts says, after the demo data; only the session's time is then moved into the
 * past, as the API tests do (disputes.test.ts). Its members and the session's id are written to
 * DATA_DIR/e2e-begun-paid-session.json for the journey.
 *
 * Run by e2e/playwright.config.ts with the server's own environment, after the stand-in is up.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDemoData, shouldSeed } from '../src/seed/demo.ts';
import { JOURNEY_PASSWORD, paidJourneySession, withJourneyServer } from './lib/e2e-paid-session.ts';

const TITLE = 'Bookkeeping for my stall';

await withJourneyServer(async ({ app, database, config }) => {
  if (await shouldSeed(config, database)) await seedDemoData(database.db, app.storage);
  const { sessionId, reference, mentor, mentee } = await paidJourneySession(app, config, {
    mentor: {
      firstName: 'Kwame',
      lastName: 'Boateng',
      email: 'begun.mentor@e2e.prospermentor.test',
      mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: 3000, timezone: 'Africa/Johannesburg' },
    },
    mentee: { firstName: 'Thandi', lastName: 'Nkosi', email: 'begun.mentee@e2e.prospermentor.test', country: 'South Africa' },
    title: TITLE,
    channel: 'mobile_money',
  });
  // The one thing a journey cannot do: let time pass. The session began 30 minutes ago.
  await database.db.execute(sql`
    update sessions set starts_at = now() - interval '30 minutes', ends_at = now() + interval '30 minutes',
      blocked_until = now() + interval '30 minutes'
    where id = ${sessionId}`);
  writeFileSync(
    path.join(config.dataDir, 'e2e-begun-paid-session.json'),
    JSON.stringify({
      sessionId,
      title: TITLE,
      reference,
      mentor: { email: mentor.email, password: JOURNEY_PASSWORD, name: 'Kwame Boateng' },
      mentee: { email: mentee.email, password: JOURNEY_PASSWORD, name: 'Thandi Nkosi' },
    }),
  );
});
