import { lazyPart } from '../../lib/lazy-part.ts';
import { PageProblem, problemText } from '../../components/ui/page-problem.tsx';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Program } from '@prosper/shared/schemas/program';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { programQuery } from './api/programs.ts';
import { useLivePrograms } from './api/live.ts';
import { ApplyForm } from './components/apply-form.tsx';
import { CohortPanel } from './components/cohort-panel.tsx';
import { OrganiserPanel } from './components/organiser-panel.tsx';
import { ProgramFacts } from './components/program-facts.tsx';
import { SaverImage } from '../../components/ui/saver-image.tsx';

const MarkdownView = lazyPart(() => import('../../components/markdown/markdown.tsx'));

/** /programs/{id}: the program, the member's application or the form to apply, and for the cohort its inside. */
export default function ProgramPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const program = useQuery(programQuery(id));
  usePageTitle(program.data?.title ?? t('programs.title'));
  if (program.isPending) return <Spinner label={t('app.loading')} />;
  if (program.isError) {
    return (
      <PageProblem
        title={t('programs.notFound')}
        text={problemText(program.error, null)}
        back={{ to: paths.programs, label: t('programs.title') }}
      />
    );
  }
  return <ProgramView program={program.data} />;
}

function ProgramView({ program: p }: { program: Program }) {
  const { t } = useTranslation();
  const inside = p.canManage || p.myApplication?.status === 'accepted';
  // An applicant hears of the decision, the cohort of each announcement, without a reload.
  useLivePrograms(p.id, inside || p.myApplication !== null);
  const mine = p.myApplication;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <article aria-labelledby="program-title">
        <h1 id="program-title" className="text-3xl font-bold wrap-anywhere">
          {p.title}
        </h1>
        <p className="mt-1 text-stone-700">
          {t('programs.organisedBy')} {p.organiser.firstName} {p.organiser.lastName}
        </p>
        {p.canManage && (
          <Link to={paths.editProgram(p.id)} className={buttonClass('secondary', 'mt-3')}>
            {t('programs.edit')}
          </Link>
        )}
        <div className="mt-3">
          <ProgramFacts program={p} />
        </div>
        {p.imageUrl && (
          <SaverImage
            src={p.imageUrl}
            loading="eager"
            alt=""
            width={1200}
            height={675}
            className="mt-4 aspect-video w-full rounded-xl bg-stone-100 object-cover"
          />
        )}
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <MarkdownView content={p.description} className="mt-6" />
        </Suspense>
        {p.mentors.length > 0 && (
          <p className="mt-4 text-sm text-stone-700">
            <span className="font-medium">{t('programs.mentors')}:</span> {p.mentors.map((m) => `${m.firstName} ${m.lastName}`).join(', ')}
          </p>
        )}
      </article>
      <div className="mt-8 space-y-8">
        {mine && (
          <p role="status" className="rounded-lg bg-brand-50 p-3 font-medium text-brand-900">
            {t('programs.yourApplication', { status: t(`programs.applicationStatus.${mine.status}`) })}
            {mine.certificateId && (
              <>
                {' '}
                <Link to={paths.programCertificate(p.id, mine.certificateId)} className="underline">
                  {t('programs.viewCertificate')}
                </Link>
              </>
            )}
          </p>
        )}
        {!mine && !p.canManage && p.status === 'open' && <ApplyForm program={p} />}
        {p.canManage && <OrganiserPanel program={p} />}
        {inside && <CohortPanel program={p} />}
      </div>
    </div>
  );
}
