import { generateId } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { SignUpData } from '@prosper/shared/schemas/sign-up';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/auth.ts';
import { menteeProfiles, mentorProfiles, profiles } from '../../db/schema/profiles.ts';

export type CreatedAccount = { status: 'created'; userId: string } | { status: 'exists' };

/**
 * Creates the member's user, password, profile and role details in one transaction: a member
 * never exists without a profile. An email already taken changes nothing.
 */
export async function createAccount(db: Db, data: SignUpData): Promise<CreatedAccount> {
  if (await emailTaken(db, data.email)) return { status: 'exists' };
  const password = await hashPassword(data.password);
  const userId = generateId(32);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id: userId, name: `${data.firstName} ${data.lastName}`, email: data.email });
      await tx.insert(accounts).values({ id: generateId(32), accountId: userId, providerId: 'credential', userId, password });
      await tx.insert(profiles).values({
        id: userId,
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        role: data.role,
        dob: data.dob,
        gender: data.gender,
        industry: data.industry,
        howDidYouKnowAboutUs: data.howDidYouKnow,
        linkedinUrl: data.linkedin,
        favouriteQuote: data.favouriteQuote,
        country: data.country,
        phone: data.phone,
      });
      if (data.role === 'mentor') await tx.insert(mentorProfiles).values({ id: userId });
      else await tx.insert(menteeProfiles).values({ id: userId, industry: data.industry });
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique email lets one through.
    if (await emailTaken(db, data.email)) return { status: 'exists' };
    throw error;
  }
  return { status: 'created', userId };
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return found.length > 0;
}

/** Makes the member with this email an admin; false when there is none. The only way to become one. */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(profiles.email, email.trim().toLowerCase()))
    .returning({ id: profiles.id });
  return updated.length > 0;
}
