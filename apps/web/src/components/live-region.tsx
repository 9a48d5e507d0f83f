import { useEffect, useState } from 'react';

/**
 * How long a region stays empty before it takes its message. A region that appears with its text
 * already in it is not read, nor is the same text put in again: emptied first, it is read every time.
 */
export const ANNOUNCE_DELAY_MS = 100;

/**
 * A polite live region (SC 4.1.3): the one way an area says a short status without moving the focus,
 * such as a list's count ('20 mentors found') or a message that came in (decision 026). `message` is
 * said when it changes, and again when `turn` changes with the same text (a new search with the same
 * count); an empty message says nothing. What the region stands for, never a whole list, goes in it.
 * Hidden unless the page shows it (`className`).
 */
export function LiveRegion({
  message,
  turn,
  id,
  className = 'sr-only',
}: {
  message: string;
  turn?: unknown;
  id?: string;
  className?: string;
}) {
  const [said, setSaid] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new turn says the same message again
  useEffect(() => {
    setSaid('');
    if (!message) return;
    const timer = setTimeout(() => setSaid(message), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message, turn]);
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true" className={className}>
      {said}
    </div>
  );
}
