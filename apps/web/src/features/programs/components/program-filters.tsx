import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@prosper/shared/constants/countries';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import type { ProgramFilters as Filters } from '../api/keys.ts';

/** Topic, country, dates and price: each change narrows the list at once. */
export function ProgramFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTranslation();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value || undefined });
  return (
    <search aria-label={t('programs.filters')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <Field label={t('programs.topic')}>{({ control }) => <Input {...control} value={value.topic ?? ''} onChange={set('topic')} />}</Field>
      <Field label={t('programs.country')}>
        {({ control }) => (
          <Select {...control} value={value.country ?? ''} onChange={set('country')}>
            <option value="">{t('programs.anyCountry')}</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('programs.from')}>
        {({ control }) => <Input {...control} type="date" value={value.from ?? ''} onChange={set('from')} />}
      </Field>
      <Field label={t('programs.to')}>
        {({ control }) => <Input {...control} type="date" value={value.to ?? ''} onChange={set('to')} />}
      </Field>
      <Field label={t('programs.price')}>
        {({ control }) => (
          <Select {...control} value={value.price ?? ''} onChange={set('price')}>
            <option value="">{t('programs.anyPrice')}</option>
            <option value="free">{t('programs.free')}</option>
            <option value="paid">{t('programs.paid')}</option>
          </Select>
        )}
      </Field>
    </search>
  );
}
