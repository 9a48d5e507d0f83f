import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ADMIN_SECTIONS, sectionOf } from './admin-sections.ts';

/**
 * The admin area around each of its pages, as the settings are laid out: on a laptop a side menu
 * beside the page; on a phone the menu is a list on the Overview (the area's first page), and every
 * other page shows alone with a way back to it. The page's own heading (an h2 with
 * `data-page-focus`) is where a move to it starts.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = sectionOf(pathname);
  const home = pathname === paths.admin;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('admin.title')}</h1>
      <div className="mt-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label={t('admin.sectionsLabel')} className={clsx(home ? 'mb-6 lg:mb-0' : 'hidden lg:block')}>
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white lg:divide-y-0 lg:border-0 lg:bg-transparent">
            {ADMIN_SECTIONS.map((section) => {
              const isCurrent = section.key === current.key;
              return (
                <li key={section.key}>
                  <Link
                    to={section.path}
                    aria-current={section.path === pathname ? 'page' : isCurrent ? 'true' : undefined}
                    className={clsx(
                      'flex min-h-12 items-center justify-between gap-2 px-4 py-3 text-stone-900 hover:bg-stone-100 lg:min-h-10 lg:rounded-md lg:py-2',
                      isCurrent && 'lg:bg-brand-50 lg:font-semibold lg:text-brand-900',
                    )}
                  >
                    <span>
                      <span className="block font-medium">{t(`admin.sections.${section.key}.title`)}</span>
                      <span className="block text-xs text-stone-600 lg:hidden">{t(`admin.sections.${section.key}.lead`)}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-500 lg:hidden" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0">
          {!home && (
            <Link to={paths.admin} className="mb-3 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand-800 lg:hidden">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('admin.backToAdmin')}
            </Link>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
