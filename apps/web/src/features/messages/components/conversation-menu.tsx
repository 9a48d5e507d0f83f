import { Dialog, DropdownMenu } from 'radix-ui';
import { EllipsisVertical } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MessageMember } from '@prosper/shared/schemas/message';
import { fullName } from '@prosper/shared/rules/full-name';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useReport, useSetBlocked } from '../api/threads.ts';

const itemClass = 'cursor-pointer rounded px-3 py-2 text-sm data-[highlighted]:bg-stone-100';

/** Block or unblock the other member, and report them. */
export default function ConversationMenu({ member, blocked }: { member: MessageMember; blocked: boolean }) {
  const { t } = useTranslation();
  const setBlocked = useSetBlocked();
  const [reporting, setReporting] = useState(false);
  const name = fullName(member);
  const toggleBlock = () =>
    setBlocked.mutate(
      { memberId: member.id, blocked: !blocked },
      {
        onSuccess: () => toast.success(blocked ? t('messages.unblockedToast', { name }) : t('messages.blockedToast', { name })),
        onError: (error) => toast.error(t('messages.failedToBlock'), { description: error.message }),
      },
    );
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t('messages.options')}
          className="inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-40 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item className={itemClass} onSelect={toggleBlock}>
              {blocked ? t('messages.unblock') : t('messages.block')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setReporting(true)}>
              {t('messages.report')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ReportDialog member={member} name={name} open={reporting} onOpenChange={setReporting} />
    </>
  );
}

/** Reports the member, or one message they sent (`messageId`); shared by the conversation menu and the message actions. */
export function ReportDialog({
  member,
  name,
  messageId,
  open,
  onOpenChange,
}: {
  member: MessageMember;
  name: string;
  messageId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const report = useReport();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('messages.reasonRequired'));
    report.mutate(
      { memberId: member.id, messageId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('messages.reported'));
          setReason('');
          onOpenChange(false);
        },
        onError: (e) => setError(e.message || t('messages.failedToReport')),
      },
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            {messageId ? t('messages.reportMessageTitle', { name }) : t('messages.reportTitle', { name })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">{t('messages.reportText')}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-1">
            <label htmlFor={id} className="block text-sm font-medium text-stone-800">
              {t('messages.reason')}
            </label>
            <textarea
              id={id}
              rows={4}
              maxLength={1000}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2 pt-4">
              <Dialog.Close className={buttonClass('secondary')}>{t('messages.cancel')}</Dialog.Close>
              <Button type="submit" variant="danger" disabled={report.isPending}>
                {t('messages.submitReport')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
