import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fullName } from '@prosper/shared/rules/full-name';
import type { MemberSummary } from '@prosper/shared/schemas/member';
import { MemberLine } from '../../../components/ui/member-line.tsx';
import { paths } from '../../../lib/paths.ts';

/** A member in one of the area's lists: their photo and name linking to their profile, what follows, and the row's buttons. */
export function MemberRow({ member, subtitle, children }: { member: MemberSummary; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <Link to={paths.memberProfile(member.id)} className="tap-target flex min-w-0 flex-1 items-center gap-3 rounded-md hover:bg-stone-50">
        <MemberLine
          member={member}
          size={44}
          as="span"
          className="min-w-0"
          name={<span className="block font-medium wrap-anywhere">{fullName(member)}</span>}
          subtitle={subtitle && <span className="block text-sm text-stone-600 wrap-anywhere">{subtitle}</span>}
        />
      </Link>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </li>
  );
}
