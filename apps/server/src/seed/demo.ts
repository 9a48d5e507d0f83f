import { follow } from '../features/follows/service.ts';
import { updateNotificationSettings } from '../features/notifications/settings.ts';
import { recordProfileView } from '../features/profiles/service.ts';
import { hashPassword } from 'better-auth/crypto';
import { count, eq, sql } from 'drizzle-orm';
import { createComment } from '../features/articles/comments.ts';
import { createArticle } from '../features/articles/articles.ts';
import { setLike } from '../features/articles/reactions.ts';
import { DEMO_ARTICLES, DEMO_COMMENTS, demoArticleContent } from './demo-articles.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { replaceAvatar } from '../features/profiles/avatar.ts';
import type { Storage } from '../storage/storage.ts';
import { demoAvatar } from './demo-avatar.ts';
import { seedDemoSessions } from './demo-sessions.ts';
import { demoMentors } from './demo-mentors.ts';
import { users } from '../db/schema/auth.ts';
import { createMember, type MemberOverrides } from './factories.ts';

export const DEMO_PASSWORD = 'prosper-demo-2026';
const DEMO_MARKER_EMAIL = 'admin@demo.prospermentor.africa';

const mentors: MemberOverrides[] = [
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    country: 'Nigeria',
    location: 'Lagos, Lagos, Nigeria',
    gender: 'female',
    bio: 'Product leader who has shipped fintech apps used by millions across West Africa. I help early-career PMs find their footing.',
    mentor: {
      skills: ['Product strategy', 'User research', 'Roadmapping'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Head of Product',
      company: 'PayRiver',
      yearsExperience: 12,
      hourlyRateCents: 4000,
      specializations: ['Product management', 'Fintech'],
      languages: ['English', 'Igbo', 'Yoruba'],
      timezone: 'Africa/Lagos',
    },
  },
  {
    firstName: 'Kwame',
    lastName: 'Mensah',
    country: 'Ghana',
    location: 'Accra, Greater Accra, Ghana',
    gender: 'male',
    bio: 'Software engineer and engineering manager. Ask me about backend systems, hiring and growing into leadership.',
    mentor: {
      skills: ['Node.js', 'System design', 'Hiring'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Engineering Manager',
      company: 'Hubtel',
      yearsExperience: 10,
      hourlyRateCents: 3000,
      specializations: ['Software engineering', 'Leadership'],
      languages: ['English', 'Twi'],
      timezone: 'Africa/Accra',
    },
  },
  {
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    country: 'Kenya',
    location: 'Nairobi, Nairobi County, Kenya',
    gender: 'female',
    bio: 'Agribusiness founder connecting smallholder farmers to markets. I mentor founders on fundraising and operations.',
    mentor: {
      skills: ['Fundraising', 'Operations', 'Agritech'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Founder & CEO',
      company: 'ShambaLink',
      yearsExperience: 9,
      hourlyRateCents: 0,
      specializations: ['Agribusiness', 'Fundraising'],
      languages: ['English', 'Swahili', 'Kikuyu'],
      timezone: 'Africa/Nairobi',
    },
  },
  {
    firstName: 'Thabo',
    lastName: 'Nkosi',
    country: 'South Africa',
    location: 'Johannesburg, Gauteng, South Africa',
    gender: 'male',
    bio: 'Chartered accountant turned CFO. I help people understand finance, from personal budgeting to company boards.',
    mentor: {
      skills: ['Financial modelling', 'Budgeting', 'Corporate governance'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Chief Financial Officer',
      company: 'Ubuntu Capital',
      yearsExperience: 15,
      hourlyRateCents: 6000,
      specializations: ['Finance', 'Accounting'],
      languages: ['English', 'Zulu', 'Afrikaans'],
      timezone: 'Africa/Johannesburg',
    },
  },
  {
    firstName: 'Fatou',
    lastName: 'Diop',
    country: 'Senegal',
    location: 'Dakar, Dakar, Senegal',
    gender: 'female',
    bio: 'Public health specialist working on maternal health programs. Happy to guide anyone entering global health.',
    mentor: {
      skills: ['Program design', 'Monitoring and evaluation', 'Grant writing'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Program Director',
      company: 'Santé Pour Tous',
      yearsExperience: 11,
      hourlyRateCents: 2500,
      specializations: ['Public health', 'Program management'],
      languages: ['French', 'Wolof', 'English'],
      timezone: 'Africa/Dakar',
    },
  },
  {
    firstName: 'Yonas',
    lastName: 'Tesfaye',
    country: 'Ethiopia',
    location: 'Addis Ababa, Addis Ababa, Ethiopia',
    gender: 'male',
    bio: 'Data scientist building models for agriculture and logistics. I mentor on data careers and machine learning.',
    mentor: {
      skills: ['Python', 'Machine learning', 'Data visualisation'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Lead Data Scientist',
      company: 'Gebeya',
      yearsExperience: 7,
      hourlyRateCents: 2000,
      specializations: ['Data science', 'Machine learning'],
      languages: ['Amharic', 'English'],
      timezone: 'Africa/Addis_Ababa',
    },
  },
];

const mentees: MemberOverrides[] = [
  {
    firstName: 'Chidi',
    lastName: 'Eze',
    country: 'Nigeria',
    gender: 'male',
    industry: 'Student',
    mentee: { goals: ['Product management', 'Public speaking'], careerLevel: 'Student', learningStyle: 'Hands-on' },
  },
  {
    firstName: 'Aisha',
    lastName: 'Bello',
    country: 'Kenya',
    gender: 'female',
    industry: 'Technology',
    mentee: { goals: ['Software engineering', 'Leadership'], careerLevel: 'Early career', learningStyle: 'Visual' },
  },
  {
    firstName: 'Nia',
    lastName: 'Moyo',
    country: 'Zimbabwe',
    gender: 'female',
    industry: 'Agriculture',
    mentee: { goals: ['Fundraising', 'Agribusiness'], careerLevel: 'Founder', learningStyle: 'Discussion' },
  },
];

const emailOf = (m: MemberOverrides) =>
  `${m.firstName}.${m.lastName}@demo.prospermentor.africa`
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

/** Seeds only an empty embedded database unless DEMO_DATA says otherwise; never in production. */
export async function shouldSeed(config: Config, database: Database): Promise<boolean> {
  if (config.env === 'production' || config.demoData === false) return false;
  if (await demoSeeded(database.db)) return false;
  if (config.demoData === true) return true;
  if (database.kind !== 'pglite') return false;
  const [row] = await database.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function demoSeeded(db: Db): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MARKER_EMAIL)).limit(1);
  return found.length > 0;
}

/** Demo members built by the same factory the tests use, all with one known password. */
export async function seedDemoData(db: Db, storage: Storage) {
  const password = { password: DEMO_PASSWORD, passwordHash: await hashPassword(DEMO_PASSWORD) };
  const created = [];
  created.push(
    await createMember(db, {
      role: 'admin',
      firstName: 'Zawadi',
      lastName: 'Admin',
      email: DEMO_MARKER_EMAIL,
      country: 'Tanzania',
      ...password,
    }),
  );
  for (const m of mentors)
    created.push(
      await createMember(db, {
        ...m,
        role: 'mentor',
        email: emailOf(m),
        ...password,
        linkedinUrl: `https://www.linkedin.com/in/${m.firstName}-${m.lastName}`.toLowerCase(),
      }),
    );
  for (const m of mentees) created.push(await createMember(db, { ...m, role: 'mentee', email: emailOf(m), ...password }));
  for (const m of demoMentors()) created.push(await createMember(db, { ...m, role: 'mentor', email: emailOf(m), ...password }));
  // Pictures for the mentors made from lists; the six above keep their initials.
  const pictured = created.filter((c) => c.role === 'mentor').slice(mentors.length);
  await Promise.all(pictured.map(async (c, i) => replaceAvatar(db, storage, { memberId: c.id, bytes: await demoAvatar(i) })));
  await seedDemoActivity(db, {
    mentors: created.filter((c) => c.role === 'mentor').slice(0, mentors.length),
    mentees: created.filter((c) => c.role === 'mentee'),
  });
  return { password: DEMO_PASSWORD, accounts: created.map(({ email, role }) => ({ email, role })) };
}

type DemoMember = { id: string; firstName: string; lastName: string };

/**
 * Follows and profile views through the real services, so the bells have something to show: each
 * mentee follows the six mentors above, they all follow the first mentee back, and the mentees have
 * looked at the first mentor. Demo members get their mail as a daily digest, not one per follow.
 */
async function seedDemoActivity(db: Db, { mentors, mentees }: { mentors: DemoMember[]; mentees: DemoMember[] }) {
  for (const member of [...mentors, ...mentees]) await updateNotificationSettings(db, member.id, { notificationFrequency: 'daily' });
  for (const mentee of mentees) for (const mentor of mentors) await follow(db, { followerId: mentee.id, followingId: mentor.id });
  for (const mentor of mentors) await follow(db, { followerId: mentor.id, followingId: mentees[0]!.id });
  for (const mentee of mentees) await recordProfileView(db, { mentorId: mentors[0]!.id, viewerId: mentee.id });
  await seedDemoArticles(db, [...mentors, ...mentees]);
  await seedDemoSessions(db, { mentors, mentees });
}

/**
 * A few dozen articles by the demo members through the real services (excerpts, counters and
 * notifications as members would make them), with likes and comments, spread over the past weeks.
 */
async function seedDemoArticles(db: Db, authors: { id: string; firstName: string; lastName: string }[]) {
  const quiet = { error: () => {} };
  const ids: string[] = [];
  for (const [i, article] of DEMO_ARTICLES.entries()) {
    const author = authors[i % authors.length]!;
    const created = await createArticle(db, {
      author,
      log: quiet,
      title: article.title,
      content: demoArticleContent(i),
      tags: article.tags,
      imageUrl: null,
    });
    ids.push(created.id);
  }
  for (const [i, id] of ids.entries()) {
    const readers = authors.filter((_, k) => (k + i) % 3 === 0);
    for (const reader of readers) await setLike(db, { viewer: reader, id, like: true });
    if (i % 2 === 0) {
      const reader = authors[(i + 1) % authors.length]!;
      await createComment(db, { viewer: reader, articleId: id, content: DEMO_COMMENTS[i % DEMO_COMMENTS.length]!, parentId: null });
    }
  }
  // Published over the past weeks rather than all in the same second, newest last.
  await db.execute(sql`
    update articles a set created_at = now() - make_interval(hours => ((s.n - s.rank) * 17)::int), updated_at = now() - make_interval(hours => ((s.n - s.rank) * 17)::int)
    from (select id, row_number() over (order by created_at, id) as rank, count(*) over () as n from articles) s
    where a.id = s.id`);
  await db.execute(sql`update article_comments c set created_at = a.created_at + interval '3 hours', updated_at = a.created_at + interval '3 hours'
    from articles a where a.id = c.article_id`);
}
