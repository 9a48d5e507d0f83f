/** A goal's progress in whole percent: milestones done out of all of them; a goal without milestones is at 0. */
export function goalProgress(milestones: readonly { done: boolean }[]): number {
  if (milestones.length === 0) return 0;
  return Math.round((milestones.filter((m) => m.done).length / milestones.length) * 100);
}

/** Complete once every milestone of at least one is ticked. */
export const isGoalComplete = (milestones: readonly { done: boolean }[]) => milestones.length > 0 && milestones.every((m) => m.done);
