import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_AUTOSAVE_MS, DRAFT_SAVED_INDICATOR_MS } from '@prosper/shared/schemas/article';
import { type DraftInput, useSaveDraft } from '../api/draft.ts';

const keyOf = (draft: DraftInput) => JSON.stringify(draft);
const isBlank = (d: DraftInput) => !d.title.trim() && !d.content.trim() && d.tags.length === 0 && !d.imageUrl;

/**
 * Keeps the member's draft on the server while they write (SPEC §4): saved once typing pauses,
 * or at once with Save Draft, each time followed by 'Draft Saved!' for 1.5 s. Nothing is saved
 * while nothing changed, nor a blank form when there is no draft to keep. Failures are ignored
 * (SPEC §8): the next pause tries again.
 */
export function useDraftAutosave({ enabled, current, initial }: { enabled: boolean; current: DraftInput; initial: DraftInput | null }) {
  const save = useSaveDraft();
  const saveDraft = save.mutateAsync;
  const [savedShown, setSavedShown] = useState(false);
  const lastSaved = useRef(initial ? keyOf(initial) : keyOf({ title: '', content: '', tags: [], imageUrl: null }));
  const hasDraft = useRef(initial !== null);
  const paused = useRef(false);
  const inflight = useRef<Promise<void>>(Promise.resolve());
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const saveNow = useCallback(
    (draft: DraftInput, force = false) => {
      const key = keyOf(draft);
      if (!force && (key === lastSaved.current || (isBlank(draft) && !hasDraft.current))) return inflight.current;
      inflight.current = saveDraft(draft).then(
        () => {
          lastSaved.current = key;
          hasDraft.current = true;
          setSavedShown(true);
          clearTimeout(hideTimer.current);
          hideTimer.current = setTimeout(() => setSavedShown(false), DRAFT_SAVED_INDICATOR_MS);
        },
        () => undefined,
      );
      return inflight.current;
    },
    [saveDraft],
  );

  const key = keyOf(current);
  const latest = useRef(current);
  latest.current = current;
  useEffect(() => {
    if (!enabled || paused.current || key === lastSaved.current) return;
    const timer = setTimeout(() => void saveNow(latest.current), DRAFT_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [enabled, key, saveNow]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  return {
    savedShown,
    /** Save Draft: now, even when nothing changed. */
    saveNow: () => saveNow(latest.current, true),
    /** While publishing, no draft is saved; a save under way is waited for, so publishing deletes it after. */
    pause: () => {
      paused.current = true;
      return inflight.current;
    },
    resume: () => {
      paused.current = false;
    },
    /** Published: the server deleted the draft, and the emptied form is not a new one. */
    published: (empty: DraftInput) => {
      lastSaved.current = keyOf(empty);
      hasDraft.current = false;
    },
  };
}
