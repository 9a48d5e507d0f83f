import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the page, then the product ("Sessions · Prosper Mentor"); screen
 * readers announce it on navigation. Without a page name (the landing) the tab reads the product alone.
 */
export function usePageTitle(page?: string) {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}
