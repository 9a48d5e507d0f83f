import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { en } from '@prosper/shared/i18n/en';
import { rowsOf } from '../../db/client.ts';
import type { MemberOverrides } from '../../seed/factories.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp({}, { webApp: true });
const call = apiCaller(t);
const db = () => t.database.db;

const signedIn = (overrides: MemberOverrides = {}) => signedInMember(t, overrides);
type Who = Awaited<ReturnType<typeof signedIn>>;
const publish = (who: Who, body: object = {}) =>
  call('POST', '/api/stories', who.cookie, { title: 'How I found my footing', content: 'My mentor asked **one** question.', ...body });
const HOUR = 3_600_000;

/** A session between the two, as it stands in `status`, an hour in the past. */
async function sessionBetween(mentee: Who, mentor: Who, status: 'completed' | 'confirmed' | 'cancelled' = 'completed') {
  const startsAt = new Date(Date.now() - 3 * HOUR);
  const endsAt = new Date(startsAt.getTime() + HOUR);
  await db().execute(sql`
    insert into sessions (mentor_id, mentee_id, title, status, starts_at, ends_at, blocked_until, price_cents)
    values (${mentor.id}, ${mentee.id}, 'Career plan', ${status}, ${startsAt}, ${endsAt}, ${endsAt}, 0)`);
}
const notificationsOf = async (who: Who, type: string) =>
  rowsOf<{ actor_id: string; message: string; title: string; data: { story_id: string } }>(
    await db().execute(sql`select actor_id, title, message, data from notifications where user_id = ${who.id} and type = ${type}`),
  );
/** A mentee who had a completed session with a mentor. */
async function menteeWithMentor() {
  const mentee = await signedIn({ firstName: 'Amara', lastName: 'Okafor' });
  const mentor = await signedIn({ role: 'mentor', firstName: 'Kofi', lastName: 'Mensah' });
  await sessionBetween(mentee, mentor);
  return { mentee, mentor };
}

describe('publishing', () => {
  it('publishes with a plain-text excerpt, and refuses bad input with a 400 and stores nothing', async () => {
    const author = await signedIn({ firstName: 'Nia', lastName: 'Okoro' });
    const res = await publish(author, { content: '# Turning point\n\nI *finally* asked for help.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'How I found my footing',
      excerpt: 'Turning point. I finally asked for help.',
      likesCount: 0,
      commentsCount: 0,
      mentor: null,
      author: { id: author.id, firstName: 'Nia', lastName: 'Okoro' },
    });
    const cases: [object, string][] = [
      [{ title: '  ' }, 'Title is required.'],
      [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters.'],
      [{ content: ' ' }, 'Tell your story first.'],
      [{ content: 'a\u0000b' }, en.validation.controlCharacters],
      [{ content: 'x'.repeat(50_001) }, en.validation.tooLong],
      [{ imageUrl: 'https://elsewhere.example/cat.png' }, 'Please upload the image again.'],
      [{ mentorId: 'not a member id!' }, en.validation.invalidId],
    ];
    for (const [body, message] of cases) {
      const refused = await publish(author, body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Object.values(refused.json().error.fields)).toContain(message);
    }
    const [{ n }] = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from stories where user_id = ${author.id}`)) as [
      { n: number },
    ];
    expect(n).toBe(1);
    expect((await call('POST', '/api/stories', '', { title: 'x', content: 'y' })).statusCode).toBe(401);
  });

  it('is readable by visitors, and a missing or malformed id is a 404 or a 400', async () => {
    const author = await signedIn();
    const story = (await publish(author)).json();
    const read = await call('GET', `/api/stories/${story.id}`, '');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: story.id, content: 'My mentor asked **one** question.', likedByMe: false });
    expect((await call('GET', '/api/stories/00000000-0000-4000-8000-000000000000', '')).statusCode).toBe(404);
    expect((await call('GET', '/api/stories/nope', '')).statusCode).toBe(400);
    expect((await call('GET', '/api/stories?cursor=broken', '')).statusCode).toBe(400);
    expect((await call('GET', '/api/stories?sort=loved&cursor=broken', '')).statusCode).toBe(400);
    expect((await call('GET', '/api/stories?sort=oldest', '')).statusCode).toBe(400);
  });

  it('keeps to the articles’ rate limit: the tenth story in 30 s is a 429', async () => {
    const author = await signedIn();
    for (let i = 0; i < 9; i++) expect((await publish(author, { title: `Story ${i}` })).statusCode).toBe(201);
    const refused = await publish(author);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/You are posting too fast/);
  });
});

describe('editing and deleting', () => {
  it('lets only the author change or delete a story; others get a 403 and nothing changes', async () => {
    const author = await signedIn();
    const other = await signedIn();
    const story = (await publish(author)).json();
    expect((await call('PATCH', `/api/stories/${story.id}`, other.cookie, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/stories/${story.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/stories/${story.id}`, '', { title: 'Mine now' })).statusCode).toBe(401);
    expect((await call('GET', `/api/stories/${story.id}`, '')).json().title).toBe('How I found my footing');

    const changed = await call('PATCH', `/api/stories/${story.id}`, author.cookie, { title: 'A new title', content: 'A new **start**.' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'A new title', excerpt: 'A new start.' });
    expect((await call('PATCH', `/api/stories/${story.id}`, author.cookie, { title: '' })).statusCode).toBe(400);

    expect((await call('DELETE', `/api/stories/${story.id}`, author.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/stories/${story.id}`, '')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/stories/${story.id}`, author.cookie)).statusCode).toBe(404);
  });
});

describe('naming a mentor', () => {
  it('names only a mentor the author had a completed session with', async () => {
    const { mentee, mentor } = await menteeWithMentor();
    const stranger = await signedIn({ role: 'mentor' });
    const booked = await signedIn({ role: 'mentor' });
    await sessionBetween(mentee, booked, 'confirmed');

    for (const mentorId of [stranger.id, booked.id, mentee.id]) {
      const refused = await publish(mentee, { mentorId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('You can only name a mentor you have had a session with.');
    }
    // The mentor cannot be named the other way round either: they were not the mentee.
    expect((await publish(mentor, { mentorId: mentee.id })).statusCode).toBe(400);
    const mentors = (await call('GET', '/api/story-mentors', mentee.cookie)).json();
    expect(mentors.map((m: { id: string }) => m.id)).toEqual([mentor.id]);

    const story = (await publish(mentee, { mentorId: mentor.id })).json();
    expect(story.mentor).toMatchObject({ state: 'pending', member: { id: mentor.id, firstName: 'Kofi' } });
    // Editing to name a stranger is refused and changes nothing.
    expect((await call('PATCH', `/api/stories/${story.id}`, mentee.cookie, { mentorId: stranger.id })).statusCode).toBe(400);
    expect((await call('GET', `/api/stories/${story.id}`, mentee.cookie)).json().mentor.member.id).toBe(mentor.id);
  });

  it('asks the mentor, shows no name until they approve, and lets only them answer', async () => {
    const { mentee, mentor } = await menteeWithMentor();
    const reader = await signedIn();
    const story = (await publish(mentee, { mentorId: mentor.id })).json();

    const asked = await notificationsOf(mentor, 'story_mentor_named');
    expect(asked).toEqual([expect.objectContaining({ actor_id: mentee.id, title: 'Named in a Story', data: { story_id: story.id } })]);
    expect(asked[0]!.message).toMatch(/^Amara Okafor named you as their mentor in a story/);

    // Visitors and other members see no name while it is pending; the mentor sees the request.
    expect((await call('GET', `/api/stories/${story.id}`, '')).json().mentor).toBeNull();
    expect((await call('GET', `/api/stories/${story.id}`, reader.cookie)).json().mentor).toBeNull();
    expect((await call('GET', `/api/stories/${story.id}`, mentor.cookie)).json().mentor.state).toBe('pending');
    expect((await call('GET', `/api/mentors/${mentor.id}/stories`, '')).json().items).toEqual([]);

    // Only the named mentor answers: not the author, not anyone else.
    for (const who of [mentee, reader]) {
      const refused = await call('PUT', `/api/stories/${story.id}/mentor-approval`, who.cookie, { approve: true });
      expect(refused.statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/stories/${story.id}/mentor-approval`, '', { approve: true })).statusCode).toBe(401);
    expect((await call('PUT', `/api/stories/${story.id}/mentor-approval`, mentor.cookie, { approve: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', `/api/stories/${story.id}`, '')).json().mentor).toBeNull();

    const approved = await call('PUT', `/api/stories/${story.id}/mentor-approval`, mentor.cookie, { approve: true });
    expect(approved.statusCode).toBe(200);
    expect((await call('GET', `/api/stories/${story.id}`, '')).json().mentor).toMatchObject({
      state: 'approved',
      member: { id: mentor.id, firstName: 'Kofi', lastName: 'Mensah' },
    });
    const onPage = (await call('GET', `/api/mentors/${mentor.id}/stories`, '')).json();
    expect(onPage.items.map((s: { id: string }) => s.id)).toEqual([story.id]);

    // Declining takes the name off again, and off the mentor's page.
    await call('PUT', `/api/stories/${story.id}/mentor-approval`, mentor.cookie, { approve: false });
    expect((await call('GET', `/api/stories/${story.id}`, reader.cookie)).json().mentor).toBeNull();
    expect((await call('GET', `/api/stories/${story.id}`, mentee.cookie)).json().mentor.state).toBe('declined');
    expect((await call('GET', `/api/mentors/${mentor.id}/stories`, '')).json().items).toEqual([]);
  });

  it('lets the author take the name off, and a story without a mentor cannot be answered', async () => {
    const { mentee, mentor } = await menteeWithMentor();
    const story = (await publish(mentee, { mentorId: mentor.id })).json();
    const cleared = await call('PATCH', `/api/stories/${story.id}`, mentee.cookie, { mentorId: null });
    expect(cleared.json().mentor).toBeNull();
    expect((await call('PUT', `/api/stories/${story.id}/mentor-approval`, mentor.cookie, { approve: true })).statusCode).toBe(403);
  });
});

describe('likes and comments', () => {
  it('counts likes once, tells the author with the spec text, and never the author of their own like', async () => {
    const author = await signedIn({ firstName: 'Zola', lastName: 'Dube' });
    const fan = await signedIn({ firstName: 'Tariq', lastName: 'Bello' });
    const story = (await publish(author)).json();

    expect((await call('PUT', `/api/stories/${story.id}/like`, author.cookie)).json()).toEqual({ liked: true, likesCount: 1 });
    expect(await notificationsOf(author, 'story_like')).toEqual([]);

    expect((await call('PUT', `/api/stories/${story.id}/like`, fan.cookie)).json()).toEqual({ liked: true, likesCount: 2 });
    expect((await call('PUT', `/api/stories/${story.id}/like`, fan.cookie)).json()).toEqual({ liked: true, likesCount: 2 });
    expect(await notificationsOf(author, 'story_like')).toEqual([
      { actor_id: fan.id, title: 'Story Liked', message: 'Tariq Bello liked your story', data: { story_id: story.id } },
    ]);
    expect((await call('GET', `/api/stories/${story.id}`, fan.cookie)).json().likedByMe).toBe(true);
    expect((await call('DELETE', `/api/stories/${story.id}/like`, fan.cookie)).json()).toEqual({ liked: false, likesCount: 1 });
    expect((await call('PUT', `/api/stories/00000000-0000-4000-8000-000000000000/like`, fan.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/stories/${story.id}/like`, '')).statusCode).toBe(401);
  });

  it('comments oldest first, tells the author with the spec text but not of their own, and deletes by the commenter only', async () => {
    const author = await signedIn();
    const reader = await signedIn({ firstName: 'Lindiwe', lastName: 'Nkosi' });
    const story = (await publish(author)).json();

    const first = await call('POST', `/api/stories/${story.id}/comments`, reader.cookie, { content: '  So true.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'So true.', storyId: story.id, author: { id: reader.id } });
    await call('POST', `/api/stories/${story.id}/comments`, author.cookie, { content: 'Thank you!' });
    expect(await notificationsOf(author, 'story_comment')).toEqual([
      { actor_id: reader.id, title: 'Story Comment', message: 'Lindiwe Nkosi commented on your story', data: { story_id: story.id } },
    ]);
    expect((await call('POST', `/api/stories/${story.id}/comments`, reader.cookie, { content: ' ' })).statusCode).toBe(400);
    expect((await call('POST', `/api/stories/${story.id}/comments`, reader.cookie, { content: 'x'.repeat(2001) })).statusCode).toBe(400);

    const list = (await call('GET', `/api/stories/${story.id}/comments`, '')).json();
    expect(list.items.map((c: { content: string }) => c.content)).toEqual(['So true.', 'Thank you!']);
    expect((await call('GET', `/api/stories/${story.id}`, '')).json().commentsCount).toBe(2);

    expect((await call('DELETE', `/api/story-comments/${first.json().id}`, author.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/story-comments/${first.json().id}`, reader.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/stories/${story.id}`, '')).json().commentsCount).toBe(1);
  });
});

describe('the feed', () => {
  it('pages newest first and most loved first, each page after the last without repeats', async () => {
    const author = await signedIn();
    const fans = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      await db().execute(sql`
        insert into stories (user_id, title, content, excerpt, created_at)
        values (${author.id}, ${`Story ${i}`}, 'x', 'x', now() - make_interval(mins => ${100 - i}))`);
    }
    for (const r of rowsOf<{ id: string }>(
      await db().execute(sql`select id from stories where user_id = ${author.id} order by created_at`),
    ))
      ids.push(r.id);
    // Story 3 gets three likes, story 7 two, story 1 one.
    for (const [index, count] of [
      [3, 3],
      [7, 2],
      [1, 1],
    ] as const) {
      for (const fan of fans.slice(0, count)) await call('PUT', `/api/stories/${ids[index]}/like`, fan.cookie);
    }

    const walk = async (sort: string) => {
      const seen: string[] = [];
      let cursor = '';
      do {
        const page = (await call('GET', `/api/stories?sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`, '')).json();
        seen.push(...page.items.map((s: { id: string }) => s.id));
        cursor = page.nextCursor ?? '';
      } while (cursor);
      return seen.filter((id) => ids.includes(id));
    };
    expect(await walk('newest')).toEqual([...ids].reverse());
    const loved = await walk('loved');
    expect(loved.slice(0, 3)).toEqual([ids[3], ids[7], ids[1]]);
    expect(loved.slice(3)).toEqual([...ids].reverse().filter((id) => ![ids[3], ids[7], ids[1]].includes(id)));
  });
});

describe('reports', () => {
  it('takes a report of a story, and the admin queue shows it and can remove it', async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const story = (await publish(author, { title: 'Buy followers' })).json();
    expect(
      (await call('POST', '/api/reports', author.cookie, { contentType: 'story', contentId: story.id, reason: 'spam' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/reports', reader.cookie, { contentType: 'story', contentId: story.id, reason: 'spam' })).statusCode,
    ).toBe(201);
    const queue = (await call('GET', '/api/admin/reports', admin.cookie)).json();
    expect(queue.items).toContainEqual(
      expect.objectContaining({ contentType: 'story', contentId: story.id, content: expect.objectContaining({ title: 'Buy followers' }) }),
    );
    const removed = await call('POST', '/api/admin/reports/remove', admin.cookie, {
      contentType: 'story',
      contentId: story.id,
      reason: 'spam',
    });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/stories/${story.id}`, '')).statusCode).toBe(404);
    expect((await notificationsOf(author, 'content_removed'))[0]!.message).toContain('Your story “Buy followers” was removed');
  });
});
