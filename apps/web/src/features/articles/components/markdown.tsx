import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import './markdown.css';

/**
 * An article's Markdown as HTML, safely: raw HTML in the text is dropped, what remains passes
 * rehype-sanitize (no `javascript:` links, no event handlers, no scripts), links are marked as
 * user content and open other sites in a new tab, and images load lazily. Its own chunk: only the
 * post pages and the Preview load it.
 */
export default function MarkdownView({ content, className }: { content: string; className?: string }) {
  return (
    <div className={clsx('article-prose', className)}>
      <Markdown skipHtml rehypePlugins={[rehypeSanitize]} components={components}>
        {content}
      </Markdown>
    </div>
  );
}

/** Another site: what the link leads to is not ours, and it opens in a new tab. */
function isExternal(href: string): boolean {
  try {
    return new URL(href, location.href).origin !== location.origin;
  } catch {
    return false;
  }
}

function Anchor({ href, children, node: _node, ...props }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  const { t } = useTranslation();
  // The sanitizer removed an unsafe address (javascript: and the like): the words stay, the link goes.
  if (!href) return <span>{children}</span>;
  const external = isExternal(href);
  return (
    <a {...props} href={href} rel="nofollow ugc noopener" target={external ? '_blank' : undefined}>
      {children}
      {external && <span className="sr-only"> {t('footer.opensInNewTab')}</span>}
    </a>
  );
}

function Image({ src, alt, node: _node }: ComponentPropsWithoutRef<'img'> & { node?: unknown }) {
  if (!src || typeof src !== 'string') return null;
  // Images from other sites are not loaded (our content policy allows our own only, and they could
  // track readers): the member gets a link to them instead.
  if (isExternal(src)) {
    return (
      <a href={src} rel="nofollow ugc noopener" target="_blank">
        {alt || src}
      </a>
    );
  }
  return <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" />;
}

/** The article's title is the page's h1, so its headings start one level lower. */
const shift =
  (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
  ({ node: _node, ...props }: ComponentPropsWithoutRef<'h2'> & { node?: unknown }) => <Tag {...props} />;

const components: Components = {
  a: Anchor,
  img: Image,
  h1: shift('h2'),
  h2: shift('h3'),
  h3: shift('h4'),
  h4: shift('h5'),
  h5: shift('h6'),
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide code block scrolls, and keyboard users must reach it to scroll it (WCAG 2.1.1)
  pre: ({ node: _node, ...props }) => <pre tabIndex={0} {...props} />,
};
