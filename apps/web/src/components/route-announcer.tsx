import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusNewPage, isPageChange } from '../lib/route-focus.ts';
import { LiveRegion } from './live-region.tsx';

/**
 * Mounted once inside the router (app.tsx): on every move to another page, signing in and out
 * included, the focus goes to the new page's heading and its title is said once in a polite live
 * region (decision 025). Pages need nothing but their h1 and `usePageTitle`.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [title, setTitle] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = pathname;
    if (!isPageChange(before, pathname)) return;
    // Emptied first, so the same title after a move (a conversation to another) is said again.
    setTitle('');
    return focusNewPage(() => setTitle(document.title));
  }, [pathname]);
  return <LiveRegion id="route-announcer" message={title} />;
}
