import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';

/** /mentor-onboarding/success: the mentor is listed; where to go from here. */
export default function MentorOnboardingSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.successTitle'));
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <PartyPopper aria-hidden="true" className="mx-auto size-12 text-brand-800" />
      <h1 className="mt-4 text-2xl font-semibold">{t('onboarding.successTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('onboarding.successText')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.profile} className={buttonClass('primary')}>
          {t('onboarding.viewProfile')}
        </Link>
        <Link to={paths.mentors} className={buttonClass('secondary')}>
          {t('onboarding.seeMentors')}
        </Link>
      </div>
    </div>
  );
}
