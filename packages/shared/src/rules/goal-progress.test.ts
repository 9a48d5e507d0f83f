import { expect, it } from 'vitest';
import { goalProgress, isGoalComplete } from './goal-progress.ts';

it('counts milestones done out of all, in whole percent', () => {
  expect(goalProgress([])).toBe(0);
  expect(goalProgress([{ done: true }, { done: false }, { done: false }])).toBe(33);
  expect(goalProgress([{ done: true }, { done: true }, { done: false }])).toBe(67);
  expect(goalProgress([{ done: true }, { done: true }])).toBe(100);
});

it('is complete only with every milestone of at least one done', () => {
  expect(isGoalComplete([])).toBe(false);
  expect(isGoalComplete([{ done: true }, { done: false }])).toBe(false);
  expect(isGoalComplete([{ done: true }])).toBe(true);
});
