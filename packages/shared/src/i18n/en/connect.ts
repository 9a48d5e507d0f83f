export const connect = {
  title: 'Connect',
  lead: 'Mentors chosen for your learning goals, industry and country.',
  sharesGoals: 'Shares {{count}} of your goals: {{goals}}',
  sameIndustry: 'Works in your industry: {{industry}}',
  sameCountry: 'Also in {{country}}',
  none: 'No suggestions yet.',
  noneHint: 'Add learning goals and your industry to your profile, and we will find mentors who match.',
  editProfile: 'Add learning goals',
  browse: 'Browse all mentors',
  why: 'Why we suggest them',
} as const;
