import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { programTransitions } from '@prosper/shared/rules/program-status';
import type { Program, ProgramApplication } from '@prosper/shared/schemas/program';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { applicationsQuery, useAnnounce, useDecide, useUpdateProgram } from '../api/programs.ts';

/** The organiser's side of the page: move the status, review applications, tell the cohort. */
export function OrganiserPanel({ program }: { program: Program }) {
  const { t } = useTranslation();
  const update = useUpdateProgram(program.id);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        {programTransitions(program.status).map((status) => (
          <Button
            key={status}
            variant={status === 'draft' ? 'secondary' : 'primary'}
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { status },
                {
                  onSuccess: () => toast.success(t('programs.statusChanged', { status: t(`programs.status.${status}`) })),
                  onError: (err) => toast.error(err.message || t('programs.saveFailed')),
                },
              )
            }
          >
            {t(`programs.moveTo.${status}`)}
          </Button>
        ))}
      </div>
      <Applications program={program} />
      <AnnounceForm programId={program.id} />
    </div>
  );
}

function Applications({ program }: { program: Program }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(applicationsQuery(program.id));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="applications-title">
      <h2 id="applications-title" className="text-xl font-semibold">
        {t('programs.applications')}
      </h2>
      {items.length === 0 && !list.isPending ? (
        <p className="mt-2 text-stone-700">{t('programs.noApplications')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((a) => (
            <ApplicationItem key={a.id} application={a} program={program} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" className="mt-3" onClick={() => void list.fetchNextPage()}>
          {t('programs.loadMore')}
        </Button>
      )}
    </section>
  );
}

function ApplicationItem({ application: a, program }: { application: ProgramApplication; program: Program }) {
  const { t } = useTranslation();
  const decide = useDecide(program.id);
  const name = `${a.applicant.firstName} ${a.applicant.lastName}`;
  const act = (decision: 'accepted' | 'declined' | 'waitlisted' | 'completed') =>
    decide.mutate(
      { applicationId: a.id, decision },
      { onSuccess: () => toast.success(t('programs.decided')), onError: (err) => toast.error(err.message || t('programs.decideFailed')) },
    );
  const settled = a.completedAt !== null || program.status === 'finished';
  const canComplete = a.status === 'accepted' && !a.completedAt && (program.status === 'running' || program.status === 'finished');
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3" aria-label={name}>
      <p className="font-medium wrap-anywhere">
        {name} · {a.completedAt ? t('programs.completed') : t(`programs.applicationStatus.${a.status}`)}
      </p>
      <dl className="mt-2 space-y-1 text-sm">
        {program.questions.map((q, i) => (
          <div key={q}>
            <dt className="font-medium text-stone-800">{q}</dt>
            <dd className="text-stone-700 wrap-anywhere">{a.answers[i]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-2 flex flex-wrap gap-2">
        {!settled && a.status !== 'accepted' && (
          <Button onClick={() => act('accepted')} disabled={decide.isPending} aria-label={`${t('programs.accept')} ${name}`}>
            {t('programs.accept')}
          </Button>
        )}
        {!settled && a.status !== 'waitlisted' && (
          <Button
            variant="secondary"
            onClick={() => act('waitlisted')}
            disabled={decide.isPending}
            aria-label={`${t('programs.waitlist')} ${name}`}
          >
            {t('programs.waitlist')}
          </Button>
        )}
        {!settled && a.status !== 'declined' && (
          <Button
            variant="secondary"
            onClick={() => act('declined')}
            disabled={decide.isPending}
            aria-label={`${t('programs.decline')} ${name}`}
          >
            {t('programs.decline')}
          </Button>
        )}
        {canComplete && (
          <Button onClick={() => act('completed')} disabled={decide.isPending} aria-label={`${t('programs.markCompleted')}: ${name}`}>
            {t('programs.markCompleted')}
          </Button>
        )}
      </div>
    </li>
  );
}

function AnnounceForm({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const announce = useAnnounce(programId);
  const [body, setBody] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    announce.mutate(body, {
      onSuccess: () => {
        setBody('');
        toast.success(t('programs.announced'));
      },
      onError: (err) => toast.error(err.message || t('programs.announceFailed')),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <Field label={t('programs.announcement')}>
        {({ control }) => <Textarea {...control} rows={3} value={body} onChange={(e) => setBody(e.target.value)} />}
      </Field>
      <Button type="submit" disabled={announce.isPending}>
        {t('programs.announce')}
      </Button>
    </form>
  );
}
