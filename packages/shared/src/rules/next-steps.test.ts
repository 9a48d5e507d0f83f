import { describe, expect, it } from 'vitest';
import { type MemberProgress, nextSteps } from './next-steps.ts';

const newMentee: MemberProgress = {
  role: 'mentee',
  hasPhoto: false,
  hasBio: false,
  hasTags: false,
  onboarded: true,
  hasAvailability: true,
  hasPaymentMethod: true,
  hasSession: false,
};
const newMentor: MemberProgress = { ...newMentee, role: 'mentor', onboarded: false, hasAvailability: false };

describe('next steps', () => {
  it('asks a mentor who charges for a way to be paid, after their hours, until they add one', () => {
    const listed = { ...newMentor, onboarded: true, hasPhoto: true, hasBio: true, hasTags: true, hasSession: true };
    expect(nextSteps({ ...listed, hasPaymentMethod: false })).toEqual(['availability', 'paymentMethod']);
    expect(nextSteps({ ...listed, hasAvailability: true, hasPaymentMethod: false })).toEqual(['paymentMethod']);
    expect(nextSteps({ ...listed, hasAvailability: true, hasPaymentMethod: true })).toEqual([]);
  });

  it('asks a new mentee for a photo, a bio, learning goals and a first session', () => {
    expect(nextSteps(newMentee)).toEqual(['photo', 'bio', 'tags', 'firstSession']);
  });

  it('drops each step once it is done, and has none left at the end', () => {
    expect(nextSteps({ ...newMentee, hasPhoto: true })).toEqual(['bio', 'tags', 'firstSession']);
    expect(nextSteps({ ...newMentee, hasBio: true, hasTags: true })).toEqual(['photo', 'firstSession']);
    expect(nextSteps({ ...newMentee, hasPhoto: true, hasBio: true, hasTags: true, hasSession: true })).toEqual([]);
  });

  it('asks a new mentor for onboarding, which stands for the bio, skills and photo, and for hours; no first session before both', () => {
    expect(nextSteps(newMentor)).toEqual(['onboarding', 'availability']);
    expect(nextSteps({ ...newMentor, hasAvailability: true })).toEqual(['onboarding']);
    expect(nextSteps({ ...newMentor, onboarded: true, hasBio: true, hasTags: true })).toEqual(['photo', 'availability']);
  });

  it('asks a listed mentor with hours for a first session until one is booked', () => {
    const ready = { ...newMentor, onboarded: true, hasPhoto: true, hasBio: true, hasTags: true, hasAvailability: true };
    expect(nextSteps(ready)).toEqual(['firstSession']);
    expect(nextSteps({ ...ready, hasSession: true })).toEqual([]);
  });

  it('never tells a listed, experienced mentor to set up their profile', () => {
    const listed = { ...newMentor, onboarded: true, hasPhoto: true, hasBio: true, hasTags: true, hasAvailability: true, hasSession: true };
    expect(nextSteps(listed)).toEqual([]);
  });
});
