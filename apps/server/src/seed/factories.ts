import { generateId } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../db/schema/auth.ts';
import { menteeProfiles, mentorProfiles, profiles } from '../db/schema/profiles.ts';
import { refreshSearchDocument } from '../features/profiles/search-document.ts';
import { replaceMentorSkills } from '../features/profiles/skills.ts';

type ProfileRow = typeof profiles.$inferInsert;

export type MemberOverrides = Partial<Omit<ProfileRow, 'id'>> & {
  password?: string;
  /** A hash of `password` made once for many members: hashing is slow on purpose. */
  passwordHash?: string;
  emailVerified?: boolean;
  mentor?: Partial<typeof mentorProfiles.$inferInsert> & { skills?: string[] };
  mentee?: Partial<typeof menteeProfiles.$inferInsert>;
};

let sequence = 0;
const DEFAULT_PASSWORD = 'correct-horse-42';
/** The default password's hash, made once: a suite making hundreds of members hashes it once, not each time. */
let defaultHash: Promise<string> | undefined;

function hashOf(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(password);
  return defaultHash;
}

/** A member with a confirmed email and a profile; demo data and tests build members the same way. */
export async function createMember(db: Db, overrides: MemberOverrides = {}) {
  sequence += 1;
  const { password = DEFAULT_PASSWORD, passwordHash, emailVerified = true, mentor, mentee, ...profile } = overrides;
  const role: Role = profile.role ?? 'mentee';
  const firstName = profile.firstName ?? 'Ada';
  const lastName = profile.lastName ?? `Member${sequence}`;
  const email = (profile.email ?? `member${sequence}-${generateId(6).toLowerCase()}@example.com`).toLowerCase();
  const id = generateId(32);
  const hash = passwordHash ?? (await hashOf(password));
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, name: `${firstName} ${lastName}`, email, emailVerified });
    await tx.insert(accounts).values({ id: generateId(32), accountId: id, providerId: 'credential', userId: id, password: hash });
    await tx.insert(profiles).values({
      country: 'Kenya',
      gender: 'female',
      dob: '1995-04-12',
      phone: '+254 700 000 000',
      industry: 'Technology',
      howDidYouKnowAboutUs: 'LinkedIn',
      ...profile,
      id,
      role,
      firstName,
      lastName,
      email,
    });
    if (role === 'mentor') {
      const { skills = [], ...details } = mentor ?? {};
      await tx.insert(mentorProfiles).values({ ...details, id });
      await replaceMentorSkills(tx, id, skills);
      await refreshSearchDocument(tx, id);
    }
    if (role === 'mentee') await tx.insert(menteeProfiles).values({ industry: profile.industry ?? 'Technology', ...mentee, id });
  });
  return { id, email, password, role, firstName, lastName };
}
