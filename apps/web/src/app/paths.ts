/** Every path of the app in one place (SPEC §2 route table). */
export const paths = {
  landing: '/',
  dashboard: '/dashboard',
  auth: '/auth',
  verifyEmail: (email?: string) => (email ? `/verify-email?email=${encodeURIComponent(email)}` : '/verify-email'),
  confirm: '/auth/confirm',
  resetPassword: '/reset-password',
  welcome: '/welcome',
  about: '/about',
  profile: '/profile',
  settings: '/settings',
  mentors: '/mentors',
  programs: '/programs',
  networks: '/networks',
  admin: '/admin',
  analytics: '/analytics',
  notifications: '/notifications',
  session: (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}`,
  faq: '/faq',
  createArticle: '/create-article',
  editArticle: (id: string) => `/create-article?edit=${encodeURIComponent(id)}`,
  savedPosts: '/saved-posts',
  /** A post as members see it, with likes, saving and comments. */
  viewPost: (id: string) => `/view-post/${encodeURIComponent(id)}`,
  /** The public address of a post: what is shared, with link-preview tags from the server. */
  post: (id: string) => `/post/${encodeURIComponent(id)}`,
} as const;
