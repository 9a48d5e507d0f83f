import { expect, it } from 'vitest';
import { toastSide } from './toast-side.ts';

const PHONE = 844;

it('keeps toasts at the top when no control has the focus', () => {
  expect(toastSide(null, PHONE)).toBe('top');
});

it('moves them to the bottom while the focus is in the top half, where they would lie over it', () => {
  expect(toastSide({ top: 70, bottom: 110 }, PHONE)).toBe('bottom');
  expect(toastSide({ top: 380, bottom: 420 }, PHONE)).toBe('bottom');
});

it('keeps them at the top while the focus is in the bottom half', () => {
  expect(toastSide({ top: 430, bottom: 470 }, PHONE)).toBe('top');
  expect(toastSide({ top: 780, bottom: 830 }, PHONE)).toBe('top');
});
