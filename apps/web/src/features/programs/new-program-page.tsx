import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useCreateProgram } from './api/programs.ts';
import { ProgramForm } from './components/program-form.tsx';

/** /programs/new: an admin or a mentor drafts a program; it opens for applications from its page. */
export default function NewProgramPage() {
  const { t } = useTranslation();
  usePageTitle(t('programs.newTitle'));
  const navigate = useNavigate();
  const create = useCreateProgram();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-3xl font-semibold">{t('programs.newTitle')}</h1>
      <ProgramForm
        pending={create.isPending}
        onSave={async (input) => {
          const program = await create.mutateAsync(input);
          toast.success(t('programs.saved'));
          await navigate(paths.program(program.id));
        }}
      />
    </div>
  );
}
