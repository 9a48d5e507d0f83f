import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A clear layer over a page painted at build (decision 069) until React has taken it over: a tap
 * before then would reach a button with nothing behind it yet and be lost, so it waits (the cursor
 * says so) for the page to answer. Typing is not held back: the fields keep what was typed. Gone at
 * once on a page the browser rendered itself; hidden with scripts blocked (index.html's noscript).
 */
export function HydrationShield() {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return hydrated ? null : <div data-hydrating="" aria-hidden="true" className="fixed inset-0 z-[100] cursor-progress" />;
}
