import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Module<T> = { default: T };

/** Waits before each new try of a part whose code could not be fetched. */
const RETRY_WAITS_MS = [500, 2000, 5000];

/**
 * React's `lazy` for a part of a page (a menu, a dialog, a form), fetched again when its code cannot
 * be: on a connection that comes and goes, a part the member meets just as it drops, or just as it
 * comes back, still loads rather than taking the page down with it. React keeps a failed lazy's error
 * for good, so the retries happen inside its one load. `preload` starts that load early, while the
 * connection is there, and the part shares it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the constraint React's own lazy puts on a component
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<Module<T>>,
): LazyExoticComponent<T> & { preload: () => Promise<Module<T>> } {
  let loading: Promise<Module<T>> | undefined;
  const preload = () => {
    loading ??= fetchAgain(load, RETRY_WAITS_MS, untilOnlineOr).catch((error: unknown) => {
      // Given up: a part already shown takes the error to its page's boundary (React keeps it); one
      // preloaded but not yet shown is fetched anew when it is.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** Code fetched when it is needed, outside React (a form's rules): tried again as a lazy part is. */
export const fetchCode = <T>(load: () => Promise<T>) => fetchAgain(load, RETRY_WAITS_MS, untilOnlineOr);

/** Tries `load`, then once more after each wait; the last failure is the one thrown. */
export async function fetchAgain<T>(load: () => Promise<T>, waits: readonly number[], pause: (ms: number) => Promise<void>): Promise<T> {
  for (const wait of waits) {
    try {
      return await load();
    } catch {
      await pause(wait);
    }
  }
  return load();
}

/** Offline, a try would fail at once: it waits for the connection, however long that takes. */
function untilOnlineOr(ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine) setTimeout(resolve, ms);
    else addEventListener('online', () => resolve(), { once: true });
  });
}
