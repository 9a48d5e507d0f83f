/**
 * The English catalog by area, one file each (issue 20): `import * as en from '…/i18n/en/index.ts'`
 * and `en.articles.x` read as from the whole catalog, but a bundle keeps only the areas a module
 * reads. The web registers an area with i18next where a module names one of its keys
 * (apps/web/build/messages-plugin.ts), so each page downloads the texts it shows and no more.
 */
export { app } from './app.ts';
export { nav } from './nav.ts';
export { footer } from './footer.ts';
export { landing } from './landing.ts';
export { about } from './about.ts';
export { dashboard } from './dashboard.ts';
export { welcome } from './welcome.ts';
export { auth } from './auth.ts';
export { verifyEmail } from './verify-email.ts';
export { confirm } from './confirm.ts';
export { resetPassword } from './reset-password.ts';
export { validation } from './validation.ts';
export { errors } from './errors.ts';
export { profile } from './profile.ts';
export { mentors } from './mentors.ts';
export { onboarding } from './onboarding.ts';
export { connect } from './connect.ts';
export { users } from './users.ts';
export { editProfile } from './edit-profile.ts';
export { media } from './media.ts';
export { goals } from './goals.ts';
export { notifications } from './notifications.ts';
export { articles } from './articles.ts';
export { stories } from './stories.ts';
export { payouts } from './payouts.ts';
export { messages } from './messages.ts';
export { questions } from './questions.ts';
export { faq } from './faq.ts';
export { reports } from './reports.ts';
export { settings } from './settings.ts';
export { analytics } from './analytics.ts';
export { payments } from './payments.ts';
export { sessions } from './sessions.ts';
export { export } from './export.ts';
export { admin } from './admin.ts';
export { deletion } from './deletion.ts';
export { networks } from './networks.ts';
export { newsletter } from './newsletter.ts';
export { programs } from './programs.ts';
export { disputes } from './disputes.ts';
export { adminPayments } from './admin-payments.ts';
