import { describe, expect, it } from 'vitest';
import { csvLine, csvValue } from './csv.ts';

describe('CSV values (SPEC §9: every value quoted)', () => {
  it('quotes every value and doubles the quotes inside; an empty or missing one is two quotes', () => {
    expect(csvValue('amina@example.com')).toBe('"amina@example.com"');
    expect(csvValue('O"Neil, Jr')).toBe('"O""Neil, Jr"');
    expect(csvValue('line\nbreak')).toBe('"line\nbreak"');
    expect(csvValue('')).toBe('""');
    expect(csvValue(null)).toBe('""');
  });

  it('neutralises what a spreadsheet would run as a formula with a leading apostrophe', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(csvValue(value)).toBe(`"'${value}"`);
    expect(csvValue('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    // Only at the start: inside a value these are text.
    expect(csvValue('a=b+c-d@e')).toBe('"a=b+c-d@e"');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', null, '=x'])).toBe(`"a","","'=x"\r\n`);
  });
});
