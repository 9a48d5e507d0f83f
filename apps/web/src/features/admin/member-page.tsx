import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AdminMemberDetail } from '@prosper/shared/schemas/admin';
import { dateOf, dateTimeOf } from '../../lib/date-time.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAdminMember } from './api/members.ts';
import { AdminHeading } from './components/admin-heading.tsx';
import { AuditEntryLine } from './components/audit-entry-line.tsx';
import { LoadState } from './components/load-state.tsx';
import { MemberActions } from './components/member-actions.tsx';
import { StatusBadge } from './components/status-badge.tsx';

/** /admin/members/:id: a member as the admin sees them, their activity, and what can be done. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const member = useAdminMember(id);
  const m = member.data;
  usePageTitle(m ? `${m.firstName} ${m.lastName} · ${t('admin.title')}` : t('admin.title'));
  return (
    <>
      <Link to={paths.adminMembers} className="mb-3 hidden min-h-10 items-center gap-1 text-sm font-medium text-brand-800 lg:inline-flex">
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('admin.members.back')}
      </Link>
      <LoadState pending={member.isPending} failed={member.isError}>
        {() => m && <MemberDetail member={m} />}
      </LoadState>
    </>
  );
}

function MemberDetail({ member: m }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('admin.members.email'), m.email],
    [t('admin.members.role'), t(`profile.roles.${m.role}`)],
    [t('admin.members.country'), m.country ?? '—'],
    [t('admin.members.joined'), dateOf(m.joinedAt)],
  ];
  const activity: [string, number][] = [
    [t('admin.members.sessions'), m.activity.sessions],
    [t('admin.members.articles'), m.activity.articles],
    [t('admin.members.messages'), m.activity.messages],
    [t('admin.members.reportsAbout'), m.activity.reportsAbout],
  ];
  return (
    <section aria-labelledby="admin-member">
      <AdminHeading id="admin-member">
        {m.firstName} {m.lastName}
      </AdminHeading>
      <p>
        <StatusBadge status={m.status} />
      </p>
      {m.suspension && (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">
            {m.suspension.until
              ? t('admin.members.suspendedUntil', { date: dateTimeOf(m.suspension.until) })
              : t('admin.members.suspendedIndefinitely')}
          </p>
          <p className="wrap-anywhere">{t('admin.members.reasonLabel', { reason: m.suspension.reason })}</p>
        </div>
      )}
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-stone-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <MemberActions member={m} />
      <section aria-labelledby="member-activity" className="mt-6">
        <h3 id="member-activity" className="text-lg font-semibold text-stone-900">
          {t('admin.members.activity')}
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {activity.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-stone-200 bg-white p-3">
              <dt className="text-sm text-stone-700">{label}</dt>
              <dd className="text-xl font-semibold text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="member-admin-actions" className="mt-6">
        <h3 id="member-admin-actions" className="text-lg font-semibold text-stone-900">
          {t('admin.members.actionsOn')}
        </h3>
        {m.actions.length === 0 ? (
          <p className="mt-2 text-sm text-stone-700">{t('admin.members.noActions')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4">
            {m.actions.map((entry) => (
              <li key={entry.id}>
                <AuditEntryLine entry={entry} showMember={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
