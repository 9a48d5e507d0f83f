/**
 * One answer kept for `ttlMs` and shared by every caller meanwhile, so a crowd on the landing page
 * costs the database one query a minute per instance. Callers arriving while it is being made wait
 * for the same promise; a failure is not kept.
 */
export function memoFor<T>(ttlMs: number, make: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (kept && now - kept.at < ttlMs) return kept.value;
    const value = make();
    const entry = { at: now, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
