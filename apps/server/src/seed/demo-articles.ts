/**
 * Demo articles: titles, tags and paragraphs written for the demo, combined so that each article
 * reads as a short piece of advice. Paired with the demo members in demo.ts.
 */
type DemoArticle = { title: string; tags: string[]; topic: keyof typeof PARAGRAPHS };

const PARAGRAPHS = {
  career: [
    'Your first job rarely matches the plan you made at university, and that is fine. Treat the first two years as paid research: notice which problems give you energy and which drain you.',
    'Keep a simple log of what you shipped each week. When review season comes, or when you apply for the next role, you will have the evidence ready instead of relying on memory.',
    'Ask for feedback early and often. A five-minute conversation after a meeting is worth more than a formal review six months later.',
  ],
  product: [
    'Talk to five customers before you write a single line of a spec. In Lagos, Nairobi or Accra, what users say they want and what they pay for are often different things.',
    'Design for the phone your users actually own. A cheap Android device on a patchy 3G connection is the real test environment for most African products.',
    'Measure one number that tells you whether people got value, not just whether they signed up. Retention beats downloads every time.',
  ],
  money: [
    'Price on the value you create, not on your costs. If your tool saves a trader two hours a day, that is the conversation to have.',
    'Keep six months of runway in a currency you trust, and revisit your pricing whenever exchange rates move sharply.',
    'Separate your personal and business accounts from the first day. It makes taxes, loans and investor conversations far easier.',
  ],
  leadership: [
    "Good managers make their team's work visible. Share credit in public and give hard feedback in private.",
    'Write decisions down: what you decided, why, and what would make you change your mind. Your future self and your team will thank you.',
    'Protect time for deep work. Two meeting-free mornings a week can double what a team delivers.',
  ],
  learning: [
    'Pick one skill a quarter and go deep. A small project you finish teaches more than three courses you abandon halfway.',
    'Find a mentor who is two or three steps ahead of you, not twenty. Their advice will still fit the road you are on.',
    'Teach what you just learned. Writing a short article or explaining it to a friend shows you quickly where your understanding has gaps.',
  ],
};

export const DEMO_ARTICLES: DemoArticle[] = [
  { title: 'What I wish I knew in my first product role', tags: ['Product', 'Career'], topic: 'product' },
  { title: 'Designing for 3G: lessons from building in Lagos', tags: ['Product', 'Design'], topic: 'product' },
  { title: 'How to price your first SaaS product in Africa', tags: ['Business', 'Pricing'], topic: 'money' },
  { title: 'Five questions to ask in every customer interview', tags: ['Product', 'Research'], topic: 'product' },
  { title: 'The retention number that matters most', tags: ['Product', 'Growth'], topic: 'product' },
  { title: 'Managing runway when the naira moves', tags: ['Finance', 'Startups'], topic: 'money' },
  { title: 'From engineer to engineering manager', tags: ['Leadership', 'Career'], topic: 'leadership' },
  { title: 'Writing decisions down: a habit that scales teams', tags: ['Leadership'], topic: 'leadership' },
  { title: 'Meeting-free mornings changed our team', tags: ['Leadership', 'Productivity'], topic: 'leadership' },
  { title: 'Finding a mentor who is two steps ahead', tags: ['Mentorship', 'Career'], topic: 'learning' },
  { title: 'One skill a quarter: my learning system', tags: ['Learning'], topic: 'learning' },
  { title: 'Why you should write about what you learn', tags: ['Learning', 'Writing'], topic: 'learning' },
  { title: 'Your first two years are paid research', tags: ['Career'], topic: 'career' },
  { title: 'Keep a brag document, seriously', tags: ['Career', 'Productivity'], topic: 'career' },
  { title: 'Asking for feedback without fear', tags: ['Career', 'Communication'], topic: 'career' },
  { title: 'Separate accounts from day one', tags: ['Finance', 'Startups'], topic: 'money' },
  { title: 'Selling value to small traders', tags: ['Sales', 'Business'], topic: 'money' },
  { title: 'Giving hard feedback kindly', tags: ['Leadership', 'Communication'], topic: 'leadership' },
  { title: 'Getting into data science from accounting', tags: ['Data', 'Career'], topic: 'career' },
  { title: 'The side project that got me hired', tags: ['Career', 'Learning'], topic: 'learning' },
  { title: 'Building trust with a remote team across time zones', tags: ['Leadership', 'Remote'], topic: 'leadership' },
  { title: 'Mobile money integration: what nobody tells you', tags: ['Fintech', 'Engineering'], topic: 'product' },
  { title: 'How I prepared for my first board meeting', tags: ['Startups', 'Leadership'], topic: 'leadership' },
  { title: 'Negotiating your salary in a new country', tags: ['Career', 'Money'], topic: 'money' },
  { title: 'Studying at night while working full time', tags: ['Learning'], topic: 'learning' },
  { title: 'What mentoring 50 people taught me', tags: ['Mentorship'], topic: 'career' },
  { title: 'Saying no to good opportunities', tags: ['Career', 'Focus'], topic: 'career' },
  { title: 'Simple analytics for small businesses', tags: ['Data', 'Business'], topic: 'money' },
  { title: 'Onboarding users who have never used an app like yours', tags: ['Product', 'Design'], topic: 'product' },
  { title: 'Learning in public on Prosper Mentor', tags: ['Learning', 'Community'], topic: 'learning' },
];

/** The Markdown of article `i`: a heading, its topic's paragraphs in an order of its own, and a closing list. */
export function demoArticleContent(i: number): string {
  const article = DEMO_ARTICLES[i]!;
  const paragraphs = PARAGRAPHS[article.topic];
  const order = [i % 3, (i + 1) % 3, (i + 2) % 3].map((k) => paragraphs[k]!);
  return [
    order[0],
    `## What worked for me`,
    order[1],
    order[2],
    `**Three things to try this week:**\n\n- Write down one goal.\n- Share it with someone you trust.\n- Check in with them on Friday.`,
  ].join('\n\n');
}

export const DEMO_COMMENTS = [
  'Thank you for this, very practical.',
  'This is exactly what I needed to read this week.',
  'Could you say more about how you started?',
  'I tried this last month and it worked for me too.',
  'Sharing this with my team.',
  'Great points, especially the second one.',
];
