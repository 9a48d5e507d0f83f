export const about = {
  title: 'About Us',
  lead: 'Prosper Mentor is a home for Africans rising into their purpose: a place to find a mentor, to become one, and to grow together.',
  purposeTitle: 'Our purpose',
  purposeText:
    'To unlock the potential of people across Africa by connecting them with the guidance, networks and opportunities that help them prosper.',
  missionTitle: 'Our mission',
  missionText:
    'To make quality mentorship accessible to every African, whatever their country, language or means, by bringing mentors and mentees together on a platform built for how they live.',
  visionTitle: 'Our vision',
  visionText: 'An Africa where every ambitious person has someone in their corner, and where today’s mentees become tomorrow’s mentors.',
  valuesTitle: 'Our values',
  values: {
    wisdom: { name: 'Wisdom', text: 'We share knowledge earned through experience, and we keep learning.' },
    community: { name: 'Community & Equity', text: 'We grow together, and we open doors fairly for everyone.' },
    innovation: { name: 'Innovation', text: 'We look for better ways to learn, connect and build.' },
    courage: { name: 'Courage', text: 'We take bold steps and encourage others to do the same.' },
    empathy: { name: 'Empathy', text: 'We listen first and meet people where they are.' },
    integrity: { name: 'Integrity', text: 'We are honest, keep our word and protect the trust placed in us.' },
  },
  positioningTitle: 'Who we are for',
  positioningText:
    'For Africans rising into their purpose, Prosper Mentor is the mentoring community that connects ambition with experience, so that no one has to find their way alone.',
  join: 'Join Prosper Mentor',
} as const;
