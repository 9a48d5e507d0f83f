import { useState } from 'react';
import { MESSAGE_MEDIA_MAX, type Media } from '@prosper/shared/schemas/media';
import { checkMediaFile, uploadMedia } from '../../../lib/media-upload.ts';

export type Attachment = { key: string; name: string; media?: Media; problem?: string };

/**
 * The photos and videos a message being written carries: each uploads (private) as soon as it is
 * chosen and is ready once processed; one that fails says why and can be removed.
 */
export function useAttachments() {
  const [list, setList] = useState<Attachment[]>([]);
  const update = (key: string, change: Partial<Attachment>) => setList((all) => all.map((a) => (a.key === key ? { ...a, ...change } : a)));

  const add = (files: FileList | File[]) => {
    for (const file of [...files].slice(0, Math.max(0, MESSAGE_MEDIA_MAX - list.length))) {
      const key = crypto.randomUUID();
      const checked = checkMediaFile(file, ['image', 'video']);
      setList((all) => [...all, { key, name: file.name, ...('problem' in checked ? { problem: checked.problem } : {}) }]);
      if ('problem' in checked) continue;
      uploadMedia(file, { kind: checked.kind, isPrivate: true }).then(
        (media) => update(key, { media }),
        (error: Error) => update(key, { problem: error.message }),
      );
    }
  };

  return {
    list,
    add,
    remove: (key: string) => setList((all) => all.filter((a) => a.key !== key)),
    clear: () => setList([]),
    ready: list.flatMap((a) => (a.media ? [a.media] : [])),
    busy: list.some((a) => !a.media && !a.problem),
    full: list.length >= MESSAGE_MEDIA_MAX,
  };
}
