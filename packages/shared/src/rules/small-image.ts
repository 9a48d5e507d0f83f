import { articleImageCardUrl } from './article-image.ts';
import { avatarThumbUrl } from './avatar.ts';

/** How many items a list page holds for a member saving data (the full page is PAGE_SIZE, 20). */
export const DATA_SAVER_PAGE_SIZE = 10;

/** A media photo's full rendition and its small one (decision 035), same folder. */
const MEDIA_FULL = /\/full\.webp$/;

/**
 * The smallest stored version of one of our images: a cover's 600 px copy, an avatar's 96 px one,
 * a media photo's card rendition. Anything else (another site's image, a file with no smaller
 * copy) is its own smallest version and comes back as it is. The server serves this one to a
 * browser that sends `Save-Data: on`; the web asks for it when the member's data saver is on.
 */
export function smallImageUrl(url: string): string {
  const [path = '', fragment] = splitFragment(url);
  const small = avatarThumbUrl(articleImageCardUrl(path.replace(MEDIA_FULL, '/card.webp')));
  return fragment === undefined ? small : `${small}#${fragment}`;
}

function splitFragment(url: string): [string, string | undefined] {
  const at = url.indexOf('#');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}
