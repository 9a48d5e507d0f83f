import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs`: a join link opens and closes on its own while the page is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
