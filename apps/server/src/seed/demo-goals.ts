/*
 * The demo mentees' goals (decision 039), as data: milestones with their ticks, the mentor each is
 * shared with (one they have had a session with in demo-sessions.ts) and that mentor's comment.
 * Members are named by their first names in demo-members.ts; seed/demo.ts makes them through the
 * real services.
 */

export type DemoGoal = {
  mentee: string;
  title: string;
  why: string;
  /** Days from the seeding, or none. */
  targetInDays: number | null;
  milestones: { title: string; done: boolean }[];
  sharedWith?: { mentor: string; comment: string };
};

export const DEMO_GOALS: DemoGoal[] = [
  {
    mentee: 'Chidi',
    title: 'Land a software internship',
    why: 'I want to learn from a real team before I graduate.',
    targetInDays: 90,
    milestones: [
      { title: 'Finish my CV', done: true },
      { title: 'Put two projects on GitHub', done: true },
      { title: 'Apply to ten companies', done: false },
      { title: 'Do a mock technical interview', done: false },
    ],
    sharedWith: { mentor: 'Kwame', comment: 'Good progress. Pick companies whose products you use: it shows in interviews.' },
  },
  {
    mentee: 'Chidi',
    title: 'Learn TypeScript',
    why: 'Most of the internships I want ask for it.',
    targetInDays: 30,
    milestones: [
      { title: 'Read the handbook', done: true },
      { title: 'Port one project', done: false },
    ],
  },
  {
    mentee: 'Aisha',
    title: 'Lead my first product launch',
    why: 'To show I can take a feature from idea to customers.',
    targetInDays: 120,
    milestones: [
      { title: 'Write the product brief', done: true },
      { title: 'Agree the scope with engineering', done: true },
      { title: 'Plan the launch with marketing', done: false },
    ],
    sharedWith: { mentor: 'Amara', comment: 'Your brief is strong. Book the marketing talk early: their calendar fills fast.' },
  },
  {
    mentee: 'Nia',
    title: 'Pass my panel interview',
    why: 'It is the last step before the offer.',
    targetInDays: 14,
    milestones: [
      { title: 'Research the panel', done: true },
      { title: 'Prepare three stories', done: false },
    ],
    sharedWith: { mentor: 'Amara', comment: 'Use the STAR outline we practised for each story.' },
  },
];
