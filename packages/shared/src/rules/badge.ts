/**
 * The text of an unread badge, capped so it stays small (SPEC §2: '9+' on the general bell,
 * '99+' on the mentor bell); null when there is nothing unread and no badge is shown.
 */
export function badgeText(count: number, max: number): string | null {
  if (!(count > 0)) return null;
  return count > max ? `${max}+` : String(count);
}
