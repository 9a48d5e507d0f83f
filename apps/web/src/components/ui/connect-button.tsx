import { UserCheck, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CONNECTION_NOTE_MAX } from '@prosper/shared/constants/networks';
import type { ConnectionStateName } from '@prosper/shared/schemas/network';
import { ApiError } from '../../lib/api-client.ts';
import { type ConnectionStep, useConnectionState, useConnectionStep } from '../../lib/connections.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Field, Textarea } from './field.tsx';

type Member = { id: string; firstName: string; lastName: string };

/** The Connect controls of one member's page (profile, mentor page), which asks where the viewer stands. */
export function ConnectButton({ member }: { member: Member }) {
  return <ConnectActions member={member} state={useConnectionState(member.id).data?.state} />;
}

/**
 * What the viewer can do next with a member (issue 17): ask to connect with a note, withdraw a
 * pending request, answer theirs, or see that they are connected. Lists (/users, /connect) pass the
 * state they asked for their whole page at once (useConnectionStates); nothing shows until it is known.
 */
export function ConnectActions({ member, state }: { member: Member; state: ConnectionStateName | undefined }) {
  const { t } = useTranslation();
  const step = useConnectionStep();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const name = `${member.firstName} ${member.lastName}`;

  const run = (which: ConnectionStep, done: string, extra?: { note?: string; onDone?: () => void }) =>
    step.mutate(
      { step: which, memberId: member.id, note: extra?.note },
      {
        onSuccess: () => {
          toast.success(done);
          extra?.onDone?.();
        },
        onError: (e) => {
          const message = (e instanceof ApiError && e.fields.note) || e.message;
          if (which === 'ask') setError(message);
          else toast.error(message);
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run('ask', t('networks.requestSent', { name }), {
      note: note.trim() || undefined,
      onDone: () => {
        setOpen(false);
        setNote('');
      },
    });
  };

  if (!state || state === 'self') return null;
  if (state === 'connected')
    return (
      <span className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-brand-900">
        <UserCheck aria-hidden="true" className="size-4" />
        {t('networks.connected')}
      </span>
    );
  if (state === 'received')
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          aria-label={`${t('networks.accept')}: ${name}`}
          disabled={step.isPending}
          onClick={() => run('accept', t('networks.accepted', { name }))}
        >
          {t('networks.accept')}
        </Button>
        <Button
          variant="secondary"
          aria-label={`${t('networks.decline')}: ${name}`}
          disabled={step.isPending}
          onClick={() => run('decline', t('networks.declined', { name }))}
        >
          {t('networks.decline')}
        </Button>
      </div>
    );
  if (state === 'sent')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-stone-700">{t('networks.pending')}</span>
        <Button
          variant="secondary"
          aria-label={`${t('networks.withdraw')}: ${name}`}
          disabled={step.isPending}
          onClick={() => run('withdraw', t('networks.withdrawn'))}
        >
          {t('networks.withdraw')}
        </Button>
      </div>
    );
  return (
    <>
      <Button variant="secondary" aria-label={t('networks.connectWith', { name })} onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t('networks.connect')}
      </Button>
      <Dialog title={t('networks.connectWith', { name })} open={open} onOpenChange={setOpen} closeLabel={t('app.close')}>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <Field label={t('networks.noteLabel')} hint={t('networks.noteHint', { max: CONNECTION_NOTE_MAX })} error={error}>
            {({ control }) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={CONNECTION_NOTE_MAX}
                value={note}
                onChange={(e) => {
                  setNote(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={step.isPending}>
              {t('networks.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
