import type { Db } from '../../db/client.ts';
import { type PageHead, previewText } from '../../lib/page-head.ts';
import { findPublicMentor } from './queries.ts';

/** What a link preview of a mentor's public page shows, and whether search engines may index it. */
export async function mentorPageHead(db: Db, id: string): Promise<PageHead | null> {
  const mentor = await findPublicMentor(db, id, null);
  if (!mentor?.mentor) return null;
  const role = [mentor.mentor.title, mentor.mentor.company].filter(Boolean).join(' at ');
  const about = mentor.bio ?? [role, mentor.country].filter(Boolean).join(', ');
  return {
    title: `${mentor.firstName} ${mentor.lastName}${role ? `, ${role}` : ''} · Prosper Mentor`,
    description: previewText(about),
    image: mentor.avatarUrl,
    noindex: !mentor.allowIndexing,
  };
}
