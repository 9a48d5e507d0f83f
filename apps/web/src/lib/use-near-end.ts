import { useEffect, useRef } from 'react';

/** SPEC §9: the next page loads when the end of a list comes within 100 px. */
const NEAR_END_MARGIN_PX = 100;

/** Calls `onNear` when the returned element comes within `marginPx` of the viewport, while `enabled`. */
export function useNearEnd(onNear: () => void, enabled: boolean, marginPx = NEAR_END_MARGIN_PX) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    // A new observer reports at once, so a short page keeps loading until the end is out of reach.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNear(), {
      rootMargin: `${marginPx}px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear, enabled, marginPx]);
  return ref;
}
