/**
 * A community's address proposed from its name while an admin types it: lower-case letters and
 * digits joined by single hyphens (accents dropped), as communitySlug accepts, at most 80 characters.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}
