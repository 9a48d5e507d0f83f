import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The whole server for one test file: built before its tests, closed after them. Call it at the top
 * of the file; what it returns is usable inside tests and hooks, once the app is up. `env` may be a
 * function, read when the app is built.
 */
export function useTestApp(
  env: Parameters<typeof createTestApp>[0] | (() => Parameters<typeof createTestApp>[0]) = {},
  options?: Parameters<typeof createTestApp>[1],
): Omit<TestApp, 'close'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    // A function is read when the app is built: settings naming a stand-in that an earlier hook started.
    current = await createTestApp(typeof env === 'function' ? env() : env, options);
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
