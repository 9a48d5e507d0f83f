import type { MemberOverrides } from './factories.ts';

/* The demo's people: who they are, as data. seed/demo.ts creates them through the factories. */

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'prosper-demo-2026';

/** The admin, whose address also marks a database as seeded. */
export const DEMO_ADMIN = {
  role: 'admin',
  firstName: 'Zawadi',
  lastName: 'Admin',
  email: 'admin@demo.prospermentor.africa',
  country: 'Tanzania',
} as const satisfies MemberOverrides;

/** The six mentors the demo's activity (follows, articles, sessions) revolves around; they keep their initials, no photo. */
export const DEMO_MENTORS: MemberOverrides[] = [
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    country: 'Nigeria',
    location: 'Lagos, Lagos, Nigeria',
    gender: 'female',
    bio: 'Product leader who has shipped fintech apps used by millions across West Africa. I help early-career PMs find their footing.',
    mentor: {
      skills: ['Product strategy', 'User research', 'Roadmapping'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Head of Product',
      company: 'PayRiver',
      yearsExperience: 12,
      hourlyRateCents: 4000,
      specializations: ['Product management', 'Fintech'],
      languages: ['English', 'Igbo', 'Yoruba'],
      timezone: 'Africa/Lagos',
    },
  },
  {
    firstName: 'Kwame',
    lastName: 'Mensah',
    country: 'Ghana',
    location: 'Accra, Greater Accra, Ghana',
    gender: 'male',
    bio: 'Software engineer and engineering manager. Ask me about backend systems, hiring and growing into leadership.',
    mentor: {
      skills: ['Node.js', 'System design', 'Hiring'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Engineering Manager',
      company: 'Hubtel',
      yearsExperience: 10,
      hourlyRateCents: 3000,
      specializations: ['Software engineering', 'Leadership'],
      languages: ['English', 'Twi'],
      timezone: 'Africa/Accra',
    },
  },
  {
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    country: 'Kenya',
    location: 'Nairobi, Nairobi County, Kenya',
    gender: 'female',
    bio: 'Agribusiness founder connecting smallholder farmers to markets. I mentor founders on fundraising and operations.',
    mentor: {
      skills: ['Fundraising', 'Operations', 'Agritech'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Founder & CEO',
      company: 'ShambaLink',
      yearsExperience: 9,
      hourlyRateCents: 0,
      specializations: ['Agribusiness', 'Fundraising'],
      languages: ['English', 'Swahili', 'Kikuyu'],
      timezone: 'Africa/Nairobi',
    },
  },
  {
    firstName: 'Thabo',
    lastName: 'Nkosi',
    country: 'South Africa',
    location: 'Johannesburg, Gauteng, South Africa',
    gender: 'male',
    bio: 'Chartered accountant turned CFO. I help people understand finance, from personal budgeting to company boards.',
    mentor: {
      skills: ['Financial modelling', 'Budgeting', 'Corporate governance'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Chief Financial Officer',
      company: 'Ubuntu Capital',
      yearsExperience: 15,
      hourlyRateCents: 6000,
      specializations: ['Finance', 'Accounting'],
      languages: ['English', 'Zulu', 'Afrikaans'],
      timezone: 'Africa/Johannesburg',
    },
  },
  {
    firstName: 'Fatou',
    lastName: 'Diop',
    country: 'Senegal',
    location: 'Dakar, Dakar, Senegal',
    gender: 'female',
    bio: 'Public health specialist working on maternal health programs. Happy to guide anyone entering global health.',
    mentor: {
      skills: ['Program design', 'Monitoring and evaluation', 'Grant writing'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Program Director',
      company: 'Santé Pour Tous',
      yearsExperience: 11,
      hourlyRateCents: 2500,
      specializations: ['Public health', 'Program management'],
      languages: ['French', 'Wolof', 'English'],
      timezone: 'Africa/Dakar',
    },
  },
  {
    firstName: 'Yonas',
    lastName: 'Tesfaye',
    country: 'Ethiopia',
    location: 'Addis Ababa, Addis Ababa, Ethiopia',
    gender: 'male',
    bio: 'Data scientist building models for agriculture and logistics. I mentor on data careers and machine learning.',
    mentor: {
      skills: ['Python', 'Machine learning', 'Data visualisation'],
      onboardingStep: 5,
      onboardingCompletedAt: new Date(),
      title: 'Lead Data Scientist',
      company: 'Gebeya',
      yearsExperience: 7,
      hourlyRateCents: 2000,
      specializations: ['Data science', 'Machine learning'],
      languages: ['Amharic', 'English'],
      timezone: 'Africa/Addis_Ababa',
    },
  },
];

export const DEMO_MENTEES: MemberOverrides[] = [
  {
    firstName: 'Chidi',
    lastName: 'Eze',
    country: 'Nigeria',
    gender: 'male',
    industry: 'Student',
    mentee: { goals: ['Product management', 'Public speaking'], careerLevel: 'Student', learningStyle: 'Hands-on' },
  },
  {
    firstName: 'Aisha',
    lastName: 'Bello',
    country: 'Kenya',
    gender: 'female',
    industry: 'Technology',
    mentee: { goals: ['Software engineering', 'Leadership'], careerLevel: 'Early career', learningStyle: 'Visual' },
  },
  {
    firstName: 'Nia',
    lastName: 'Moyo',
    country: 'Zimbabwe',
    gender: 'female',
    industry: 'Agriculture',
    mentee: { goals: ['Fundraising', 'Agribusiness'], careerLevel: 'Founder', learningStyle: 'Discussion' },
  },
];

/** A demo member's address: their name at the demo domain, without accents. */
export const demoEmail = (m: MemberOverrides) =>
  `${m.firstName}.${m.lastName}@demo.prospermentor.africa`
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
