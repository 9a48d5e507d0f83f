import { z } from 'zod';
import * as en from '../i18n/en/index.ts';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1): invisible,
 * meaningless in what people write, and PostgreSQL refuses NUL outright (decisions 016, 024).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;

export const withoutControlCharacters = (value: string) => value.replace(CONTROL_CHARACTERS, '');
const hasControlCharacters = (value: string) => withoutControlCharacters(value) !== value;

/**
 * Text a member writes and we keep (bios, posts, messages, reasons, reviews): refused with a clear
 * message when it holds control characters, so what is stored is what the member saw. Tabs and
 * line breaks are text. Chain `.trim()`, `.min()`, `.max()` as on any string.
 */
export const memberText = () => z.string().refine((v) => !hasControlCharacters(v), en.validation.controlCharacters);

/**
 * One line a member writes (names, titles, tags, places), trimmed: no line breaks or tabs within
 * either. Trimmed first so that a field of only whitespace is as empty as a blank one.
 */
export const memberLine = () =>
  memberText()
    .trim()
    .refine((v) => !LINE_BREAKS_AND_TABS.test(v), en.validation.lineBreaks);

/**
 * What a member searches for: nothing is stored, so control characters pasted with the words are
 * taken out rather than refused, and the search goes on.
 */
export const searchText = () => z.string().overwrite(withoutControlCharacters);
