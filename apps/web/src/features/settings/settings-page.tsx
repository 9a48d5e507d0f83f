import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import AccountSection from './components/account-section.tsx';
import DataSection from './components/data-section.tsx';
import NotificationsSection from './components/notifications-section.tsx';
import PrivacySection from './components/privacy-section.tsx';
import { SecuritySection } from './components/security-section.tsx';
import { OpenedSection } from './components/settings-section.tsx';

const SECTIONS = ['privacy', 'notifications', 'account', 'security', 'data'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | undefined): value is Section => SECTIONS.includes(value as Section);

/**
 * The settings (SPEC §2): on a phone a list of the sections, each opening on its own page with a
 * way back; on a laptop the list is a side menu beside the open section (Privacy first).
 */
export default function SettingsPage({ deviceAlerts, newsletter }: { deviceAlerts: ComponentType; newsletter: ComponentType }) {
  const { t } = useTranslation();
  const { section: asked } = useParams();
  const open = isSection(asked) ? asked : null;
  const shown = open ?? 'privacy';
  usePageTitle(open ? `${t(`settings.sections.${open}.title`)} · ${t('settings.title')}` : t('settings.title'));
  const content = {
    privacy: <PrivacySection />,
    notifications: <NotificationsSection deviceAlerts={deviceAlerts} newsletter={newsletter} />,
    account: <AccountSection />,
    security: <SecuritySection />,
    data: <DataSection />,
  }[shown];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-semibold text-brand-900">{t('settings.title')}</h1>
      <div className="mt-6 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-8">
        {/* On a phone the list shows alone at /settings; an open section shows alone with a way back. */}
        <nav aria-label={t('settings.sectionsLabel')} className={clsx(open && 'hidden lg:block')}>
          <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white lg:divide-y-0 lg:border-0 lg:bg-transparent">
            {SECTIONS.map((section) => (
              <li key={section}>
                <Link
                  to={paths.settingsSection(section)}
                  aria-current={section === shown ? 'page' : undefined}
                  className={clsx(
                    'flex min-h-12 items-center justify-between gap-2 px-4 py-3 text-stone-900 hover:bg-stone-100 lg:min-h-10 lg:rounded-md lg:py-2',
                    section === shown && 'lg:bg-brand-50 lg:font-semibold lg:text-brand-900',
                  )}
                >
                  <span>
                    <span className="block font-medium">{t(`settings.sections.${section}.title`)}</span>
                    <span className="block text-xs text-stone-600 lg:hidden">{t(`settings.sections.${section}.lead`)}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-500 lg:hidden" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={clsx(!open && 'hidden lg:block')}>
          {open && (
            <Link to={paths.settings} className="mb-3 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand-800 lg:hidden">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('settings.backToSettings')}
            </Link>
          )}
          <OpenedSection value={open !== null}>{content}</OpenedSection>
        </div>
      </div>
    </div>
  );
}
