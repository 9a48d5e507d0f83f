import { ratingAverage, ratingColumns } from '../mentors/cards.ts';
import { sql } from 'drizzle-orm';
import type { Profile } from '@prosper/shared/schemas/profile';
import { en } from '@prosper/shared/i18n/en';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { notSuspended } from '../../lib/suspension-state.ts';

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  role: Profile['role'];
  avatar_url: string | null;
  bio: string | null;
  location: string | null;
  country: string | null;
  favourite_quote: string | null;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  gender: Profile['gender'];
  dob: string | null;
  show_contact_info: boolean | null;
  allow_search_engine_indexing: boolean | null;
  mentor_id: string | null;
  title: string | null;
  company: string | null;
  years_experience: number | null;
  hourly_rate_cents: number | null;
  specializations: string[] | null;
  languages: string[] | null;
  timezone: string | null;
  onboarding_step: number | null;
  onboarding_completed_at: string | null;
  skills: string[] | null;
  rating_average: string | number | null;
  review_count: number | null;
  takes_bookings: boolean;
  mentee_id: string | null;
  industry: string | null;
  learning_style: string | null;
  goals: string[] | null;
  career_level: string | null;
  followers: number;
  following: number;
  sessions_held: number | null;
  is_following: boolean;
};

/** The profile a route answers with; a member who is not there is a 404. */
export async function profileOrNotFound(db: Db, id: string, viewerId: string | null): Promise<Profile> {
  const profile = await findProfile(db, id, viewerId);
  if (!profile) throw new AppError(404, 'not_found', en.errors.memberNotFound);
  return profile;
}

/**
 * One member's profile as `viewerId` may see it, in one statement: details, skills, privacy,
 * follow counts and whether the viewer follows. Null when there is no such member.
 */
export async function findProfile(db: Db, id: string, viewerId: string | null): Promise<Profile | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
    select p.id, p.first_name, p.last_name, p.role, p.avatar_url, p.bio, p.location, p.country, p.favourite_quote,
      p.email, p.phone, p.linkedin_url, p.gender, p.dob::text as dob,
      ps.show_contact_info, ps.allow_search_engine_indexing,
      m.id as mentor_id, m.title, m.company, m.years_experience, m.hourly_rate_cents, m.specializations, m.languages,
      m.timezone, m.onboarding_step, m.onboarding_completed_at, ${ratingColumns},
      exists (select 1 from mentor_availability a where a.mentor_id = p.id and jsonb_array_length(a.weekly_hours) > 0) as takes_bookings,
      (select coalesce(array_agg(s.name order by ms.position, s.name), '{}') from mentor_skills ms join skills s on s.id = ms.skill_id
        where ms.mentor_id = p.id) as skills,
      e.id as mentee_id, e.industry, e.learning_style, e.goals, e.career_level,
      (select count(*)::int from follows f where f.following_id = p.id) as followers,
      (select count(*)::int from follows f where f.follower_id = p.id) as following,
      case when p.id = ${viewerId} or coalesce(ps.show_session_history, true) then (
        select count(*)::int from sessions s where (s.mentor_id = p.id or s.mentee_id = p.id)
          and (s.status = 'completed' or (s.status = 'confirmed' and s.ends_at <= now()))) end as sessions_held,
      exists (select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = p.id) as is_following
    from profiles p
    left join user_privacy_settings ps on ps.user_id = p.id
    left join mentor_profiles m on m.id = p.id
    left join mentee_profiles e on e.id = p.id
    where p.id = ${id} and p.closed_at is null and ${notSuspended('p')}`),
  );
  return row ? toProfile(row, viewerId) : null;
}

function toProfile(r: Row, viewerId: string | null): Profile {
  const isSelf = r.id === viewerId;
  // Privacy defaults (SPEC §9) apply until the member saves their own settings.
  const contact = isSelf || (r.show_contact_info ?? true);
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    role: r.role,
    avatarUrl: r.avatar_url,
    bio: r.bio,
    location: r.location,
    country: r.country,
    favouriteQuote: r.favourite_quote,
    email: contact ? r.email : null,
    phone: contact ? r.phone : null,
    linkedinUrl: contact ? r.linkedin_url : null,
    gender: isSelf ? r.gender : null,
    dob: isSelf ? r.dob : null,
    mentor: r.mentor_id
      ? {
          title: r.title,
          company: r.company,
          yearsExperience: r.years_experience,
          hourlyRateCents: r.hourly_rate_cents,
          specializations: r.specializations ?? [],
          languages: r.languages ?? [],
          timezone: r.timezone,
          skills: r.skills ?? [],
          ratingAverage: ratingAverage(r.rating_average),
          reviewCount: r.review_count ?? 0,
          takesBookings: r.takes_bookings,
          onboardingStep: r.onboarding_step ?? 0,
          onboardingCompleted: r.onboarding_completed_at !== null,
        }
      : null,
    mentee: r.mentee_id
      ? { industry: r.industry, learningStyle: r.learning_style, goals: r.goals ?? [], careerLevel: r.career_level }
      : null,
    followers: r.followers,
    following: r.following,
    sessionsHeld: r.sessions_held,
    isSelf,
    isFollowing: r.is_following,
    allowIndexing: r.allow_search_engine_indexing ?? true,
  };
}

/**
 * A mentor as their public page shows them: only once listed (onboarding complete, or to
 * themselves), and without contact details for visitors who are not signed in.
 */
export async function findPublicMentor(db: Db, id: string, viewerId: string | null): Promise<Profile | null> {
  const profile = await findProfile(db, id, viewerId);
  if (!profile?.mentor || (!profile.mentor.onboardingCompleted && !profile.isSelf)) return null;
  return viewerId ? profile : { ...profile, email: null, phone: null, linkedinUrl: null };
}
