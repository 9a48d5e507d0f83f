import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { SessionStatus } from '@prosper/shared/schemas/session';

// Dark text on light fills: every pair passes WCAG AA contrast.
const tones: Record<SessionStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-brand-100 text-brand-900',
  completed: 'bg-sky-100 text-sky-900',
  declined: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
  no_show: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status, className }: { status: SessionStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status], className)}>
      {t(`sessions.status.${status}`)}
    </span>
  );
}
