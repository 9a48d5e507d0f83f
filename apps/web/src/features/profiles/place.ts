/**
 * Where a member is, said once: the place they chose (the places index writes 'Lagos, Lagos,
 * Nigeria', country included), their country after a place that does not name it, or the country alone.
 */
export function placeOf(location: string | null, country: string | null): string | null {
  const place = location?.trim() || null;
  if (!place) return country;
  if (!country || place.toLowerCase().endsWith(country.toLowerCase())) return place;
  return `${place}, ${country}`;
}
