import { NOTIFICATION_SOUND_VOLUME } from '@prosper/shared/constants/notifications';

let context: AudioContext | undefined;

/**
 * A short two-note chime made with the Web Audio API, at volume 0.5 (SPEC §9): no sound file to
 * download. Browsers let a page make sound only after the member has interacted with it; before
 * that it stays silent rather than be refused.
 */
export function playChime(volume = NOTIFICATION_SOUND_VOLUME) {
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  const AudioContextClass = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(volume, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    for (const [frequency, offset] of [
      [880, 0],
      [1318.5, 0.12],
    ] as const) {
      const note = context.createOscillator();
      note.type = 'sine';
      note.frequency.value = frequency;
      note.connect(gain);
      note.start(start + offset);
      note.stop(start + 0.45);
    }
  } catch {
    // No audio output: the badge still tells.
  }
}
