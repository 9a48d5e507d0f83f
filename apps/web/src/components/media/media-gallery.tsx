import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '@prosper/shared/schemas/media';
import { MediaVideo, videoSource } from './media-video.tsx';
import { MediaViewer, type ViewedPhoto } from './media-viewer.tsx';

/**
 * The photos and videos a message carries: photos as sized, lazy thumbnails that open full size
 * in the viewer, videos behind their poster until tapped.
 */
export function MediaGallery({ media }: { media: Media[] }) {
  const { t } = useTranslation();
  const [viewed, setViewed] = useState<ViewedPhoto | null>(null);
  const ready = media.filter((m) => m.state === 'ready' && m.url);
  if (ready.length === 0) return null;
  return (
    <>
      <ul className="mb-1 grid max-w-72 gap-1">
        {ready.map((m) => (
          <li key={m.id}>
            {m.kind === 'video' ? (
              <MediaVideo video={videoSource(m, (v) => t('media.video', v))} />
            ) : (
              <button
                type="button"
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
