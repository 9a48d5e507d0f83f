import { useTranslation } from 'react-i18next';
import type { en } from '@prosper/shared/i18n/en';
import { usePageTitle } from '../../lib/use-page-title.ts';

export type PlaceholderKey = keyof typeof en.comingSoon.pages;

/** A route whose capability has not landed yet: honest about it, pretends nothing. */
export function ComingSoonPage({ page }: { page: PlaceholderKey }) {
  const { t } = useTranslation();
  const title = t(`comingSoon.pages.${page}.title`);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-800">{t('comingSoon.label')}</p>
      <h1 className="mt-2 text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-stone-700">{t(`comingSoon.pages.${page}.text`)}</p>
    </div>
  );
}
