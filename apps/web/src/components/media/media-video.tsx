import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration } from '@prosper/shared/rules/media-label';
import type { Media } from '@prosper/shared/schemas/media';
import { useDataSaver } from '../../lib/data-saver.ts';

export type VideoSource = { src: string; poster: string | null; width: number | null; height: number | null; label: string };

/** The rendition to play, and how it is described before anything loads: the data saver gets the small one. */
export function videoSource(
  media: Media,
  { saving, label }: { saving: boolean; label: (values: { duration: string; size: string }) => string },
): VideoSource {
  const saver = saving && media.smallUrl;
  const bytes = (saver ? media.smallBytes : media.bytes) ?? 0;
  return {
    src: (saver ? media.smallUrl : media.url) ?? '',
    poster: media.posterUrl,
    width: media.width,
    height: media.height,
    label: label({ duration: formatDuration(media.durationMs ?? 0), size: formatBytes(bytes) }),
  };
}

/**
 * A video that never plays by itself: its poster and what it weighs ("Video, 1:42, 3.1 MB") show
 * first, and nothing of the video loads until the member taps Play. Then the browser streams it in
 * ranges as it plays. While saving data not even the poster loads before the tap.
 */
export function MediaVideo({ video }: { video: VideoSource }) {
  const { t } = useTranslation();
  const saving = useDataSaver();
  const [playing, setPlaying] = useState(false);
  const size = video.width && video.height ? { width: video.width, height: video.height } : {};
  if (playing) {
    return (
      <video
        src={video.src}
        poster={video.poster ?? undefined}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={video.label}
        {...size}
        className="block h-auto max-h-[70dvh] w-full max-w-full rounded-md bg-black"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={t('media.play', { label: video.label })}
      className="group relative block w-full max-w-full overflow-hidden rounded-md bg-stone-900 text-left"
    >
      {video.poster && !saving ? (
        <img src={video.poster} alt="" loading="lazy" decoding="async" {...size} className="block h-auto w-full opacity-90" />
      ) : (
        <span className="block aspect-video" />
      )}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-black/70 text-white group-hover:bg-black/85">
          <Play aria-hidden="true" className="size-7" />
        </span>
      </span>
      <span aria-hidden="true" className="absolute right-2 bottom-2 rounded bg-black/75 px-2 py-0.5 text-xs font-medium text-white">
        {video.label}
      </span>
    </button>
  );
}
