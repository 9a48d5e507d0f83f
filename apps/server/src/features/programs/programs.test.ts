import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_GRACE_DAYS } from '@prosper/shared/constants/account-deletion';
import type { MemberOverrides } from '../../seed/factories.ts';
import { rowsOf } from '../../db/client.ts';
import { apiCaller, signedInMember } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { ALL_WEEK, hoursAhead } from '../../test/schedule.ts';

const t = useTestApp();
const call = apiCaller(t);
const signedIn = (overrides: MemberOverrides = {}) => signedInMember(t, overrides);

const body = (extra: object = {}) => ({
  title: 'Fintech founders cohort',
  description: 'Eight weeks of **product** and fundraising.',
  startsOn: '2030-03-01',
  endsOn: '2030-04-30',
  capacity: 2,
  questions: ['Why this cohort?', 'What are you building?'],
  topics: ['Fintech'],
  country: 'Nigeria',
  ...extra,
});

/** A mentor's program, opened; its id and the organiser. */
async function openProgram(extra: object = {}) {
  const organiser = await signedIn({ role: 'mentor', firstName: 'Ngozi', lastName: 'Adeyemi' });
  const created = await call('POST', '/api/programs', organiser.cookie, body(extra));
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  expect((await call('PATCH', `/api/programs/${id}`, organiser.cookie, { status: 'open' })).json().status).toBe('open');
  return { id, organiser };
}

const apply = (id: string, cookie: string, answers = ['To grow.', 'A savings app.']) =>
  call('POST', `/api/programs/${id}/applications`, cookie, { answers });
const decide = (applicationId: string, cookie: string, decision: string) =>
  call('POST', `/api/program-applications/${applicationId}/decision`, cookie, { decision });
const notificationsOf = async (memberId: string) =>
  rowsOf<{ type: string; title: string; message: string }>(
    await t.database.db.execute(sql`select type, title, message from notifications where user_id = ${memberId} order by created_at, id`),
  );

describe('organising', () => {
  it('lets admins and mentors create programs, refuses mentees and bad input with 4xx, and keeps drafts private', async () => {
    const mentee = await signedIn();
    expect((await call('POST', '/api/programs', mentee.cookie, body())).statusCode).toBe(403);
    expect((await call('POST', '/api/programs', undefined, body())).statusCode).toBe(401);
    const admin = await signedIn({ role: 'admin' });
    const created = await call('POST', '/api/programs', admin.cookie, body({ priceCents: 5000, currency: 'NGN' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'draft', priceCents: 5000, currency: 'NGN', canManage: true, acceptedCount: 0 });

    const mentor = await signedIn({ role: 'mentor' });
    const bad: [object, string][] = [
      [{ title: '  ' }, 'title'],
      [{ endsOn: '2030-02-01' }, 'endsOn'],
      [{ capacity: 0 }, 'capacity'],
      [{ priceCents: 5000 }, 'currency'],
      [{ description: 'x\u0000y' }, 'description'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ mentorIds: [mentee.id] }, 'mentorIds'],
    ];
    for (const [change, field] of bad) {
      const res = await call('POST', '/api/programs', mentor.cookie, body(change));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), field).toContain(field);
    }

    const draft = created.json().id;
    expect((await call('GET', `/api/programs/${draft}`, mentor.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/programs/${draft}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/programs?scope=organised', admin.cookie)).json().items.map((p: { id: string }) => p.id)).toEqual([
      draft,
    ]);
    expect((await call('GET', '/api/programs/not-a-uuid')).statusCode).toBe(400);
  });

  it('lets only the organiser edit and move the status, one allowed step at a time', async () => {
    const { id, organiser } = await openProgram();
    const other = await signedIn({ role: 'mentor' });
    const admin = await signedIn({ role: 'admin' });
    for (const cookie of [other.cookie, admin.cookie]) {
      expect((await call('PATCH', `/api/programs/${id}`, cookie, { title: 'Mine now' })).statusCode).toBe(403);
    }
    const refused = await call('PATCH', `/api/programs/${id}`, organiser.cookie, { status: 'finished' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('A program cannot move from Open for applications to Finished.');
    expect((await call('PATCH', `/api/programs/${id}`, organiser.cookie, { endsOn: '2030-01-01' })).statusCode).toBe(400);
    const moved = await call('PATCH', `/api/programs/${id}`, organiser.cookie, { status: 'running', title: 'Fintech founders, spring' });
    expect(moved.json()).toMatchObject({ status: 'running', title: 'Fintech founders, spring' });
    const row = rowsOf<{ title: string }>(await t.database.db.execute(sql`select title from programs where id = ${id}`))[0];
    expect(row?.title).toBe('Fintech founders, spring');
  });

  it('keeps the questions once a member has applied, since the answers pair with them, but takes the same ones resent', async () => {
    const { id, organiser } = await openProgram();
    const changed = { questions: ['Why this cohort?', 'What is your traction?'] };
    expect((await call('PATCH', `/api/programs/${id}`, organiser.cookie, changed)).json().questions).toEqual(changed.questions);
    expect((await call('PATCH', `/api/programs/${id}`, organiser.cookie, body(changed))).statusCode).toBe(200);
    const member = await signedIn();
    expect((await apply(id, member.cookie)).statusCode).toBe(201);

    const refused = await call('PATCH', `/api/programs/${id}`, organiser.cookie, { questions: ['Why this cohort?'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'questions_answered',
      fields: { questions: 'The questions cannot change once members have applied: their answers are to these.' },
    });
    // The edit form sends every field: the same questions with a new title is a change of title only.
    const resent = await call('PATCH', `/api/programs/${id}`, organiser.cookie, body({ ...changed, title: 'Fintech founders, autumn' }));
    expect(resent.json()).toMatchObject({ title: 'Fintech founders, autumn', questions: changed.questions });
  });
});

describe('browsing', () => {
  it('lists open and running programs to visitors, filtered by topic, country, dates and price, refusing bad filters', async () => {
    const { id: lagos } = await openProgram({ topics: ['AgriTech'], country: 'Ghana', startsOn: '2031-01-01', endsOn: '2031-02-01' });
    const { id: paid } = await openProgram({ topics: ['AgriTech'], country: 'Ghana', priceCents: 2000, currency: 'GHS' });
    const list = async (query: string) =>
      (await call('GET', `/api/programs?${query}`)).json().items.map((p: { id: string }) => p.id) as string[];
    expect(await list('topic=agritech&country=Ghana')).toEqual([paid, lagos]);
    expect(await list('topic=agritech&price=free')).toEqual([lagos]);
    expect(await list('topic=agritech&price=paid')).toEqual([paid]);
    expect(await list('topic=agritech&from=2030-12-01')).toEqual([lagos]);
    expect(await list('topic=agritech&to=2030-12-01')).toEqual([paid]);
    expect((await call('GET', '/api/programs?cursor=broken')).statusCode).toBe(400);
    expect((await call('GET', '/api/programs?price=cheap')).statusCode).toBe(400);
    expect((await call('GET', '/api/programs?country=Atlantis')).statusCode).toBe(400);
    expect((await call('GET', '/api/programs?scope=organised')).statusCode).toBe(401);
  });
});

describe('applying and reviewing', () => {
  it('takes one application per member with an answer to each question, only while open', async () => {
    const { id, organiser } = await openProgram();
    const member = await signedIn();
    expect((await apply(id, member.cookie, ['Only one.'])).statusCode).toBe(400);
    expect((await apply(id, member.cookie, ['\u0000', 'x'])).statusCode).toBe(400);
    expect((await apply(id, member.cookie)).statusCode).toBe(201);
    const twice = await apply(id, member.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('You have already applied to this program.');
    expect((await apply(id, organiser.cookie)).statusCode).toBe(409);
    expect((await call('GET', `/api/programs/${id}`, member.cookie)).json().myApplication).toMatchObject({ status: 'pending' });

    await call('PATCH', `/api/programs/${id}`, organiser.cookie, { status: 'running' });
    const late = await apply(id, (await signedIn()).cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This program is not open for applications.');
  });

  it('accepts up to capacity, waitlists past it, declines, and tells each applicant in the spec’s words', async () => {
    const { id, organiser } = await openProgram({ capacity: 2 });
    const applicants = [await signedIn(), await signedIn(), await signedIn(), await signedIn()];
    const applications: string[] = [];
    for (const a of applicants) applications.push((await apply(id, a.cookie)).json().id);

    const other = await signedIn({ role: 'mentor' });
    expect((await decide(applications[0]!, other.cookie, 'accepted')).statusCode).toBe(403);
    expect((await decide(applications[0]!, applicants[0]!.cookie, 'accepted')).statusCode).toBe(403);
    expect((await call('GET', `/api/programs/${id}/applications`, other.cookie)).statusCode).toBe(403);
    expect((await decide(applications[0]!, organiser.cookie, 'maybe')).statusCode).toBe(400);

    expect((await decide(applications[0]!, organiser.cookie, 'accepted')).json().status).toBe('accepted');
    expect((await decide(applications[1]!, organiser.cookie, 'accepted')).json().status).toBe('accepted');
    // The third acceptance finds no place left: the applicant waits.
    expect((await decide(applications[2]!, organiser.cookie, 'accepted')).json().status).toBe('waitlisted');
    expect((await decide(applications[3]!, organiser.cookie, 'declined')).json().status).toBe('declined');

    const title = 'Fintech founders cohort';
    expect(await notificationsOf(applicants[0]!.id)).toEqual([
      { type: 'program_application_accepted', title: 'Application Accepted', message: `Your application to "${title}" was accepted` },
    ]);
    expect(await notificationsOf(applicants[2]!.id)).toEqual([
      {
        type: 'program_application_waitlisted',
        title: 'Application Waitlisted',
        message: `Your application to "${title}" is on the waiting list`,
      },
    ]);
    expect(await notificationsOf(applicants[3]!.id)).toEqual([
      { type: 'program_application_declined', title: 'Application Declined', message: `Your application to "${title}" was declined` },
    ]);

    // A place freed by a decline goes to the waiting list when the organiser accepts again.
    await decide(applications[1]!, organiser.cookie, 'declined');
    expect((await decide(applications[2]!, organiser.cookie, 'accepted')).json().status).toBe('accepted');
    const listed = (await call('GET', `/api/programs/${id}/applications`, organiser.cookie)).json();
    expect(listed.items.map((a: { status: string }) => a.status)).toEqual(['accepted', 'declined', 'accepted', 'declined']);
    expect((await call('GET', `/api/programs/${id}`)).json().acceptedCount).toBe(2);
  });

  it('counts places right when two acceptances race for the last one', async () => {
    const { id, organiser } = await openProgram({ capacity: 1 });
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await apply(id, (await signedIn()).cookie)).json().id);
    const results = await Promise.all(ids.map((a) => decide(a, organiser.cookie, 'accepted')));
    expect(results.map((r) => r.json().status).sort()).toEqual(['accepted', 'waitlisted']);
  });
});

describe('the cohort', () => {
  it('shows participants, schedule and announcements to the cohort only, and notifies each announcement', async () => {
    const { id, organiser } = await openProgram();
    const participant = await signedIn({ firstName: 'Amara' });
    const pending = await signedIn();
    await decide((await apply(id, participant.cookie)).json().id, organiser.cookie, 'accepted');
    await apply(id, pending.cookie);

    for (const path of ['announcements', 'participants', 'schedule']) {
      expect((await call('GET', `/api/programs/${id}/${path}`, pending.cookie)).statusCode, path).toBe(403);
      expect((await call('GET', `/api/programs/${id}/${path}`)).statusCode, path).toBe(401);
      expect((await call('GET', `/api/programs/${id}/${path}`, participant.cookie)).statusCode, path).toBe(200);
    }
    expect((await call('POST', `/api/programs/${id}/announcements`, participant.cookie, { body: 'Hi all' })).statusCode).toBe(403);
    expect((await call('POST', `/api/programs/${id}/announcements`, organiser.cookie, { body: '   ' })).statusCode).toBe(400);
    const posted = await call('POST', `/api/programs/${id}/announcements`, organiser.cookie, { body: 'Week one starts Monday.' });
    expect(posted.statusCode).toBe(201);

    const announcements = (await call('GET', `/api/programs/${id}/announcements`, participant.cookie)).json();
    expect(announcements.items.map((a: { body: string }) => a.body)).toEqual(['Week one starts Monday.']);
    const participants = (await call('GET', `/api/programs/${id}/participants`, participant.cookie)).json();
    expect(participants.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Amara']);
    expect((await notificationsOf(participant.id)).at(-1)).toEqual({
      type: 'program_announcement',
      title: 'Program Announcement',
      message: 'Ngozi Adeyemi posted an announcement in "Fintech founders cohort"',
    });
    expect((await notificationsOf(pending.id)).some((n) => n.type === 'program_announcement')).toBe(false);
    const [event] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from events where topic = 'notifications' and user_id = ${participant.id} and payload->>'type' = 'program_announcement'`,
      ),
    );
    expect(event?.n).toBe(1);
  });

  it('puts a participant’s booking with a program mentor on the schedule, and refuses program bookings by others', async () => {
    const { id, organiser } = await openProgram();
    const mentor = await signedIn({
      role: 'mentor',
      firstName: 'Tunde',
      mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: null },
    });
    const outsider = await signedIn({ role: 'mentor', mentor: { onboardingCompletedAt: new Date(), hourlyRateCents: null } });
    for (const m of [mentor, outsider]) expect((await call('PUT', '/api/availability', m.cookie, ALL_WEEK)).statusCode).toBe(200);
    await call('PATCH', `/api/programs/${id}`, organiser.cookie, { mentorIds: [mentor.id] });
    const participant = await signedIn();
    const stranger = await signedIn();
    await decide((await apply(id, participant.cookie)).json().id, organiser.cookie, 'accepted');
    const book = (cookie: string, mentorId: string, hours: number) =>
      call('POST', '/api/sessions', cookie, {
        mentorId,
        startsAt: hoursAhead(hours),
        length: 60,
        title: 'Pitch deck review',
        programId: id,
      });

    expect((await book(stranger.cookie, mentor.id, 30)).statusCode).toBe(403);
    expect((await book(participant.cookie, outsider.id, 32)).statusCode).toBe(403);
    const booked = await book(participant.cookie, mentor.id, 34);
    expect(booked.statusCode).toBe(201);
    const schedule = (await call('GET', `/api/programs/${id}/schedule`, participant.cookie)).json();
    expect(schedule.items).toEqual([
      expect.objectContaining({ id: booked.json().id, title: 'Pitch deck review', mentor: expect.objectContaining({ id: mentor.id }) }),
    ]);
    expect((await call('GET', `/api/programs/${id}/schedule`, mentor.cookie)).json().items).toHaveLength(1);
  });

  it('marks completion once the program runs, giving a public certificate and a notification', async () => {
    const { id, organiser } = await openProgram();
    const participant = await signedIn({ firstName: 'Kwame', lastName: 'Mensah' });
    const applicationId = (await apply(id, participant.cookie)).json().id;
    const complete = (cookie: string) => call('POST', `/api/program-applications/${applicationId}/completion`, cookie);
    expect((await complete(organiser.cookie)).statusCode).toBe(409);
    await decide(applicationId, organiser.cookie, 'accepted');
    expect((await complete(organiser.cookie)).statusCode).toBe(409);
    await call('PATCH', `/api/programs/${id}`, organiser.cookie, { status: 'running' });
    expect((await complete(participant.cookie)).statusCode).toBe(403);
    const done = await complete(organiser.cookie);
    expect(done.statusCode).toBe(200);
    const certificateId = done.json().certificateId;
    expect(certificateId).toMatch(/^[0-9a-f-]{36}$/);

    const certificate = await call('GET', `/api/program-certificates/${certificateId}`);
    expect(certificate.json()).toMatchObject({
      programId: id,
      programTitle: 'Fintech founders cohort',
      memberName: 'Kwame Mensah',
      organiserName: 'Ngozi Adeyemi',
    });
    expect((await call('GET', '/api/program-certificates/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await notificationsOf(participant.id)).at(-1)).toEqual({
      type: 'program_completed',
      title: 'Program Completed',
      message: 'You completed "Fintech founders cohort": your certificate is ready',
    });
    // Completed participants are settled: no decision changes them.
    expect((await decide(applicationId, organiser.cookie, 'declined')).statusCode).toBe(409);
  });
});

describe('a member’s own data', () => {
  it('exports what they organise, apply to and announce; erasure keeps their cohort for the others and drops their applications', async () => {
    const { id, organiser } = await openProgram();
    const participant = await signedIn();
    await decide((await apply(id, participant.cookie)).json().id, organiser.cookie, 'accepted');
    await call('POST', `/api/programs/${id}/announcements`, organiser.cookie, { body: 'Welcome, cohort.' });
    const { id: elsewhere } = await openProgram();
    await apply(elsewhere, organiser.cookie);

    const file = (await call('GET', '/api/export', organiser.cookie)).json();
    expect(file.programs_organised.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(file.program_applications).toEqual([
      expect.objectContaining({ program_id: elsewhere, answers: ['To grow.', 'A savings app.'] }),
    ]);
    expect(file.program_announcements).toEqual([expect.objectContaining({ program_id: id, body: 'Welcome, cohort.' })]);

    expect((await call('DELETE', '/api/account', organiser.cookie, { password: organiser.password })).statusCode).toBe(204);
    await t.database.db.execute(
      sql`update profiles set closed_at = now() - make_interval(days => ${ACCOUNT_GRACE_DAYS + 1}) where id = ${organiser.id}`,
    );
    await t.database.db.execute(sql`update jobs set run_at = now() where unique_key = ${`account_erase:${organiser.id}`}`);
    await t.app.jobs.runDue();

    const program = (await call('GET', `/api/programs/${id}`, participant.cookie)).json();
    expect(program.organiser).toMatchObject({ firstName: 'Deleted member', deleted: true });
    expect((await call('GET', `/api/programs/${id}/announcements`, participant.cookie)).json().items).toHaveLength(1);
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from program_applications where program_id = ${elsewhere}`),
    )[0];
    expect(left?.n).toBe(0);
    for (const table of ['programs', 'program_applications', 'program_announcements', 'program_mentors']) {
      const traces = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${organiser.id}%`}`,
        ),
      )[0];
      expect(traces?.n, table).toBe(0);
    }
  });
});
