import type { MemberSummary } from '@prosper/shared/schemas/member';

/** The columns of a member summary, as selected from `profiles p`. */
export type MemberSummaryRow = {
  id: string;
  first_name: string;
  last_name: string;
  role: MemberSummary['role'];
  avatar_url: string | null;
  cursor_at: string;
};

export function toMemberSummary(r: MemberSummaryRow): MemberSummary {
  return { id: r.id, firstName: r.first_name, lastName: r.last_name, role: r.role, avatarUrl: r.avatar_url };
}
