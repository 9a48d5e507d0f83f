import { eq, sql } from 'drizzle-orm';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { en, fill } from '@prosper/shared/i18n/en';
import type { ProfileUpdate } from '@prosper/shared/schemas/profile';
import { type Db, rowsOf } from '../../db/client.ts';
import { userPrivacySettings } from '../../db/schema/privacy.ts';
import { profileViews } from '../../db/schema/profile-views.ts';
import { menteeProfiles, mentorProfiles, profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../lib/app-error.ts';
import { createMentorNotification } from '../notifications/service.ts';
import { refreshSearchDocument } from './search-document.ts';
import { replaceMentorSkills } from './skills.ts';

/**
 * Saves a member's own profile and the details of their own role, in one transaction. Details of
 * the other role are refused: a mentee has no mentor details to save, and the reverse.
 */
export async function updateProfile(db: Db, { id, role, update }: { id: string; role: Role; update: ProfileUpdate }) {
  if (update.mentor && role !== 'mentor') throw new AppError(403, 'not_a_mentor', en.errors.notAMentor);
  if (update.mentee && role !== 'mentee') throw new AppError(403, 'not_a_mentee', en.errors.notAMentee);
  const { mentor, mentee, ...fields } = update;
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(profiles.id, id));
    if (mentor) {
      const { skills, hourlyRate, ...details } = mentor;
      const values = { ...details, hourlyRateCents: hourlyRate === null ? null : Math.round(hourlyRate * 100), updatedAt: new Date() };
      await tx
        .insert(mentorProfiles)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: mentorProfiles.id, set: values });
      await replaceMentorSkills(tx, id, skills);
    }
    if (mentee) {
      const values = { ...mentee, updatedAt: new Date() };
      await tx
        .insert(menteeProfiles)
        .values({ id, ...values })
        .onConflictDoUpdate({ target: menteeProfiles.id, set: values });
    }
    if (role === 'mentor') await refreshSearchDocument(tx, id);
  });
}

/**
 * Counts a look at a mentor's profile: once per viewer a day, never the mentor's own, and not at
 * all when the mentor turned profile-view tracking off.
 */
export async function recordProfileView(db: Db, { mentorId, viewerId }: { mentorId: string; viewerId: string }) {
  if (mentorId === viewerId) return;
  await db.transaction(async (tx) => {
    const [viewer] = rowsOf<{ first_name: string; last_name: string }>(
      await tx.execute(sql`
      with viewed as (
        insert into ${profileViews} (mentor_id, viewer_id, viewed_on)
        select p.id, ${viewerId}, (now() at time zone 'utc')::date
        from ${profiles} p left join ${userPrivacySettings} ps on ps.user_id = p.id
        where p.id = ${mentorId} and p.role = 'mentor' and coalesce(ps.profile_view_tracking_enabled, true)
        on conflict do nothing
        returning viewer_id)
      select v.first_name, v.last_name from viewed join ${profiles} v on v.id = viewed.viewer_id`),
    );
    // The first view of the day is news to the mentor; later ones are not counted.
    if (viewer) {
      await createMentorNotification(tx, {
        mentorId,
        type: 'profile_viewed',
        message: fill(en.notifications.profileViewed, { name: `${viewer.first_name} ${viewer.last_name}` }),
        data: { viewer_id: viewerId },
      });
    }
  });
}
