import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/* The demo's newsletter audience, as data: a few hundred readers, most confirmed, some waiting, some gone. */

const FIRST = [
  'Amina',
  'Kwame',
  'Nia',
  'Tendai',
  'Zola',
  'Chinedu',
  'Fatou',
  'Kofi',
  'Wanjiru',
  'Thabo',
  'Aisha',
  'Babajide',
  'Lerato',
  'Yaw',
  'Nomsa',
];
const LAST = ['Mensah', 'Okafor', 'Diallo', 'Mwangi', 'Ndlovu', 'Abebe', 'Kamara', 'Banda', 'Osei', 'Nkosi', 'Traore', 'Otieno'];
const SOURCES = ['landing_page', 'landing_page', 'landing_page', 'footer', 'settings'] as const;
export const DEMO_SUBSCRIBERS = 300;

/** Subscriber i: a name (every seventh gave none), a source, a state, and a day of subscribing over the last year. */
export function demoSubscriber(i: number) {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 7) % LAST.length]!;
  const named = i % 7 !== 0;
  const state = i % 10 === 3 ? 'unsubscribed' : i % 10 === 6 ? 'pending' : 'active';
  return {
    email: `${first}.${last}.${i}@readers.example.com`.toLowerCase(),
    firstName: named ? first : null,
    lastName: named ? last : null,
    source: SOURCES[i % SOURCES.length]!,
    state,
    daysAgo: (i * 37) % 365,
  };
}

export async function seedDemoNewsletter(db: Db) {
  for (let i = 0; i < DEMO_SUBSCRIBERS; i++) {
    const s = demoSubscriber(i);
    const at = sql`now() - make_interval(days => ${s.daysAgo}, mins => ${i})`;
    await db.execute(sql`
      insert into newsletter_subscribers (email, first_name, last_name, source, is_active, subscribed_at, confirmed_at, unsubscribed_at, updated_at)
      values (${s.email}, ${s.firstName}, ${s.lastName}, ${s.source}, ${s.state === 'active'}, ${at},
        ${s.state === 'pending' ? null : at}, ${s.state === 'unsubscribed' ? sql`now() - make_interval(days => ${Math.floor(s.daysAgo / 2)})` : null}, now())
      on conflict (email) do nothing`);
  }
}
