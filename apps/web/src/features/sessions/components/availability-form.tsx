import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { dateInZone } from '@prosper/shared/rules/slot-days';
import { type Availability, availabilitySchema, SESSION_LENGTHS, type SessionLength } from '@prosper/shared/schemas/session';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { Field, Select } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { fieldMessages, serverFieldMessages } from '../../../lib/form-errors.ts';
import { TIME_ZONES } from '../../../lib/time-zones.ts';
import { viewerZone } from '../../../lib/viewer-zone.ts';
import { useAvailability, useSaveAvailability } from '../api/availability.ts';
import { DaysOff } from './days-off.tsx';
import { WeeklyHours } from './weekly-hours.tsx';

const BUFFERS = [0, 5, 10, 15, 30, 45, 60, 90, 120];
const NOTICES = [0, 60, 120, 240, 720, 1440, 2880, 4320, 10080, 20160];
const HORIZONS = [7, 14, 30, 60, 90, 120, 180];
const withValue = (options: number[], value: number) => (options.includes(value) ? options : [...options, value].sort((a, b) => a - b));

/** The field that shows an issue: 'weeklyHours.3' for the fourth range of hours. */
const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'weeklyHours' ? `weeklyHours.${String(path[1])}` : String(path[0]));

/** The Availability tab of a mentor's /sessions: loaded when the tab first opens. */
export default function AvailabilityForm() {
  const { t } = useTranslation();
  const availability = useAvailability();
  if (availability.isPending) return <Spinner label={t('app.loading')} />;
  if (availability.isError) {
    return (
      <p role="alert" className="py-10 text-center text-red-700">
        {availability.error.message}
      </p>
    );
  }
  return <Editor initial={availability.data} />;
}

/**
 * A mentor's weekly hours in their own time zone, the lengths they offer, the break between
 * sessions, the notice they need, how far ahead mentees may book, and days off. Checked by the
 * schema the server uses; saving never moves sessions already booked.
 */
function Editor({ initial }: { initial: Availability }) {
  const { t } = useTranslation();
  const save = useSaveAvailability();
  const [draft, setDraft] = useState<Availability>(() => ({ ...initial, timezone: initial.timezone || viewerZone() }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Availability>(key: K, value: Availability[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors({});
  };
  const numberSelect = (
    key: 'bufferMinutes' | 'minNoticeMinutes' | 'horizonDays',
    label: string,
    options: number[],
    text: (n: number) => string,
  ) => (
    <Field label={label} error={errors[key]}>
      {({ id: fieldId, describedBy }) => (
        <Select id={fieldId} aria-describedby={describedBy} value={draft[key]} onChange={(e) => set(key, Number(e.target.value))}>
          {withValue(options, draft[key]).map((n) => (
            <option key={n} value={n}>
              {text(n)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  const duration = (minutes: number) =>
    minutes === 0
      ? t('sessions.noNotice')
      : minutes % 1440 === 0
        ? t('sessions.daysOption', { count: minutes / 1440 })
        : minutes % 60 === 0
          ? t('sessions.hoursOption', { count: minutes / 60 })
          : t('sessions.minutesOption', { count: minutes });

  const submit = () => {
    const parsed = availabilitySchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error, fieldOf));
      toast.error(t('sessions.availabilityFailed'), { description: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(saved);
        toast.success(t('sessions.availabilitySaved'));
      },
      onError: (error) => {
        setErrors(serverFieldMessages(error));
        toast.error(t('sessions.availabilityFailed'), { description: error.message });
      },
    });
  };

  return (
    <FormCard
      title={t('sessions.availabilityTitle')}
      lead={t('sessions.availabilityLead')}
      onSubmit={submit}
      submitLabel={save.isPending ? t('sessions.saving') : t('sessions.saveAvailability')}
      busy={save.isPending}
    >
      <Field label={t('sessions.timeZone')} hint={t('sessions.timeZoneHint')} error={errors.timezone}>
        {({ id: fieldId, describedBy }) => (
          <Select id={fieldId} aria-describedby={describedBy} value={draft.timezone} onChange={(e) => set('timezone', e.target.value)}>
            {(TIME_ZONES.includes(draft.timezone) ? TIME_ZONES : [draft.timezone, ...TIME_ZONES]).map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </Select>
        )}
      </Field>
      <WeeklyHours value={draft.weeklyHours} onChange={(hours) => set('weeklyHours', hours)} errors={errors} />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t('sessions.lengths')}</legend>
        <div className="flex gap-4">
          {SESSION_LENGTHS.map((length: SessionLength) => (
            <label key={length} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-800"
                checked={draft.sessionLengths.includes(length)}
                onChange={(e) =>
                  set(
                    'sessionLengths',
                    e.target.checked
                      ? [...draft.sessionLengths, length].sort((a, b) => a - b)
                      : draft.sessionLengths.filter((l) => l !== length),
                  )
                }
              />
              {t('sessions.minutes', { count: length })}
            </label>
          ))}
        </div>
        {errors.sessionLengths && <p className="mt-1 text-sm text-red-700">{errors.sessionLengths}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {numberSelect('bufferMinutes', t('sessions.buffer'), BUFFERS, (n) => (n === 0 ? t('sessions.noBuffer') : duration(n)))}
        {numberSelect('minNoticeMinutes', t('sessions.notice'), NOTICES, duration)}
        {numberSelect('horizonDays', t('sessions.horizon'), HORIZONS, (n) => t('sessions.daysOption', { count: n }))}
      </div>
      <DaysOff value={draft.daysOff} onChange={(days) => set('daysOff', days)} today={dateInZone(Date.now(), draft.timezone)} />
      {errors.daysOff && <p className="text-sm text-red-700">{errors.daysOff}</p>}
    </FormCard>
  );
}
