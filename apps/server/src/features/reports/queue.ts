import { sql } from 'drizzle-orm';
import type { ReportContentType, ReportReason } from '@prosper/shared/constants/reports';
import type { ReportGroup } from '@prosper/shared/schemas/report';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Cursor, cursorAt, keysetPage, PAGE_SIZE } from '../../lib/cursor.ts';
import { type MemberRow, memberColumns, toMemberSummary } from '../../lib/member-summary.ts';
import { contentInPlace, contentKey } from './content.ts';

type Row = {
  id: string;
  cursor_at: string;
  content_type: ReportContentType;
  content_id: string;
  first_at: string;
  last_at: string;
  count: number;
  reasons: { reason: ReportReason; count: number }[];
  details: string[] | null;
} & MemberRow<'author'>;

/** How many of the reporters' own words an item shows. */
const DETAILS_SHOWN = 5;

/**
 * The admins' queue: open reports, one item per reported thing, the thing waiting longest first.
 * An item is keyed by its first open report, the open report with no earlier one of the same thing,
 * so a page walks `reports_open_idx` and stops after 21 items; each item's count, reasons and words
 * come from `reports_open_content_idx`, and the things themselves in one query per kind.
 */
export async function listReportQueue(db: Db, { after }: { after: Cursor | null }) {
  const rows = rowsOf<Row>(
    await db.execute(sql`
    with firsts as (
      select r.id, r.content_type, r.content_id, r.created_at, ${cursorAt(sql`r.created_at`)}
      from reports r
      where r.resolved_at is null
        ${after ? sql`and (r.created_at, r.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
        and not exists (
          select 1 from reports e
          where e.resolved_at is null and e.content_type = r.content_type and e.content_id = r.content_id
            and (e.created_at, e.id) < (r.created_at, r.id))
      order by r.created_at, r.id
      limit ${PAGE_SIZE + 1})
    select f.id, f.cursor_at, f.content_type, f.content_id, f.created_at as first_at, g.last_at, g.count, g.details,
      (select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
        from (select o.reason, count(*)::int as n from reports o
              where o.resolved_at is null and o.content_type = f.content_type and o.content_id = f.content_id
              group by o.reason) x) as reasons,
      ${memberColumns('p', 'author')}
    from firsts f
    cross join lateral (
      select max(o.created_at) as last_at, count(*)::int as count, min(o.author_id) as author_id,
        (array_agg(o.details order by o.created_at desc, o.id desc) filter (where o.details is not null))[1:${sql.raw(String(DETAILS_SHOWN))}] as details
      from reports o
      where o.resolved_at is null and o.content_type = f.content_type and o.content_id = f.content_id) g
    join profiles p on p.id = g.author_id
    order by f.created_at, f.id`),
  );
  const page = keysetPage(rows, (r) => r);
  const content = await contentInPlace(
    db,
    page.items.map((r) => ({ contentType: r.content_type, contentId: r.content_id })),
  );
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(
      (r): ReportGroup => ({
        contentType: r.content_type,
        contentId: r.content_id,
        count: r.count,
        reasons: r.reasons,
        details: r.details ?? [],
        firstReportedAt: new Date(r.first_at).toISOString(),
        lastReportedAt: new Date(r.last_at).toISOString(),
        author: toMemberSummary(r, 'author'),
        content: content.get(contentKey({ contentType: r.content_type, contentId: r.content_id })) ?? null,
      }),
    ),
  };
}
