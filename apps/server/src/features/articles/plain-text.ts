import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { countWords } from '@prosper/shared/rules/reading-time';

/** Containers of inline text: their children run together; any other node's children are separate blocks. */
const INLINE_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);
export const EXCERPT_MAX = 300;

/** How a sentence may end; a heading without one gets a full stop, so it does not run into the text after it. */
const SENTENCE_END = /[.!?:;…]$/;

function text(node: Nodes): string {
  if (node.type === 'html') return '';
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  const inner = node.children.map((child) => text(child as Nodes)).join(INLINE_PARENTS.has(node.type) ? '' : ' ');
  if (node.type !== 'heading') return inner;
  const heading = inner.trim();
  return heading === '' || SENTENCE_END.test(heading) ? heading : `${heading}.`;
}

/**
 * What a feed shows of an article: its Markdown as plain text (no marks, no raw HTML, headings
 * ended as sentences), the first 300 characters cut at a word, and the word count reading time
 * comes from.
 */
export function summarize(markdown: string): { excerpt: string; wordCount: number } {
  const plain = text(fromMarkdown(markdown)).replace(/\s+/g, ' ').trim();
  const cut =
    plain.length <= EXCERPT_MAX
      ? plain
      : `${plain.slice(0, plain.lastIndexOf(' ', EXCERPT_MAX) > 0 ? plain.lastIndexOf(' ', EXCERPT_MAX) : EXCERPT_MAX)}…`;
  return { excerpt: cut, wordCount: countWords(plain) };
}
