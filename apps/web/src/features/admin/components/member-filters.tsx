import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@prosper/shared/constants/countries';
import { ROLES } from '@prosper/shared/constants/sign-up-options';
import { MEMBER_STATUSES } from '@prosper/shared/schemas/admin';
import { Field, Input, Select } from '../../../components/ui/field.tsx';

export type FilterValues = { q: string; role: string; status: string; country: string };

/** The members list's search box and its three filters; each change goes to the address (the way back keeps them). */
export function MemberFilters({ values, onChange }: { values: FilterValues; onChange: (name: keyof FilterValues, value: string) => void }) {
  const { t } = useTranslation();
  const choice = (
    name: Exclude<keyof FilterValues, 'q'>,
    label: string,
    any: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={values[name]} onChange={(e) => onChange(name, e.target.value)}>
          <option value="">{any}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={t('admin.members.search')} className="sm:col-span-2 lg:col-span-1">
        {({ id }) => <Input id={id} type="search" value={values.q} maxLength={100} onChange={(e) => onChange('q', e.target.value)} />}
      </Field>
      {choice(
        'role',
        t('admin.members.role'),
        t('admin.members.anyRole'),
        ROLES.map((r) => ({ value: r, label: t(`profile.roles.${r}`) })),
      )}
      {choice(
        'status',
        t('admin.members.status'),
        t('admin.members.anyStatus'),
        MEMBER_STATUSES.map((s) => ({ value: s, label: t(`admin.members.statuses.${s}`) })),
      )}
      {choice(
        'country',
        t('admin.members.country'),
        t('admin.members.anyCountry'),
        COUNTRIES.map((c) => ({ value: c, label: c })),
      )}
    </search>
  );
}
