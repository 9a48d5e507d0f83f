import { describe, expect, it } from 'vitest';
import { userPrivacySettings } from '../../db/schema/privacy.ts';
import { createMember, type MemberOverrides } from '../../seed/factories.ts';
import { signInCookie } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp({}, { webApp: true });

const listedMentor = (overrides: MemberOverrides = {}) =>
  createMember(t.database.db, {
    role: 'mentor',
    phone: '+234 800 123 4567',
    bio: 'I coach founders raising their first round.',
    ...overrides,
    mentor: { title: 'Partner', company: 'Savannah Fund', onboardingCompletedAt: new Date(), ...overrides.mentor },
  });

describe('the public mentor page', () => {
  it('shows a listed mentor to visitors without contact details, and to members with them', async () => {
    const mentor = await listedMentor();
    const visitor = await t.app.inject({ method: 'GET', url: `/api/mentors/${mentor.id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ firstName: mentor.firstName, email: null, phone: null, mentor: { company: 'Savannah Fund' } });
    expect(visitor.body).not.toContain(mentor.email);

    const member = await createMember(t.database.db);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/mentors/${mentor.id}`,
      headers: { cookie: await signInCookie(t.app, member) },
    });
    expect(seen.json()).toMatchObject({ email: mentor.email, phone: '+234 800 123 4567' });
  });

  it('answers 404 for a mentor not yet listed, and for a mentee', async () => {
    const unlisted = await createMember(t.database.db, { role: 'mentor' });
    const mentee = await createMember(t.database.db);
    for (const id of [unlisted.id, mentee.id, 'nobody']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/mentors/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This mentor does not exist or is not listed yet.');
    }
  });

  it('gives link previews the mentor’s name, role and bio, escaped', async () => {
    const mentor = await listedMentor({ firstName: 'Ayo<script>', lastName: 'Bankole' });
    const res = await t.app.inject({ method: 'GET', url: `/mentor/${mentor.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Ayo&lt;script&gt; Bankole, Partner at Savannah Fund · Prosper Mentor</title>');
    expect(res.body).toContain('<meta property="og:description" content="I coach founders raising their first round." />');
    expect(res.body).toContain('<meta name="description" content="I coach founders raising their first round." />');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('noindex');
  });

  it('asks search engines not to index a mentor who disallowed it', async () => {
    const mentor = await listedMentor();
    await t.database.db.insert(userPrivacySettings).values({ userId: mentor.id, allowSearchEngineIndexing: false });
    const res = await t.app.inject({ method: 'GET', url: `/mentor/${mentor.id}` });
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves the plain app for other pages and an unknown mentor', async () => {
    for (const url of ['/mentor/nobody', '/about', '/mentors?q=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Prosper Mentor</title>');
    }
  });
});
