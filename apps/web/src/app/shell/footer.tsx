import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { paths } from '../../lib/paths.ts';
import { useViewer } from '../../lib/viewer.ts';

/** The newsletter area's form, fetched after the page: every page has the footer, few need the form at once. */
const SubscribeForm = lazyPart(() =>
  import('../../features/newsletter/components/subscribe-form.tsx').then((m) => ({ default: m.SubscribeForm })),
);

/**
 * Pages where a visitor gives the address of their account: a second email field there would be
 * mistaken for it, by people and by password managers alike. Members are not offered the form at all:
 * they subscribe with the switch in Settings, and their pages' own name and email fields stay the only ones.
 */
const ACCOUNT_PAGES: ReadonlySet<string> = new Set([paths.auth, paths.resetPassword, paths.confirm, paths.verifyEmail()]);

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/prospermentor' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/prospermentor' },
  { name: 'YouTube', href: 'https://www.youtube.com/@prospermentor' },
  { name: 'Instagram', href: 'https://www.instagram.com/prospermentor' },
  { name: 'Twitter', href: 'https://twitter.com/prospermentor' },
];

/**
 * The year of the build, not of the clock: a page painted at build says the same as the app that
 * takes it over, even on the first of January (decision 069).
 */
const BUILD_YEAR = import.meta.env.BUILD_YEAR;

/** The footer on every page but the landing page (SPEC §2). */
export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const offerNewsletter = viewer.isSuccess && !viewer.data && !ACCOUNT_PAGES.has(pathname);
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-700 md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <p>{t('footer.copyright', { year: String(BUILD_YEAR) })}</p>
          <p>{t('footer.tagline')}</p>
          <p className="flex gap-4">
            <Link to={paths.about} className="tap-target underline-offset-4 hover:underline">
              {t('footer.about')}
            </Link>
            <Link to={paths.faq} className="tap-target underline-offset-4 hover:underline">
              {t('footer.faq')}
            </Link>
          </p>
        </div>
        <div>
          <p id="follow-us" className="mb-2 font-medium text-stone-900">
            {t('footer.followUs')}
          </p>
          <ul aria-labelledby="follow-us" className="flex flex-wrap gap-x-4 gap-y-2">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="tap-target text-brand-800 underline-offset-4 hover:underline"
                >
                  {s.name}
                  <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {offerNewsletter && (
        <div className="mx-auto max-w-6xl border-t border-stone-200 px-4 py-8">
          <Suspense fallback={null}>
            <SubscribeForm source="footer" titleAs="p" className="max-w-2xl" />
          </Suspense>
        </div>
      )}
    </footer>
  );
}
