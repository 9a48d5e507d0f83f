import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { asksNewPage, focusNewPage, isPageChange } from '../lib/route-focus.ts';
import { LiveRegion } from './live-region.tsx';

/**
 * Mounted once inside the router (app.tsx): on every move to another page, signing in and out
 * included, the focus goes to the new page's heading and its title is said once in a polite live
 * region (decision 025). Pages need nothing but their h1 and `usePageTitle`.
 */
export function RouteAnnouncer() {
  const { pathname, key, state } = useLocation();
  // Each navigation that asks for a new page on the same path (signing out on /) is a move of its
  // own; any other change of the query or the hash leaves a move under way as it is.
  const newPageMove = asksNewPage(state) ? key : null;
  const [title, setTitle] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = pathname;
    if (!isPageChange(before, pathname, newPageMove !== null)) return;
    // Emptied first, so the same title after a move (a conversation to another) is said again.
    setTitle('');
    return focusNewPage(() => setTitle(document.title));
  }, [pathname, newPageMove]);
  return <LiveRegion id="route-announcer" message={title} />;
}
