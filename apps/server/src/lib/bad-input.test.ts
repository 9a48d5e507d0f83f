import type { LightMyRequestResponse } from 'fastify';
import { en } from '@prosper/shared/i18n/en';
import { describe, expect, it } from 'vitest';
import { apiCaller, signedInMember } from '../test/test-app.ts';
import { rowCounts } from '../test/row-counts.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { encodeCursor } from './cursor.ts';

/*
 * Input that used to reach PostgreSQL and fail there (a 500): NUL and other control characters in
 * text, queries and ids, page cursors that decode to nonsense. Each now gets a clear 4xx in our
 * shape and changes nothing; a search goes on without them.
 */

const t = useTestApp();
const call = apiCaller(t);
const NUL = '\u0000';
const UUID = '6f1c2a7e-0000-4000-8000-000000000001';

function expectRefused(res: LightMyRequestResponse, status: number, fields?: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = res.json();
  expect(error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  if (fields) expect(error.fields).toEqual(fields);
}

describe('text people write', () => {
  it('is refused with a clear message naming the field when it holds control characters, and nothing is stored', async () => {
    const amara = await signedInMember(t);
    const chidi = await signedInMember(t);
    const thread = (await call('POST', '/api/messages/threads', amara.cookie, { recipientId: chidi.id })).json();
    const article = (await call('POST', '/api/articles', amara.cookie, { title: 'Hello', content: 'Body' })).json();
    const before = await rowCounts(t.database.db);
    const invisible = en.validation.controlCharacters;

    const attempts: ['PATCH' | 'POST' | 'PUT', string, string, object, Record<string, string>][] = [
      [
        'PATCH',
        '/api/profiles/me',
        amara.cookie,
        { firstName: `Am${NUL}ara`, lastName: 'Obi', bio: 'Teacher\u0007' },
        { firstName: invisible, bio: invisible },
      ],
      ['POST', '/api/articles', amara.cookie, { title: 'Hello', content: `Body\u001b[31m text` }, { content: invisible }],
      ['POST', '/api/articles', amara.cookie, { title: 'Hello', content: 'Body', tags: [`ca${NUL}reer`] }, { 'tags.0': invisible }],
      ['POST', `/api/articles/${article.id}/comments`, chidi.cookie, { content: `Nice${NUL}\tpost` }, { content: invisible }],
      ['PUT', '/api/article-draft', amara.cookie, { title: `Dr${NUL}aft` }, { title: invisible }],
      ['POST', `/api/messages/threads/${thread.id}/messages`, amara.cookie, { content: `Hi\u0085 there` }, { content: invisible }],
      [
        'POST',
        '/api/reports',
        chidi.cookie,
        { contentType: 'profile', contentId: amara.id, reason: 'spam', details: `Sp${NUL}am` },
        { details: invisible },
      ],
    ];
    for (const [method, url, cookie, body, fields] of attempts) {
      expectRefused(await call(method, url, cookie, body), 400, fields);
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('keeps tabs and line breaks in what is written on several lines, and refuses them in a name or a title', async () => {
    const member = await signedInMember(t);
    const profile = await call('PATCH', '/api/profiles/me', member.cookie, {
      firstName: 'Ada',
      lastName: 'Obi',
      bio: 'Teacher\n\tin Enugu',
    });
    expect(profile.json()).toMatchObject({ bio: 'Teacher\n\tin Enugu' });
    const lines = en.validation.lineBreaks;
    expectRefused(await call('PATCH', '/api/profiles/me', member.cookie, { firstName: 'Ada\nObi', lastName: 'Obi' }), 400, {
      firstName: lines,
    });
    expectRefused(await call('POST', '/api/articles', member.cookie, { title: 'One\ttwo', content: 'Body' }), 400, { title: lines });
  });

  it('made only of whitespace is as empty as a blank, and refused the same way', async () => {
    const member = await signedInMember(t);
    const before = await rowCounts(t.database.db);
    expectRefused(await call('POST', '/api/articles', member.cookie, { title: ' \t ', content: 'Body' }), 400, {
      title: 'Title is required.',
    });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('searches as if the control characters were not there', async () => {
    const member = await signedInMember(t);
    const q = encodeURIComponent(`Ad${NUL}a`);
    for (const url of [`/api/members?q=${q}`, `/api/messages/threads?q=${q}`, `/api/mentors?q=${q}&skill=${q}`, `/api/places?q=${q}`]) {
      expect((await call('GET', url, member.cookie)).statusCode, url).toBe(200);
    }
  });

  it('is refused past its length however it is sent, before anything is stored', async () => {
    const member = await signedInMember(t);
    const before = await rowCounts(t.database.db);
    expectRefused(
      await call('PATCH', '/api/profiles/me', member.cookie, { firstName: 'Ada', lastName: 'Obi', bio: 'x'.repeat(200_000) }),
      400,
      {
        bio: 'Too long',
      },
    );
    expectRefused(await call('GET', `/api/members?q=${'x'.repeat(5_000)}`, member.cookie), 400, { q: 'Too long' });
    expect((await call('GET', '/api/profiles/me', member.cookie)).json().bio).toBeNull();
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});

describe('ids', () => {
  it('of members are checked for their shape before any query, in the path and in the body', async () => {
    const member = await signedInMember(t);
    const before = await rowCounts(t.database.db);
    const bad = encodeURIComponent(`a${NUL}b`);
    for (const [method, url] of [
      ['GET', `/api/profiles/${bad}`],
      ['GET', `/api/mentors/${bad}`],
      ['PUT', `/api/profiles/${bad}/follow`],
      ['GET', `/api/profiles/${bad}/followers`],
      ['PUT', `/api/members/${bad}/block`],
      ['GET', `/api/mentors/${bad}/slots`],
      ['GET', `/api/mentors/${bad}/reviews`],
    ] as const) {
      expectRefused(await call(method, url, member.cookie), 400, { id: 'This link is broken or the item no longer exists.' });
    }
    const booking = { mentorId: `a${NUL}`, startsAt: '2030-01-07T10:00:00Z', length: 60, title: 'CV review' };
    expectRefused(await call('POST', '/api/sessions', member.cookie, booking), 400, {
      mentorId: 'This link is broken or the item no longer exists.',
    });
    expectRefused(await call('POST', '/api/messages/threads', member.cookie, { recipientId: `a${NUL}` }), 400, {
      recipientId: 'This link is broken or the item no longer exists.',
    });
    expectRefused(
      await call('POST', '/api/reports', member.cookie, { contentType: 'profile', contentId: `a${NUL}`, reason: 'spam' }),
      400,
      {
        contentId: 'This link is broken or the item no longer exists.',
      },
    );
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('of rows must be UUIDs, in the path and in the body', async () => {
    const member = await signedInMember(t);
    const before = await rowCounts(t.database.db);
    expectRefused(await call('GET', '/api/articles/42', member.cookie), 400, { id: 'This link is broken or the item no longer exists.' });
    expectRefused(await call('DELETE', `/api/messages/${encodeURIComponent(`${UUID}${NUL}`)}`, member.cookie), 400, {
      id: 'This link is broken or the item no longer exists.',
    });
    expectRefused(await call('POST', `/api/articles/${UUID}/comments`, member.cookie, { content: 'Hi', parentId: 'x' }), 400, {
      parentId: 'This link is broken or the item no longer exists.',
    });
    // A member's id has a UUID's letters, so only the kind says which it must be.
    expectRefused(await call('POST', '/api/reports', member.cookie, { contentType: 'comment', contentId: 'abc123', reason: 'spam' }), 400, {
      contentId: 'This link is broken or the item no longer exists.',
    });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});

describe('page cursors', () => {
  it('that we did not make answer 400 Invalid page cursor on every list', async () => {
    const mentor = await signedInMember(t, { role: 'mentor' });
    const other = await signedInMember(t);
    const thread = (await call('POST', '/api/messages/threads', mentor.cookie, { recipientId: other.id })).json();
    const lists = [
      '/api/articles',
      `/api/articles/${UUID}/comments`,
      '/api/saved-articles',
      '/api/notifications',
      '/api/mentor-notifications',
      '/api/profiles/me/followers',
      '/api/profiles/me/following',
      '/api/members',
      '/api/messages/threads',
      `/api/messages/threads/${thread.id}/messages`,
      '/api/sessions',
      `/api/mentors/${mentor.id}/reviews`,
    ];
    const cursors = [
      'garbage',
      encodeCursor({ createdAt: '2024-02-30T00:00:00.000000Z', id: UUID }),
      encodeCursor({ createdAt: '0000-01-01T00:00:00.000000Z', id: UUID }),
      encodeCursor({ createdAt: '2024-01-01T00:00:00.000000Z', id: `a${NUL}b` }),
      encodeCursor({ createdAt: `2024-01-01T00:00:00.000000Z${NUL}`, id: UUID }),
      `${encodeCursor({ createdAt: '2024-01-01T00:00:00.000000Z', id: UUID })}${Buffer.from('|x').toString('base64url')}`,
      'x'.repeat(201),
    ];
    for (const list of lists) {
      for (const cursor of cursors) {
        const res = await call('GET', `${list}?cursor=${cursor}`, mentor.cookie);
        expect(res.statusCode, `${list} ${cursor}`).toBe(400);
        expect(res.json().error.message).toBe('Invalid page cursor');
      }
    }
    // A row id is not a member id: where a list pages rows, a member-shaped id is refused too.
    const memberShaped = encodeCursor({ createdAt: '2024-01-01T00:00:00.000000Z', id: other.id });
    expect((await call('GET', `/api/articles?cursor=${memberShaped}`, mentor.cookie)).json().error.message).toBe('Invalid page cursor');
    expect((await call('GET', `/api/members?cursor=${memberShaped}`, mentor.cookie)).statusCode).toBe(200);
  });
});

describe('numbers', () => {
  it('out of range or not numbers at all are refused in queries', async () => {
    const member = await signedInMember(t);
    for (const query of ['minRate=-1', 'maxRate=1e300', 'page=0', 'page=99999999999999999999', 'minRate=abc']) {
      expectRefused(await call('GET', `/api/mentors?${query}`, member.cookie), 400);
    }
    expectRefused(await call('GET', `/api/mentors/${member.id}/slots?days=1000000`, member.cookie), 400);
  });
});

describe('dates', () => {
  it('outside the days the app deals in are refused before the database sees them', async () => {
    const mentor = await signedInMember(t, { role: 'mentor' });
    const member = await signedInMember(t);
    const before = await rowCounts(t.database.db);
    const invalid = 'Please enter a valid date.';
    expectRefused(await call('GET', '/api/analytics/mentor?from=0000-01-01&to=2024-01-01', mentor.cookie), 400, { from: invalid });
    expectRefused(await call('GET', `/api/mentors/${mentor.id}/slots?from=9999-12-31T00:00:00Z`, member.cookie), 400, { from: invalid });
    for (const startsAt of ['0000-01-01T00:00:00Z', '9999-12-31T23:30:00Z']) {
      expectRefused(
        await call('POST', '/api/sessions', member.cookie, { mentorId: mentor.id, startsAt, length: 30, title: 'CV review' }),
        400,
        {
          startsAt: invalid,
        },
      );
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});
