export const nav = {
  // The top bar's names with the count of new connection requests on them.
  networksWithCount: 'Networks, {{count}} new connection requests',
  menuWithCount: 'Open menu, {{count}} new connection requests',
  home: 'Home',
  mentors: 'Mentors',
  programs: 'Programs',
  networks: 'Networks',
  admin: 'Admin',
  analytics: 'Analytics',
  profile: 'Profile',
  settings: 'Settings',
  logOut: 'Log out',
  signOut: 'Sign out',
  signIn: 'Sign in',
  getStarted: 'Get started',
  menu: 'Menu',
  openMenu: 'Open menu',
  profileMenu: 'Profile menu',
  /** Holds the initials the avatar shows, so the name contains the visible text (WCAG 2.5.3). */
  profileMenuOf: 'Profile menu: {{name}} ({{initials}})',
  profileMenuOfPhoto: 'Profile menu: {{name}}',
  main: 'Main',
  // The groups of the profile menu and the phone's Menu sheet; their links carry the pages' own titles.
  yourActivity: 'Your activity',
  people: 'People',
  account: 'Account',
  about: 'About Us',
} as const;
