import { ArrowRight, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { relativeWhen } from '@prosper/shared/rules/relative-when';
import { paths } from '../../../lib/paths.ts';
import { viewerZone } from '../../../lib/viewer-zone.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { sessionListQuery } from '../api/sessions.ts';
import { fullName } from '@prosper/shared/rules/full-name';
import { otherMember } from '../other-member.ts';
import { rangeOf } from '../../../lib/date-time.ts';
import { useNow } from '../use-now.ts';
import { JoinLink } from './join-link.tsx';

const SHOWN = 3;

/**
 * The top of /dashboard: the member's next three sessions with their join links, and for a mentor
 * the requests waiting for an answer. Live, like the sessions page.
 */
export function NextSessions() {
  const { t } = useTranslation();
  const mentor = useViewer().data?.profile?.role === 'mentor';
  const upcoming = useInfiniteQuery({ ...sessionListQuery('upcoming'), select: (data) => data.pages[0]?.items.slice(0, SHOWN) ?? [] });
  const pending = useInfiniteQuery({
    ...sessionListQuery('pending'),
    enabled: mentor,
    select: (data) => ({ count: data.pages[0]?.items.length ?? 0, more: Boolean(data.pages[0]?.nextCursor) }),
  });
  const now = useNow(60_000);
  const zone = viewerZone();
  const sessions = upcoming.data ?? [];

  return (
    <section aria-labelledby="next-sessions" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="next-sessions" className="text-lg font-semibold">
          {t('sessions.nextSessions')}
        </h2>
        <Link
          to={paths.sessions}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          {t('sessions.seeAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {mentor && pending.data && pending.data.count > 0 && (
        <Link
          to={paths.sessionsTab('pending')}
          className="mb-3 flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 hover:border-amber-500"
        >
          <Inbox aria-hidden="true" className="size-4" />
          {pending.data.more
            ? t('sessions.pendingRequestsMany', { count: pending.data.count })
            : t('sessions.pendingRequests', { count: pending.data.count })}
        </Link>
      )}
      {upcoming.isPending ? (
        <div className="h-20 animate-pulse rounded-xl bg-stone-200" aria-hidden="true" />
      ) : sessions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-5 text-sm text-stone-700">
          {t('sessions.noNextSessions')}{' '}
          {!mentor && (
            <Link to={paths.mentors} className="font-medium text-brand-800 underline underline-offset-2">
              {t('sessions.findMentor')}
            </Link>
          )}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4">
              <Link to={paths.session(s.id)} className="font-semibold wrap-anywhere text-brand-900 hover:underline">
                {s.title}
              </Link>
              <p className="text-sm text-stone-700">{fullName(otherMember(s))}</p>
              <p className="text-sm">
                <time dateTime={s.startsAt}>{rangeOf(s.startsAt, s.endsAt, zone)}</time>
              </p>
              <p className="text-sm text-stone-600">{relativeWhen(s.startsAt, now)}</p>
              <div className="mt-auto pt-2 empty:hidden">
                <JoinLink session={s} onlyWhenOpen />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
