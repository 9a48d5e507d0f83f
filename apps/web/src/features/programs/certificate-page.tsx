import { PageProblem } from '../../components/ui/page-problem.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { dateOf } from '../../lib/date-time.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { certificateQuery } from './api/programs.ts';

/** /programs/{id}/certificates/{certificateId}: public, so its member can share the link (the server gives it link-preview tags). */
export default function CertificatePage() {
  const { t } = useTranslation();
  const { id = '', certificateId = '' } = useParams();
  const certificate = useQuery(certificateQuery(certificateId));
  const c = certificate.data && certificate.data.programId === id ? certificate.data : null;
  usePageTitle(c ? `${c.memberName} · ${t('programs.certificate')}` : t('programs.certificate'));
  if (certificate.isPending) return <Spinner label={t('app.loading')} />;
  if (!c) {
    return <PageProblem title={t('programs.certificateNotFound')} />;
  }
  const copy = () =>
    void navigator.clipboard.writeText(location.href).then(
      () => toast.success(t('programs.linkCopied')),
      () => undefined,
    );
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="rounded-2xl border-4 border-double border-brand-700 bg-white p-8 text-center">
        <p className="text-sm font-medium uppercase tracking-wide text-brand-800">Prosper Mentor</p>
        <h1 className="mt-2 text-3xl font-bold">{t('programs.certificate')}</h1>
        <p className="mt-6 text-2xl font-semibold wrap-anywhere">{c.memberName}</p>
        <p className="mt-4 text-stone-700 wrap-anywhere">
          {t('programs.certificateText', { name: c.memberName, program: c.programTitle, organiser: c.organiserName })}
        </p>
        <p className="mt-4 text-sm text-stone-600">{t('programs.certificateIssued', { date: dateOf(c.completedAt) })}</p>
      </div>
      <Button variant="secondary" className="mt-4" onClick={copy}>
        {t('programs.copyLink')}
      </Button>
    </div>
  );
}
