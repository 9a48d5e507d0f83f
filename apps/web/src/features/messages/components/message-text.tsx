import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[).,!?;:'\]]+$/;

/** A link only when it parses as http or https; anything else stays text. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message as plain text (never HTML) with its web addresses made links: http and https only,
 * opened in a new tab, marked as user content that passes no ranking and no window handle.
 */
export function MessageText({ content }: { content: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push(content.slice(last, start));
    parts.push(
      <a key={start} href={href} target="_blank" rel="nofollow ugc noopener" className="break-all underline underline-offset-2">
        {raw}
      </a>,
    );
    last = start + raw.length;
  }
  if (last < content.length) parts.push(content.slice(last));
  return <p className="wrap-anywhere whitespace-pre-wrap">{parts}</p>;
}
