import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { lazyPart } from '../lib/lazy-part.ts';
import type { ProgressHooks } from '../features/dashboard/next-steps.tsx';
import type { MessageButtonType, NextFreeTimesType, ReviewsType } from '../features/profiles/components/profile-view.tsx';
import { paths } from '../lib/paths.ts';
import { Guard } from './guard.tsx';
import { LazyPage } from './lazy-page.tsx';
import { Layout } from './shell/layout.tsx';

type Loader = () => Promise<{ default: ComponentType }>;
type RouteDef = { path: string; load: Loader; guarded: boolean; role?: Role };

/** A page of the admin area inside its shell (the section menu), fetched together. */
const adminPage =
  (load: () => Promise<{ default: ComponentType }>): Loader =>
  () =>
    Promise.all([import('../features/admin/admin-shell.tsx'), load()]).then(([{ AdminShell }, { default: Page }]) => ({
      default: () => (
        <AdminShell>
          <Page />
        </AdminShell>
      ),
    }));

type ProfileParts = { messageButton?: MessageButtonType; reviews?: ReviewsType; nextFreeTimes?: NextFreeTimesType };

/** The messages area's button, fetched only when a member's page shows it. */
const LazyMessageButton: MessageButtonType = lazyPart(() =>
  import('../features/messages/components/message-button.tsx').then((m) => ({ default: m.MessageButton })),
);

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

/** How far the member has come, as the profiles and sessions areas read it: the dashboard's next steps. */
const loadProgress = (): Promise<ProgressHooks> =>
  Promise.all([import('../features/profiles/api/profile-progress.ts'), import('../features/sessions/api/session-progress.ts')]).then(
    ([{ useProfileProgress }, { useSessionProgress }]) => ({ useProfileProgress, useSessionProgress }),
  );

const open = (path: string, load: Loader): RouteDef => ({ path, load, guarded: false });
const guarded = (path: string, load: Loader, role?: Role): RouteDef => ({ path, load, guarded: true, role });

/** The route table of SPEC §2. Unguarded: /, /auth, /verify-email, /auth/confirm, /reset-password, /about, /post/:id, /mentor/:id, /stories, /stories/:id. */
const routes: RouteDef[] = [
  // The newsletter area's subscribe form, on the landing page.
  open(paths.landing, () =>
    Promise.all([import('../features/landing/landing-page.tsx'), import('../features/newsletter/components/subscribe-form.tsx')]).then(
      ([{ default: Landing }, { SubscribeForm }]) => ({ default: () => <Landing newsletter={<SubscribeForm source="landing_page" />} /> }),
    ),
  ),
  open(paths.newsletterConfirm, () => import('../features/newsletter/link-page.tsx')),
  open(paths.newsletterUnsubscribe, () => import('../features/newsletter/link-page.tsx').then((m) => ({ default: m.UnsubscribePage }))),
  open(paths.auth, () => import('../features/auth/auth-page.tsx')),
  open(paths.verifyEmail(), () => import('../features/auth/verify-email-page.tsx')),
  open(paths.confirm, () => import('../features/auth/confirm-page.tsx')),
  open(paths.resetPassword, () => import('../features/auth/reset-password-page.tsx')),
  open(paths.about, () => import('../features/about/about-page.tsx')),
  open(paths.faq, () => import('../features/faq/faq-page.tsx')),
  open(paths.questions, () => import('../features/questions/questions-page.tsx')),
  open('/questions/:id', () => import('../features/questions/question-page.tsx')),
  open('/post/:postId', () => import('../features/articles/post-page.tsx')),
  // A mentor's public page: their reviews and next free times from the sessions area and the stories
  // that name them, fetched with the page; the Message button only for members, who are the only ones to see it.
  open('/mentor/:id', () =>
    Promise.all([
      import('../features/profiles/mentor-page.tsx'),
      import('../features/sessions/components/mentor-reviews.tsx'),
      import('../features/sessions/components/next-free-times.tsx'),
      import('../features/stories/components/mentor-stories.tsx'),
    ]).then(([{ default: Page }, { MentorReviews }, { NextFreeTimes }, { MentorStories }]) => ({
      default: () => (
        <Page messageButton={LazyMessageButton} reviews={MentorReviews} nextFreeTimes={NextFreeTimes} stories={MentorStories} />
      ),
    })),
  ),
  // The app composes the areas: the dashboard shows the sessions area's next sessions, the steps the
  // member has still to take and the articles area's home feed, all fetched at once.
  guarded(paths.dashboard, () =>
    Promise.all([
      import('../features/dashboard/dashboard-page.tsx'),
      import('../features/welcome/welcome-card.tsx'),
      import('../features/sessions/components/next-sessions.tsx'),
      import('../features/goals/components/dashboard-goals.tsx'),
      import('../features/articles/home-feed.tsx'),
      loadProgress(),
    ]).then(([{ default: Dashboard }, { WelcomeCard }, { NextSessions }, { DashboardGoals }, { default: HomeFeed }, progress]) => ({
      default: () => (
        <Dashboard
          welcome={<WelcomeCard />}
          sessions={<NextSessions />}
          goals={<DashboardGoals />}
          feed={<HomeFeed />}
          progress={progress}
        />
      ),
    })),
  ),
  // The welcome's steps come from the areas that own what they change: the profile, and the mentors' suggestions.
  guarded(paths.welcome, () =>
    Promise.all([
      import('../features/welcome/welcome-page.tsx'),
      import('../features/profiles/components/welcome-steps.tsx'),
      import('../features/mentors/components/welcome-follow-step.tsx'),
    ]).then(([{ default: Welcome }, { WelcomeAboutStep, WelcomeInterestsStep }, { WelcomeFollowStep }]) => {
      const steps = [WelcomeAboutStep, WelcomeInterestsStep, WelcomeFollowStep] as const;
      return { default: () => <Welcome steps={steps} /> };
    }),
  ),
  guarded(
    paths.profile,
    withProfileParts(() => import('../features/profiles/profile-page.tsx')),
  ),
  guarded(paths.editProfile, () => import('../features/profiles/edit-profile-page.tsx')),
  guarded(
    '/profile/:userId',
    withProfileParts(() => import('../features/profiles/profile-page.tsx')),
  ),
  guarded(paths.mentorOnboarding, () => import('../features/profiles/mentor-onboarding-page.tsx'), 'mentor'),
  guarded(paths.mentorOnboardingSuccess, () => import('../features/profiles/mentor-onboarding-success-page.tsx'), 'mentor'),
  guarded(paths.mentors, () => import('../features/mentors/mentors-page.tsx')),
  guarded(paths.programs, () => import('../features/programs/programs-page.tsx')),
  guarded(paths.newProgram, () => import('../features/programs/new-program-page.tsx')),
  guarded('/programs/:id/edit', () => import('../features/programs/edit-program-page.tsx')),
  guarded('/programs/:id', () => import('../features/programs/program-page.tsx')),
  // Public: a member shares the link to their certificate.
  open('/programs/:id/certificates/:certificateId', () => import('../features/programs/certificate-page.tsx')),
  guarded(paths.notifications, () => import('../features/notifications/notifications-page.tsx')),
  guarded(paths.sessions, () => import('../features/sessions/sessions-page.tsx')),
  guarded('/sessions/book/:id', () => import('../features/sessions/book-session-page.tsx')),
  guarded('/sessions/:sessionId', () => import('../features/sessions/session-page.tsx')),
  // One page for both: the list beside the open conversation on wide screens.
  guarded(paths.messages, () => import('../features/messages/messages-page.tsx')),
  guarded('/messages/:id', () => import('../features/messages/messages-page.tsx')),
  guarded(paths.connect, () => import('../features/mentors/connect-page.tsx')),
  // Stories are public, as articles are; writing needs a member.
  open(paths.stories, () => import('../features/stories/stories-page.tsx')),
  guarded(paths.newStory(), () => import('../features/stories/story-form-page.tsx')),
  guarded('/stories/:storyId/edit', () => import('../features/stories/story-form-page.tsx')),
  open('/stories/:storyId', () => import('../features/stories/story-page.tsx')),
  guarded(paths.users, () => import('../features/profiles/users-page.tsx')),
  guarded(
    paths.admin,
    adminPage(() => import('../features/admin/overview-page.tsx')),
    'admin',
  ),
  guarded(
    paths.adminMembers,
    adminPage(() => import('../features/admin/members-page.tsx')),
    'admin',
  ),
  guarded(
    '/admin/members/:id',
    adminPage(() => import('../features/admin/member-page.tsx')),
    'admin',
  ),
  guarded(
    paths.adminReports,
    adminPage(() => import('../features/admin/reports-page.tsx')),
    'admin',
  ),
  guarded(
    paths.adminAuditLog,
    adminPage(() => import('../features/admin/audit-log-page.tsx')),
    'admin',
  ),
  guarded(
    paths.adminFaq,
    adminPage(() => import('../features/faq/faq-admin-page.tsx')),
    'admin',
  ),
  guarded(
    paths.adminCountries,
    adminPage(() => import('../features/admin/countries-page.tsx')),
    'admin',
  ),
  guarded(
    paths.adminHealth,
    adminPage(() => import('../features/admin/health-page.tsx')),
    'admin',
  ),
  guarded(
    paths.adminPayments,
    adminPage(() => import('../features/admin/payments-page.tsx')),
    'admin',
  ),
  guarded('/questions/ask', () => import('../features/questions/question-form-page.tsx')),
  guarded('/questions/:id/edit', () => import('../features/questions/question-form-page.tsx')),
  guarded(paths.savedPosts, () => import('../features/articles/saved-posts-page.tsx')),
  guarded(paths.analytics, () => import('../features/analytics/analytics-page.tsx'), 'mentor'),
  guarded(paths.networks, () => import('../features/networks/networks-page.tsx')),
  guarded('/networks/communities/:slug', () => import('../features/networks/community-page.tsx')),
  guarded(paths.goals, () => import('../features/goals/goals-page.tsx')),
  guarded('/goals/:id', () => import('../features/goals/goal-page.tsx')),
  guarded(paths.createArticle, () => import('../features/articles/create-article-page.tsx')),
  // Open: the page itself refuses visitors ('Please sign in to access this page.') and members who are not admins (SPEC §2).
  open(paths.newsletters, () => import('../features/newsletter/newsletters-page.tsx')),
  ...[paths.settings, `${paths.settings}/:section`].map((path) =>
    // The notifications area's alerts of this device and the newsletter area's switch, in the settings' Notifications section.
    guarded(path, () =>
      Promise.all([
        import('../features/settings/settings-page.tsx'),
        import('../features/notifications/components/device-alerts.tsx'),
        import('../features/newsletter/components/newsletter-switch.tsx'),
      ]).then(([{ default: Page }, { DeviceAlerts }, { NewsletterSwitch }]) => ({
        default: () => <Page deviceAlerts={DeviceAlerts} newsletter={NewsletterSwitch} />,
      })),
    ),
  ),
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
            <Layout footer={r.path !== paths.landing}>
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
