import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@prosper/shared/constants/currencies';
import type { SessionTab } from '@prosper/shared/schemas/session';
import { paths } from '../../../lib/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNearEnd } from '../../../lib/use-near-end.ts';
import { viewerZone } from '../../../lib/viewer-zone.ts';
import { useSessionList } from '../api/sessions.ts';
import { useNow } from '../use-now.ts';
import { SessionRow } from './session-row.tsx';

/** One tab of the member's sessions, the next page loading as its end comes near. */
export function SessionList({ tab, currency, mentor }: { tab: SessionTab; currency: Currency; mentor: boolean }) {
  const { t } = useTranslation();
  const list = useSessionList(tab);
  const now = useNow(60_000);
  const zone = viewerZone();
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const endRef = useNearEnd(loadMore, Boolean(hasNextPage) && !isFetchingNextPage);

  if (list.isPending) return <Spinner label={t('app.loading')} />;
  if (list.isError && items.length === 0) {
    return (
      <div role="alert" className="py-10 text-center">
        <p className="font-medium">{t('sessions.failedToLoad')}</p>
        <p className="mt-1 text-sm text-stone-700">{list.error.message}</p>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <p className="font-medium">{t(`sessions.empty.${tab}`)}</p>
        <p className="mt-1 text-sm text-stone-700">{mentor ? t(`sessions.emptyTextMentor.${tab}`) : t(`sessions.emptyText.${tab}`)}</p>
        {mentor ? (
          <Link to={paths.sessionsTab('availability')} className={buttonClass('primary', 'mt-4')}>
            {t('sessions.setAvailability')}
          </Link>
        ) : (
          <Link to={paths.mentors} className={buttonClass('primary', 'mt-4')}>
            {t('sessions.findMentor')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t(`sessions.tabs.${tab}`)} className="space-y-3">
        {items.map((session) => (
          <li key={session.id}>
            <SessionRow session={session} currency={currency} zone={zone} now={now} />
          </li>
        ))}
      </ul>
      {hasNextPage && <div ref={endRef} className="h-px" />}
      {isFetchingNextPage && <Spinner label={t('sessions.loadingMore')} />}
    </>
  );
}
