/** Every time zone the browser knows, African zones first: most members live in them. */
export const TIME_ZONES = Intl.supportedValuesOf('timeZone').sort(
  (a, b) => Number(b.startsWith('Africa/')) - Number(a.startsWith('Africa/')) || a.localeCompare(b),
);
