import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the browser tab after the page, then the product ("Sessions · Prosper Mentor"); the route
 * announcer says it on navigation. Without a page name (the landing) the tab reads the product
 * alone; `null` leaves the naming to a part of the page (an open conversation names its own).
 */
let titlesSet = 0;

/** How many titles pages have set so far: the route announcer waits for the new page's own. */
export const pageTitlesSet = () => titlesSet;

export function usePageTitle(page?: string | null) {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    if (page === null) return;
    document.title = page ? `${page} · ${product}` : product;
    titlesSet += 1;
  }, [page, product]);
}
