import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/** Every page: skip link, navigation bar, the page, and the footer unless the page is the landing. */
export function Layout({ footer, children }: { footer: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
        {t('app.skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      {footer && <Footer />}
    </div>
  );
}
