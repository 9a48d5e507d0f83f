/**
 * Whether the place shown at the top of a profile already names the member's country, so it is
 * not said twice: places from the index end with their country ('Lagos, Lagos, Nigeria').
 */
export function placeNamesCountry(place: string | null, country: string | null): boolean {
  if (!place || !country) return false;
  return place.trim().toLowerCase().endsWith(country.toLowerCase());
}
