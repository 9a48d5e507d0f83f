import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../lib/app-error.ts';
import { signedInMember } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { requireAdmin, requireMember, requireMentor } from './guards.ts';

const t = useTestApp();

/** A request as the routes receive it: this app, and the member's cookie or none. */
const asCaller = (cookie?: string) => ({ server: t.app, headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;

const refusal = (guarded: Promise<unknown>) =>
  guarded.then(
    () => null,
    (error: AppError) => ({ status: error.status, code: error.code, message: error.message }),
  );

describe('who may call a route, decided in one place', () => {
  it('refuses a visitor with 401 and the sign-in text', async () => {
    for (const guard of [requireMember, requireMentor, requireAdmin]) {
      expect(await refusal(guard(asCaller()))).toEqual({ status: 401, code: 'unauthorized', message: 'Please sign in to continue.' });
    }
  });

  it('lets each role through its own guard and refuses the others with 403', async () => {
    const mentee = await signedInMember(t, { role: 'mentee' });
    const mentor = await signedInMember(t, { role: 'mentor' });
    const admin = await signedInMember(t, { role: 'admin' });

    expect(await requireMember(asCaller(mentee.cookie))).toMatchObject({ id: mentee.id, role: 'mentee' });
    expect(await requireMentor(asCaller(mentor.cookie))).toMatchObject({ id: mentor.id, role: 'mentor' });
    expect(await requireAdmin(asCaller(admin.cookie))).toMatchObject({ id: admin.id, role: 'admin' });

    expect(await refusal(requireMentor(asCaller(mentee.cookie)))).toMatchObject({ status: 403, message: 'Only mentors can do this.' });
    expect(await refusal(requireAdmin(asCaller(mentor.cookie)))).toMatchObject({
      status: 403,
      message: "You don't have permission to access this page.",
    });
    expect(await refusal(requireAdmin(asCaller(mentee.cookie)))).toMatchObject({ status: 403, code: 'not_an_admin' });
  });
});
