import type { FaqInput } from '@prosper/shared/schemas/faq';
import type { Db } from '../db/client.ts';
import { createFaqEntry } from '../features/faq/faq.ts';

/** The FAQ as the demo's admin wrote it: 3 to 5 answers per topic, about how Prosper Mentor works. */
export const DEMO_FAQ: Required<FaqInput>[] = [
  {
    topic: 'accounts',
    slug: 'how-do-i-sign-up',
    question: 'How do I create an account?',
    answer:
      'Choose “Sign up” on the sign-in page, say whether you want to learn (mentee) or to guide others (mentor), and fill in your name, email and a password of at least 6 characters.\n\nWe send you an email to confirm your address; your account is ready once you follow its link.',
    position: 1,
  },
  {
    topic: 'accounts',
    slug: 'i-forgot-my-password',
    question: 'I forgot my password. What do I do?',
    answer:
      'Choose “Forgot password?” on the sign-in page and enter your email. We send a link that lets you choose a new password; it works once and expires after a short while, so ask for a new one if it has.',
    position: 2,
  },
  {
    topic: 'accounts',
    slug: 'two-factor-sign-in',
    question: 'Can I protect my account with a second step at sign-in?',
    answer:
      'Yes. In Settings → Security turn on two-factor authentication and scan the code with an authenticator app. Keep the backup codes we show you somewhere safe: each one lets you in once if you lose your phone.',
    position: 3,
  },
  {
    topic: 'accounts',
    slug: 'delete-my-account',
    question: 'How do I delete my account?',
    answer:
      'Go to Settings → Your data and choose to delete your account, confirming with your password. Your account closes at once and is erased after 14 days; sign in again before then to change your mind.\n\nWhat others rely on, such as your answers and messages, stays under the name “Deleted member”; everything else about you goes.',
    position: 4,
  },
  {
    topic: 'finding-a-mentor',
    slug: 'how-do-i-find-a-mentor',
    question: 'How do I find the right mentor?',
    answer:
      'Open Mentors and search by skill, industry, country or name. Filters narrow the list by price and availability, and each mentor’s page shows their experience, reviews from past mentees and their next free times.',
    position: 1,
  },
  {
    topic: 'finding-a-mentor',
    slug: 'ask-before-booking',
    question: 'Can I ask a mentor something before booking a session?',
    answer:
      'Yes. Send them a message from their page, or ask a question in Questions and put it to that mentor. Public questions help others too, and any member may answer.',
    position: 2,
  },
  {
    topic: 'finding-a-mentor',
    slug: 'follow-a-mentor',
    question: 'What does following a mentor do?',
    answer:
      'You see the articles they publish in your dashboard feed, and they are told you follow them. You can unfollow at any time from their page.',
    position: 3,
  },
  {
    topic: 'sessions-and-payments',
    slug: 'how-do-i-book-a-session',
    question: 'How do I book a session?',
    answer:
      'On a mentor’s page choose “Book a session”, pick one of their free times (shown in your own time zone), and say what you would like to talk about. The mentor confirms the request, and you both get a reminder 30 minutes before it starts.',
    position: 1,
  },
  {
    topic: 'sessions-and-payments',
    slug: 'how-do-i-pay',
    question: 'How do I pay a mentor?',
    answer:
      'Mentors who charge list how they accept payment: M-Pesa, mobile money, a bank transfer or PayPal. Once the session is confirmed you pay them directly with one of those and mark it as sent; the mentor confirms they received it.',
    position: 2,
  },
  {
    topic: 'sessions-and-payments',
    slug: 'cancel-or-reschedule',
    question: 'Can I cancel or move a session?',
    answer:
      'Yes, from the session’s page. Either of you may propose a new time or cancel. A confirmed session cancelled less than 24 hours before it starts is marked as a late cancellation, so please give as much notice as you can.',
    position: 3,
  },
  {
    topic: 'sessions-and-payments',
    slug: 'review-a-session',
    question: 'How do reviews work?',
    answer:
      'After a session has taken place, the mentee can rate it from 1 to 5 and add a comment. The review shows on the mentor’s page, and the mentor may reply to it.',
    position: 4,
  },
  {
    topic: 'privacy',
    slug: 'who-sees-my-contact-details',
    question: 'Who can see my email and phone number?',
    answer:
      'Only signed-in members, and only while “Show contact info” is on in Settings → Privacy. Switch it off and your email, phone and LinkedIn are hidden from everyone but you.',
    position: 1,
  },
  {
    topic: 'privacy',
    slug: 'download-my-data',
    question: 'Can I get a copy of my data?',
    answer:
      'Yes. Settings → Your data lets you download one JSON file with your profile, settings, articles, questions, answers, messages, sessions and the rest of what you have here.',
    position: 2,
  },
  {
    topic: 'privacy',
    slug: 'report-someone',
    question: 'How do I report something that breaks the rules?',
    answer:
      'Use “Report” on the article, comment, question, answer, message or profile. Our team reads every report; the member is not told who reported them.',
    position: 3,
  },
  {
    topic: 'for-mentors',
    slug: 'become-a-mentor',
    question: 'How do I become a listed mentor?',
    answer:
      'Sign up as a mentor and complete the five short setup steps of your mentor profile, including your skills and your price (or free). Mentees can find, follow and book you once the setup is done.',
    position: 1,
  },
  {
    topic: 'for-mentors',
    slug: 'set-availability',
    question: 'How do I choose when mentees can book me?',
    answer:
      'In your availability settings set the hours you are free on each day of the week, in your own time zone. Mentees only see times inside those hours that are not taken.',
    position: 2,
  },
  {
    topic: 'for-mentors',
    slug: 'questions-for-mentors',
    question: 'Where do I find questions I could answer?',
    answer:
      'Open Questions and choose “For you”: it lists the unanswered questions tagged with your skills and those put to you directly. Keep your skills up to date on your profile so the right ones reach you.',
    position: 3,
  },
  {
    topic: 'for-mentors',
    slug: 'getting-paid',
    question: 'How do I get paid?',
    answer:
      'Add your payment details (M-Pesa, mobile money, bank or PayPal) in your mentor settings. Mentees see them on a confirmed session and pay you directly; you confirm each payment when it arrives.',
    position: 4,
  },
];

export async function seedDemoFaq(db: Db, adminId: string) {
  for (const entry of DEMO_FAQ) await createFaqEntry(db, { adminId, ...entry });
}
