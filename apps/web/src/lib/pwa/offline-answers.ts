import { API_CACHE } from './cache-rules.ts';

/** Whose answers the API cache holds: a member's id, or '' for a visitor. */
export const CACHE_OWNER_KEY = 'prosper:offline-owner';

type Deps = { storage: Pick<Storage, 'getItem' | 'setItem'>; cacheStorage: Pick<CacheStorage, 'delete'> | undefined };

const browser = (): Deps => ({ storage: localStorage, cacheStorage: typeof caches === 'undefined' ? undefined : caches });

/** Forgets every API answer kept for reading offline (sign-out; decision 042). */
export async function forgetOfflineAnswers({ cacheStorage }: Pick<Deps, 'cacheStorage'> = browser()) {
  await cacheStorage?.delete(API_CACHE).catch(() => false);
}

/**
 * Keeps the API cache to one member's answers: when the viewer differs from the one it was filled
 * for (a sign-in by a confirmation link, a session ended elsewhere), it is emptied first.
 */
export async function keepOfflineAnswersFor(viewerId: string | null, deps: Deps = browser()) {
  const owner = viewerId ?? '';
  let previous: string | null = null;
  try {
    previous = deps.storage.getItem(CACHE_OWNER_KEY);
  } catch {
    // Storage refused (a private window): the cache is then emptied at each start.
  }
  if (previous === owner) return;
  await forgetOfflineAnswers(deps);
  try {
    deps.storage.setItem(CACHE_OWNER_KEY, owner);
  } catch {
    // As above.
  }
}
