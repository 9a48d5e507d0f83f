import { expect, it } from 'vitest';
import { passwordProblem } from './password.ts';

it('accepts six characters or more that are not a common password', () => {
  expect(passwordProblem('kilimanjaro')).toBeNull();
  expect(passwordProblem('abc12!')).toBeNull();
});

it('says what is wrong otherwise', () => {
  expect(passwordProblem('')?.description).toBe('Password is required.');
  expect(passwordProblem('abc12')?.description).toBe('Password must be at least 6 characters.');
  expect(passwordProblem('QWERTY123')?.title).toBe('Password too common');
  expect(passwordProblem('x'.repeat(129))?.title).toBe('Too long');
});
