import { ImagePlus } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration } from '@prosper/shared/rules/media-label';
import type { Media } from '@prosper/shared/schemas/media';
import { Button } from '../ui/button.tsx';
import { ACCEPT_MEDIA, checkMediaFile, uploadMedia } from '../../lib/media-upload.ts';

/** The file's name without its extension, as a first alt text for the author to improve. */
const altFrom = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '') || 'Photo';

/**
 * Markdown for an uploaded photo or video. Its size rides in the URL's fragment (the server never
 * sees it), so the page can reserve the space before the file loads; a photo's also says what its
 * small copy weighs (`s=`), for the data saver's "Show image (84 KB)".
 */
export function mediaMarkdown(media: Media, fileName: string, videoLabel: (v: { duration: string; size: string }) => string): string {
  const size = media.width && media.height ? `#w=${media.width}&h=${media.height}` : '';
  if (media.kind === 'video') {
    const label = videoLabel({ duration: formatDuration(media.durationMs ?? 0), size: formatBytes(media.bytes ?? 0) });
    return `![${label}](${media.url}${size})`;
  }
  const weight = media.smallBytes ? `${size ? '&' : '#'}s=${media.smallBytes}` : '';
  return `![${altFrom(fileName)}](${media.url}${size}${weight})`;
}

/**
 * Inserting photos and videos into an article's or a story's Markdown: a button, or files dropped on the
 * editor. Each uploads, is processed, then lands at the cursor as Markdown.
 */
export function useMediaInsert(insert: (markdown: string) => void) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const add = (files: FileList | File[]) => {
    setProblem(null);
    for (const file of files) {
      const checked = checkMediaFile(file, ['image', 'video']);
      if ('problem' in checked) {
        setProblem(checked.problem);
        continue;
      }
      setUploading((n) => n + 1);
      uploadMedia(file, { kind: checked.kind, isPrivate: false })
        .then(
          (media) => insert(mediaMarkdown(media, file.name, (v) => t('media.video', v))),
          (error: Error) => setProblem(error.message),
        )
        .finally(() => setUploading((n) => n - 1));
    }
  };
  const onDrop = (event: DragEvent) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    add(event.dataTransfer.files);
  };
  return { add, onDrop, uploading: uploading > 0, problem };
}

export function MediaInsertButton({ onFiles, disabled }: { onFiles: (files: FileList) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={`${ACCEPT_MEDIA.image},${ACCEPT_MEDIA.video}`}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          if (e.target.files) onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {t('media.uploadImage')}
      </Button>
    </>
  );
}
