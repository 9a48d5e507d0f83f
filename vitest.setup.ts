import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error during a test is a failure: it means something went wrong that no assertion saw.
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errors.mock.calls;
  errors.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
