/*
 * Where the keyboard's focus goes when the member moves to another page (decision 025): to the new
 * page's heading once it is shown, or to its main region if none comes, so a keyboard or
 * screen-reader member starts reading the new page and not the top of the document.
 */

import { pageTitlesSet } from './use-page-title.ts';

/** How long a page may take to show its heading (its code and data loading) before main takes the focus. */
export const PAGE_WAIT_MS = 5000;
/** How long a shown heading waits for its page's title (a page without one: Access Denied). */
const TITLE_WAIT_MS = 500;
const POLL_MS = 50;

/**
 * Navigation state for a move that shows a new page on the same path: signing out on / turns the
 * member's page into a visitor's. `navigate(path, { state: NEW_PAGE })`.
 */
export const NEW_PAGE = { newPage: true } as const;

/** Whether a location's state asks for a page move whatever its path (NEW_PAGE). */
export function asksNewPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { newPage?: unknown }).newPage === true;
}

/**
 * A move to another page: a new path, or the same one navigated to with NEW_PAGE. The first load is
 * not one (the browser starts at the top), nor a change of only the query or the hash (the filters of
 * /mentors, the skip link): the member stays where they are.
 */
export function isPageChange(before: string | null, after: string, newPage = false): boolean {
  return before !== null && (before !== after || newPage);
}

/** The element a page names as its start (`data-page-focus`), else its first shown h1. */
export function pageFocusTarget(main: ParentNode): HTMLElement | null {
  const named = main.querySelector<HTMLElement>('[data-page-focus]');
  if (named) return named;
  return [...main.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0) ?? null;
}

/**
 * Whether to take the focus to the page: not when the page has put it somewhere itself (a field
 * it focuses, a dialog it opens) since the move began.
 */
export function focusIsTaken(active: Element | null, main: HTMLElement, before: Element | null): boolean {
  if (!active || active === document.body || active === main || active === before) return false;
  return main.contains(active) || active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Focuses an element that may not take focus by itself (a heading), without a ring for a mouse user. */
export function focusElement(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Waits for the new page to show its heading and set its title, then moves the focus there (or to
 * main after PAGE_WAIT_MS) and calls `moved`. The wait polls rather than acting at once, so a menu or
 * sheet that closes on the same click has given its focus back first and does not take it again; and
 * the title is the new page's, set in its effect, which may run a moment after its heading shows.
 * Returns a cancel.
 */
export function focusNewPage(moved: () => void): () => void {
  const before = document.activeElement;
  let timer: ReturnType<typeof setTimeout>;
  // A key or a press after the move began is the member at work (opening a menu, typing): the
  // focus is theirs, and the page is only announced.
  let acted = false;
  const act = () => {
    acted = true;
  };
  document.addEventListener('keydown', act, true);
  document.addEventListener('pointerdown', act, true);
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('keydown', act, true);
    document.removeEventListener('pointerdown', act, true);
  };
  const titles = pageTitlesSet();
  const started = Date.now();
  let shownAt: number | null = null;
  const attempt = () => {
    const now = Date.now();
    const main = document.getElementById('main');
    const target = main && pageFocusTarget(main);
    if (target) shownAt ??= now;
    const titled = pageTitlesSet() !== titles || (shownAt !== null && now - shownAt >= TITLE_WAIT_MS);
    if (!main || ((!target || !titled) && now - started < PAGE_WAIT_MS)) {
      timer = setTimeout(attempt, POLL_MS);
      return;
    }
    stop();
    if (!acted && !focusIsTaken(document.activeElement, main, before)) focusElement(target ?? main);
    moved();
  };
  timer = setTimeout(attempt, POLL_MS);
  return stop;
}
