import { expect, it } from 'vitest';
import { profileUpdateSchema } from './profile.ts';

const base = { firstName: 'Ama', lastName: 'Owusu' };

it('turns empty answers into nulls and cleans the lists', () => {
  const parsed = profileUpdateSchema.parse({
    ...base,
    bio: '  ',
    dob: '',
    mentor: {
      title: '',
      yearsExperience: null,
      hourlyRate: 0,
      specializations: ['Law', ' law '],
      languages: [],
      skills: ['Tax', 'TAX'],
      timezone: '',
    },
  });
  expect(parsed).toMatchObject({
    bio: null,
    dob: null,
    mentor: { title: null, hourlyRate: 0, specializations: ['Law'], skills: ['Tax'], timezone: null },
  });
});

it('refuses missing names, future birth dates, unknown time zones and negative rates', () => {
  const message = (input: object) => profileUpdateSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;
  expect(message({ firstName: ' ' })).toBe('First name is required.');
  expect(message({ dob: '2999-01-01' })).toBe('Date of birth cannot be in the future.');
  expect(message({ mentor: { timezone: 'Africa/Atlantis' } })).toBe('Please choose a time zone from the list.');
  expect(message({ mentor: { hourlyRate: -5 } })).toBe('Please enter a number of 0 or more.');
  expect(message({ mentor: { yearsExperience: 2.5 } })).toBe('Please enter a whole number.');
});
