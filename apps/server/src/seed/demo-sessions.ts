import type { Availability } from '@prosper/shared/schemas/session';

/*
 * The demo's sessions, as data, around the mentee Chidi: past ones with reviews (one left for him
 * to review), one upcoming and confirmed, and a request waiting for Amara. Members are named by
 * their first names in demo-members.ts; seed/demo.ts books them through the real services.
 */

/** The featured mentors' availability: weekday office hours and a Saturday morning, in each one's own zone. */
export const DEMO_AVAILABILITY = {
  weeklyHours: [1, 2, 3, 4, 5]
    .map((weekday) => ({ weekday, start: '09:00', end: '17:00' }))
    .concat([{ weekday: 6, start: '10:00', end: '13:00' }]),
  sessionLengths: [30, 60],
  bufferMinutes: 15,
  minNoticeMinutes: 120,
  horizonDays: 60,
  daysOff: [],
} satisfies Omit<Availability, 'timezone'>;

/** The featured mentors' zones, in their order. */
export const DEMO_MENTOR_ZONES = ['Africa/Lagos', 'Africa/Accra', 'Africa/Nairobi', 'Africa/Johannesburg', 'Africa/Cairo', 'Africa/Kigali'];

export type DemoPastSession = { mentor: string; mentee: string; title: string; daysAgo: number; priceCents: number };

/** Held, paid directly and reviewed. */
export const DEMO_REVIEWED_SESSIONS: (DemoPastSession & { rating: number; comment: string })[] = [
  {
    mentor: 'Amara',
    mentee: 'Aisha',
    title: 'Breaking into product management',
    daysAgo: 40,
    priceCents: 4000,
    rating: 5,
    comment: 'Amara helped me map my first 90 days as a PM. Practical and kind.',
  },
  {
    mentor: 'Amara',
    mentee: 'Nia',
    title: 'Preparing for a panel interview',
    daysAgo: 25,
    priceCents: 4000,
    rating: 4,
    comment: 'Great mock interview and honest feedback.',
  },
  {
    mentor: 'Kwame',
    mentee: 'Chidi',
    title: 'Choosing a first programming language',
    daysAgo: 20,
    priceCents: 4000,
    rating: 5,
    comment: 'Clear advice, and a plan I could follow the same week.',
  },
  {
    mentor: 'Wanjiru',
    mentee: 'Aisha',
    title: 'Negotiating a first salary',
    daysAgo: 12,
    priceCents: 4000,
    rating: 4,
    comment: 'I went into the negotiation with numbers and confidence.',
  },
];

/** Chidi's last session with Amara: held, free, and his to review. */
export const DEMO_SESSION_TO_REVIEW: DemoPastSession = {
  mentor: 'Amara',
  mentee: 'Chidi',
  title: 'Planning my internship search',
  daysAgo: 3,
  priceCents: 0,
};

/** Where the bookings look for Amara's free hour-long slots: two weeks from two days ahead. */
export const DEMO_BOOKING_WINDOW = { mentor: 'Amara', length: 60, fromDaysAhead: 2, days: 14 } as const;

/** Requests for those slots (by their place in the list): the first confirmed by the mentor, the second waiting. */
export const DEMO_BOOKINGS = [
  { mentee: 'Chidi', slot: 0, title: 'Mock product interview', note: '', confirmed: true },
  { mentee: 'Aisha', slot: 3, title: 'Reviewing my portfolio', note: 'I will share my slides.', confirmed: false },
];
