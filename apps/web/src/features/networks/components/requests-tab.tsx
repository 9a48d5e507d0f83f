import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { fullName } from '@prosper/shared/rules/full-name';
import type { ConnectionRequestItem, RequestBox } from '@prosper/shared/schemas/network';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type ConnectionStep, useConnectionStep } from '../../../lib/connections.ts';
import { useReadRequests, useRequests } from '../api/networks.ts';
import { MemberRow } from './member-row.tsx';
import { MoreButton } from './more-button.tsx';

/** Requests received (accept or decline) and sent (withdraw); opening the tab reads them, and the Networks badge goes down. */
export function RequestsTab() {
  const { t } = useTranslation();
  const read = useReadRequests();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the tab.
  useEffect(() => {
    read.mutate();
  }, []);
  return (
    <div className="space-y-8">
      <RequestList box="received" title={t('networks.received')} empty={t('networks.noReceived')} />
      <RequestList box="sent" title={t('networks.sentBox')} empty={t('networks.noSent')} />
    </div>
  );
}

function RequestList({ box, title, empty }: { box: RequestBox; title: string; empty: string }) {
  const { t } = useTranslation();
  const list = useRequests(box);
  const step = useConnectionStep();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const act = (which: ConnectionStep, r: ConnectionRequestItem, done: string) =>
    step.mutate({ step: which, memberId: r.member.id }, { onSuccess: () => toast.success(done), onError: (e) => toast.error(e.message) });
  return (
    <section aria-labelledby={`requests-${box}`} aria-busy={list.isPending}>
      <h2 id={`requests-${box}`} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {list.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : items.length === 0 ? (
        <p className="py-4 text-stone-700">{empty}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map((r) => {
              const name = fullName(r.member);
              return (
                <MemberRow key={r.id} member={r.member} subtitle={r.note}>
                  {box === 'received' ? (
                    <>
                      <Button
                        aria-label={`${t('networks.accept')}: ${name}`}
                        disabled={step.isPending}
                        onClick={() => act('accept', r, t('networks.accepted', { name }))}
                      >
                        {t('networks.accept')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`${t('networks.decline')}: ${name}`}
                        disabled={step.isPending}
                        onClick={() => act('decline', r, t('networks.declined', { name }))}
                      >
                        {t('networks.decline')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="secondary"
                      aria-label={`${t('networks.withdraw')}: ${name}`}
                      disabled={step.isPending}
                      onClick={() => act('withdraw', r, t('networks.withdrawn'))}
                    >
                      {t('networks.withdraw')}
                    </Button>
                  )}
                </MemberRow>
              );
            })}
          </ul>
          <MoreButton list={list} />
        </>
      )}
    </section>
  );
}
