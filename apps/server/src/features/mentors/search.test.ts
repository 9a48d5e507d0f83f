import { beforeAll, describe, expect, it } from 'vitest';
import type { MentorSearchResult } from '@prosper/shared/schemas/mentor-search';
import { userAccountSettings } from '../../db/schema/account-settings.ts';
import { createMember, type MemberOverrides } from '../../seed/factories.ts';
import { signInCookie } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { toPrefixQuery } from './search.ts';

const t = useTestApp();
let cookie: string;
const listed = (overrides: MemberOverrides) =>
  createMember(t.database.db, { role: 'mentor', ...overrides, mentor: { onboardingCompletedAt: new Date(), ...overrides.mentor } });

beforeAll(async () => {
  await listed({
    firstName: 'Zanele',
    lastName: 'Dlamini',
    country: 'South Africa',
    bio: 'I love teaching kotlin to beginners.',
    mentor: { title: 'Lawyer', languages: ['English', 'Zulu'], hourlyRateCents: 5000, skills: ['Contract law'] },
  });
  await listed({
    firstName: 'Kotlin',
    lastName: 'Mwangi',
    country: 'Kenya',
    industry: 'Technology',
    mentor: {
      title: 'Android Engineer',
      languages: ['English', 'Swahili'],
      hourlyRateCents: 0,
      skills: ['Android'],
      specializations: ['Mobile'],
    },
  });
  await listed({
    firstName: 'Aminata',
    lastName: 'Traoré',
    country: 'Mali',
    industry: 'Health',
    mentor: {
      title: 'Doctor',
      company: 'Hôpital du Mali',
      languages: ['French', 'Bambara'],
      hourlyRateCents: 2000,
      skills: ['Kotlin', 'Public health'],
    },
  });
  await createMember(t.database.db, { role: 'mentor', firstName: 'Unfinished', lastName: 'Onboarding', mentor: { skills: ['Kotlin'] } });
  const viewer = await createMember(t.database.db);
  cookie = await signInCookie(t.app, viewer);
});

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/mentors?${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as MentorSearchResult;
};
const names = async (query: string) => (await search(query)).items.map((i) => i.firstName);

describe('mentor search', () => {
  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mentors' })).statusCode).toBe(401);
  });

  it('lists only mentors who finished onboarding, newest first', async () => {
    expect(await names('')).toEqual(['Aminata', 'Kotlin', 'Zanele']);
  });

  it('finds words in names, skills and bios, the name first and the bio last, by the start of words', async () => {
    expect(await names('q=kotl')).toEqual(['Kotlin', 'Aminata', 'Zanele']);
    expect(await names('q=android engin')).toEqual(['Kotlin']);
    expect(await names('q=hopital')).toEqual(['Aminata']);
    expect(await names('q=Hôpital')).toEqual(['Aminata']);
    expect(await names('q=traore')).toEqual(['Aminata']);
    expect((await search('q=public')).items[0]?.skills).toEqual(['Kotlin', 'Public health']);
  });

  it('filters by skill, country, language, industry or specialization, price and free only', async () => {
    expect(await names('skill=KOTLIN')).toEqual(['Aminata']);
    expect(await names('country=Kenya')).toEqual(['Kotlin']);
    expect(await names('language=French')).toEqual(['Aminata']);
    expect(await names('field=Health')).toEqual(['Aminata']);
    expect(await names('field=Mobile')).toEqual(['Kotlin']);
    expect(await names('minRate=1000&maxRate=3000')).toEqual(['Aminata']);
    expect(await names('free=true')).toEqual(['Kotlin']);
    expect(await names('q=kotlin&language=English')).toEqual(['Kotlin', 'Zanele']);
  });

  it('sorts by price either way, free counting as 0, with or without words', async () => {
    expect(await names('sort=price_low')).toEqual(['Kotlin', 'Aminata', 'Zanele']);
    expect(await names('sort=price_high')).toEqual(['Zanele', 'Aminata', 'Kotlin']);
    expect(await names('q=kotlin&sort=price_high')).toEqual(['Zanele', 'Aminata', 'Kotlin']);
    expect(await names('sort=newest')).toEqual(['Aminata', 'Kotlin', 'Zanele']);
    const res = await t.app.inject({ method: 'GET', url: '/api/mentors?sort=cheapest', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('sort');
  });

  it('refuses a filter out of range with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mentors?page=0', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });

  it('offers the filter choices listed mentors have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mentors/filters', headers: { cookie } });
    const options = res.json();
    expect(options.countries).toEqual(['Kenya', 'Mali', 'South Africa']);
    expect(options.languages[0]).toBe('English');
    expect(options.skills).toContain('Kotlin');
    expect(options.fields).toContain('Mobile');
  });

  it('tells the viewer’s currency, USD until they choose one', async () => {
    const member = await createMember(t.database.db);
    const memberCookie = await signInCookie(t.app, member);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: memberCookie } })).json().currency).toBe('USD');
    await t.database.db.insert(userAccountSettings).values({ userId: member.id, currency: 'NGN' });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: memberCookie } })).json().currency).toBe('NGN');
  });

  it('ranks equally matching mentors by their reviews, with their rating on the card', async () => {
    await listed({ firstName: 'Baraka', lastName: 'One', mentor: { skills: ['Fintech'], reviewCount: 0, ratingTotal: 0 } });
    await listed({ firstName: 'Chiamaka', lastName: 'Two', mentor: { skills: ['Fintech'], reviewCount: 6, ratingTotal: 29 } });
    await listed({ firstName: 'Dayo', lastName: 'Three', mentor: { skills: ['Fintech'], reviewCount: 4, ratingTotal: 6 } });
    expect(await names('q=fintech')).toEqual(['Chiamaka', 'Baraka', 'Dayo']);
    const [best] = (await search('q=fintech')).items;
    expect(best).toMatchObject({ ratingAverage: 4.8, reviewCount: 6 });
    // Highest rated: one good review does not beat many; unreviewed mentors sit at 3, newest first.
    expect(await names('sort=rating')).toEqual(['Chiamaka', 'Baraka', 'Aminata', 'Kotlin', 'Zanele', 'Dayo']);
  });
});

it('turns typed words into prefix terms, dropping punctuation', () => {
  expect(toPrefixQuery('Prodúct  man!')).toBe('product:* & man:*');
  expect(toPrefixQuery("'); drop table--")).toBe('drop:* & table:*');
  expect(toPrefixQuery('  ')).toBeNull();
});
