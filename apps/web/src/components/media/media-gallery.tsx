import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '@prosper/shared/schemas/media';
import { useDataSaver } from '../../lib/data-saver.ts';
import { ShowImageButton } from '../ui/saver-image.tsx';
import { MediaVideo, videoSource } from './media-video.tsx';
import { MediaViewer, type ViewedPhoto } from './media-viewer.tsx';

/**
 * The photos and videos a message carries: photos as sized, lazy thumbnails that open full size
 * in the viewer, videos behind their poster until tapped. While saving data a photo waits behind
 * "Show image (24 KB)" until tapped, and then its thumbnail opens the viewer as usual.
 */
export function MediaGallery({ media }: { media: Media[] }) {
  const { t } = useTranslation();
  const saving = useDataSaver();
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  // The photo just shown takes the focus from the placeholder it replaces.
  const [justShown, setJustShown] = useState<string | null>(null);
  const ready = media.filter((m) => m.state === 'ready' && m.url);
  if (ready.length === 0) return null;
  return (
    <>
      <ul className="mb-1 grid max-w-72 gap-1">
        {ready.map((m) => (
          <li key={m.id}>
            {m.kind === 'video' ? (
              <MediaVideo video={videoSource(m, { saving, label: (v) => t('media.video', v) })} />
            ) : saving && !shown.has(m.id) ? (
              <ShowImageButton
                bytes={m.smallUrl ? m.smallBytes : m.bytes}
                width={m.width ?? undefined}
                height={m.height ?? undefined}
                onShow={() => {
                  setShown((ids) => new Set(ids).add(m.id));
                  setJustShown(m.id);
                }}
              />
            ) : (
              <button
                type="button"
                ref={justShown === m.id ? (el) => el?.focus() : undefined}
                onClick={() => setViewed({ url: m.url!, alt: t('media.photo'), width: m.width, height: m.height })}
                aria-label={t('media.openPhoto')}
                className="block overflow-hidden rounded-md"
              >
                <img
                  src={m.smallUrl ?? m.url!}
                  alt={t('media.photo')}
                  loading="lazy"
                  decoding="async"
                  {...(m.width && m.height ? { width: m.width, height: m.height } : {})}
                  className="block h-auto w-full"
                />
              </button>
            )}
          </li>
        ))}
      </ul>
      <MediaViewer photo={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
