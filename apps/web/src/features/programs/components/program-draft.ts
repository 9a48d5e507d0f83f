import { splitList } from '@prosper/shared/rules/tags';
import type { Program, ProgramInput } from '@prosper/shared/schemas/program';

/** A chosen program mentor, as the picker shows them. */
export type ChosenMentor = { id: string; firstName: string; lastName: string };

/** The form's text fields as typed; `toInput` turns them into what the API takes. */
export type Draft = Record<
  'title' | 'description' | 'startsOn' | 'endsOn' | 'capacity' | 'questions' | 'topics' | 'country' | 'price' | 'currency',
  string
>;

export const EMPTY_DRAFT: Draft = {
  title: '',
  description: '',
  startsOn: '',
  endsOn: '',
  capacity: '10',
  questions: '',
  topics: '',
  country: '',
  price: '',
  currency: '',
};

/** A saved program as the form holds it, to edit. */
export function draftOf(p: Program): Draft {
  return {
    title: p.title,
    description: p.description,
    startsOn: p.startsOn,
    endsOn: p.endsOn,
    capacity: String(p.capacity),
    questions: p.questions.join('\n'),
    topics: p.topics.join(', '),
    country: p.country ?? '',
    price: p.priceCents === null ? '' : String(p.priceCents / 100),
    currency: p.currency ?? '',
  };
}

/** What the form holds, as the API takes it: the shared schema checks it here and on the server. */
export function toInput(d: Draft, { imageUrl, mentors }: { imageUrl: string | null; mentors: ChosenMentor[] }): ProgramInput {
  const price = d.price.trim() === '' ? null : Math.round(Number(d.price) * 100);
  return {
    title: d.title,
    description: d.description,
    startsOn: d.startsOn,
    endsOn: d.endsOn,
    capacity: Number(d.capacity),
    questions: d.questions
      .split('\n')
      .map((q) => q.trim())
      .filter(Boolean),
    topics: splitList(d.topics),
    country: (d.country || null) as ProgramInput['country'],
    priceCents: price,
    currency: (d.currency || null) as ProgramInput['currency'],
    imageUrl,
    mentorIds: mentors.map((m) => m.id),
  };
}
