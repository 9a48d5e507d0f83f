import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { buttonClass } from './button.tsx';

/**
 * What a page says instead of what was asked for (not found, not allowed, unavailable): a heading,
 * why, and the way back, announced as an alert.
 */
export function PageProblem({ title, text, back }: { title: string; text?: string | null; back?: { to: string; label: string } }) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {text ? <p className="mt-2 text-stone-700">{text}</p> : null}
      {back ? (
        <Link to={back.to} className={buttonClass('primary', 'mt-6')}>
          {back.label}
        </Link>
      ) : null}
    </div>
  );
}

/** A refusal (4xx) reads as the page's own words; anything else as its error. */
export const problemText = (error: Error, refused: string | null) =>
  error instanceof ApiError && error.status < 500 ? refused : error.message;
