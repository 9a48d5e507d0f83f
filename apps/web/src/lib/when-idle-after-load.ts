/** Runs once the page has loaded and the browser is idle: off the first paint's path. */
export function whenIdleAfterLoad(run: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
