import type { ReactNode } from 'react';
import { avatarThumbUrl } from '@prosper/shared/rules/avatar';
import { Avatar } from './avatar.tsx';

type Props = {
  member: { firstName: string; lastName: string; avatarUrl: string | null };
  size: number;
  /** The line that names the member: their full name as text, a link or a heading. */
  name: ReactNode;
  /** What follows the name: a role, a date, stars. */
  subtitle?: ReactNode;
  /** A `span` inside links and other inline content. */
  as?: 'div' | 'span';
  className?: string;
};

/**
 * A member's small photo (or initials) beside their name and what follows it. The caller's element
 * lays the two out in a row, so a link, a list item or a card can be that row.
 */
export function MemberLine({ member, size, name, subtitle, as: Column = 'div', className }: Props) {
  return (
    <>
      <Avatar
        firstName={member.firstName}
        lastName={member.lastName}
        src={member.avatarUrl ? avatarThumbUrl(member.avatarUrl) : null}
        size={size}
      />
      <Column className={className}>
        {name}
        {subtitle}
      </Column>
    </>
  );
}
