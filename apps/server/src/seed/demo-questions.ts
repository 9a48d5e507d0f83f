import type { Db } from '../db/client.ts';
import { acceptAnswer, createAnswer, voteOnAnswer } from '../features/questions/answers.ts';
import { createQuestion } from '../features/questions/questions.ts';

/*
 * Demo questions and answers: some answered with votes and an accepted answer, some still open and
 * tagged with the demo mentors' skills, so a mentor's "For you" has something in it. `by` and each
 * answer's `by` index the demo mentees and mentors passed in.
 */

type DemoAnswer = { by: { mentor: number } | { mentee: number }; body: string; accepted?: true; votes?: number };
type DemoQuestion = { by: number; title: string; body: string; tags: string[]; toMentor?: number; answers: DemoAnswer[] };

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    by: 0,
    title: 'How do I move from support into a junior developer role?',
    body: 'I have worked in IT support for two years and taught myself **JavaScript** in the evenings. How do I show employers I am ready for a developer job?',
    tags: ['career growth', 'javascript'],
    answers: [
      {
        by: { mentor: 0 },
        body: 'Build two small projects that solve problems you saw in support (a ticket triage tool, a status page), put them on GitHub with a clear README, and ask your current team whether you can automate one of their tasks. An internal move is often the shortest path.',
        accepted: true,
        votes: 3,
      },
      { by: { mentee: 1 }, body: 'Join a local meetup and offer to help with their website. It got me my first reference.', votes: 1 },
    ],
  },
  {
    by: 1,
    title: 'Should I keep my savings in naira or dollars?',
    body: 'My salary is in naira and prices keep rising. Is it sensible to hold part of my emergency fund in dollars?',
    tags: ['personal finance'],
    answers: [
      {
        by: { mentor: 1 },
        body: 'Keep one to two months of expenses in naira for day-to-day emergencies, and consider holding the rest in a currency you trust through a regulated provider. Never put money you need next month into anything that can swing 20 % in a week.',
        accepted: true,
        votes: 2,
      },
    ],
  },
  {
    by: 2,
    title: 'How do I run my first team meeting as a new manager?',
    body: 'I was promoted last week and my former peers now report to me. What should the first meeting cover?',
    tags: ['leadership'],
    answers: [
      {
        by: { mentor: 3 },
        body: 'Say openly that the relationship has changed, ask each person what they need from you, and agree on one small thing you will fix in your first month. Then do it.',
        votes: 2,
      },
    ],
  },
  {
    by: 3,
    title: 'What should a first React project include for a portfolio?',
    body: 'I finished a React course. Which features make a project stand out to reviewers?',
    tags: ['react', 'career growth'],
    answers: [],
  },
  {
    by: 0,
    title: 'How do I price a first consultation as a new community health trainer?',
    body: 'NGOs have asked me to run training days. I have no idea what to charge.',
    tags: ['community health'],
    toMentor: 2,
    answers: [],
  },
  {
    by: 2,
    title: 'Is a master’s degree worth it for a career in data?',
    body: 'I work as an analyst in Nairobi. Would a master’s help more than two years of experience?',
    tags: ['career growth'],
    answers: [],
  },
];

type Member = { id: string; firstName: string; lastName: string };

/** Seeds the questions through the real services: answers notify the askers, votes and acceptances are the askers' and others'. */
export async function seedDemoQuestions(db: Db, { mentors, mentees }: { mentors: Member[]; mentees: Member[] }) {
  for (const q of DEMO_QUESTIONS) {
    const asker = mentees[q.by % mentees.length]!;
    const question = await createQuestion(db, {
      authorId: asker.id,
      title: q.title,
      body: q.body,
      tags: q.tags,
      mentorId: q.toMentor === undefined ? null : mentors[q.toMentor % mentors.length]!.id,
    });
    for (const a of q.answers) {
      const author = 'mentor' in a.by ? mentors[a.by.mentor % mentors.length]! : mentees[a.by.mentee % mentees.length]!;
      const answer = await createAnswer(db, { author, questionId: question.id, body: a.body });
      const voters = [...mentees, ...mentors].filter((m) => m.id !== author.id).slice(0, a.votes ?? 0);
      for (const voter of voters) await voteOnAnswer(db, { viewerId: voter.id, answerId: answer.id, value: 1 });
      if (a.accepted) await acceptAnswer(db, { viewerId: asker.id, questionId: question.id, answerId: answer.id });
    }
  }
}
