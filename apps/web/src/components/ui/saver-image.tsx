import { clsx } from 'clsx';
import { ImageIcon } from 'lucide-react';
import { type ComponentPropsWithoutRef, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coverCardBytes } from '@prosper/shared/rules/article-image';
import { formatBytes } from '@prosper/shared/rules/media-label';
import { smallImageUrl } from '@prosper/shared/rules/small-image';
import { useDataSaver } from '../../lib/data-saver.ts';

type Props = Omit<ComponentPropsWithoutRef<'img'>, 'src'> & {
  src: string;
  /** What the image weighs as it would load while saving data (its small copy), when the page knows it; a cover tells it by its name. */
  bytes?: number | null;
};

/**
 * An image in a feed, a card or a post. While the data saver is on nothing loads until the member
 * taps "Show image (84 KB)", in the image's own space; then its smallest stored copy loads. Off,
 * it is a lazy image as before.
 */
export function SaverImage({ src, srcSet, sizes, bytes, alt, className, width, height, ...img }: Props) {
  const saving = useDataSaver();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLSpanElement>(null);
  const size = width && height ? { width, height } : {};
  if (!saving) {
    return (
      <img src={src} srcSet={srcSet} sizes={sizes} alt={alt} loading="lazy" decoding="async" {...size} className={className} {...img} />
    );
  }
  if (shown) {
    return (
      // The button the member tapped is gone: the focus stays here, where it was, not at the page's start.
      // No srcSet: the small copy is what a member saving data asked for, whatever the screen.
      <span ref={frame} tabIndex={-1} className="block outline-none">
        <img src={smallImageUrl(src)} alt={alt} decoding="async" {...size} className={className} {...img} />
      </span>
    );
  }
  return (
    <ShowImageButton
      bytes={bytes ?? coverCardBytes(src)}
      width={width}
      height={height}
      className={className}
      onShow={() => {
        setShown(true);
        requestAnimationFrame(() => frame.current?.focus());
      }}
    />
  );
}

/** The placeholder an image waits behind while saving data: its space, an icon, and what it weighs when known. */
export function ShowImageButton({
  bytes,
  width,
  height,
  className,
  onShow,
}: {
  bytes?: number | null;
  width?: number | string;
  height?: number | string;
  className?: string;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onShow}
      style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
      className={clsx(
        className,
        // Above a card's stretched link, so the tap shows the image rather than opening the card.
        'relative z-10 flex! min-h-24 w-full max-w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-stone-500 bg-stone-100 p-2 text-sm font-medium text-stone-800 hover:bg-stone-200',
      )}
    >
      <ImageIcon aria-hidden="true" className="size-6" />
      {bytes ? t('media.showImageSized', { size: formatBytes(bytes) }) : t('media.showImage')}
    </button>
  );
}
