import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../lib/viewer.ts';
import { paths } from '../../lib/paths.ts';

/** Where a new member can start: complete the profile, find a mentor, write an article. */
export function NextSteps() {
  const { t } = useTranslation();
  const role = useViewer().data?.profile?.role;
  const steps = [
    role === 'mentor'
      ? { to: paths.mentorOnboarding, title: t('dashboard.becomeListed'), text: t('dashboard.becomeListedText') }
      : { to: paths.editProfile, title: t('dashboard.completeProfile'), text: t('dashboard.completeProfileText') },
    { to: paths.mentors, title: t('dashboard.findMentor'), text: t('dashboard.findMentorText') },
    { to: paths.createArticle, title: t('dashboard.writeArticle'), text: t('dashboard.writeArticleText') },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {steps.map((s) => (
        <li key={s.to}>
          <Link to={s.to} className="group block h-full rounded-xl border border-stone-200 bg-white p-5 hover:border-brand-700">
            <span className="flex items-center justify-between font-semibold text-brand-900">
              {s.title}
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
            <span className="mt-1 block text-sm text-stone-700">{s.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
