import { describe, expect, it } from 'vitest';
import { isPageChange } from './route-focus.ts';

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
});
