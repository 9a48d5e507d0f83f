/** Article images are stored at two widths: 1200 px for post pages, 600 px for cards. */
export const ARTICLE_IMAGE_WIDTHS = { page: 1200, card: 600 } as const;

/** The card-sized version of a stored article image; other addresses are returned as they are. */
export function articleImageCardUrl(url: string): string {
  return url.replace(/-1200\.webp$/, '-600.webp');
}
