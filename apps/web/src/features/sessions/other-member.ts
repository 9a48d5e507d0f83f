import type { MemberSummary } from '@prosper/shared/schemas/member';
import type { Session } from '@prosper/shared/schemas/session';

/** The member on the other side of the session from the viewer; for an admin looking on, the mentor. */
export function otherMember(session: Session): MemberSummary {
  return session.viewerParty === 'mentor' ? session.mentee : session.mentor;
}
