/** Choices offered by the Sign Up form (SPEC §2, Auth screen). */
export const INDUSTRIES = [
  'Agriculture',
  'Construction',
  'Education',
  'Financial Services',
  'Food Industry',
  'Health',
  'Manufacturing',
  'Media & Entertainment',
  'Mining',
  'Other',
  'Retail',
  'Student',
  'Technology',
  'Telecommunication',
  'Transport',
] as const;

export const HOW_HEARD_OPTIONS = [
  'Google',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'Twitter',
  'WhatsApp Group',
  'Events',
  'Family/Friend/Colleague',
  'Marketing Society of Kenya',
  'TradeMark East Africa',
  'Other',
] as const;

export const GENDERS = ['male', 'female', 'other'] as const;

/** Roles a member may choose; admin is granted, never chosen. */
export const SIGN_UP_ROLES = ['mentee', 'mentor'] as const;
export const ROLES = ['mentee', 'mentor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const OTHER = 'Other';
