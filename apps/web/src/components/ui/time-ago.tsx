import { useSyncExternalStore } from 'react';
import { relativeTime } from '@prosper/shared/rules/relative-time';
import { dateTimeOf } from '../../lib/date-time.ts';

// One clock for every time on screen, ticking each minute while anything shows a time.
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** "5m ago", "3h ago" ... (SPEC §2), with the full date and time for those who hover or read the markup. */
export function TimeAgo({ date }: { date: string }) {
  // Read only so the minute tick renders this again.
  useSyncExternalStore(subscribe, () => now);
  return (
    <time dateTime={date} title={dateTimeOf(date)} className="text-xs text-stone-600">
      {relativeTime(date)}
    </time>
  );
}
