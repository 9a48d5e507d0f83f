import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The whole server for one test file: built before its tests, closed after them. Call it at the top
 * of the file; what it returns is usable inside tests and hooks, once the app is up.
 */
export function useTestApp(...options: Parameters<typeof createTestApp>): Omit<TestApp, 'close'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(...options);
  });
  afterAll(() => current?.close());
  const ready = () => {
    if (!current) throw new Error('useTestApp: the app is built in beforeAll; use it inside a test or a hook.');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    get mailDir() {
      return ready().mailDir;
    },
  };
}
