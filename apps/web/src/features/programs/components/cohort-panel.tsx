import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Program } from '@prosper/shared/schemas/program';
import { Button } from '../../../components/ui/button.tsx';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { dateTimeOf } from '../../../lib/date-time.ts';
import { paths } from '../../../lib/paths.ts';
import { announcementsQuery, participantsQuery, scheduleQuery } from '../api/programs.ts';

/** What the cohort sees: its sessions, the organiser's announcements (live), and who else takes part. */
export function CohortPanel({ program }: { program: Program }) {
  const { t } = useTranslation();
  const schedule = useQuery(scheduleQuery(program.id));
  const announcements = useInfiniteQuery(announcementsQuery(program.id));
  const participants = useInfiniteQuery(participantsQuery(program.id));
  const notes = announcements.data?.pages.flatMap((p) => p.items) ?? [];
  const people = participants.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-8">
      <section aria-labelledby="schedule-title">
        <h2 id="schedule-title" className="text-xl font-semibold">
          {t('programs.schedule')}
        </h2>
        {schedule.data?.items.length ? (
          <ul className="mt-3 space-y-2">
            {schedule.data.items.map((s) => (
              <li key={s.id} className="rounded-lg border border-stone-200 bg-white p-3">
                <Link to={paths.session(s.id)} className="tap-target font-medium hover:underline wrap-anywhere">
                  {s.title}
                </Link>
                <p className="text-sm text-stone-700">
                  <time dateTime={s.startsAt}>{dateTimeOf(s.startsAt)}</time> · {s.mentor.firstName} {s.mentor.lastName} ·{' '}
                  {s.mentee.firstName} {s.mentee.lastName}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-stone-700">{t('programs.noSessions')}</p>
        )}
        {program.myApplication?.status === 'accepted' && program.mentors.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('programs.bookWith')}>
            {program.mentors.map((m) => (
              <li key={m.id}>
                <Link
                  to={`${paths.bookSession(m.id)}?program=${encodeURIComponent(program.id)}`}
                  className="tap-target text-brand-800 underline"
                >
                  {t('programs.bookWithMentor', { name: `${m.firstName} ${m.lastName}` })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="announcements-title">
        <h2 id="announcements-title" className="text-xl font-semibold">
          {t('programs.announcements')}
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('programs.noAnnouncements')}</p>
        ) : (
          <ul className="mt-3 space-y-2" aria-label={t('programs.announcements')}>
            {notes.map((n) => (
              <li key={n.id} className="rounded-lg border border-stone-200 bg-white p-3">
                <p className="whitespace-pre-line wrap-anywhere">{n.body}</p>
                <p className="mt-1 text-xs text-stone-600">
                  {n.author.firstName} {n.author.lastName} · <time dateTime={n.createdAt}>{dateTimeOf(n.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
        {announcements.hasNextPage && (
          <Button variant="secondary" className="mt-3" onClick={() => void announcements.fetchNextPage()}>
            {t('programs.loadMore')}
          </Button>
        )}
      </section>
      <section aria-labelledby="participants-title">
        <h2 id="participants-title" className="text-xl font-semibold">
          {t('programs.participants')}
        </h2>
        {people.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('programs.noParticipants')}</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {people.map((m) => (
              <li key={m.id}>
                <MemberLine member={m} size={36} name={<p className="font-medium">{`${m.firstName} ${m.lastName}`}</p>} />
              </li>
            ))}
          </ul>
        )}
        {participants.hasNextPage && (
          <Button variant="secondary" className="mt-3" onClick={() => void participants.fetchNextPage()}>
            {t('programs.loadMore')}
          </Button>
        )}
      </section>
    </div>
  );
}
