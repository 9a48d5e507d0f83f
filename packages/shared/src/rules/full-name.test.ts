import { expect, it } from 'vitest';
import { fullName } from './full-name.ts';

it('writes the first name, a space and the last name', () => {
  expect(fullName({ firstName: 'Ama', lastName: 'Owusu' })).toBe('Ama Owusu');
});
