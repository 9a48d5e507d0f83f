import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_RANGE_PRESETS, type DateRangePreset } from '@prosper/shared/rules/date-range';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';

export type RangeChoiceValue = { preset: DateRangePreset | 'custom'; from: string; to: string };

/**
 * The date range of the figures: three usual ones, or two dates of the mentor's choosing, shown
 * once both are set and in order.
 */
export function RangeChoice({
  value,
  onChange,
  today,
}: {
  value: RangeChoiceValue;
  onChange: (next: RangeChoiceValue) => void;
  today: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [error, setError] = useState<string | null>(null);
  const options = [...DATE_RANGE_PRESETS, 'custom'] as const;
  const active = custom ? 'custom' : value.preset;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t('analytics.range')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={clsx(
              'flex min-h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-focus-visible:focus-ring',
              active === option
                ? 'border-brand-800 bg-brand-800 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:border-brand-700',
            )}
          >
            <input
              type="radio"
              name={`${id}-range`}
              value={option}
              checked={active === option}
              onChange={() => {
                if (option === 'custom') return setCustom(true);
                setCustom(false);
                onChange({ preset: option, from: '', to: '' });
              }}
              className="sr-only"
            />
            {t(`analytics.presets.${option}`)}
          </label>
        ))}
      </div>
      {custom && (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!from || !to || from > to) return setError(t('analytics.badRange'));
            setError(null);
            onChange({ preset: 'custom', from, to });
          }}
        >
          <Field label={t('analytics.from')}>
            {({ id: fromId }) => <Input id={fromId} type="date" max={today} value={from} onChange={(e) => setFrom(e.target.value)} />}
          </Field>
          <Field label={t('analytics.to')}>
            {({ id: toId }) => <Input id={toId} type="date" max={today} value={to} onChange={(e) => setTo(e.target.value)} />}
          </Field>
          <Button type="submit">{t('analytics.apply')}</Button>
          {error && (
            <p role="alert" className="w-full text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </fieldset>
  );
}
