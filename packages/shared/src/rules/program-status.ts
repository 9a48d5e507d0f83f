/** A program's life (issue 17): a draft, then open for applications, then running, then finished. */
export const PROGRAM_STATUSES = ['draft', 'open', 'running', 'finished'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** What the public list shows: programs one can still apply to, and those under way. */
export const LISTED_PROGRAM_STATUSES = ['open', 'running'] as const satisfies readonly ProgramStatus[];

/**
 * Where an organiser may move a program from each status: forward one step, or back to draft while
 * applications are open (to fix a mistake). A finished program stays finished, its certificates stand.
 */
const NEXT: Record<ProgramStatus, readonly ProgramStatus[]> = {
  draft: ['open'],
  open: ['draft', 'running'],
  running: ['finished'],
  finished: [],
};

export const programTransitions = (from: ProgramStatus): readonly ProgramStatus[] => NEXT[from];
export const canMoveProgram = (from: ProgramStatus, to: ProgramStatus): boolean => NEXT[from].includes(to);

/** What the organiser decides about an application; accepting past capacity puts the applicant on the waiting list. */
export const PROGRAM_DECISIONS = ['accepted', 'declined', 'waitlisted'] as const;
export type ProgramDecision = (typeof PROGRAM_DECISIONS)[number];
export const APPLICATION_STATUSES = ['pending', ...PROGRAM_DECISIONS] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The decision that holds once capacity is counted: an acceptance past the last place waits. */
export function decisionWithin(decision: ProgramDecision, accepted: number, capacity: number): ProgramDecision {
  return decision === 'accepted' && accepted >= capacity ? 'waitlisted' : decision;
}
