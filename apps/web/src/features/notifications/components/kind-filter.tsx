import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS } from '@prosper/shared/constants/notifications';
import type { ListFilter } from '../api/streams.ts';

const FILTERS: readonly ListFilter[] = ['all', ...NOTIFICATION_KINDS];

/**
 * Which kind of notification the list shows: radio buttons drawn as pills, so arrow keys move
 * between them and a screen reader hears "Show, Sessions, radio button, 2 of 5".
 */
export function KindFilter({ value, onChange }: { value: ListFilter; onChange: (filter: ListFilter) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mb-3 flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-semibold text-stone-800">{t('notifications.kindFilter')}</legend>
      {FILTERS.map((filter) => (
        <label
          key={filter}
          className={clsx(
            'flex min-h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-focus-visible:focus-ring',
            value === filter
              ? 'border-brand-800 bg-brand-800 text-white'
              : 'border-stone-300 bg-white text-stone-800 hover:border-brand-700',
          )}
        >
          <input type="radio" name={name} value={filter} checked={value === filter} onChange={() => onChange(filter)} className="sr-only" />
          {t(`notifications.kinds.${filter}`)}
        </label>
      ))}
    </fieldset>
  );
}
