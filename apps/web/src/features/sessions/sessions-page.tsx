import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import { SESSION_TABS, type SessionTab } from '@prosper/shared/schemas/session';
import { lazyPart } from '../../lib/lazy-part.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { SessionList } from './components/session-list.tsx';

// Only mentors edit availability, and rarely: its form loads when its tab opens.
const AvailabilityForm = lazyPart(() => import('./components/availability-form.tsx'));
const PaymentMethodsForm = lazyPart(() => import('./components/payment-methods-form.tsx'));
const PayoutAccountForm = lazyPart(() => import('./components/payout-account-form.tsx'));

type Tab = SessionTab | 'availability' | 'payment';

/**
 * /sessions: the member's sessions in Upcoming, Pending, Past and Cancelled tabs, live; mentors
 * also set their weekly hours and how mentees pay them here. The tab is in the address (?tab=), so a link or the back
 * button lands on it.
 */
export default function SessionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('sessions.title'));
  const viewer = useViewer().data;
  const mentor = viewer?.profile?.role === 'mentor';
  const currency = viewer?.currency ?? DEFAULT_CURRENCY;
  const [params, setParams] = useSearchParams();
  const tabs: Tab[] = mentor ? [...SESSION_TABS, 'availability', 'payment'] : [...SESSION_TABS];
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'upcoming';

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">{t('sessions.title')}</h1>
      <p className="mt-1 text-stone-700">{t('sessions.lead')}</p>
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })} className="mt-6">
        {/* A mentor's six tabs do not fit one row of a phone: three above, three below. */}
        <TabsList aria-label={t('sessions.sessionsOf')} className={mentor ? 'grid-cols-3 sm:grid-cols-6' : 'grid-cols-4'}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value} className="px-1 sm:px-3">
              {t(`sessions.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SESSION_TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-4 focus-visible:outline-offset-4">
            <SessionList tab={value} currency={currency} mentor={mentor} />
          </TabsContent>
        ))}
        {mentor && (
          <TabsContent value="availability" className="mt-4">
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <AvailabilityForm />
            </Suspense>
          </TabsContent>
        )}
        {mentor && (
          <TabsContent value="payment" className="mt-4">
            <Suspense fallback={<Spinner label={t('app.loading')} />}>
              <PaymentMethodsForm />
              <div className="mt-6">
                <PayoutAccountForm />
              </div>
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
