/** Article images are stored at two widths: 1200 px for post pages, 600 px for cards. */
export const ARTICLE_IMAGE_WIDTHS = { page: 1200, card: 600 } as const;

/** The card-sized version of a stored article image; other addresses are returned as they are. */
export function articleImageCardUrl(url: string): string {
  return url.replace(/-1200\.webp$/, '-600.webp');
}

/**
 * A cover's stored name, page or card copy: `<key>-s<card bytes>-<width>.webp`. The name carries
 * what the 600 px copy weighs, the one a member saving data loads, so a card can say "Show image
 * (24 KB)" with no column and no stat per card (decision 043). Stored files are never rewritten,
 * so the name stays true.
 */
export const coverFileName = (key: string, cardBytes: number, width: number) => `${key}-s${cardBytes}-${width}.webp`;

const COVER_WEIGHT = /-s(\d{1,9})-(?:1200|600)\.webp$/;

/** What a cover's small copy weighs, read from its name; null for covers stored before names carried it. */
export function coverCardBytes(url: string): number | null {
  const found = COVER_WEIGHT.exec(url);
  return found ? Number(found[1]) : null;
}
