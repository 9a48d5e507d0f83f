import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { MediaVideo } from '../media/media-video.tsx';
import { useDataSaver } from '../../lib/data-saver.ts';
import { SaverImage } from '../ui/saver-image.tsx';
import './markdown.css';

/**
 * Markdown (an article, a story, a program, a question or an answer) as HTML, safely: raw HTML in the text is dropped, what remains passes
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

/** Our own uploads: only these load in an article; an uploaded video is shown by its player. */
const OWN_UPLOAD = /^\/uploads\/[a-z0-9][a-z0-9/_.-]*$/;
const OWN_VIDEO = /^(\/uploads\/media\/[a-z0-9]+\/[0-9a-f-]{36}\/)video\.mp4$/;

/** The size an inserted photo or video carries in its URL's fragment (`#w=2048&h=1365`), to reserve its space. */
function sizeIn(hash: string): { width?: number; height?: number } {
  const found = new URLSearchParams(hash.slice(1));
  const width = Number(found.get('w'));
  const height = Number(found.get('h'));
  return width > 0 && height > 0 ? { width, height } : {};
}

/** What an inserted photo's small copy weighs (`s=` in its fragment), when it was inserted with it. */
function smallBytesIn(hash: string): number | null {
  const bytes = Number(new URLSearchParams(hash.slice(1)).get('s'));
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

function Image({ src, alt, node: _node }: ComponentPropsWithoutRef<'img'> & { node?: unknown }) {
  const saver = useDataSaver();
  if (!src || typeof src !== 'string') return null;
  const url = isExternal(src) ? null : new URL(src, location.href);
  // Images from other sites, or from anywhere of ours but the uploads, are not loaded (our content
  // policy allows our own only, and they could track readers): the member gets a link instead.
  if (!url || !OWN_UPLOAD.test(url.pathname)) {
    return (
      <a href={src} rel="nofollow ugc noopener" target="_blank">
        {alt || src}
      </a>
    );
  }
  const size = sizeIn(url.hash);
  const video = OWN_VIDEO.exec(url.pathname);
  if (video) {
    const folder = video[1];
    return (
      <MediaVideo
        video={{
          src: `${folder}${saver ? 'video-small.mp4' : 'video.mp4'}`,
          poster: `${folder}poster.webp`,
          width: size.width ?? null,
          height: size.height ?? null,
          label: alt ?? '',
        }}
      />
    );
  }
  return <SaverImage src={url.pathname} bytes={smallBytesIn(url.hash)} alt={alt ?? ''} {...size} />;
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
