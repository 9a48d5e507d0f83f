import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MemberProgress, type NextStep, nextSteps } from '@prosper/shared/rules/next-steps';
import { paths } from '../../lib/paths.ts';
import { useViewer } from '../../lib/viewer.ts';

/**
 * How the profiles and sessions areas report a member's start. The app passes them in, since a
 * feature imports no other; each reads the cache its own area writes, so a step done elsewhere is
 * gone when the member comes back.
 */
export type ProgressHooks = {
  useProfileProgress: () => Pick<MemberProgress, 'hasPhoto' | 'hasBio' | 'hasTags' | 'onboarded'> | undefined;
  useSessionProgress: (mentor: boolean) => Pick<MemberProgress, 'hasAvailability' | 'hasPaymentMethod' | 'hasSession'> | undefined;
};

type Card = { to: string; title: string; text: string };

/** What the member has still to do, each a link to where it is done; nothing at all once all are done. */
export function NextSteps({ progress }: { progress: ProgressHooks }) {
  const { t } = useTranslation();
  const profile = useViewer().data?.profile;
  const mentor = profile?.role === 'mentor';
  const fromProfile = progress.useProfileProgress();
  const fromSessions = progress.useSessionProgress(mentor);
  if (!profile || !fromProfile || !fromSessions) return null;
  const steps = nextSteps({ role: profile.role, ...fromProfile, ...fromSessions });
  if (steps.length === 0) return null;

  const cards: Record<NextStep, Card> = {
    onboarding: { to: paths.mentorOnboarding, title: t('dashboard.becomeListed'), text: t('dashboard.becomeListedText') },
    photo: { to: paths.editProfile, title: t('dashboard.addPhoto'), text: t('dashboard.addPhotoText') },
    bio: { to: paths.editProfile, title: t('dashboard.addBio'), text: t('dashboard.addBioText') },
    tags: mentor
      ? { to: paths.editProfile, title: t('dashboard.addSkills'), text: t('dashboard.addSkillsText') }
      : { to: paths.editProfile, title: t('dashboard.addGoals'), text: t('dashboard.addGoalsText') },
    availability: { to: paths.sessionsTab('availability'), title: t('dashboard.setHours'), text: t('dashboard.setHoursText') },
    paymentMethod: { to: paths.sessionsTab('payment'), title: t('dashboard.addPaymentMethod'), text: t('dashboard.addPaymentMethodText') },
    firstSession: mentor
      ? { to: paths.mentor(profile.id), title: t('dashboard.shareMentorPage'), text: t('dashboard.shareMentorPageText') }
      : { to: paths.mentors, title: t('dashboard.bookFirstSession'), text: t('dashboard.bookFirstSessionText') },
  };

  return (
    <section aria-labelledby="next-steps" className="mt-8">
      <h2 id="next-steps" className="text-lg font-semibold">
        {t('dashboard.nextSteps')}
      </h2>
      <p className="mt-1 mb-4 text-stone-700">{t('dashboard.lead')}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => (
          <li key={step}>
            <Link to={cards[step].to} className="group block h-full rounded-xl border border-stone-200 bg-white p-5 hover:border-brand-700">
              <span className="flex items-center justify-between gap-2 font-semibold text-brand-900">
                {cards[step].title}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-hover:translate-x-1" />
              </span>
              <span className="mt-1 block text-sm text-stone-700">{cards[step].text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
