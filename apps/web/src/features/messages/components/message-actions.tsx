import { DropdownMenu } from 'radix-ui';
import { Ellipsis } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessageMember } from '@prosper/shared/schemas/message';
import { fullName } from '@prosper/shared/rules/full-name';
import ConfirmDialog from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteMessage } from '../api/history.ts';
import { LazyReportDialog } from '../../../components/ui/report-button.tsx';

const itemClass = 'cursor-pointer rounded px-3 py-2 text-sm data-[highlighted]:bg-stone-100';

/**
 * The '⋯' beside a message: Delete for the member's own (after a confirm), Report for one they received.
 * Shown on hovering or focusing the message, always on touch screens, and always in the tab order.
 */
export default function MessageActions({ message, mine, other }: { message: Message; mine: boolean; other?: MessageMember }) {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!mine && !other) return null;
  const doDelete = () => {
    // The message and its '⋯' go at once: focus moves on to the composer rather than being lost.
    const composer = trigger.current?.closest('section')?.querySelector('textarea');
    remove.mutate(message);
    setTimeout(() => composer?.focus(), 0);
  };
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={t('messages.messageActions')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-700 opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 hover:bg-stone-100 focus-visible:opacity-100 data-[state=open]:opacity-100 data-[state=open]:bg-stone-100 pointer-coarse:opacity-100"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align={mine ? 'end' : 'start'}
            sideOffset={4}
            className="z-50 min-w-40 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
          >
            {mine ? (
              <DropdownMenu.Item className={`${itemClass} text-red-700`} onSelect={() => setConfirming(true)}>
                {t('messages.delete')}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className={itemClass} onSelect={() => setReporting(true)}>
                {t('reports.reportMessage')}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {mine ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('messages.deleteTitle')}
          text={t('messages.deleteText')}
          confirm={t('messages.delete')}
          cancel={t('messages.cancel')}
          onConfirm={doDelete}
        />
      ) : (
        other && (
          <LazyReportDialog
            target={{ contentType: 'message', contentId: message.id }}
            title={t('reports.title.message', { name: fullName(other) })}
            open={reporting}
            onOpenChange={setReporting}
          />
        )
      )}
    </>
  );
}
