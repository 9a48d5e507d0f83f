import { describe, expect, it } from 'vitest';
import { asksNewPage, isPageChange, NEW_PAGE } from './route-focus.ts';

describe('isPageChange', () => {
  it('is a move to another path, not the first load', () => {
    expect(isPageChange(null, '/dashboard')).toBe(false);
    expect(isPageChange('/auth', '/dashboard')).toBe(true);
    expect(isPageChange('/messages', '/messages/7f1c')).toBe(true);
  });

  it('is not a change of the query or the hash only: the member stays on the same page', () => {
    // The router gives the path alone; /mentors?industry=Tech and /mentors#main are both /mentors.
    expect(isPageChange('/mentors', '/mentors')).toBe(false);
  });

  it('is a move on the same path when the navigation asks for a new page (signing out on /)', () => {
    expect(isPageChange('/', '/', asksNewPage(NEW_PAGE))).toBe(true);
    expect(isPageChange(null, '/', asksNewPage(NEW_PAGE))).toBe(false);
    expect(asksNewPage({ from: '/sessions' })).toBe(false);
    expect(asksNewPage(null)).toBe(false);
  });
});
