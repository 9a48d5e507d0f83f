import type { Role } from '../constants/sign-up-options.ts';

/** What the dashboard knows of how far a member has come; each fact read from the member's own data. */
export type MemberProgress = {
  role: Role;
  hasPhoto: boolean;
  hasBio: boolean;
  /** Skills for a mentor, learning goals for a mentee (decision 007). */
  hasTags: boolean;
  /** A mentor who finished onboarding is listed; true for anyone else. */
  onboarded: boolean;
  /** A mentor with weekly hours can be booked; true for anyone else. */
  hasAvailability: boolean;
  /** A mentor who charges has said how mentees pay them; true for a free mentor and anyone else. */
  hasPaymentMethod: boolean;
  /** A session requested, confirmed or held, on either side. */
  hasSession: boolean;
};

export type NextStep = 'onboarding' | 'photo' | 'bio' | 'tags' | 'availability' | 'paymentMethod' | 'firstSession';

/**
 * The steps a member has still to take, in the order worth taking them; none once all are done.
 * A mentor's onboarding asks for the bio, the skills and the photo, so until it is finished it
 * stands for them; a first session needs a listed mentor with hours, so it waits for both.
 */
export function nextSteps(p: MemberProgress): NextStep[] {
  const steps: NextStep[] = [];
  const mentor = p.role === 'mentor';
  if (mentor && !p.onboarded) steps.push('onboarding');
  else {
    if (!p.hasPhoto) steps.push('photo');
    if (!p.hasBio) steps.push('bio');
    if (!p.hasTags) steps.push('tags');
  }
  if (mentor && !p.hasAvailability) steps.push('availability');
  if (mentor && !p.hasPaymentMethod) steps.push('paymentMethod');
  const bookable = !mentor || (p.onboarded && p.hasAvailability);
  if (bookable && !p.hasSession) steps.push('firstSession');
  return steps;
}
