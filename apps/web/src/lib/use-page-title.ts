import { useEffect } from 'react';

/** Names the browser tab after the page, which screen readers announce on navigation. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Prosper Mentor`;
  }, [title]);
}
