import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { memberLine, memberText } from './text.ts';

/** The FAQ's topics, in the order the page shows them (issue 18); labels in en.faq.topics. */
export const FAQ_TOPICS = ['accounts', 'finding-a-mentor', 'sessions-and-payments', 'privacy', 'for-mentors'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 5_000;
export const FAQ_SLUG_MAX = 80;
export const FAQ_POSITION_MAX = 10_000;

/** An anchor: lower-case words joined by hyphens, so `/faq#some-slug` is a clean link. */
export const faqSlug = z
  .string()
  .min(1, en.faq.slugRequired)
  .max(FAQ_SLUG_MAX, en.validation.tooLong)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, en.faq.slugFormat);

/** An admin's entry: the question, its answer (plain text with paragraphs), where it goes. */
export const faqInputSchema = z.object({
  topic: z.enum(FAQ_TOPICS),
  slug: faqSlug,
  question: memberLine().min(1, en.faq.questionRequired).max(FAQ_QUESTION_MAX, en.validation.tooLong),
  answer: memberText().trim().min(1, en.faq.answerRequired).max(FAQ_ANSWER_MAX, en.validation.tooLong),
  position: z
    .number(en.faq.positionRange)
    .int(en.faq.positionRange)
    .min(0, en.faq.positionRange)
    .max(FAQ_POSITION_MAX, en.faq.positionRange)
    .default(0),
});
export type FaqInput = z.input<typeof faqInputSchema>;

export const faqEntrySchema = z
  .object({
    id: z.uuid(),
    topic: z.enum(FAQ_TOPICS),
    slug: z.string(),
    question: z.string(),
    answer: z.string(),
    position: z.number().int(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'FaqEntry' });
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** The whole FAQ, topic by topic and by position within a topic: a few dozen entries, loaded at once. */
export const faqListSchema = z.object({ items: z.array(faqEntrySchema) });
