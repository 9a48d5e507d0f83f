import type { Db } from '../db/client.ts';
import { applyToProgram, completeApplication, decideApplication } from '../features/programs/applications.ts';
import { postAnnouncement } from '../features/programs/cohort.ts';
import { createProgram, updateProgram } from '../features/programs/programs.ts';

type Person = { id: string; firstName: string; lastName: string; role: 'mentee' | 'mentor' | 'admin' };
const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * Three programs (issue 17), one at each public stage: open for applications, running, finished
 * with certificates. Made through the real services, so their notifications are there too.
 */
export async function seedDemoPrograms(db: Db, { admin, mentors, mentees }: { admin: Person; mentors: Person[]; mentees: Person[] }) {
  const [amara, kwame, wanjiru] = mentors;
  const [chidi, aisha, nia] = mentees;
  if (!amara || !kwame || !wanjiru || !chidi || !aisha || !nia) return;

  const open = await createProgram(db, {
    viewer: amara,
    title: 'Women in Fintech Leadership Cohort',
    description:
      'Eight weeks for women building careers in African fintech.\n\n- Weekly group sessions on leadership and product\n- Two one-to-one sessions with a mentor\n- A final showcase of what you built',
    imageUrl: null,
    startsOn: dayFromNow(21),
    endsOn: dayFromNow(77),
    capacity: 12,
    questions: ['What do you hope to get from this cohort?', 'What are you working on today?'],
    topics: ['Fintech', 'Leadership'],
    country: 'Nigeria',
    priceCents: null,
    currency: null,
    mentorIds: [kwame.id],
  });
  await updateProgram(db, { viewer: amara, id: open.id, status: 'open' });
  await applyToProgram(db, {
    viewer: aisha,
    id: open.id,
    answers: ['Confidence to lead a product team.', 'A savings app for market traders.'],
  });

  const running = await createProgram(db, {
    viewer: kwame,
    title: 'Agritech Founders Accelerator',
    description: 'Twelve weeks for early-stage agritech founders in East Africa: customers, pricing, fundraising.',
    imageUrl: null,
    startsOn: dayFromNow(-14),
    endsOn: dayFromNow(70),
    capacity: 8,
    questions: ['Tell us about your company.'],
    topics: ['Agritech', 'Entrepreneurship'],
    country: 'Kenya',
    priceCents: 15_000,
    currency: 'USD',
    mentorIds: [wanjiru.id],
  });
  await updateProgram(db, { viewer: kwame, id: running.id, status: 'open' });
  for (const [mentee, answer] of [
    [chidi, 'A cold-chain marketplace for smallholder farmers.'],
    [nia, 'Soil testing by SMS.'],
  ] as const) {
    const application = await applyToProgram(db, { viewer: mentee, id: running.id, answers: [answer] });
    await decideApplication(db, { viewer: kwame, applicationId: application.id, decision: 'accepted' });
  }
  await updateProgram(db, { viewer: kwame, id: running.id, status: 'running' });
  await postAnnouncement(db, { viewer: kwame, id: running.id, body: 'Welcome! Book your first one-to-one with Wanjiru or me this week.' });

  const finished = await createProgram(db, {
    viewer: admin,
    title: 'Product Management Bootcamp',
    description: 'Six weeks from idea to roadmap: discovery, prioritisation and working with engineers.',
    imageUrl: null,
    startsOn: dayFromNow(-90),
    endsOn: dayFromNow(-48),
    capacity: 20,
    questions: [],
    topics: ['Product'],
    country: null,
    priceCents: null,
    currency: null,
    mentorIds: [wanjiru.id, amara.id],
  });
  await updateProgram(db, { viewer: admin, id: finished.id, status: 'open' });
  const completed = [];
  for (const mentee of [chidi, nia]) {
    const application = await applyToProgram(db, { viewer: mentee, id: finished.id, answers: [] });
    await decideApplication(db, { viewer: admin, applicationId: application.id, decision: 'accepted' });
    completed.push(application.id);
  }
  await updateProgram(db, { viewer: admin, id: finished.id, status: 'running' });
  for (const applicationId of completed) await completeApplication(db, { viewer: admin, applicationId });
  await updateProgram(db, { viewer: admin, id: finished.id, status: 'finished' });
}
