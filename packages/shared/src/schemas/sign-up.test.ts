import { describe, expect, it } from 'vitest';
import { firstProblem, signUpSchema } from './sign-up.ts';

const valid = {
  firstName: 'Kofi',
  lastName: 'Boateng',
  email: ' Kofi@Example.com ',
  role: 'mentor',
  password: 'cocoa-farm-7',
  dob: '1990-05-01',
  gender: 'male',
  industry: 'Agriculture',
  howDidYouKnow: 'Google',
  linkedin: 'linkedin.com/in/kofi',
  country: 'Ghana',
  phone: '+233 20 000 0000',
};

const problem = (input: Record<string, string>) => {
  const result = signUpSchema.safeParse(input);
  if (result.success) throw new Error('expected a problem');
  return firstProblem(result.error);
};

describe('sign-up rules', () => {
  it('trims and lowercases the email, keeps a missing quote as null', () => {
    expect(signUpSchema.parse(valid)).toMatchObject({ email: 'kofi@example.com', favouriteQuote: null, role: 'mentor' });
  });

  it('lists every missing field in form order under "Please fill in:"', () => {
    expect(problem({ ...valid, lastName: ' ', phone: '', email: '\t' })).toEqual({
      title: 'Missing required fields',
      description: 'Please fill in: Last Name, Email, Phone',
    });
    expect(problem({})).toMatchObject({ title: 'Missing required fields' });
  });

  it('asks for the industry and how-heard specifications when Other is chosen, and uses them', () => {
    expect(problem({ ...valid, industry: 'Other' })).toEqual({
      title: 'Missing industry specification',
      description: 'Please specify your industry',
    });
    expect(problem({ ...valid, howDidYouKnow: 'Other', howDidYouKnowOther: ' ' })).toEqual({
      title: 'Missing specification',
      description: 'Please specify how you heard about us',
    });
    expect(
      signUpSchema.parse({ ...valid, industry: 'Other', industryOther: ' Fashion ', howDidYouKnow: 'Other', howDidYouKnowOther: 'Radio' }),
    ).toMatchObject({ industry: 'Fashion', howDidYouKnow: 'Radio' });
  });

  it('needs a password of at least 6 characters that is not among the most used', () => {
    expect(problem({ ...valid, password: 'abcde' }).title).toBe('Password too short');
    expect(signUpSchema.safeParse({ ...valid, password: 'abcdeX' }).success).toBe(true);
    expect(problem({ ...valid, password: 'Password1' }).title).toBe('Password too common');
  });

  it('refuses a date of birth in the future or not in the calendar', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(problem({ ...valid, dob: tomorrow }).description).toBe('Date of birth cannot be in the future.');
    expect(problem({ ...valid, dob: '2001-13-01' }).title).toBe('Invalid date of birth');
    expect(problem({ ...valid, dob: '0000-01-01' }).description).toBe('Please enter a valid date.');
  });

  it('lets nobody choose admin, and keeps choices to the lists', () => {
    expect(problem({ ...valid, role: 'admin' }).description).toBe('Please choose mentee or mentor.');
    expect(problem({ ...valid, country: 'Atlantis' }).title).toBe('Invalid country');
    expect(problem({ ...valid, industry: 'Piracy' }).title).toBe('Invalid choice');
  });
});
