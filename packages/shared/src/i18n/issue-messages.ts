import type { z } from 'zod';
import { en } from './en.ts';

const t = en.validation;

/**
 * zod's own messages ("Invalid input: expected string, received number") told in the catalog's
 * words, for the checks a schema leaves unworded. A schema's own message always wins over this;
 * installed with `z.config({ customError: issueMessage })`.
 */
export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? t.required : t.invalidInput;
    case 'too_big':
      return issue.origin === 'string' ? t.tooLong : issue.origin === 'array' || issue.origin === 'set' ? t.tooMany : t.tooLarge;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t.required : t.tooShort;
      return issue.origin === 'array' || issue.origin === 'set' ? t.tooFew : t.tooSmall;
    case 'invalid_format':
      return t.invalidFormat;
    case 'invalid_value':
      return t.chooseFromList;
    case 'unrecognized_keys':
      return t.unknownField;
    default:
      return t.invalidInput;
  }
};
