/**
 * Seeds many listed mentors in a few set-based statements: the per-member factory hashes a password
 * and makes six round trips per member, hours for 100,000. Reproducible: the same seed makes the
 * same mentors. Meant for an empty, throwaway database (skill ids are taken in insertion order).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { searchDocumentSql } from '../../src/features/profiles/search-document.ts';
import * as w from './bench-words.ts';

const textArray = (list: readonly string[]) =>
  sql`array[${sql.join(
    list.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/** One of `list` for each row, evenly or skewed toward the first (random()² is mostly small). */
const pick = (list: readonly string[], skewed = false) =>
  sql`(${textArray(list)})[1 + floor(${sql.raw(String(list.length))} * ${skewed ? sql`random() ^ 2` : sql`random()`})::int]`;

const OPENINGS = ['I help people with', 'Happy to talk about', 'Ask me about', 'I mentor on'];
const half = Math.floor(w.SPECIALIZATIONS.length / 2);

export type SeedTimings = { step: string; ms: number }[];

export async function seedMentors(db: Db, count: number): Promise<SeedTimings> {
  const timings: SeedTimings = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    timings.push({ step: name, ms: performance.now() - started });
  };

  // One transaction: one connection, so the temporary table and the random seed hold throughout.
  await db.transaction(async (tx) => {
    const exec = (query: SQL) => tx.execute(query);
    await exec(sql`select setseed(0.42)`);

    await step('skills', () =>
      exec(
        sql`insert into skills (name, key) select name, lower(name) from unnest(${textArray(w.SKILLS)}) with ordinality s(name, n) order by n`,
      ),
    );

    // Every random choice once per mentor, so users, profiles and mentor_profiles agree.
    await step('mentor attributes', () =>
      exec(sql`
        create temporary table bench_seed on commit drop as
        select i, md5('bench-mentor-' || i) as id,
          ${pick(w.FIRST_NAMES)} as first_name,
          ${pick(w.LAST_NAMES)} as last_name,
          ${pick(w.COUNTRIES, true)} as country,
          ${pick(w.INDUSTRIES, true)} as industry,
          (array['female', 'male', 'other'])[1 + floor(2.05 * random())::int]::gender as gender,
          ${pick(OPENINGS)} || ' ' || ${pick(w.BIO_WORDS, true)} || ', ' || ${pick(w.BIO_WORDS, true)} || ' and ' || ${pick(w.BIO_WORDS, true)} || '.'
            || case when random() < 0.01 then ' Also ' || ${pick(w.RARE_WORDS)} || '.' else '' end as bio,
          trim(${pick(w.SENIORITIES)} || ${pick(w.ROLES, true)}) as title,
          ${pick(w.COMPANIES, true)} as company,
          1 + floor(30 * random())::int as years_experience,
          -- About 20% free: most with a rate of 0, some with none.
          case when random() < 0.2 then case when random() < 0.75 then 0 end else 1000 + 500 * floor(39 * random())::int end as hourly_rate_cents,
          string_to_array(${pick(w.LANGUAGE_SETS, true)}, '+')
            || case when random() < 0.6 then array[${pick(w.LOCAL_LANGUAGES, true)}] else '{}'::text[] end as languages,
          case when random() < 0.8 then array[${pick(w.SPECIALIZATIONS.slice(0, half))}] else '{}'::text[] end
            || case when random() < 0.35 then array[${pick(w.SPECIALIZATIONS.slice(half))}] else '{}'::text[] end as specializations,
          3 + floor(3 * random())::int as skill_count,
          now() - random() * interval '730 days' as completed_at
        from generate_series(1, ${sql.raw(String(count))}) i`),
    );

    await step('users', () =>
      exec(sql`
        insert into users (id, name, email, email_verified, created_at, updated_at)
        select id, first_name || ' ' || last_name, 'mentor' || i || '@bench.prospermentor.africa', true,
          completed_at - (i % 60) * interval '1 day', completed_at
        from bench_seed`),
    );
    await step('profiles', () =>
      exec(sql`
        insert into profiles (id, first_name, last_name, email, bio, country, gender, role, industry, created_at, updated_at)
        select id, first_name, last_name, 'mentor' || i || '@bench.prospermentor.africa', bio, country, gender, 'mentor', industry,
          completed_at - (i % 60) * interval '1 day', completed_at
        from bench_seed`),
    );
    await step('mentor_profiles', () =>
      exec(sql`
        insert into mentor_profiles (id, title, company, years_experience, hourly_rate_cents, specializations, languages,
          onboarding_step, onboarding_completed_at, updated_at)
        select id, title, company, years_experience, hourly_rate_cents, specializations, languages, 5, completed_at, completed_at
        from bench_seed`),
    );
    // Eight skewed draws per mentor, duplicates merged, the first 3–5 kept in the order drawn.
    await step('mentor_skills', () =>
      exec(sql`
        insert into mentor_skills (mentor_id, skill_id, position)
        select mentor_id, skill_id, position - 1 from (
          select mentor_id, skill_id, skill_count, row_number() over (partition by mentor_id order by min(draw)) as position
          from (
            select s.id as mentor_id, s.skill_count, draw, k.ids[1 + floor(cardinality(k.ids) * random() ^ 2)::int] as skill_id
            from bench_seed s, (select array_agg(id order by id) as ids from skills) k, generate_series(1, 8) draw
          ) draws
          group by mentor_id, skill_id, skill_count
        ) ranked
        where position <= skill_count`),
    );
    // Statistics first: without them the planner guesses mentor_skills is tiny and scans all of it
    // for each mentor's skills below (minutes instead of seconds).
    await step('analyze', () => exec(sql`analyze users, profiles, mentor_profiles, skills, mentor_skills`));
    await step('search documents', () =>
      exec(sql`update mentor_profiles m set search_document = ${searchDocumentSql} from profiles p where p.id = m.id`),
    );
  });

  // The update above wrote every row anew, leaving the table half dead rows: a state a table that
  // grew mentor by mentor is never in, and one that makes every scan read twice the pages. FULL
  // compacts it; the plain VACUUM after it sets the visibility map that index-only scans rely on.
  await step('vacuum', () => db.execute(sql`vacuum full`));
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return timings;
}
