import { describe, expect, it } from 'vitest';
import { createMember } from '../../seed/factories.ts';
import { ORIGIN, signInCookie } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const newMentor = async () => {
  const member = await createMember(t.database.db, { role: 'mentor', firstName: 'Onboarding' });
  return { ...member, cookie: await signInCookie(t.app, member) };
};
const save = (cookie: string, body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/mentor-onboarding', payload: body, headers: { cookie, origin: ORIGIN } });
const complete = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/mentor-onboarding/complete', headers: { cookie, origin: ORIGIN } });
const listed = async (cookie: string, q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/mentors?q=${q}`, headers: { cookie } }))
    .json()
    .items.map((m: { firstName: string }) => m.firstName);

const steps = [
  { step: 1, data: { title: 'Agronomist', company: 'Green Fields', bio: 'Twenty years helping farmers grow more with less water.' } },
  { step: 2, data: { skills: ['Irrigation', 'Soil health'], specializations: ['Agriculture'] } },
  { step: 3, data: { yearsExperience: 20, hourlyRate: null } },
  { step: 4, data: { languages: ['English', 'Hausa'], timezone: 'Africa/Lagos' } },
  { step: 5, data: {} },
];

describe('mentor onboarding', () => {
  it('saves each step, remembers the furthest one, and lists the mentor only once completed', async () => {
    const mentor = await newMentor();
    const viewer = await newMentor();
    for (const body of steps.slice(0, 2)) expect((await save(mentor.cookie, body)).statusCode).toBe(200);
    const resumed = (await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: mentor.cookie } })).json();
    expect(resumed.mentor).toMatchObject({
      onboardingStep: 2,
      onboardingCompleted: false,
      title: 'Agronomist',
      skills: ['Irrigation', 'Soil health'],
    });
    expect(await listed(viewer.cookie, 'irrigation')).toEqual([]);

    const early = await complete(mentor.cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({
      code: 'onboarding_incomplete',
      message: 'Please enter your years of experience.',
      fields: { step: '3' },
    });

    for (const body of steps.slice(2)) expect((await save(mentor.cookie, body)).statusCode).toBe(200);
    // Going back to an earlier step keeps the furthest one.
    await save(mentor.cookie, steps[0]!);
    const done = await complete(mentor.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json().mentor).toMatchObject({ onboardingStep: 5, onboardingCompleted: true, languages: ['English', 'Hausa'] });
    expect(await listed(viewer.cookie, 'irrigation')).toEqual(['Onboarding']);
  });

  it.each([
    [{ step: 1, data: { title: '', company: '', bio: 'A bio long enough to pass the check here.' } }, 'Please enter your title.'],
    [{ step: 1, data: { title: 'Coach', company: '', bio: 'Too short' } }, 'Please write at least 30 characters about yourself.'],
    [{ step: 2, data: { skills: [], specializations: [] } }, 'Please add at least one skill.'],
    [{ step: 4, data: { languages: ['English'], timezone: 'Mars/Olympus' } }, 'Please choose a time zone from the list.'],
  ])('refuses step %o with "%s"', async (body, message) => {
    const mentor = await newMentor();
    const res = await save(mentor.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: mentor.cookie } })).json();
    expect(profile.mentor.onboardingStep).toBe(0);
  });

  it('is for mentors only', async () => {
    const mentee = await createMember(t.database.db);
    const cookie = await signInCookie(t.app, mentee);
    expect((await save(cookie, steps[0]!)).statusCode).toBe(403);
    expect((await complete(cookie)).statusCode).toBe(403);
  });
});
