import { randomBytes } from 'node:crypto';

/** A complete, valid Sign Up form; tests change one field at a time. */
export function signUpBody(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Amina',
    lastName: 'Yusuf',
    email: `amina.${randomBytes(4).toString('hex')}@example.com`,
    role: 'mentee',
    password: 'baobab-tree-42',
    dob: '1998-03-21',
    gender: 'female',
    industry: 'Technology',
    industryOther: '',
    howDidYouKnow: 'LinkedIn',
    howDidYouKnowOther: '',
    linkedin: 'https://www.linkedin.com/in/amina-yusuf',
    favouriteQuote: '',
    country: 'Nigeria',
    phone: '+234 803 000 0000',
    ...overrides,
  };
}
