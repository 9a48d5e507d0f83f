import { describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/articles.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { createMember } from '../../seed/factories.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);
const HOUR = 3600_000;

describe('privacy settings', () => {
  it('are made with the §9 defaults on first read, change by key, and stay each member’s own', async () => {
    const ada = await signedInMember(t);
    const bola = await signedInMember(t);
    const read = await call('GET', '/api/privacy-settings', ada.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      profileViewTrackingEnabled: true,
      showContactInfo: true,
      showSessionHistory: true,
      showReviews: true,
      allowSearchEngineIndexing: true,
      dataExportEnabled: true,
      thirdPartySharingEnabled: false,
      analyticsOptOut: false,
    });
    const changed = await call('PATCH', '/api/privacy-settings', ada.cookie, { showSessionHistory: false, analyticsOptOut: true });
    expect(changed.json()).toMatchObject({ showSessionHistory: false, analyticsOptOut: true, showReviews: true });
    expect((await call('GET', '/api/privacy-settings', ada.cookie)).json()).toMatchObject({ showSessionHistory: false });
    expect((await call('GET', '/api/privacy-settings', bola.cookie)).json()).toMatchObject({
      showSessionHistory: true,
      analyticsOptOut: false,
    });
  });

  it('refuse a visitor, an unknown key, a wrong type, and the message settings that live elsewhere', async () => {
    const ada = await signedInMember(t);
    expect((await call('GET', '/api/privacy-settings')).statusCode).toBe(401);
    expect((await call('PATCH', '/api/privacy-settings', undefined, { showReviews: false })).statusCode).toBe(401);
    for (const body of [{ showReviews: 'no' }, { sneaky: true }, { whoCanMessage: 'nobody' }, { showReviews: null }]) {
      const res = await call('PATCH', '/api/privacy-settings', ada.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    expect((await call('GET', '/api/privacy-settings', ada.cookie)).json()).toMatchObject({ showReviews: true });
  });

  it('hide the count of past sessions from others, not from the member', async () => {
    const mentor = await signedInMember(t, { role: 'mentor' });
    const mentee = await createMember(t.database.db);
    const other = await signedInMember(t);
    const held = (hoursFromNow: number, status: 'completed' | 'confirmed' | 'cancelled') =>
      t.database.db.insert(sessions).values({
        mentorId: mentor.id,
        menteeId: mentee.id,
        title: 'Career talk',
        status,
        startsAt: new Date(Date.now() + hoursFromNow * HOUR),
        endsAt: new Date(Date.now() + (hoursFromNow + 1) * HOUR),
        blockedUntil: new Date(Date.now() + (hoursFromNow + 1) * HOUR),
        priceCents: 0,
      });
    await held(-72, 'completed');
    await held(-48, 'confirmed');
    await held(-24, 'cancelled');
    await held(24, 'confirmed');
    const seen = async (cookie: string) => (await call('GET', `/api/profiles/${mentor.id}`, cookie)).json().sessionsHeld;
    expect(await seen(other.cookie)).toBe(2);
    await call('PATCH', '/api/privacy-settings', mentor.cookie, { showSessionHistory: false });
    expect(await seen(other.cookie)).toBeNull();
    expect(await seen(mentor.cookie)).toBe(2);
  });
});

describe('account settings', () => {
  it('are made with the §9 defaults, and the viewer carries the display choices to every page', async () => {
    const ada = await signedInMember(t);
    expect((await call('GET', '/api/account-settings', ada.cookie)).json()).toEqual({
      language: 'en',
      currency: 'USD',
      timeFormat: '12',
      dateFormat: 'MM/DD/YYYY',
      theme: 'light',
      timezone: null,
      linkedinConnected: false,
      googleCalendarConnected: false,
      outlookConnected: false,
    });
    const patch = { currency: 'NGN', timeFormat: '24', dateFormat: 'DD/MM/YYYY', theme: 'dark' };
    expect((await call('PATCH', '/api/account-settings', ada.cookie, patch)).json()).toMatchObject(patch);
    expect((await call('GET', '/api/me', ada.cookie)).json()).toMatchObject({ ...patch, thirdPartySharing: false });
  });

  it('refuse a currency outside §9, a format or theme not offered, and connecting a service by hand', async () => {
    const ada = await signedInMember(t);
    for (const body of [
      { currency: 'XOF' },
      { timeFormat: '13' },
      { dateFormat: 'DD.MM.YYYY' },
      { theme: 'neon' },
      { language: 'xx' },
      { linkedinConnected: true },
      { currency: 'NGN\u0000' },
    ]) {
      const res = await call('PATCH', '/api/account-settings', ada.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/api/account-settings', ada.cookie)).json()).toMatchObject({ currency: 'USD', linkedinConnected: false });
    expect((await call('GET', '/api/account-settings')).statusCode).toBe(401);
  });

  it('share with outside services shows in the viewer once turned on', async () => {
    const ada = await signedInMember(t);
    await call('PATCH', '/api/privacy-settings', ada.cookie, { thirdPartySharingEnabled: true });
    expect((await call('GET', '/api/me', ada.cookie)).json()).toMatchObject({ thirdPartySharing: true });
  });
});

describe('the sitemap', () => {
  it('lists listed mentors and posts, leaving out every member who keeps search engines out', async () => {
    const listed = (firstName: string) =>
      createMember(t.database.db, { role: 'mentor', firstName, mentor: { title: 'Engineer', onboardingCompletedAt: new Date() } });
    const open = await listed('Open');
    const hidden = await signedInMember(t, { role: 'mentor', mentor: { title: 'Engineer', onboardingCompletedAt: new Date() } });
    const unlisted = await createMember(t.database.db, { role: 'mentor' });
    const post = (userId: string) =>
      t.database.db
        .insert(articles)
        .values({ userId, title: 'Raising a first round', content: 'Text', excerpt: 'Text', wordCount: 1 })
        .returning({ id: articles.id });
    const [openPost] = await post(open.id);
    const [hiddenPost] = await post(hidden.id);
    await call('PATCH', '/api/privacy-settings', hidden.cookie, { allowSearchEngineIndexing: false });

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain(`/mentor/${open.id}</loc>`);
    expect(res.body).toContain(`/post/${openPost!.id}</loc>`);
    for (const absent of [hidden.id, unlisted.id, hiddenPost!.id]) expect(res.body).not.toContain(absent);

    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});
