import { DropdownMenu } from 'radix-ui';
import { EllipsisVertical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MessageMember } from '@prosper/shared/schemas/message';
import { fullName } from '@prosper/shared/rules/full-name';
import { LazyReportDialog } from '../../../components/ui/report-button.tsx';
import { useSetBlocked } from '../api/threads.ts';

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
              {t('reports.reportProfile')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <LazyReportDialog
        target={{ contentType: 'profile', contentId: member.id }}
        title={t('reports.title.profile', { name })}
        open={reporting}
        onOpenChange={setReporting}
      />
    </>
  );
}
