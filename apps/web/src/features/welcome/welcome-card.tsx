import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../lib/paths.ts';
import { useWelcome } from './api/welcome.ts';

/** The dashboard's card that opens /welcome, while the member has neither finished nor skipped it (ISSUE-NOTES 18). */
export function WelcomeCard() {
  const { t } = useTranslation();
  const welcome = useWelcome();
  if (!welcome.isSuccess || welcome.data.outcome !== null) return null;
  return (
    <section aria-labelledby="welcome-card" className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-800" />
        <div>
          <h2 id="welcome-card" className="text-lg font-semibold text-brand-900">
            {t('welcome.cardTitle')}
          </h2>
          <p className="mt-1 text-stone-800">{t('welcome.cardText')}</p>
          <Link to={paths.welcome} className={buttonClass('primary', 'mt-3')}>
            {t('welcome.cardAction')}
          </Link>
        </div>
      </div>
    </section>
  );
}
