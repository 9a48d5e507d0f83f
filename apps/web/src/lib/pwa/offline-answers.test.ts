import { describe, expect, it } from 'vitest';
import { API_CACHE } from './cache-rules.ts';
import { CACHE_OWNER_KEY, keepOfflineAnswersFor } from './offline-answers.ts';

function fakes(owner: string | null) {
  const stored = new Map<string, string>(owner === null ? [] : [[CACHE_OWNER_KEY, owner]]);
  const deleted: string[] = [];
  return {
    deleted,
    stored,
    deps: {
      storage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) },
      cacheStorage: {
        delete: async (name: string) => {
          deleted.push(name);
          return true;
        },
      },
    },
  };
}

describe('keepOfflineAnswersFor', () => {
  it('keeps the answers of the member they were kept for', async () => {
    const f = fakes('member-a');
    await keepOfflineAnswersFor('member-a', f.deps);
    expect(f.deleted).toEqual([]);
  });

  it('empties them for another member, and remembers the new one', async () => {
    const f = fakes('member-a');
    await keepOfflineAnswersFor('member-b', f.deps);
    expect(f.deleted).toEqual([API_CACHE]);
    expect(f.stored.get(CACHE_OWNER_KEY)).toBe('member-b');
  });

  it('empties them once signed out, and on a first start whose owner is unknown', async () => {
    const signedOut = fakes('member-a');
    await keepOfflineAnswersFor(null, signedOut.deps);
    expect(signedOut.deleted).toEqual([API_CACHE]);
    expect(signedOut.stored.get(CACHE_OWNER_KEY)).toBe('');
    const first = fakes(null);
    await keepOfflineAnswersFor('member-a', first.deps);
    expect(first.deleted).toEqual([API_CACHE]);
  });
});
