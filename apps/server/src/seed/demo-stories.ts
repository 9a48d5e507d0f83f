/*
 * The demo's stories, as data: mentees telling how mentoring changed something, most naming a
 * featured mentor they had a session with (demo-sessions.ts) who approved it, one still waiting.
 * Members are named by their first names; seed/demo.ts publishes them through the real services.
 */
export type DemoStory = {
  author: string;
  mentor: string | null;
  approved: boolean;
  title: string;
  content: string;
  daysAgo: number;
};

export const DEMO_STORIES: DemoStory[] = [
  {
    author: 'Aisha',
    mentor: 'Amara',
    approved: true,
    title: 'From freelance gigs to my first product role',
    content:
      'For two years I took every freelance design job that came my way and never said no.\n\n## The question that changed it\n\nIn our first session Amara asked me which of those jobs I would **do again for free**. I could name one. We built my portfolio around that one kind of work.\n\nThree months later I started as a product designer at a fintech in Lagos.',
    daysAgo: 21,
  },
  {
    author: 'Chidi',
    mentor: 'Kwame',
    approved: true,
    title: 'I stopped rewriting my CV and started shipping',
    content:
      'I had rewritten my CV eleven times. Kwame told me to stop and ship one small project a month instead.\n\n- January: a budgeting tool for my cooperative\n- February: a bus-times bot\n- March: an interview\n\nThe interviewer asked about the bot the whole hour.',
    daysAgo: 14,
  },
  {
    author: 'Nia',
    mentor: 'Amara',
    approved: true,
    title: 'Saying no without losing the client',
    content:
      'I used to think every client request had to be a yes. Amara walked me through *pricing the change* instead of refusing it.\n\n> Scope is a conversation, not a wall.\n\nMy biggest client now pays for a monthly retainer.',
    daysAgo: 9,
  },
  {
    author: 'Aisha',
    mentor: 'Wanjiru',
    approved: false,
    title: 'Learning to present data to people who hate charts',
    content:
      'Wanjiru showed me how to lead with the one number that matters and keep the chart for the appendix. My quarterly review took ten minutes instead of forty.',
    daysAgo: 4,
  },
  {
    author: 'Chidi',
    mentor: null,
    approved: false,
    title: 'What a year of weekly check-ins taught me',
    content: 'Small, regular conversations beat one big plan. Write down one thing to try each week, and say how it went the next.',
    daysAgo: 2,
  },
];

export const DEMO_STORY_COMMENTS = [
  'This is exactly where I am right now. Thank you for writing it down.',
  'The question about doing it for free is going in my notebook.',
  'Congratulations! Well deserved.',
];
