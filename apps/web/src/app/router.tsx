import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import type { PlaceholderKey } from '../features/placeholders/coming-soon-page.tsx';
import type { MessageButtonType, ReviewsType } from '../features/profiles/components/profile-view.tsx';
import { Guard } from './guard.tsx';
import { LazyPage } from './lazy-page.tsx';
import { Layout } from './shell/layout.tsx';

type Loader = () => Promise<{ default: ComponentType }>;
type RouteDef = { path: string; load: Loader; guarded: boolean; role?: Role };

/** A page whose capability comes in a later step: its title and one line on what will be there. */
const comingSoon =
  (page: PlaceholderKey): Loader =>
  () =>
    import('../features/placeholders/coming-soon-page.tsx').then((m) => ({ default: () => <m.ComingSoonPage page={page} /> }));

type ProfileParts = { messageButton?: MessageButtonType; reviews?: ReviewsType };

/**
 * A profile page with the messages area's 'Message' button and the sessions area's reviews of a
 * mentor: the app composes the three areas, fetched at once.
 */
const withProfileParts =
  (load: () => Promise<{ default: ComponentType<ProfileParts> }>): Loader =>
  () =>
    Promise.all([
      load(),
      import('../features/messages/components/message-button.tsx'),
      import('../features/sessions/components/mentor-reviews.tsx'),
    ]).then(([{ default: Page }, { MessageButton }, { MentorReviews }]) => ({
      default: () => <Page messageButton={MessageButton} reviews={MentorReviews} />,
    }));

const open = (path: string, load: Loader): RouteDef => ({ path, load, guarded: false });
const guarded = (path: string, load: Loader, role?: Role): RouteDef => ({ path, load, guarded: true, role });

/** The route table of SPEC §2. Unguarded: /, /auth, /verify-email, /auth/confirm, /reset-password, /about, /post/:id, /mentor/:id. */
const routes: RouteDef[] = [
  open('/', () => import('../features/landing/landing-page.tsx')),
  open('/auth', () => import('../features/auth/auth-page.tsx')),
  open('/verify-email', () => import('../features/auth/verify-email-page.tsx')),
  open('/auth/confirm', () => import('../features/auth/confirm-page.tsx')),
  open('/reset-password', () => import('../features/auth/reset-password-page.tsx')),
  open('/about', () => import('../features/about/about-page.tsx')),
  open('/post/:postId', () => import('../features/articles/post-page.tsx')),
  open(
    '/mentor/:id',
    withProfileParts(() => import('../features/profiles/mentor-page.tsx')),
  ),
  // The app composes the areas: the dashboard shows the sessions area's next sessions and the articles
  // area's home feed, all fetched at once.
  guarded('/dashboard', () =>
    Promise.all([
      import('../features/dashboard/dashboard-page.tsx'),
      import('../features/sessions/components/next-sessions.tsx'),
      import('../features/articles/home-feed.tsx'),
    ]).then(([{ default: Dashboard }, { NextSessions }, { default: HomeFeed }]) => ({
      default: () => <Dashboard sessions={<NextSessions />} feed={<HomeFeed />} />,
    })),
  ),
  guarded('/welcome', () => import('../features/dashboard/welcome-page.tsx')),
  guarded(
    '/profile',
    withProfileParts(() => import('../features/profiles/profile-page.tsx')),
  ),
  guarded('/profile/edit', () => import('../features/profiles/edit-profile-page.tsx')),
  guarded(
    '/profile/:userId',
    withProfileParts(() => import('../features/profiles/profile-page.tsx')),
  ),
  guarded('/mentor-onboarding', () => import('../features/profiles/mentor-onboarding-page.tsx'), 'mentor'),
  guarded('/mentor-onboarding/success', () => import('../features/profiles/mentor-onboarding-success-page.tsx'), 'mentor'),
  guarded('/mentors', () => import('../features/mentors/mentors-page.tsx')),
  guarded('/programs', comingSoon('programs')),
  guarded('/programs/:id', comingSoon('program')),
  guarded('/notifications', () => import('../features/notifications/notifications-page.tsx')),
  guarded('/faq', comingSoon('faq')),
  guarded('/sessions', () => import('../features/sessions/sessions-page.tsx')),
  guarded('/sessions/book/:id', () => import('../features/sessions/book-session-page.tsx')),
  guarded('/sessions/:sessionId', () => import('../features/sessions/session-page.tsx')),
  // One page for both: the list beside the open conversation on wide screens.
  guarded('/messages', () => import('../features/messages/messages-page.tsx')),
  guarded('/messages/:id', () => import('../features/messages/messages-page.tsx')),
  guarded('/connect', () => import('../features/mentors/connect-page.tsx')),
  guarded('/stories', comingSoon('stories')),
  guarded('/users', () => import('../features/profiles/users-page.tsx')),
  guarded('/admin', comingSoon('admin'), 'admin'),
  guarded('/saved-posts', () => import('../features/articles/saved-posts-page.tsx')),
  guarded('/analytics', () => import('../features/analytics/analytics-page.tsx'), 'mentor'),
  guarded('/networks', comingSoon('networks')),
  guarded('/goals', comingSoon('goals')),
  guarded('/create-article', () => import('../features/articles/create-article-page.tsx')),
  guarded('/newsletters', comingSoon('newsletters'), 'admin'),
  guarded('/settings', comingSoon('settings')),
  guarded('/view-post/:postId', () => import('../features/articles/post-page.tsx')),
];

const notFound: Loader = () => import('../features/not-found/not-found-page.tsx');

export function AppRoutes() {
  return (
    <Routes>
      {routes.map((r) => (
        <Route
          key={r.path}
          path={r.path}
          element={
            <Layout footer={r.path !== '/'}>
              {r.guarded ? (
                <Guard role={r.role}>
                  <LazyPage key={r.path} load={r.load} />
                </Guard>
              ) : (
                <LazyPage key={r.path} load={r.load} />
              )}
            </Layout>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <Layout footer>
            <LazyPage key="*" load={notFound} />
          </Layout>
        }
      />
    </Routes>
  );
}
