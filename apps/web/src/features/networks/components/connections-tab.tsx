import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SUGGESTION_DEBOUNCE_MS } from '@prosper/shared/constants/limits';
import { fullName } from '@prosper/shared/rules/full-name';
import type { ConnectionItem } from '@prosper/shared/schemas/network';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConnectionStep } from '../../../lib/connections.ts';
import { dateOf } from '../../../lib/date-time.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useConnections } from '../api/networks.ts';
import { MemberRow } from './member-row.tsx';
import { MoreButton } from './more-button.tsx';

/** My connections, newest first, found by name; each may be removed. */
export function ConnectionsTab() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const q = useDebouncedValue(name.trim(), SUGGESTION_DEBOUNCE_MS);
  const list = useConnections(q);
  const step = useConnectionStep();
  const [removing, setRemoving] = useState<ConnectionItem | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <search className="block">
        <Field label={t('networks.searchLabel')}>
          {({ id }) => <Input id={id} type="search" value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
      </search>
      <section aria-live="polite" aria-busy={list.isPending} className="mt-4">
        {list.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : list.isError ? (
          <p role="alert">{list.error.message}</p>
        ) : items.length === 0 ? (
          <p className="py-6 text-stone-700">{q ? t('networks.noMatches') : t('networks.noConnections')}</p>
        ) : (
          <>
            <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
              {items.map((m) => (
                <MemberRow key={m.id} member={m} subtitle={t('networks.connectedSince', { date: dateOf(m.connectedAt) })}>
                  <Button variant="ghost" aria-label={`${t('networks.remove')}: ${fullName(m)}`} onClick={() => setRemoving(m)}>
                    {t('networks.remove')}
                  </Button>
                </MemberRow>
              ))}
            </ul>
            <MoreButton list={list} />
          </>
        )}
      </section>
      <LazyConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? t('networks.removeConfirm', { name: fullName(removing) }) : ''}
        text={t('networks.removeLead')}
        confirm={t('networks.remove')}
        cancel={t('networks.cancel')}
        onConfirm={() => {
          if (!removing) return;
          const name = fullName(removing);
          step.mutate(
            { step: 'remove', memberId: removing.id },
            { onSuccess: () => toast.success(t('networks.removed', { name })), onError: (e) => toast.error(e.message) },
          );
          setRemoving(null);
        }}
      />
    </>
  );
}
