import type { MemberOverrides } from './factories.ts';

/*
 * More demo mentors, made from small lists so /mentors looks alive: a dozen countries, a spread
 * of fields, languages and rates (some free). Deterministic, so every fresh start looks the same.
 */

const PEOPLE: [string, string, string, 'male' | 'female'][] = [
  ['Adwoa', 'Boateng', 'Ghana', 'female'],
  ['Kofi', 'Asante', 'Ghana', 'male'],
  ['Ngozi', 'Eze', 'Nigeria', 'female'],
  ['Tunde', 'Bakare', 'Nigeria', 'male'],
  ['Halima', 'Sani', 'Nigeria', 'female'],
  ['Achieng', 'Otieno', 'Kenya', 'female'],
  ['Brian', 'Kiprop', 'Kenya', 'male'],
  ['Neema', 'Mushi', 'Tanzania', 'female'],
  ['Baraka', 'Mrema', 'Tanzania', 'male'],
  ['Grace', 'Nakato', 'Uganda', 'female'],
  ['Joseph', 'Okello', 'Uganda', 'male'],
  ['Aline', 'Uwase', 'Rwanda', 'female'],
  ['Eric', 'Habimana', 'Rwanda', 'male'],
  ['Lerato', 'Mokoena', 'South Africa', 'female'],
  ['Sipho', 'Zulu', 'South Africa', 'male'],
  ['Awa', 'Ndiaye', 'Senegal', 'female'],
  ['Moussa', 'Sow', 'Senegal', 'male'],
  ['Aya', 'Kouassi', 'Côte d’Ivoire', 'female'],
  ['Yao', 'Koffi', 'Côte d’Ivoire', 'male'],
  ['Salma', 'Benali', 'Morocco', 'female'],
  ['Youssef', 'Amrani', 'Morocco', 'male'],
  ['Mona', 'Hassan', 'Egypt', 'female'],
  ['Omar', 'Farouk', 'Egypt', 'male'],
  ['Selam', 'Bekele', 'Ethiopia', 'female'],
  ['Dawit', 'Haile', 'Ethiopia', 'male'],
  ['Chipo', 'Banda', 'Zambia', 'female'],
  ['Mutale', 'Phiri', 'Zambia', 'male'],
  ['Rutendo', 'Moyo', 'Zimbabwe', 'female'],
  ['Tendai', 'Chikwanha', 'Zimbabwe', 'male'],
  ['Fatima', 'Diallo', 'Guinea', 'female'],
  ['Ibrahim', 'Keita', 'Mali', 'male'],
  ['Esi', 'Mensah', 'Ghana', 'female'],
  ['Kamau', 'Njoroge', 'Kenya', 'male'],
  ['Bisi', 'Adeyemi', 'Nigeria', 'female'],
];

const LANGUAGES: Record<string, string[]> = {
  Ghana: ['English', 'Twi'],
  Nigeria: ['English', 'Yoruba'],
  Kenya: ['English', 'Swahili'],
  Tanzania: ['Swahili', 'English'],
  Uganda: ['English', 'Luganda'],
  Rwanda: ['Kinyarwanda', 'English', 'French'],
  'South Africa': ['English', 'Zulu'],
  Senegal: ['French', 'Wolof'],
  'Côte d’Ivoire': ['French'],
  Morocco: ['Arabic', 'French'],
  Egypt: ['Arabic', 'English'],
  Ethiopia: ['Amharic', 'English'],
  Zambia: ['English', 'Bemba'],
  Zimbabwe: ['English', 'Shona'],
  Guinea: ['French', 'Fula'],
  Mali: ['French', 'Bambara'],
};

const CITIES: Record<string, string> = {
  Ghana: 'Accra, Greater Accra, Ghana',
  Nigeria: 'Lagos, Lagos, Nigeria',
  Kenya: 'Nairobi, Nairobi City, Kenya',
  Tanzania: 'Dar es Salaam, Dar es Salaam, Tanzania',
  Uganda: 'Kampala, Kampala, Uganda',
  Rwanda: 'Kigali, Kigali, Rwanda',
  'South Africa': 'Cape Town, Western Cape, South Africa',
  Senegal: 'Dakar, Dakar, Senegal',
  'Côte d’Ivoire': 'Abidjan, Abidjan, Côte d’Ivoire',
  Morocco: 'Casablanca, Casablanca-Settat, Morocco',
  Egypt: 'Cairo, Al Qāhirah, Egypt',
  Ethiopia: 'Addis Ababa, Addis Ababa, Ethiopia',
  Zambia: 'Lusaka, Lusaka, Zambia',
  Zimbabwe: 'Harare, Harare, Zimbabwe',
  Guinea: 'Conakry, Conakry, Guinea',
  Mali: 'Bamako, Bamako, Mali',
};

const FIELDS = [
  {
    industry: 'Technology',
    title: 'Software Engineer',
    company: 'Kasi Labs',
    skills: ['JavaScript', 'React', 'Career growth'],
    specializations: ['Web development'],
  },
  {
    industry: 'Financial Services',
    title: 'Investment Analyst',
    company: 'Baobab Capital',
    skills: ['Valuation', 'Excel', 'Personal finance'],
    specializations: ['Finance'],
  },
  {
    industry: 'Health',
    title: 'Public Health Officer',
    company: 'Afya Trust',
    skills: ['Epidemiology', 'Community health'],
    specializations: ['Public health'],
  },
  {
    industry: 'Education',
    title: 'Head Teacher',
    company: 'Bright Futures Academy',
    skills: ['Teaching', 'Curriculum design', 'Leadership'],
    specializations: ['Education'],
  },
  {
    industry: 'Agriculture',
    title: 'Agribusiness Consultant',
    company: 'Harvest Link',
    skills: ['Farm management', 'Value chains'],
    specializations: ['Agribusiness'],
  },
  {
    industry: 'Media & Entertainment',
    title: 'Creative Director',
    company: 'Sauti Studios',
    skills: ['Storytelling', 'Branding', 'Public speaking'],
    specializations: ['Marketing'],
  },
  {
    industry: 'Telecommunication',
    title: 'Network Engineer',
    company: 'Simu Networks',
    skills: ['Networking', 'Cloud'],
    specializations: ['Infrastructure'],
  },
  {
    industry: 'Retail',
    title: 'E-commerce Manager',
    company: 'Soko Online',
    skills: ['E-commerce', 'Customer experience'],
    specializations: ['Product management'],
  },
  {
    industry: 'Construction',
    title: 'Civil Engineer',
    company: 'Jenga Works',
    skills: ['Project management', 'Structural design'],
    specializations: ['Engineering'],
  },
  {
    industry: 'Transport',
    title: 'Logistics Lead',
    company: 'Safari Freight',
    skills: ['Supply chain', 'Operations'],
    specializations: ['Logistics'],
  },
];

const RATES = [0, 1500, 2500, 3500, 0, 5000, 2000, 4500, 3000, 0, 7500];

export function demoMentors(): MemberOverrides[] {
  return PEOPLE.map(([firstName, lastName, country, gender], i) => {
    const field = FIELDS[i % FIELDS.length]!;
    const years = 4 + ((i * 7) % 18);
    return {
      firstName,
      lastName,
      country,
      gender,
      industry: field.industry,
      location: CITIES[country] ?? null,
      bio: `${field.title} with ${years} years of experience in ${field.industry.toLowerCase()}. I mentor people starting out and those changing careers.`,
      mentor: {
        title: field.title,
        company: field.company,
        yearsExperience: years,
        hourlyRateCents: RATES[i % RATES.length]!,
        specializations: field.specializations,
        languages: LANGUAGES[country] ?? ['English'],
        timezone: null,
        skills: field.skills,
        onboardingStep: 5,
        // Spread over the past weeks, so "newest first" has an order.
        onboardingCompletedAt: new Date(Date.now() - (i + 7) * 86_400_000),
      },
    };
  });
}
