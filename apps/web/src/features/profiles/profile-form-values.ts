import { optionalNumber } from '@prosper/shared/rules/optional-number';
import { splitList } from '@prosper/shared/rules/tags';
import type { Profile, ProfileUpdateInput } from '@prosper/shared/schemas/profile';

/**
 * The Edit Profile form's values and their mapping to and from the API: the form holds text
 * (numbers, comma lists, empty for none), the API numbers, lists and nulls. One list of tags
 * stands for a mentor's skills and a mentee's learning goals.
 */
export type ProfileFormValues = {
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  phone: string;
  linkedinUrl: string;
  gender: string;
  dob: string | null;
  country: string;
  favouriteQuote: string;
  /** Skills for a mentor, learning goals for a mentee. */
  tags: string[];
  title: string;
  company: string;
  yearsExperience: string;
  hourlyRate: string;
  specializations: string;
  languages: string;
  timezone: string;
  industry: string;
  learningStyle: string;
  careerLevel: string;
};

/** The form as it opens on a member's profile. */
export function profileFormValues(p: Profile): ProfileFormValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    bio: p.bio ?? '',
    location: p.location ?? '',
    phone: p.phone ?? '',
    linkedinUrl: p.linkedinUrl ?? '',
    gender: p.gender ?? '',
    dob: p.dob,
    country: p.country ?? '',
    favouriteQuote: p.favouriteQuote ?? '',
    tags: p.mentor?.skills ?? p.mentee?.goals ?? [],
    title: p.mentor?.title ?? '',
    company: p.mentor?.company ?? '',
    yearsExperience: p.mentor?.yearsExperience?.toString() ?? '',
    hourlyRate: p.mentor?.hourlyRateCents != null ? String(p.mentor.hourlyRateCents / 100) : '',
    specializations: p.mentor?.specializations.join(', ') ?? '',
    languages: p.mentor?.languages.join(', ') ?? '',
    timezone: p.mentor?.timezone ?? '',
    industry: p.mentee?.industry ?? '',
    learningStyle: p.mentee?.learningStyle ?? '',
    careerLevel: p.mentee?.careerLevel ?? '',
  };
}

/** What the form sends, to be checked by profileUpdateSchema: only the details of the member's role. */
export function profileUpdateOf(v: ProfileFormValues, role: Profile['role']): ProfileUpdateInput {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    bio: v.bio,
    location: v.location,
    phone: v.phone,
    linkedinUrl: v.linkedinUrl,
    gender: v.gender === '' ? null : (v.gender as ProfileUpdateInput['gender']),
    dob: v.dob,
    country: v.country === '' ? null : (v.country as ProfileUpdateInput['country']),
    favouriteQuote: v.favouriteQuote,
    ...(role === 'mentor' && {
      mentor: {
        title: v.title,
        company: v.company,
        yearsExperience: optionalNumber(v.yearsExperience),
        hourlyRate: optionalNumber(v.hourlyRate),
        specializations: splitList(v.specializations),
        languages: splitList(v.languages),
        timezone: v.timezone,
        skills: v.tags,
      },
    }),
    ...(role === 'mentee' && {
      mentee: { industry: v.industry, learningStyle: v.learningStyle, careerLevel: v.careerLevel, goals: v.tags },
    }),
  };
}

/** The form field that shows a schema issue: the last step of its path, skills and goals being the tags. */
export function profileFieldOf(path: readonly PropertyKey[]): keyof ProfileFormValues {
  const name = String(path.at(-1));
  if (name === 'skills' || name === 'goals') return 'tags';
  return name as keyof ProfileFormValues;
}
