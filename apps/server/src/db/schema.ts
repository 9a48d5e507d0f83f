import * as accountSettings from './schema/account-settings.ts';
import * as admin from './schema/admin.ts';
import * as articles from './schema/articles.ts';
import * as auth from './schema/auth.ts';
import * as events from './schema/events.ts';
import * as follows from './schema/follows.ts';
import * as goals from './schema/goals.ts';
import * as jobs from './schema/jobs.ts';
import * as media from './schema/media.ts';
import * as messages from './schema/messages.ts';
import * as networks from './schema/networks.ts';
import * as newsletter from './schema/newsletter.ts';
import * as notifications from './schema/notifications.ts';
import * as privacy from './schema/privacy.ts';
import * as profileViews from './schema/profile-views.ts';
import * as profiles from './schema/profiles.ts';
import * as programs from './schema/programs.ts';
import * as questions from './schema/questions.ts';
import * as rateLimits from './schema/rate-limits.ts';
import * as reports from './schema/reports.ts';
import * as sessions from './schema/sessions.ts';
import * as sms from './schema/sms.ts';
import * as whatsapp from './schema/whatsapp.ts';
import * as stories from './schema/stories.ts';

/** Every table, for drizzle's typed queries. */
export const schema = {
  ...auth,
  ...accountSettings,
  ...profiles,
  ...follows,
  ...privacy,
  ...profileViews,
  ...rateLimits,
  ...events,
  ...jobs,
  ...notifications,
  ...articles,
  ...messages,
  ...media,
  ...sessions,
  ...sms,
  ...whatsapp,
  ...admin,
  ...reports,
  ...newsletter,
  ...stories,
  ...goals,
  ...programs,
  ...questions,
  ...networks,
};
