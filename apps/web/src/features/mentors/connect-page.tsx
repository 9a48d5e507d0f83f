import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_CURRENCY } from '@prosper/shared/constants/currencies';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { useSuggestions } from './api/suggestions.ts';
import { ConnectActions } from '../../components/ui/connect-button.tsx';
import { useConnectionStates } from '../../lib/connections.ts';
import { MentorCard } from './components/mentor-card.tsx';
import { paths } from '../../lib/paths.ts';

/** /connect: mentors suggested for the member's goals, industry and country, each with its reasons. */
export default function ConnectPage() {
  const { t } = useTranslation();
  usePageTitle(t('connect.title'));
  const currency = useViewer().data?.currency ?? DEFAULT_CURRENCY;
  const suggestions = useSuggestions();
  const states = useConnectionStates(suggestions.data ? [suggestions.data.items.map((s) => s.id)] : []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('connect.title')}</h1>
      <p className="mt-1 text-stone-700">{t('connect.lead')}</p>
      <section className="mt-6" aria-busy={suggestions.isPending}>
        {suggestions.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : suggestions.isError ? (
          <p role="alert">{suggestions.error.message}</p>
        ) : suggestions.data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
            <p className="font-medium">{t('connect.none')}</p>
            <p className="mt-1 text-stone-700">{t('connect.noneHint')}</p>
            <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to={paths.editProfile} className={buttonClass('primary')}>
                {t('connect.editProfile')}
              </Link>
              <Link to={paths.mentors} className={buttonClass('secondary')}>
                {t('connect.browse')}
              </Link>
            </div>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {suggestions.data.items.map((s) => (
              <li key={s.id}>
                <MentorCard mentor={s} currency={currency}>
                  <ul aria-label={t('connect.why')} className="space-y-1 border-t border-stone-200 pt-3 text-sm text-brand-900">
                    {s.reasons.map((reason) => (
                      <li key={reason} className="flex gap-1.5">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        {reason}
                      </li>
                    ))}
                  </ul>
                  {/* Above the card's stretched link, so it takes its own clicks. */}
                  <div className="relative z-10 mt-3">
                    <ConnectActions member={s} state={states[s.id]} />
                  </div>
                </MentorCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
