import type { FastifyRequest } from 'fastify';
import { en } from '@prosper/shared/i18n/en';
import type { Role } from '@prosper/shared/constants/sign-up-options';
import { AppError } from '../lib/app-error.ts';
import { findViewer } from './viewer.ts';

/** The signed-in member a route acts for: their id, the name notifications show, and their role. */
export type Member = { id: string; firstName: string; lastName: string; role: Role };

/**
 * Who may call a route, decided in one place: no session is a 401 with the sign-in text (an area
 * may word it as the spec does, e.g. messages), a session without a profile or with the wrong role a 403.
 */
export async function requireMember(request: FastifyRequest, signInText: string = en.errors.unauthorized): Promise<Member> {
  const viewer = await findViewer(request);
  if (!viewer) throw new AppError(401, 'unauthorized', signInText);
  if (!viewer.profile) throw new AppError(403, 'no_profile', en.errors.unauthorized);
  const { firstName, lastName, role } = viewer.profile;
  return { id: viewer.user.id, firstName, lastName, role };
}

export async function requireMentor(request: FastifyRequest): Promise<Member> {
  const member = await requireMember(request);
  if (member.role !== 'mentor') throw new AppError(403, 'not_a_mentor', en.errors.mentorsOnly);
  return member;
}

export async function requireAdmin(request: FastifyRequest): Promise<Member> {
  const member = await requireMember(request);
  if (member.role !== 'admin') throw new AppError(403, 'not_an_admin', en.errors.adminsOnly);
  return member;
}
