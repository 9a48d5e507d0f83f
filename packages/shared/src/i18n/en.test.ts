import { expect, it } from 'vitest';
import { en, fill } from './en.ts';

it('keeps the spec texts word for word', () => {
  expect(en.auth.welcomeBackName).toBe('Welcome back, {{firstName}}');
  expect(en.auth.welcomeBackText).toBe('Glad to see you again on Prosper Mentor.');
  expect(en.resetPassword.invalidToken).toBe('Invalid or missing token. Please try the reset link again.');
  expect(en.app.nonCriticalError).toBe("Something unexpected happened. Don't worry, we're working on it.");
});

it('fills placeholders and leaves unknown ones empty', () => {
  expect(fill(en.auth.welcomeBackName, { firstName: 'Amara' })).toBe('Welcome back, Amara');
  expect(fill('{{a}}-{{b}}', { a: 1 })).toBe('1-');
});
