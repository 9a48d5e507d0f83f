import type { Db } from '../db/client.ts';
import { applyToProgram, completeApplication, decideApplication } from '../features/programs/applications.ts';
import { createProgram, updateProgram } from '../features/programs/programs.ts';
import type { Role } from '@prosper/shared/constants/sign-up-options';

type Cast = { id: string; firstName: string; lastName: string; role?: Role };

/**
 * The matrix's programs (issue 17): M organises, A takes part. `program` runs with A accepted and
 * completed (A's certificate); the `new…` helpers make fresh ones for requests that change state.
 */
export async function programWorld(db: Db, { organiser, participant }: { organiser: Cast; participant: Cast }) {
  const m = { ...organiser, role: 'mentor' as const };
  const a = { ...participant, role: 'mentee' as const };
  const newProgram = async (status: 'draft' | 'open' | 'running' = 'open') => {
    const program = await createProgram(db, {
      viewer: m,
      title: 'Product leadership cohort',
      description: 'Six weeks of product leadership.',
      imageUrl: null,
      startsOn: '2030-01-05',
      endsOn: '2030-02-15',
      capacity: 10,
      questions: ['Why this cohort?'],
      topics: ['Product'],
      country: 'Kenya',
      priceCents: null,
      currency: null,
      mentorIds: [],
    });
    if (status !== 'draft') await updateProgram(db, { viewer: m, id: program.id, status: 'open' });
    return program.id;
  };
  const newApplication = async (status: 'pending' | 'accepted' = 'pending') => {
    const id = await newProgram('open');
    const application = await applyToProgram(db, { viewer: a, id, answers: ['To grow.'] });
    if (status === 'accepted') await decideApplication(db, { viewer: m, applicationId: application.id, decision: 'accepted' });
    return { programId: id, applicationId: application.id };
  };
  const program = await newApplication('accepted');
  await updateProgram(db, { viewer: m, id: program.programId, status: 'running' });
  const completed = await completeApplication(db, { viewer: m, applicationId: program.applicationId });
  /** An accepted application in a running program, ready to be marked completed. */
  const newCompletable = async () => {
    const found = await newApplication('accepted');
    await updateProgram(db, { viewer: m, id: found.programId, status: 'running' });
    return found.applicationId;
  };
  return { program: program.programId, certificate: completed.certificateId!, newProgram, newApplication, newCompletable };
}
