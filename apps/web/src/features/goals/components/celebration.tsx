import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveRegion } from '../../../components/live-region.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * A goal just reached 100 %: said aloud once (a polite status), shown with a small burst that only
 * moves for those who have not asked for less motion, and an invitation to tell the story.
 */
export function Celebration({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="relative mt-4 overflow-hidden rounded-lg border border-accent-400 bg-amber-50 p-4">
      <LiveRegion message={t('goals.celebrate', { title })} />
      <div className="flex items-start gap-3">
        <PartyPopper aria-hidden="true" className="size-8 shrink-0 text-amber-700 motion-safe:animate-bounce" />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{t('goals.celebrateTitle')}</p>
          <p className="text-sm wrap-anywhere text-stone-800">{t('goals.celebrate', { title })}</p>
          <Link to={paths.newStory(title)} className="mt-2 inline-block font-medium text-brand-800 underline underline-offset-4">
            {t('goals.tellStory')}
          </Link>
        </div>
      </div>
    </div>
  );
}
