/**
 * One value, quoted as SPEC §9 asks (every value; quotes inside doubled). A value a spreadsheet
 * would run as a formula (starting with =, +, -, @, or a tab or carriage return that hides one) is
 * neutralised with a leading apostrophe, as OWASP advises against CSV injection. Every CSV the app
 * writes (newsletter subscribers, a mentor's earnings) goes through it.
 */
export function csvValue(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line of quoted values, ended with CRLF. */
export const csvLine = (values: (string | null)[]) => `${values.map(csvValue).join(',')}\r\n`;
