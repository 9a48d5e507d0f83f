import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from './escape-html.ts';

export type PageHead = { title: string; description: string; image: string | null; noindex: boolean };

/** A description as link previews show it: at most 200 characters, cut with an ellipsis. */
export const previewText = (text: string) => (text.length > 200 ? `${text.slice(0, 197)}...` : text);

/**
 * index.html with a page's own title, description and preview image, for the link previews of
 * chat apps and for search engines, which do not run the app's script.
 */
export async function indexWithHead(dist: string, head: PageHead, publicUrl: string, pageUrl: string): Promise<string> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const tags = [
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(publicUrl + pageUrl)}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(publicUrl + head.image)}" />` : '',
    `<meta name="twitter:card" content="summary" />`,
    head.noindex ? `<meta name="robots" content="noindex" />` : '',
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', `${tags.join('\n    ')}\n  </head>`);
}

/** Finds the head of the page at a path, for the pages that have one of their own. */
export type PageHeadResolver = (pathname: string) => Promise<PageHead | null>;
