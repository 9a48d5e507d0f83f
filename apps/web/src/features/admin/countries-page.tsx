import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AdminHeading } from './components/admin-heading.tsx';
import { ChargeRatesPanel } from './components/charge-rates-panel.tsx';
import { PaymentCountriesPanel } from './components/payment-countries-panel.tsx';
import { SmsCountriesPanel } from './components/sms-countries-panel.tsx';

/**
 * /admin/countries, a section of the admin area (decision 054): how each country pays, the charge
 * rates per currency, and the countries we may text. Each is a small table, read whole.
 */
export default function CountriesPage() {
  const { t } = useTranslation();
  usePageTitle(`${t('admin.sections.countries.title')} · ${t('admin.title')}`);
  return (
    <section aria-labelledby="admin-countries">
      <AdminHeading id="admin-countries" lead={t('admin.sections.countries.lead')}>
        {t('admin.sections.countries.title')}
      </AdminHeading>
      <PaymentCountriesPanel />
      <ChargeRatesPanel />
      <SmsCountriesPanel />
    </section>
  );
}
