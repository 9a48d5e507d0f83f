import { expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { fieldMessages, firstInvalidField, listMessage, serverFieldMessages, setFieldErrors, showFieldErrors } from './form-errors.ts';

it('keeps the first problem of each field, named by its top-level field unless told otherwise', () => {
  const error = {
    issues: [
      { path: ['title'], message: 'Title is required.' },
      { path: ['tags', 2], message: 'Too long' },
      { path: ['title'], message: 'Too long' },
      { path: ['weeklyHours', 3, 'end'], message: 'Ends before it starts' },
    ],
  };
  expect(fieldMessages(error)).toEqual({ title: 'Title is required.', tags: 'Too long', weeklyHours: 'Ends before it starts' });
  expect(fieldMessages(error, (path) => path.slice(0, 2).join('.'))).toMatchObject({
    'tags.2': 'Too long',
    'weeklyHours.3': 'Ends before it starts',
  });
});

it("takes the server's field messages from our API's refusals only", () => {
  expect(serverFieldMessages(new ApiError(400, 'invalid_input', 'Bad', { title: 'Too long' }))).toEqual({ title: 'Too long' });
  expect(serverFieldMessages(new Error('offline'))).toEqual({});
});

it('puts messages on the fields the form has, in order, and says which', () => {
  const setError = vi.fn();
  const shown = setFieldErrors<{ title: string; content: string }>(
    setError,
    { content: 'Content is required.', imageUrl: 'Bad', title: 'x' },
    ['title', 'content'],
  );
  expect(shown).toEqual(['content', 'title']);
  expect(setError).toHaveBeenCalledWith('content', { message: 'Content is required.' });
  expect(setError).not.toHaveBeenCalledWith('imageUrl', expect.anything());
});

it("reads a list field's own message, or its first wrong item's", () => {
  expect(listMessage({ message: 'Too many' })).toBe('Too many');
  expect(listMessage([undefined, { message: 'Too long' }] as never)).toBe('Too long');
  expect(listMessage(undefined)).toBeUndefined();
});

it('finds the first field to mend in the order of the form, not of the messages', () => {
  expect(firstInvalidField(['email', 'password'], { password: 'Password is required.', email: 'Email is required.' })).toBe('email');
  expect(firstInvalidField(['email', 'password'], { password: 'Invalid email or password.' })).toBe('password');
  expect(firstInvalidField(['email', 'password'], { rememberMe: 'Bad' })).toBeUndefined();
});

it('shows each message on its field and moves the focus to the first one the form shows', () => {
  const setError = vi.fn();
  const setFocus = vi.fn();
  const first = showFieldErrors<{ email: string; password: string }>(
    { setError, setFocus },
    { password: 'Password is required.', email: 'Email is required.', rememberMe: 'Bad' },
    ['email', 'password'],
  );
  expect(first).toBe('email');
  expect(setFocus).toHaveBeenCalledExactlyOnceWith('email');
  expect(setError.mock.calls).toEqual([
    ['password', { message: 'Password is required.' }],
    ['email', { message: 'Email is required.' }],
  ]);

  setFocus.mockClear();
  expect(showFieldErrors<{ email: string }>({ setError, setFocus }, { callbackURL: 'Not expected' }, ['email'])).toBeUndefined();
  expect(setFocus).not.toHaveBeenCalled();
});
