import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '@prosper/shared/schemas/admin';
import { dateTimeOf } from '../../../lib/date-time.ts';
import { paths } from '../../../lib/paths.ts';

/** One admin action: who did what to whom and when, and why when they said. */
export function AuditEntryLine({ entry, showMember = true }: { entry: AuditEntry; showMember?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="py-3 text-sm">
      <p className="text-stone-900">
        <span className="font-medium wrap-anywhere">{entry.admin.name}</span> · {t(`admin.audit.actions.${entry.action}`)}
        {showMember && entry.member && (
          <>
            {' · '}
            <Link to={paths.adminMember(entry.member.id)} className="tap-target font-medium text-brand-800 underline wrap-anywhere">
              {entry.member.name}
            </Link>
          </>
        )}
      </p>
      <p className="text-stone-600">
        <time dateTime={entry.createdAt}>{dateTimeOf(entry.createdAt)}</time>
      </p>
      {entry.reason && <p className="mt-1 text-stone-800 wrap-anywhere">{t('admin.members.reasonLabel', { reason: entry.reason })}</p>}
    </div>
  );
}
