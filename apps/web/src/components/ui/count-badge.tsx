import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/**
 * A red count pill ('3', '9+'). Hidden from screen readers: the link or button it sits on says the
 * count in its own name.
 */
export function CountBadge({ text, className, ...props }: { text: string } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      {...props}
      aria-hidden="true"
      className={clsx('min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white', className)}
    >
      {text}
    </span>
  );
}
