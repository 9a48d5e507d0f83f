import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const BOOKING_STEPS = ['time', 'details', 'review'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** Where the member is in booking: three steps, the current one marked for assistive technology. */
export function BookingSteps({ step }: { step: BookingStep }) {
  const { t } = useTranslation();
  const current = BOOKING_STEPS.indexOf(step);
  return (
    <ol aria-label={t('sessions.stepsLabel')} className="flex gap-2 text-xs font-medium sm:text-sm">
      {BOOKING_STEPS.map((s, i) => (
        <li key={s} aria-current={s === step ? 'step' : undefined} className="flex-1">
          <span className={clsx('block h-1.5 rounded-full', i <= current ? 'bg-brand-700' : 'bg-stone-300')} />
          <span className={clsx('mt-1.5 block', i === current ? 'text-brand-900' : 'text-stone-600')}>
            {i + 1}. {t(`sessions.steps.${s}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
