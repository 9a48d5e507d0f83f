/** Every path of the app in one place (SPEC §2 route table); the web app and the server (links in push notifications) read it. */
export const paths = {
  landing: '/',
  dashboard: '/dashboard',
  /** The dashboard's articles of the people the member follows. */
  followingFeed: '/dashboard#following-articles',
  auth: '/auth',
  signUp: '/auth?tab=signup',
  /** After sign-up; `next` is where the confirmation link will return to, for a resent mail to keep it. */
  verifyEmail: (email?: string, next?: string) =>
    email ? `/verify-email?email=${encodeURIComponent(email)}${next ? `&next=${encodeURIComponent(next)}` : ''}` : '/verify-email',
  confirm: '/auth/confirm',
  resetPassword: '/reset-password',
  welcome: '/welcome',
  about: '/about',
  profile: '/profile',
  editProfile: '/profile/edit',
  mentorOnboarding: '/mentor-onboarding',
  mentorOnboardingSuccess: '/mentor-onboarding/success',
  settings: '/settings',
  /** One section of the settings: privacy, notifications, account, security, data. */
  settingsSection: (section: string) => `/settings/${encodeURIComponent(section)}`,
  mentors: '/mentors',
  programs: '/programs',
  program: (programId: string) => `/programs/${encodeURIComponent(programId)}`,
  newProgram: '/programs/new',
  editProgram: (programId: string) => `/programs/${encodeURIComponent(programId)}/edit`,
  programCertificate: (programId: string, certificateId: string) =>
    `/programs/${encodeURIComponent(programId)}/certificates/${encodeURIComponent(certificateId)}`,
  networks: '/networks',
  admin: '/admin',
  adminMembers: '/admin/members',
  adminMember: (memberId: string) => `/admin/members/${encodeURIComponent(memberId)}`,
  adminAuditLog: '/admin/audit-log',
  /** The moderation queue: open reports, one item per reported thing. */
  adminReports: '/admin/reports',
  /** Field performance and errors (decision 041). */
  adminHealth: '/admin/health',
  adminPayments: '/admin/payments',
  /** The FAQ's entries, added, changed, ordered and deleted by admins. */
  adminFaq: '/admin/faq',
  /** How each country pays, the charge rates, and the countries we may text (decision 054). */
  adminCountries: '/admin/countries',
  newsletters: '/newsletters',
  /** Where the newsletter mails' links land (decision 032). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  users: '/users',
  connect: '/connect',
  stories: '/stories',
  /** One story: public, with link-preview tags from the server. */
  story: (id: string) => `/stories/${encodeURIComponent(id)}`,
  /** A new story; goals link here with a title to start from. */
  newStory: (title?: string) => (title ? `/stories/new?title=${encodeURIComponent(title)}` : '/stories/new'),
  editStory: (id: string) => `/stories/${encodeURIComponent(id)}/edit`,
  goals: '/goals',
  goal: (goalId: string) => `/goals/${encodeURIComponent(goalId)}`,
  messages: '/messages',
  /** One conversation, beside the list on wide screens. */
  thread: (threadId: string) => `/messages/${encodeURIComponent(threadId)}`,
  analytics: '/analytics',
  notifications: '/notifications',
  sessions: '/sessions',
  sessionsTab: (tab: string) => `/sessions?tab=${encodeURIComponent(tab)}`,
  session: (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}`,
  bookSession: (mentorId: string) => `/sessions/book/${encodeURIComponent(mentorId)}`,
  mentor: (mentorId: string) => `/mentor/${encodeURIComponent(mentorId)}`,
  memberProfile: (memberId: string) => `/profile/${encodeURIComponent(memberId)}`,
  faq: '/faq',
  /** Questions and answers: the list (its search in the query string), one question, asking (optionally one mentor). */
  questions: '/questions',
  question: (id: string) => `/questions/${encodeURIComponent(id)}`,
  editQuestion: (id: string) => `/questions/${encodeURIComponent(id)}/edit`,
  askQuestion: (mentorId?: string) => `/questions/ask${mentorId ? `?mentor=${encodeURIComponent(mentorId)}` : ''}`,
  createArticle: '/create-article',
  editArticle: (id: string) => `/create-article?edit=${encodeURIComponent(id)}`,
  savedPosts: '/saved-posts',
  /** A post as members see it, with likes, saving and comments. */
  viewPost: (id: string) => `/view-post/${encodeURIComponent(id)}`,
  /** The public address of a post: what is shared, with link-preview tags from the server. */
  post: (id: string) => `/post/${encodeURIComponent(id)}`,
  networksTab: (tab: string) => `/networks?tab=${encodeURIComponent(tab)}`,
  community: (slug: string) => `/networks/communities/${encodeURIComponent(slug)}`,
} as const;
