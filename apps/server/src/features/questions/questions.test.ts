import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import type { MemberOverrides } from '../../seed/factories.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();
const call = apiCaller(t);
const signedIn = (overrides: MemberOverrides = {}) => signedInMember(t, overrides);
const ask = (cookie: string, body: object = {}) =>
  call('POST', '/api/questions', cookie, {
    title: 'How do I price my first product?',
    body: 'I sell **soap**.',
    tags: ['Business'],
    ...body,
  });
const answer = (cookie: string, questionId: string, body = 'Start with value, not cost.') =>
  call('POST', `/api/questions/${questionId}/answers`, cookie, { body });
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;
const notificationsOf = async (cookie: string) => (await call('GET', '/api/notifications', cookie)).json().items;

describe('asking', () => {
  it('refuses bad input with a 400 and stores nothing; visitors get a 401', async () => {
    const asker = await signedIn();
    for (const body of [
      { title: '  ' },
      { title: 'x'.repeat(121) },
      { body: ' ' },
      { body: 'a\u0000b' },
      { tags: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { tags: ['x'.repeat(41)] },
      { mentorId: 'no-such-mentor' },
    ]) {
      expect((await ask(asker.cookie, body)).statusCode).toBe(400);
    }
    expect((await ask('')).statusCode).toBe(401);
    expect(await count(sql`select count(*)::int as n from questions`)).toBe(0);
  });

  it('keeps tags lower case and once, may put the question to a mentor but not to a mentee', async () => {
    const asker = await signedIn();
    const mentor = await signedIn({ role: 'mentor', firstName: 'Amara', lastName: 'Okafor' });
    const mentee = await signedIn();
    const res = await ask(asker.cookie, { tags: ['Business', ' business ', 'Product  Pricing'], mentorId: mentor.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tags: ['business', 'product pricing'],
      answersCount: 0,
      answered: false,
      acceptedAnswerId: null,
      author: { id: asker.id },
      mentor: { id: mentor.id, firstName: 'Amara' },
      excerpt: 'I sell soap.',
    });
    expect((await ask(asker.cookie, { mentorId: mentee.id })).statusCode).toBe(400);
    expect((await ask(asker.cookie, { mentorId: asker.id })).statusCode).toBe(400);
    // Visitors read questions as they read articles.
    expect((await call('GET', `/api/questions/${res.json().id}`)).json().title).toBe('How do I price my first product?');
  });

  it('refuses a tenth question within 30 seconds with a 429', async () => {
    const asker = await signedIn();
    for (let i = 0; i < 9; i++) expect((await ask(asker.cookie)).statusCode).toBe(201);
    const res = await ask(asker.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/^You are posting too fast/);
  });
});

describe('the author alone changes a question or an answer', () => {
  it('lets the asker edit and delete, refuses others with a 403 and a missing one with a 404', async () => {
    const asker = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const id = (await ask(asker.cookie)).json().id;
    for (const cookie of [other.cookie, admin.cookie]) {
      expect((await call('PATCH', `/api/questions/${id}`, cookie, { title: 'Mine now' })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/questions/${id}`, cookie)).statusCode).toBe(403);
    }
    const edited = await call('PATCH', `/api/questions/${id}`, asker.cookie, { title: 'Pricing soap', tags: ['Soap'] });
    expect(edited.json()).toMatchObject({ title: 'Pricing soap', tags: ['soap'], body: 'I sell **soap**.' });
    expect((await call('PATCH', `/api/questions/${id}`, asker.cookie, { title: '' })).statusCode).toBe(400);
    const a = (await answer(other.cookie, id)).json().id;
    expect((await call('PATCH', `/api/answers/${a}`, asker.cookie, { body: 'Changed' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/answers/${a}`, asker.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/answers/${a}`, other.cookie, { body: 'Start with value.' })).json().body).toBe('Start with value.');

    expect((await call('DELETE', `/api/questions/${id}`, asker.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/questions/${id}`)).statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from question_answers where id = ${a}`)).toBe(0);
    expect((await call('DELETE', `/api/questions/${id}`, asker.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/questions/not-a-uuid')).statusCode).toBe(400);
  });

  it('deleting an answer counts it out and takes its acceptance with it', async () => {
    const asker = await signedIn();
    const helper = await signedIn();
    const id = (await ask(asker.cookie)).json().id;
    const a = (await answer(helper.cookie, id)).json().id;
    await call('PUT', `/api/questions/${id}/accepted-answer`, asker.cookie, { answerId: a });
    expect((await call('DELETE', `/api/answers/${a}`, helper.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/questions/${id}`)).json()).toMatchObject({ answersCount: 0, acceptedAnswerId: null, answered: false });
  });
});

describe('answering', () => {
  it('tells the asker with the spec text and the question id, and nobody when the asker answers', async () => {
    const asker = await signedIn();
    const helper = await signedIn({ firstName: 'Amara', lastName: 'Okafor' });
    const id = (await ask(asker.cookie, { title: 'Career planning' })).json().id;
    const res = await answer(helper.cookie, id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ questionId: id, score: 0, accepted: false, myVote: 0, author: { id: helper.id } });
    const [told] = await notificationsOf(asker.cookie);
    expect(told).toMatchObject({
      type: 'qa_answer',
      title: 'Question Answered',
      message: 'Amara Okafor answered your question: "Career planning"',
      data: { question_id: id },
    });

    expect((await answer(asker.cookie, id, 'Update: I found it.')).statusCode).toBe(201);
    expect(await notificationsOf(asker.cookie)).toHaveLength(1);
    expect((await call('GET', `/api/questions/${id}`)).json().answersCount).toBe(2);
  });

  it('refuses an empty answer, an answer to no question and a visitor', async () => {
    const asker = await signedIn();
    const id = (await ask(asker.cookie)).json().id;
    expect((await answer(asker.cookie, id, '  ')).statusCode).toBe(400);
    expect((await answer(asker.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await answer('', id)).statusCode).toBe(401);
    expect(await count(sql`select count(*)::int as n from question_answers where question_id = ${id}`)).toBe(0);
  });
});

describe('accepting', () => {
  it('lets only the asker accept, one answer at a time, of this question only', async () => {
    const asker = await signedIn();
    const [one, two] = [await signedIn(), await signedIn()];
    const id = (await ask(asker.cookie)).json().id;
    const first = (await answer(one.cookie, id, 'First')).json().id;
    const second = (await answer(two.cookie, id, 'Second')).json().id;
    const elsewhere = (await answer(one.cookie, (await ask(asker.cookie)).json().id)).json().id;

    expect((await call('PUT', `/api/questions/${id}/accepted-answer`, one.cookie, { answerId: first })).statusCode).toBe(403);
    expect((await call('PUT', `/api/questions/${id}/accepted-answer`, asker.cookie, { answerId: elsewhere })).statusCode).toBe(404);
    expect((await call('PUT', `/api/questions/${id}/accepted-answer`, asker.cookie, { answerId: 'x' })).statusCode).toBe(400);

    expect((await call('PUT', `/api/questions/${id}/accepted-answer`, asker.cookie, { answerId: first })).json()).toEqual({
      acceptedAnswerId: first,
    });
    await call('PUT', `/api/questions/${id}/accepted-answer`, asker.cookie, { answerId: second });
    const answers = (await call('GET', `/api/questions/${id}/answers`)).json().items;
    // The accepted answer comes first, and it alone is accepted.
    expect(answers.map((a: { id: string; accepted: boolean }) => [a.id, a.accepted])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect((await call('GET', `/api/questions/${id}`)).json()).toMatchObject({ answered: true, acceptedAnswerId: second });

    await call('PUT', `/api/questions/${id}/accepted-answer`, asker.cookie, { answerId: null });
    expect((await call('GET', `/api/questions/${id}`)).json().answered).toBe(false);
  });
});

describe('voting', () => {
  it('counts one vote per member, lets it change or go, and refuses a vote on one’s own answer', async () => {
    const asker = await signedIn();
    const helper = await signedIn();
    const voter = await signedIn();
    const id = (await ask(asker.cookie)).json().id;
    const a = (await answer(helper.cookie, id)).json().id;
    const vote = (cookie: string, value: unknown) => call('PUT', `/api/answers/${a}/vote`, cookie, { value });

    expect((await vote(voter.cookie, 1)).json()).toEqual({ score: 1, myVote: 1 });
    expect((await vote(voter.cookie, 1)).json()).toEqual({ score: 1, myVote: 1 });
    expect((await vote(asker.cookie, 1)).json()).toEqual({ score: 2, myVote: 1 });
    expect((await vote(voter.cookie, -1)).json()).toEqual({ score: 0, myVote: -1 });
    expect((await vote(voter.cookie, 0)).json()).toEqual({ score: 1, myVote: 0 });
    expect((await vote(helper.cookie, 1)).statusCode).toBe(403);
    expect((await vote(voter.cookie, 2)).statusCode).toBe(400);
    expect((await vote('', 1)).statusCode).toBe(401);
    expect(await count(sql`select count(*)::int as n from answer_votes where answer_id = ${a}`)).toBe(1);

    const seen = (await call('GET', `/api/questions/${id}/answers`, asker.cookie)).json().items[0];
    expect(seen).toMatchObject({ score: 1, myVote: 1 });
  });
});

describe('finding questions', () => {
  it('searches by words and tags, lists the unanswered, and pages with a cursor', async () => {
    const asker = await signedIn();
    const helper = await signedIn();
    const pricing = (await ask(asker.cookie, { title: 'Pricing handmade shea butter', tags: ['shea', 'pricing'] })).json().id;
    const hiring = (await ask(asker.cookie, { title: 'Hiring my first engineer', body: 'Salaries in Kigali?', tags: ['shea'] })).json().id;
    await answer(helper.cookie, hiring);
    const ids = async (query: string) => (await call('GET', `/api/questions?${query}`)).json().items.map((q: { id: string }) => q.id);

    expect(await ids('q=butters')).toEqual([pricing]);
    expect(await ids('q=kigali salary')).toEqual([hiring]);
    expect(await ids('tags=shea')).toEqual([hiring, pricing]);
    expect(await ids('tags=SHEA,Pricing')).toEqual([pricing]);
    expect(await ids('q=butter&tags=hiring')).toEqual([]);
    expect(await ids('view=unanswered&tags=shea')).toEqual([pricing]);
    expect((await call('GET', '/api/questions?cursor=broken')).statusCode).toBe(400);
    expect((await call('GET', `/api/questions?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/questions?view=everything')).statusCode).toBe(400);

    for (let i = 0; i < 22; i++) {
      await t.database.db.execute(
        sql`insert into questions (user_id, title, body, excerpt, tags) values (${asker.id}, ${`Filler ${i}`}, 'x', 'x', '{filler}')`,
      );
    }
    const first = (await call('GET', '/api/questions?tags=filler')).json();
    expect(first.items).toHaveLength(20);
    const second = (await call('GET', `/api/questions?tags=filler&cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((q: { id: string }) => q.id)).size).toBe(22);
  });

  it('shows a mentor the unanswered questions on their skills or put to them, and no one else that view', async () => {
    const asker = await signedIn();
    const mentor = await signedIn({ role: 'mentor', mentor: { skills: ['Product Management', 'Marketing'] } });
    const onSkill = (await ask(asker.cookie, { tags: ['marketing'] })).json().id;
    const putToThem = (await ask(asker.cookie, { tags: ['cooking'], mentorId: mentor.id })).json().id;
    await ask(asker.cookie, { tags: ['cooking'] });
    const answered = (await ask(asker.cookie, { tags: ['product management'] })).json().id;
    await answer(mentor.cookie, answered);
    await ask(mentor.cookie, { tags: ['marketing'] });

    const forYou = (await call('GET', '/api/questions?view=for-you', mentor.cookie)).json().items.map((q: { id: string }) => q.id);
    expect(forYou).toEqual([putToThem, onSkill]);
    expect((await call('GET', '/api/questions?view=for-you', asker.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/questions?view=for-you')).statusCode).toBe(401);
  });
});

describe('reporting', () => {
  it('puts a reported question and answer in the admins’ queue, and removing an answer tells its author', async () => {
    const asker = await signedIn();
    const helper = await signedIn();
    const reporter = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const id = (await ask(asker.cookie, { title: 'Buy followers' })).json().id;
    const a = (await answer(helper.cookie, id, 'Cheap followers at example.com')).json().id;
    expect(
      (await call('POST', '/api/reports', reporter.cookie, { contentType: 'question', contentId: id, reason: 'spam' })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/reports', reporter.cookie, { contentType: 'answer', contentId: a, reason: 'spam' })).statusCode).toBe(
      201,
    );
    expect((await call('POST', '/api/reports', helper.cookie, { contentType: 'answer', contentId: a, reason: 'spam' })).statusCode).toBe(
      403,
    );

    const queue = (await call('GET', '/api/admin/reports', admin.cookie)).json().items;
    expect(
      queue.map((g: { contentType: string; content: { title: string | null; questionId: string } }) => [
        g.contentType,
        g.content.questionId,
      ]),
    ).toEqual([
      ['question', id],
      ['answer', id],
    ]);
    const removed = await call('POST', '/api/admin/reports/remove', admin.cookie, { contentType: 'answer', contentId: a, reason: 'spam' });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/questions/${id}`)).json().answersCount).toBe(0);
    const [told] = await notificationsOf(helper.cookie);
    expect(told.message).toBe(
      'Your answer “Cheap followers at example.com” on “Buy followers” was removed by our team. Reason: Spam or advertising.',
    );
  });
});
