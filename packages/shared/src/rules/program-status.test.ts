import { expect, it } from 'vitest';
import { canMoveProgram, decisionWithin, programTransitions } from './program-status.ts';

it('moves a program forward one step, or back to draft while open, and never out of finished', () => {
  expect(programTransitions('draft')).toEqual(['open']);
  expect(canMoveProgram('open', 'running')).toBe(true);
  expect(canMoveProgram('open', 'draft')).toBe(true);
  expect(canMoveProgram('draft', 'running')).toBe(false);
  expect(canMoveProgram('running', 'open')).toBe(false);
  expect(programTransitions('finished')).toEqual([]);
});

it('waitlists an acceptance once every place is taken', () => {
  expect(decisionWithin('accepted', 1, 2)).toBe('accepted');
  expect(decisionWithin('accepted', 2, 2)).toBe('waitlisted');
  expect(decisionWithin('declined', 2, 2)).toBe('declined');
});
