export const footer = {
  copyright: '© {{year}} Prosper Mentor. All rights reserved.',
  followUs: 'Follow us on',
  opensInNewTab: '(opens in a new tab)',
  about: 'About Us',
  faq: 'FAQ',
  tagline: 'Mentorship for Africans rising into their purpose.',
} as const;
