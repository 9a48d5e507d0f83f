/** Reading speed of SPEC §9: 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

/** Words in a text: runs of letters or digits, in any script. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Minutes to read `words` (SPEC §5): words ÷ 200, rounded, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
