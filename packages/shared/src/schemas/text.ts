import { z } from 'zod';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1). They are
 * invisible, mean nothing in what people write, arrive pasted from PDFs, terminals and word
 * processors, and PostgreSQL refuses NUL outright (decision 016).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, '');

/**
 * Text a person writes or pastes (names, posts, messages, searches): control characters are taken
 * out before anything else, so trimming, required and length checks see what will be stored.
 * Chain `.trim()`, `.min()`, `.max()` as on any string.
 */
export const memberText = () => z.string().overwrite(withoutControlCharacters);
