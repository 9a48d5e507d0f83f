import { type SQL, sql } from 'drizzle-orm';
import { TAB_OF_STATUS, type TabPlace } from '@prosper/shared/rules/session-tabs';
import type { SessionStatus, SessionTab } from '@prosper/shared/schemas/session';

const placed = Object.entries(TAB_OF_STATUS) as [SessionStatus, TabPlace][];

/**
 * The shared tab rule as a condition on sessions `s` at `now`, written from the rule's own table so
 * the list and the analytics cannot count a session on a tab the rule does not put it on.
 */
export function onTab(tab: SessionTab, now: Date): SQL {
  const conditions = placed.flatMap(([status, place]) => {
    if (typeof place === 'string') return place === tab ? [sql`s.status = ${status}`] : [];
    return [
      ...(place.untilEnd === tab ? [sql`(s.status = ${status} and s.ends_at > ${now})`] : []),
      ...(place.afterEnd === tab ? [sql`(s.status = ${status} and s.ends_at <= ${now})`] : []),
    ];
  });
  return sql`(${sql.join(conditions, sql` or `)})`;
}
