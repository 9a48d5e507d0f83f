import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { createMember, type MemberOverrides } from '../../seed/factories.ts';
import { apiCaller } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);
const HOUR = 3_600_000;

const listedMentor = (o: MemberOverrides['mentor'] & Pick<MemberOverrides, 'firstName' | 'country' | 'avatarUrl'> = {}) => {
  const { firstName = 'Ada', country = 'Kenya', avatarUrl = null, ...mentor } = o;
  return createMember(t.database.db, {
    role: 'mentor',
    firstName,
    country,
    avatarUrl,
    mentor: { title: 'Engineer', company: 'Andela', hourlyRateCents: 4000, onboardingCompletedAt: new Date(), ...mentor },
  });
};

const session = (mentorId: string, menteeId: string, status: 'completed' | 'confirmed' | 'cancelled', hoursFromNow: number) =>
  t.database.db.insert(sessions).values({
    mentorId,
    menteeId,
    title: 'Career talk',
    status,
    startsAt: new Date(Date.now() + hoursFromNow * HOUR),
    endsAt: new Date(Date.now() + (hoursFromNow + 1) * HOUR),
    blockedUntil: new Date(Date.now() + (hoursFromNow + 1) * HOUR),
    priceCents: 0,
  });

describe('the landing page’s mentors and figures', () => {
  it('shows a few listed mentors, best reviewed first, with public fields only, and figures counted from the database', async () => {
    const best = await listedMentor({ firstName: 'Amara', country: 'Nigeria', reviewCount: 12, ratingTotal: 57 });
    const oneFiveStar = await listedMentor({ firstName: 'Kwame', country: 'Ghana', reviewCount: 1, ratingTotal: 5 });
    for (let i = 0; i < 5; i++) await listedMentor({ firstName: `Listed${i}` });
    await createMember(t.database.db, { role: 'mentor', firstName: 'Unlisted', country: 'Egypt' });
    const mentee = await createMember(t.database.db, { country: 'South Africa' });
    await session(best.id, mentee.id, 'completed', -48);
    await session(best.id, mentee.id, 'confirmed', -3);
    await session(best.id, mentee.id, 'confirmed', 24);
    await session(oneFiveStar.id, mentee.id, 'cancelled', -72);

    const res = await call('GET', '/api/landing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body.figures).toEqual({ mentors: 7, countries: 5, sessionsHeld: 2 });
    expect(body.mentors).toHaveLength(6);
    expect(body.mentors[0]).toEqual({
      id: best.id,
      firstName: 'Amara',
      lastName: best.lastName,
      avatarUrl: null,
      title: 'Engineer',
      company: 'Andela',
      country: 'Nigeria',
      hourlyRateCents: 4000,
      ratingAverage: 4.8,
      reviewCount: 12,
    });
    // One 5-star review is a thin record: pulled towards 3 it still ranks above no review at all.
    expect(body.mentors[1].id).toBe(oneFiveStar.id);
    expect(body.mentors.map((m: { firstName: string }) => m.firstName)).not.toContain('Unlisted');
    expect(res.body).not.toContain('@example.com');
    expect(res.body).not.toContain('+254');
  });

  it('answers from one cached result for a minute, then counts again', async () => {
    const first = (await call('GET', '/api/landing')).json();
    await listedMentor({ firstName: 'Newcomer' });
    expect((await call('GET', '/api/landing')).json()).toEqual(first);

    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect((await call('GET', '/api/landing')).json().figures.mentors).toBe(first.figures.mentors + 1);
    } finally {
      later.mockRestore();
    }
  });
});
