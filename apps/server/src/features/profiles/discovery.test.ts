import { describe, expect, it } from 'vitest';
import { createMember, type MemberOverrides } from '../../seed/factories.ts';
import { signInCookie } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const listedMentor = (o: MemberOverrides) =>
  createMember(t.database.db, { role: 'mentor', ...o, mentor: { onboardingCompletedAt: new Date(), ...o.mentor } });
const get = async (url: string, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('member directory', () => {
  it('finds members by the start of their first, last or full name, twenty a page', async () => {
    const viewer = await createMember(t.database.db, { firstName: 'Viewer', lastName: 'Person' });
    const cookie = await signInCookie(t.app, viewer);
    await createMember(t.database.db, { firstName: 'Adaeze', lastName: 'Nwosu' });
    await createMember(t.database.db, { firstName: 'Chinedu', lastName: 'Adamu' });
    await createMember(t.database.db, { firstName: '100%', lastName: 'Sure' });
    const names = async (q: string) =>
      (await get(`/api/members?q=${encodeURIComponent(q)}`, cookie)).items.map((m: { firstName: string }) => m.firstName);
    expect(await names('ada')).toEqual(['Chinedu', 'Adaeze']);
    expect(await names('adaeze nw')).toEqual(['Adaeze']);
    expect(await names('%')).toEqual([]);
    expect(await names('100%')).toEqual(['100%']);
    for (let i = 0; i < 21; i++) await createMember(t.database.db, { firstName: `Bulk${i}` });
    const first = await get('/api/members?q=bulk', cookie);
    expect(first.items).toHaveLength(20);
    const second = await get(`/api/members?q=bulk&cursor=${first.nextCursor}`, cookie);
    expect(second.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Bulk0']);
    expect(JSON.stringify(first)).not.toContain('@example.com');
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/members' })).statusCode).toBe(401);
  });
});

describe('connect suggestions', () => {
  it('suggests mentors who meet the mentee’s goals, industry or country, best first, with the reasons', async () => {
    await listedMentor({
      firstName: 'Best',
      country: 'Uganda',
      mentor: { skills: ['Leadership', 'Negotiation'], specializations: ['Health'] },
    });
    await listedMentor({ firstName: 'Some', country: 'Ghana', mentor: { skills: ['negotiation'] } });
    await listedMentor({ firstName: 'Neighbour', country: 'Uganda', mentor: { skills: ['Pottery'] } });
    await listedMentor({ firstName: 'Nothing', country: 'Egypt', mentor: { skills: ['Pottery'] } });
    await createMember(t.database.db, { role: 'mentor', firstName: 'Unlisted', country: 'Uganda', mentor: { skills: ['Leadership'] } });
    const mentee = await createMember(t.database.db, {
      country: 'Uganda',
      industry: 'Health',
      mentee: { goals: ['Leadership', 'Negotiation'] },
    });
    const { items } = await get('/api/mentors/suggestions', await signInCookie(t.app, mentee));
    expect(items.map((i: { firstName: string }) => i.firstName)).toEqual(['Best', 'Some', 'Neighbour']);
    expect(items[0].reasons).toEqual([
      'Shares 2 of your goals: Leadership, Negotiation',
      'Works in your industry: Health',
      'Also in Uganda',
    ]);
    expect(items[1].reasons).toEqual(['Shares 1 of your goals: Negotiation']);
  });

  it('suggests nothing to a member with no goals, industry or country', async () => {
    const mentee = await createMember(t.database.db, { country: null, industry: null, mentee: { goals: [] } });
    expect((await get('/api/mentors/suggestions', await signInCookie(t.app, mentee))).items).toEqual([]);
  });
});
