import { sql } from 'drizzle-orm';
import { VITAL_THRESHOLDS } from '@prosper/shared/constants/monitoring';
import type { Db } from '../db/client.ts';

/** The pages the demo's field reports come from, with how slow each one is: the Health page has a story to tell. */
const PAGES: [page: string, slowness: number][] = [
  ['/', 0.6],
  ['/mentors', 1],
  ['/mentor/:id', 1.3],
  ['/articles', 0.9],
  ['/messages', 1.6],
  ['/dashboard', 1.1],
];
/** A typical value per metric on a mid-range phone over 3G, before a page's slowness. */
const TYPICAL = { LCP: 2300, INP: 180, CLS: 0.06, FCP: 1600, TTFB: 700 } as const;
const REPORTS_PER_PAGE_AND_METRIC = 40;

/**
 * Four weeks of field reports as sampled page views would send them (decision 041), and a few
 * script errors, so an admin's Health page shows figures in every window. Values spread around
 * each page's typical one by a fixed pattern, not at random: the demo is the same every time.
 */
export async function seedDemoHealth(db: Db) {
  for (const [page, slowness] of PAGES) {
    for (const [name, typical] of Object.entries(TYPICAL)) {
      const [good, poor] = VITAL_THRESHOLDS[name as keyof typeof TYPICAL];
      await db.execute(sql`
        insert into web_vital_reports (name, value, delta, rating, metric_id, navigation_type, page, url, referrer, user_agent,
          session_id, measured_at, created_at)
        select ${name}, v.value, v.value,
          case when v.value <= ${good}::float8 then 'good' when v.value <= ${poor}::float8 then 'needs-improvement' else 'poor' end,
          'v6-0-' || i, 'navigate', ${page}, 'http://localhost:3000' || replace(${page}, ':id', 'demo'), '',
          'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) Chrome/142 Mobile', gen_random_uuid(), v.at, v.at
        from generate_series(1, ${REPORTS_PER_PAGE_AND_METRIC}::int) i,
          lateral (select ${typical}::float8 * ${slowness}::float8 * (0.45 + ((i * 37) % 100) / 80.0) as value,
            now() - make_interval(hours => (i * 16) % (27 * 24), mins => i) as at) v`);
    }
  }
  const errors = [
    ["TypeError: Cannot read properties of undefined (reading 'avatarUrl')", 'http://localhost:3000/assets/messages.js', 212, 18, 9],
    ['NetworkError when attempting to fetch resource.', '', 0, 0, 4],
    ["ChunkLoadError: Loading chunk 'articles' failed.", 'http://localhost:3000/assets/index.js', 1, 2044, 2],
  ] as const;
  for (const [message, filename, lineno, colno, times] of errors) {
    await db.execute(sql`
      insert into client_errors (kind, message, filename, lineno, colno, url, measured_at, created_at)
      select ${filename ? 'javascript-error' : 'unhandled-rejection'}, ${message}, ${filename}, ${lineno}, ${colno},
        'http://localhost:3000/messages', now() - make_interval(hours => i * 50), now() - make_interval(hours => i * 50)
      from generate_series(0, ${times - 1}::int) i`);
  }
}
