import { expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from './issue-messages.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: issueMessage }).error?.issues.map((i) => i.message) ?? [];

it('words zod’s own problems in the catalog’s words', () => {
  const schema = z.object({ name: z.string().max(3), count: z.number().max(2), tags: z.array(z.string()).max(1), kind: z.enum(['a']) });
  expect(messagesOf(schema, { name: 'abcd', count: 3, tags: ['x', 'y'], kind: 'b' })).toEqual([
    'Too long',
    'Too large',
    'Too many items',
    'Please choose an option from the list.',
  ]);
  expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(['Please fill in this field.']);
  expect(messagesOf(z.object({ name: z.string() }), { name: 5 })).toEqual(['Invalid input']);
  expect(messagesOf(z.uuid(), 'nope')).toEqual(['This is not in the expected format.']);
  expect(messagesOf(z.strictObject({}), { extra: 1 })).toEqual(['This field is not expected here.']);
});

it('leaves a schema’s own message as it is', () => {
  expect(messagesOf(z.string().max(1, 'Title must be short.'), 'ab')).toEqual(['Title must be short.']);
});
