import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { Program } from '@prosper/shared/schemas/program';
import { PageProblem, problemText } from '../../components/ui/page-problem.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { programQuery, useUpdateProgram } from './api/programs.ts';
import { ProgramForm } from './components/program-form.tsx';

/** /programs/{id}/edit: the organiser changes the program's fields; anyone else gets the API's refusal. */
export default function EditProgramPage() {
  const { t } = useTranslation();
  usePageTitle(t('programs.edit'));
  const { id = '' } = useParams();
  const program = useQuery(programQuery(id));
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
  // The same refusal as PATCH /api/programs/{id} gives: a program's fields are its organiser's alone.
  if (!program.data.canManage) {
    return (
      <PageProblem
        title={t('programs.edit')}
        text={t('programs.organiserOnly')}
        back={{ to: paths.program(program.data.id), label: program.data.title }}
      />
    );
  }
  return <EditProgram program={program.data} />;
}

function EditProgram({ program }: { program: Program }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateProgram(program.id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link to={paths.program(program.id)} className="text-sm text-brand-800 underline wrap-anywhere">
        {program.title}
      </Link>
      <h1 className="mt-2 text-3xl font-semibold">{t('programs.edit')}</h1>
      <p className="mt-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">{t(`programs.editNote.${program.status}`)}</p>
      <ProgramForm
        initial={program}
        pending={update.isPending}
        onSave={async (input) => {
          await update.mutateAsync(input);
          toast.success(t('programs.saved'));
          await navigate(paths.program(program.id));
        }}
      />
    </div>
  );
}
