import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear, parseDayMonthYear } from '@prosper/shared/rules/date-of-birth';
import { todayIso } from '@prosper/shared/rules/dates';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';

type Props = { id: string; value: string | null; onChange: (iso: string | null) => void; describedBy?: string };

const toDate = (iso: string) => new Date(`${iso}T12:00:00`);
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Date of Birth as SPEC §2 has it: typed dd/mm/yyyy, taken on each valid entry and on blur,
 * invalid text reverting to the last good date; or picked in a calendar with month and year
 * lists (1900 to this year), previous and next, 'Go to Today', and no future days.
 */
export function DateOfBirthInput({ id, value, onChange, describedBy }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(formatDayMonthYear(value));
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => (value ? toDate(value) : new Date()));
  useEffect(() => setText(formatDayMonthYear(value)), [value]);
  const today = new Date();

  return (
    <div className="flex gap-2">
      <Input
        id={id}
        inputMode="numeric"
        placeholder={t('editProfile.dobPlaceholder')}
        aria-describedby={describedBy}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const iso = parseDayMonthYear(e.target.value);
          if (iso) onChange(iso);
        }}
        onBlur={() => {
          if (text.trim() === '') onChange(null);
          else if (!parseDayMonthYear(text)) setText(formatDayMonthYear(value));
        }}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button variant="secondary" aria-label={t('editProfile.openCalendar')} className="px-3">
            <CalendarDays aria-hidden="true" className="size-5" />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="end" sideOffset={6} className="z-50 rounded-lg border border-stone-200 bg-white p-3 shadow-xl">
            <DayPicker
              mode="single"
              captionLayout="dropdown"
              startMonth={new Date(1900, 0)}
              endMonth={today}
              month={month}
              onMonthChange={setMonth}
              selected={value ? toDate(value) : undefined}
              disabled={{ after: today }}
              onSelect={(date) => {
                if (!date) return;
                onChange(toIso(date));
                setOpen(false);
              }}
            />
            <Button variant="ghost" className="w-full" onClick={() => setMonth(toDate(todayIso()))}>
              {t('editProfile.goToToday')}
            </Button>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
