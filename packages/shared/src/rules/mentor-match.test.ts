import { expect, it } from 'vitest';
import { matchMentor } from './mentor-match.ts';

const mentee = { goals: ['Leadership', 'public speaking', 'Python'], industry: 'Health', country: 'Kenya' };

it('counts shared goals most, then the industry, then the country, and says why', () => {
  const match = matchMentor(mentee, {
    skills: ['python', 'Leadership'],
    specializations: ['Public Speaking', 'Health'],
    industry: null,
    country: 'Kenya',
  });
  expect(match.score).toBe(3 * 3 + 2 + 1);
  expect(match.reasons).toEqual([
    'Shares 3 of your goals: Leadership, public speaking, Python',
    'Works in your industry: Health',
    'Also in Kenya',
  ]);
});

it('speaks of one goal in the singular, and finds nothing in common when there is none', () => {
  expect(matchMentor(mentee, { skills: ['Python'], specializations: [], industry: 'Mining', country: 'Ghana' }).reasons).toEqual([
    'Shares 1 of your goals: Python',
  ]);
  expect(matchMentor(mentee, { skills: ['Welding'], specializations: [], industry: 'Mining', country: 'Ghana' })).toEqual({
    score: 0,
    reasons: [],
  });
  expect(
    matchMentor({ goals: [], industry: 'Mining', country: null }, { skills: [], specializations: [], industry: 'mining', country: null })
      .reasons,
  ).toEqual(['Works in your industry: Mining']);
});
