import { describe, expect, it } from 'vitest';
import * as en from '@prosper/shared/i18n/en/index';
import { checkSubscribe } from './subscribe-rules.ts';

describe("the subscribe form's rules", () => {
  it('sends the address trimmed and lowercased, the names as typed', () => {
    expect(checkSubscribe({ email: '  Ama@Example.COM ', firstName: 'Ama', lastName: '' })).toEqual({
      values: { email: 'ama@example.com', firstName: 'Ama', lastName: '' },
    });
  });

  it('gives each field its first message: a missing or broken address, a name too long', () => {
    expect(checkSubscribe({ email: '', firstName: '', lastName: '' })).toEqual({ errors: { email: en.validation.emailRequired } });
    expect(checkSubscribe({ email: 'ama@', firstName: 'x'.repeat(101), lastName: '' })).toEqual({
      errors: { email: en.validation.invalidEmailHint, firstName: en.validation.tooLong },
    });
  });
});
