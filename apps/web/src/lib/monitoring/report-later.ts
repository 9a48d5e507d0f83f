/**
 * Posts an error like an uncaught one (SPEC §8), for the places that catch one before field
 * monitoring may have loaded: the reporter is fetched only now, off the first paint's path.
 */
export function reportLater(error: unknown): void {
  void import('./errors.ts').then(({ reportError }) => reportError(error));
}
