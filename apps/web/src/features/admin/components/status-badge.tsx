import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MemberStatus } from '@prosper/shared/schemas/admin';

const tone: Record<MemberStatus, string> = {
  active: 'bg-green-50 text-green-900 ring-green-700/30',
  suspended: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  closed: 'bg-stone-100 text-stone-800 ring-stone-600/30',
};

/** Where a member's account stands, in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return (
    <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', tone[status])}>
      {t(`admin.members.statuses.${status}`)}
    </span>
  );
}
