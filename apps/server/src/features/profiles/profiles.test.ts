import { en } from '@prosper/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { userPrivacySettings } from '../../db/schema/privacy.ts';
import { profileViews } from '../../db/schema/profile-views.ts';
import { mentorProfiles, profiles } from '../../db/schema/profiles.ts';
import { createMember } from '../../seed/factories.ts';
import { ORIGIN, signInCookie } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const as = async (role: 'mentee' | 'mentor' = 'mentee', overrides = {}) => {
  const member = await createMember(t.database.db, { role, ...overrides });
  return { ...member, cookie: await signInCookie(t.app, member) };
};
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } });

const validUpdate = {
  firstName: 'Ngozi',
  lastName: 'Obi',
  bio: 'Teacher',
  location: 'Enugu, Enugu, Nigeria',
  phone: '+234 700 111 2222',
  country: 'Nigeria',
  dob: '1990-01-31',
  gender: 'female',
};

describe('reading profiles', () => {
  it('needs a signed-in member', async () => {
    const other = await createMember(t.database.db);
    expect((await get(`/api/profiles/${other.id}`)).statusCode).toBe(401);
  });

  it('shows one’s own profile in full, and another’s without birth date or gender', async () => {
    const me = await as('mentee', { dob: '1992-02-02', gender: 'male', phone: '+254 711 000 000' });
    const own = (await get('/api/profiles/me', me.cookie)).json();
    expect(own).toMatchObject({
      id: me.id,
      isSelf: true,
      dob: '1992-02-02',
      gender: 'male',
      email: me.email,
      role: 'mentee',
      mentee: { goals: [] },
    });

    const viewer = await as();
    const seen = (await get(`/api/profiles/${me.id}`, viewer.cookie)).json();
    expect(seen).toMatchObject({ isSelf: false, dob: null, gender: null, email: me.email, phone: '+254 711 000 000' });
  });

  it('keeps contact details on the server when the member hides them', async () => {
    const shy = await as('mentor', { phone: '+233 20 999 9999', linkedinUrl: 'https://linkedin.com/in/shy' });
    await t.database.db.insert(userPrivacySettings).values({ userId: shy.id, showContactInfo: false });
    const viewer = await as();
    const res = await get(`/api/profiles/${shy.id}`, viewer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(shy.email);
    expect(res.body).not.toContain('999 9999');
    expect(res.body).not.toContain('linkedin.com/in/shy');
    // The member still sees their own.
    expect((await get('/api/profiles/me', shy.cookie)).body).toContain('999 9999');
  });

  it('answers 404 for a member who does not exist', async () => {
    const viewer = await as();
    const res = await get('/api/profiles/nobody', viewer.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This member does not exist.');
  });
});

describe('editing profiles', () => {
  it('saves one’s own profile and mentor details, skills named once and in order', async () => {
    const mentor = await as('mentor');
    const res = await send('PATCH', '/api/profiles/me', mentor.cookie, {
      ...validUpdate,
      mentor: {
        title: 'Principal Engineer',
        company: 'Andela',
        yearsExperience: 12,
        hourlyRate: 45.5,
        specializations: ['Backend', ' backend ', 'Cloud'],
        languages: ['English', 'Igbo'],
        timezone: 'Africa/Lagos',
        skills: ['Kotlin', 'kotlin', ' System Design '],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ngozi',
      location: 'Enugu, Enugu, Nigeria',
      mentor: {
        title: 'Principal Engineer',
        hourlyRateCents: 4550,
        specializations: ['Backend', 'Cloud'],
        skills: ['Kotlin', 'System Design'],
        timezone: 'Africa/Lagos',
      },
    });
    // Search finds the mentor by a skill at once.
    const found = await t.database.db.execute(
      sql`select 1 from mentor_profiles where id = ${mentor.id} and search_document @@ to_tsquery('simple', 'kotlin')`,
    );
    expect(rowsOf(found)).toHaveLength(1);

    // Another mentor reuses the skill under its first spelling.
    const other = await as('mentor');
    await send('PATCH', '/api/profiles/me', other.cookie, { ...validUpdate, mentor: { skills: ['KOTLIN'] } });
    expect((await get('/api/profiles/me', other.cookie)).json().mentor.skills).toEqual(['Kotlin']);
  });

  it('refuses to change another member’s profile with 403 and changes nothing', async () => {
    const me = await as();
    const other = await as('mentee', { firstName: 'Original' });
    const res = await send('PATCH', `/api/profiles/${other.id}`, me.cookie, validUpdate);
    expect(res.statusCode).toBe(403);
    const [row] = await t.database.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, other.id));
    expect(row?.firstName).toBe('Original');
  });

  it('refuses mentor details from a mentee, and writes nothing', async () => {
    const mentee = await as('mentee', { firstName: 'Before' });
    const res = await send('PATCH', '/api/profiles/me', mentee.cookie, { ...validUpdate, mentor: { title: 'Fake', skills: [] } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only mentors have mentor details.');
    expect(await t.database.db.select().from(mentorProfiles).where(eq(mentorProfiles.id, mentee.id))).toHaveLength(0);
    const [row] = await t.database.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, mentee.id));
    expect(row?.firstName).toBe('Before');
  });

  it.each([
    [{ firstName: '  ' }, 'First name is required.'],
    [{ lastName: '' }, 'Last name is required.'],
    [{ dob: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    [{ country: 'Atlantis' }, 'Please choose a country from the list.'],
    [{ phone: 'call me maybe' }, 'Please enter a phone number of 6 to 20 digits.'],
    [{ linkedinUrl: 'not a url' }, en.validation.linkedinUrl],
    [{ linkedinUrl: 'https://example.com/in/ngozi' }, en.validation.linkedinUrl],
    [{ linkedinUrl: 'javascript:alert(1)//linkedin.com/in/x' }, en.validation.linkedinUrl],
    [{ lastName: 'Obi\u001b[2J' }, en.validation.controlCharacters],
  ])('refuses %o with "%s"', async (change, message) => {
    const me = await as('mentee', { firstName: 'Kept' });
    const res = await send('PATCH', '/api/profiles/me', me.cookie, { ...validUpdate, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const [row] = await t.database.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, me.id));
    expect(row?.firstName).toBe('Kept');
  });

  it('saves a LinkedIn address typed without https://, made whole, and clears it when emptied', async () => {
    const me = await as();
    const saved = await send('PATCH', '/api/profiles/me', me.cookie, { ...validUpdate, linkedinUrl: 'linkedin.com/in/ngozi-obi' });
    expect(saved.json()).toMatchObject({ linkedinUrl: 'https://linkedin.com/in/ngozi-obi' });
    const cleared = await send('PATCH', '/api/profiles/me', me.cookie, { ...validUpdate, linkedinUrl: '' });
    expect(cleared.json()).toMatchObject({ linkedinUrl: null });
  });

  it('saves mentee details with goals split, trimmed and without duplicates; empty dates become null', async () => {
    const mentee = await as('mentee', { dob: '1999-09-09' });
    const res = await send('PATCH', '/api/profiles/me', mentee.cookie, {
      ...validUpdate,
      dob: '',
      mentee: {
        industry: 'Health',
        goals: ['Leadership', ' leadership', 'Public speaking'],
        learningStyle: 'Visual',
        careerLevel: 'Student',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dob: null, mentee: { industry: 'Health', goals: ['Leadership', 'Public speaking'] } });
  });
});

describe('follows', () => {
  it('follows once however often asked, counts it, and unfollows', async () => {
    const fan = await as();
    const star = await as('mentor');
    for (let i = 0; i < 2; i++) {
      const res = await send('PUT', `/api/profiles/${star.id}/follow`, fan.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ followers: 1, isFollowing: true });
    }
    expect((await get('/api/profiles/me', fan.cookie)).json().following).toBe(1);
    const res = await send('DELETE', `/api/profiles/${star.id}/follow`, fan.cookie);
    expect(res.json()).toMatchObject({ followers: 0, isFollowing: false });
  });

  it('refuses following oneself or nobody', async () => {
    const me = await as();
    const self = await send('PUT', `/api/profiles/${me.id}/follow`, me.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot follow yourself.');
    expect((await send('PUT', '/api/profiles/ghost/follow', me.cookie)).statusCode).toBe(404);
  });

  it('limits the follows a member makes in a day, with a clear 429, and follows again the next day', async () => {
    const fan = await as();
    const [first, second] = [await as('mentor'), await as('mentor')];
    expect((await send('PUT', `/api/profiles/${first.id}/follow`, fan.cookie)).statusCode).toBe(200);
    // As if the fan had followed 399 more people since.
    const counter = `follows:${fan.id}`;
    await t.database.db.execute(sql`update rate_limits set count = 400 where key = ${counter}`);
    const refused = await send('PUT', `/api/profiles/${second.id}/follow`, fan.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: 'You can follow up to 400 people a day. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await get(`/api/profiles/${second.id}`, fan.cookie)).json()).toMatchObject({ followers: 0, isFollowing: false });
    await t.database.db.execute(sql`update rate_limits set window_start = now() - interval '25 hours' where key = ${counter}`);
    expect((await send('PUT', `/api/profiles/${second.id}/follow`, fan.cookie)).json()).toMatchObject({ followers: 1 });
  });

  it('lists followers newest first, twenty a page, with a cursor to the rest', async () => {
    const star = await as('mentor');
    const fans = [];
    for (let i = 0; i < 23; i++) fans.push(await as('mentee', { firstName: `Fan${i}` }));
    for (const fan of fans) await send('PUT', `/api/profiles/${star.id}/follow`, fan.cookie);
    const first = (await get(`/api/profiles/${star.id}/followers`, star.cookie)).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].firstName).toBe('Fan22');
    const second = (await get(`/api/profiles/${star.id}/followers?cursor=${first.nextCursor}`, star.cookie)).json();
    expect(second.items.map((i: { firstName: string }) => i.firstName)).toEqual(['Fan2', 'Fan1', 'Fan0']);
    expect(second.nextCursor).toBeNull();
    const following = (await get(`/api/profiles/${fans[0]!.id}/following`, star.cookie)).json();
    expect(following.items.map((i: { id: string }) => i.id)).toEqual([star.id]);
    expect((await get(`/api/profiles/${star.id}/followers?cursor=garbage`, star.cookie)).statusCode).toBe(400);
  });
});

describe('profile views', () => {
  const views = async (mentorId: string) =>
    (await t.database.db.select().from(profileViews).where(eq(profileViews.mentorId, mentorId))).length;

  it('records a view of a mentor once per viewer a day, never the mentor’s own', async () => {
    const mentor = await as('mentor');
    const viewer = await as();
    await get(`/api/profiles/${mentor.id}`, viewer.cookie);
    await get(`/api/profiles/${mentor.id}`, viewer.cookie);
    await get('/api/profiles/me', mentor.cookie);
    await get(`/api/profiles/${mentor.id}`, mentor.cookie);
    expect(await views(mentor.id)).toBe(1);
  });

  it('records nothing when the mentor turned tracking off, or for a mentee', async () => {
    const mentor = await as('mentor');
    await t.database.db.insert(userPrivacySettings).values({ userId: mentor.id, profileViewTrackingEnabled: false });
    const mentee = await as();
    const viewer = await as();
    await get(`/api/profiles/${mentor.id}`, viewer.cookie);
    await get(`/api/profiles/${mentee.id}`, viewer.cookie);
    expect(await views(mentor.id)).toBe(0);
    expect(await views(mentee.id)).toBe(0);
  });
});
