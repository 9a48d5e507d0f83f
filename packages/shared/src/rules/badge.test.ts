import { expect, it } from 'vitest';
import { GENERAL_BADGE_MAX, MENTOR_BADGE_MAX } from '../constants/notifications.ts';
import { badgeText } from './badge.ts';

it('shows no badge when nothing is unread', () => {
  expect(badgeText(0, GENERAL_BADGE_MAX)).toBeNull();
  expect(badgeText(-1, GENERAL_BADGE_MAX)).toBeNull();
});

it("caps the general bell at '9+'", () => {
  expect(badgeText(1, GENERAL_BADGE_MAX)).toBe('1');
  expect(badgeText(9, GENERAL_BADGE_MAX)).toBe('9');
  expect(badgeText(10, GENERAL_BADGE_MAX)).toBe('9+');
});

it("caps the mentor bell at '99+'", () => {
  expect(badgeText(99, MENTOR_BADGE_MAX)).toBe('99');
  expect(badgeText(100, MENTOR_BADGE_MAX)).toBe('99+');
});
