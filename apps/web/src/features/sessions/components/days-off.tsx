import { RemovableChip } from '../../../components/ui/removable-chip.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@prosper/shared/rules/dates';
import { AVAILABILITY_LIMITS } from '@prosper/shared/schemas/session';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { dayOf } from '../../../lib/date-time.ts';

/** Dates the mentor takes no sessions (holidays, travel), added one by one and kept in order. */
export function DaysOff({ value, onChange, today }: { value: string[]; onChange: (days: string[]) => void; today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!isIsoDate(draft) || value.includes(draft)) return;
    onChange([...value, draft].sort());
    setDraft('');
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-stone-800">{t('sessions.daysOff')}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('sessions.daysOffHint')}
      </p>
      <div className="flex items-end gap-2">
        <Field label={t('sessions.dayOff')}>
          {({ id: inputId }) => (
            <Input
              id={inputId}
              type="date"
              min={today}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-describedby={`${id}-hint`}
            />
          )}
        </Field>
        <Button variant="secondary" onClick={add} disabled={!draft || value.length >= AVAILABILITY_LIMITS.daysOff}>
          {t('sessions.addDayOff')}
        </Button>
      </div>
      {value.length === 0 ? (
        <p className="text-sm text-stone-600">{t('sessions.noDaysOff')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {value.map((day) => (
            <RemovableChip
              key={day}
              removeLabel={t('sessions.removeDayOff', { day: dayOf(day, 'long') })}
              onRemove={() => onChange(value.filter((d) => d !== day))}
            >
              <time dateTime={day}>{dayOf(day, 'long')}</time>
            </RemovableChip>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
