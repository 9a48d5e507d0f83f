import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { joinCommunity, tagArticle } from '../features/networks/communities.ts';
import { answerRequest, askToConnect } from '../features/networks/connections.ts';

/** Demo members by first name (all unique in the demo data). */
type Pair = readonly [string, string];

/**
 * Who is connected and who is waiting for an answer. Chidi and Amara are neither, so the
 * networks journey can have Chidi ask her.
 */
export const DEMO_CONNECTIONS: readonly Pair[] = [
  ['Chidi', 'Kwame'],
  ['Chidi', 'Aisha'],
  ['Amara', 'Wanjiru'],
  ['Amara', 'Kwame'],
  ['Nia', 'Thabo'],
  ['Aisha', 'Fatou'],
];
/** Asker first. */
export const DEMO_PENDING: readonly Pair[] = [
  ['Nia', 'Chidi'],
  ['Yonas', 'Amara'],
  ['Aisha', 'Wanjiru'],
];

export const DEMO_COMMUNITIES = [
  {
    slug: 'women-in-tech-africa',
    name: 'Women in Tech Africa',
    description: 'Women building careers in technology across the continent: engineering, product, design and data.',
    members: ['Amara', 'Wanjiru', 'Aisha', 'Fatou'],
  },
  {
    slug: 'fintech-nigeria',
    name: 'Fintech Nigeria',
    description: 'Payments, lending and banking for the next hundred million Nigerians. Builders, operators and regulators welcome.',
    members: ['Chidi', 'Amara', 'Kwame'],
  },
  {
    slug: 'agritech-east-africa',
    name: 'Agritech East Africa',
    description: 'Technology for farmers and food systems in Kenya, Uganda, Tanzania, Rwanda and Ethiopia.',
    members: ['Wanjiru', 'Yonas'],
  },
  {
    slug: 'creative-economy-ghana',
    name: 'Creative Economy Ghana',
    description: 'Music, film, fashion and design: turning Ghana’s creative talent into lasting businesses.',
    members: ['Kwame', 'Nia'],
  },
  {
    slug: 'climate-founders-africa',
    name: 'Climate Founders Africa',
    description: 'Founders working on clean energy, water and climate adaptation, sharing what works.',
    members: ['Thabo', 'Fatou', 'Nia'],
  },
] as const;

/**
 * Connections, requests and communities through the real services, so /networks has something
 * to show and the badges their counts; each community's feed holds its first member's latest article.
 */
export async function seedDemoNetworks(db: Db, members: { id: string; firstName: string }[]) {
  const id = (firstName: string) => members.find((m) => m.firstName === firstName)!.id;
  for (const [a, b] of DEMO_CONNECTIONS) {
    await askToConnect(db, { viewerId: id(a), memberId: id(b) });
    await answerRequest(db, { viewerId: id(b), memberId: id(a), accept: true });
  }
  for (const [a, b] of DEMO_PENDING)
    await askToConnect(db, { viewerId: id(a), memberId: id(b), note: `Hello ${b}, I would like to learn from you.` });
  for (const c of DEMO_COMMUNITIES) {
    await db.execute(sql`insert into communities (slug, name, description) values (${c.slug}, ${c.name}, ${c.description})`);
    for (const m of c.members) await joinCommunity(db, { viewerId: id(m), slug: c.slug });
    const [article] = rowsOf<{ id: string }>(
      await db.execute(sql`
        select a.id from articles a where a.user_id = ${id(c.members[0])}
          and not exists (select 1 from community_articles ca where ca.article_id = a.id)
        order by a.created_at desc limit 1`),
    );
    if (article) await tagArticle(db, { viewerId: id(c.members[0]), articleId: article.id, slug: c.slug });
  }
}
