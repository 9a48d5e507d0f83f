const formatter = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short', year: 'numeric' });
const short = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', month: 'short' });

/** A month given as YYYY-MM in the viewer's words: 'Nov 2026', or only 'Nov' under a chart's bar. */
export function monthLabel(month: string, style: 'long' | 'short' = 'long'): string {
  const date = new Date(`${month.slice(0, 7)}-15T00:00:00Z`);
  return (style === 'long' ? formatter : short).format(date);
}
