/**
 * A phone number as providers take it, E.164 ("+254712345678"), from what a member typed: spaces,
 * dashes, dots and brackets dropped, a leading 00 read as +. Null when it cannot be one (no country
 * code, too short or too long).
 */
export function e164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const compact = raw.replace(/[\s\-.()]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** The number with all but its last 3 digits hidden, for logs and messages that need not show it. */
export function maskedPhone(phone: string): string {
  return `${phone.slice(0, 4)}${'•'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-3)}`;
}
