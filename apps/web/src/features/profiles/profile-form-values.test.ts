import { expect, it } from 'vitest';
import { type Profile, profileUpdateSchema } from '@prosper/shared/schemas/profile';
import { profileFieldOf, profileFormValues, profileUpdateOf } from './profile-form-values.ts';

const base: Profile = {
  id: 'p1',
  firstName: 'Ama',
  lastName: 'Owusu',
  role: 'mentor',
  avatarUrl: null,
  bio: null,
  location: 'Accra',
  country: 'Ghana',
  favouriteQuote: null,
  email: 'ama@example.com',
  phone: null,
  linkedinUrl: null,
  gender: null,
  dob: null,
  mentor: {
    title: 'Engineer',
    company: null,
    yearsExperience: 7,
    hourlyRateCents: 2550,
    specializations: ['Solar', 'Grids'],
    languages: ['English', 'Twi'],
    timezone: 'Africa/Accra',
    skills: ['Python'],
    ratingAverage: null,
    reviewCount: 0,
    takesBookings: true,
    onboardingStep: 5,
    onboardingCompleted: true,
  },
  mentee: null,
  followers: 0,
  following: 0,
  sessionsHeld: 0,
  isSelf: true,
  isFollowing: false,
  allowIndexing: true,
};

it('opens on the profile as text: empty for none, dollars for cents, lists joined by commas', () => {
  expect(profileFormValues(base)).toMatchObject({
    bio: '',
    gender: '',
    location: 'Accra',
    tags: ['Python'],
    yearsExperience: '7',
    hourlyRate: '25.5',
    specializations: 'Solar, Grids',
    languages: 'English, Twi',
    industry: '',
  });
});

it('takes a mentee’s learning goals as the tags', () => {
  const mentee: Profile = {
    ...base,
    role: 'mentee',
    mentor: null,
    mentee: { industry: 'Law', learningStyle: null, goals: ['Tax'], careerLevel: null },
  };
  expect(profileFormValues(mentee)).toMatchObject({ tags: ['Tax'], industry: 'Law', hourlyRate: '', specializations: '' });
});

it('sends what the form shows, with only the details of the member’s role', () => {
  const values = { ...profileFormValues(base), gender: '', hourlyRate: '30,5', specializations: 'Solar, , solar, Wind', tags: ['Go'] };
  const update = profileUpdateOf(values, 'mentor');
  expect(update).toMatchObject({
    gender: null,
    country: 'Ghana',
    mentor: { yearsExperience: 7, hourlyRate: 30.5, specializations: ['Solar', 'Wind'], languages: ['English', 'Twi'], skills: ['Go'] },
  });
  expect(update).not.toHaveProperty('mentee');
  expect(profileUpdateOf({ ...values, industry: 'Law' }, 'mentee')).toMatchObject({ mentee: { industry: 'Law', goals: ['Go'] } });
  expect(profileUpdateOf(values, 'admin')).not.toHaveProperty('mentor');
});

it('round-trips a profile through the schema unchanged', () => {
  const parsed = profileUpdateSchema.parse(profileUpdateOf(profileFormValues(base), 'mentor'));
  expect(parsed.mentor).toMatchObject({ yearsExperience: 7, hourlyRate: 25.5, timezone: 'Africa/Accra', skills: ['Python'] });
});

it('shows a schema issue on the field the form has for it', () => {
  expect(profileFieldOf(['firstName'])).toBe('firstName');
  expect(profileFieldOf(['mentor', 'hourlyRate'])).toBe('hourlyRate');
  expect(profileFieldOf(['mentor', 'skills'])).toBe('tags');
  expect(profileFieldOf(['mentee', 'goals'])).toBe('tags');
});
