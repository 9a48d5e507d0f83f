import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { paths } from '../../lib/paths.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('app.notFoundTitle'));
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <p className="text-5xl font-bold text-brand-800">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('app.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('app.notFoundText')}</p>
      <Link to={paths.landing} className={buttonClass('primary', 'mt-6')}>
        {t('app.goHome')}
      </Link>
    </div>
  );
}
