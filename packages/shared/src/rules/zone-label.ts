/**
 * A time zone named so members across Africa recognise it: the place and its offset from GMT at
 * that moment, 'Africa/Addis Ababa (GMT+3)'. The offset is read for the given moment, so a zone
 * with daylight saving shows the offset the times on screen use.
 */
export function zoneLabel(timeZone: string, at: string | number | Date = Date.now()): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(at))
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const place = timeZone.replaceAll('_', ' ');
  // Some ICU versions write GMT itself as 'GMT+0'.
  return offset ? `${place} (${offset.replace(/^GMT\+0$/, 'GMT')})` : place;
}
