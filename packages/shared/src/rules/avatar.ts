/** The 96-pixel version of a stored avatar, for lists; other addresses are returned as they are. */
export function avatarThumbUrl(url: string): string {
  return url.replace(/-256\.webp$/, '-96.webp');
}
