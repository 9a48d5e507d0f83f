import fc from 'fast-check';

/*
 * The values an outsider sends on purpose: characters PostgreSQL or a parser refuses, sizes past
 * every limit, numbers no field expects, shapes that hurt recursive code, and keys that pollute
 * prototypes. Each generator mixes them into otherwise well-formed requests.
 */

const MB = 1_000_000;

/** Control characters PostgreSQL or a terminal trips on, alone or inside ordinary text. */
const controlCharacters = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    '\u0001\u0002\u0003\u0007\u0008',
    '\u001b[31mred\u001b[0m',
    '\u007f\u0085',
    'right\u202eleft',
    '\ud800',
  ),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Strings no form field should keep, and some that look harmless but are not. */
export const hostileString = fc.oneof(
  { weight: 4, arbitrary: controlCharacters },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\uffff\ufffe',
      '',
      ' ',
      '%00',
      '%E0%A4%A',
      '../../etc/passwd',
      "' or 1=1 --",
      '<script>alert(1)</script>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as it is.
      '${7*7}{{7*7}}',
      '\\',
      'null',
      '-1',
      '1e999',
      '🙂'.repeat(5_000),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 100_000, MB).map((n) => 'a'.repeat(n)) },
);

export const hostileNumber = fc.constantFrom(
  -1,
  0,
  0.5,
  -0.0001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
);

/** A value of the wrong kind for whatever was expected. */
export const wrongKind = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, 0, '', [null], { a: 1 }),
  hostileNumber,
  fc.jsonValue({ maxDepth: 2 }),
);

/** JSON nested deep enough to break code that recurses without a bound (as text: JSON.stringify would itself overflow). */
export const deepNesting = fc.constantFrom(1_000, 10_000).map((depth) => `${'[{"a":'.repeat(depth)}"x"${'}]'.repeat(depth)}`);

/** `__proto__`, `constructor` and `prototype` as own keys, as JSON.parse would produce them. */
export function withPollutingKeys(value: unknown): unknown {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  Object.defineProperty(base, '__proto__', { value: { isAdmin: true, role: 'admin' }, enumerable: true });
  Object.defineProperty(base, 'constructor', { value: { prototype: { isAdmin: true } }, enumerable: true });
  return base;
}

/** Bodies that are not the JSON they claim to be, or not JSON at all. */
export const brokenBody = fc.constantFrom(
  { contentType: 'application/json', raw: '{"a":' },
  { contentType: 'application/json', raw: '{"a":1}}' },
  { contentType: 'application/json', raw: '' },
  { contentType: 'application/json', raw: '\u0000' },
  { contentType: 'application/json', raw: 'null' },
  { contentType: 'application/json', raw: '[]' },
  { contentType: 'application/json', raw: '"text"' },
  { contentType: 'application/json; charset=latin1', raw: '{}' },
  { contentType: 'text/plain', raw: 'hello' },
  { contentType: 'application/xml', raw: '<a>1</a>' },
  { contentType: 'application/x-www-form-urlencoded', raw: 'a=1&b=%00' },
  { contentType: 'multipart/form-data; boundary=x', raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { contentType: 'multipart/form-data', raw: 'garbage' },
  { contentType: 'image/png', raw: 'not a png' },
);

/** A file upload whose name says image and whose bytes say otherwise (or are empty). */
export const renamedFile = fc.constantFrom(
  { filename: 'photo.png', type: 'image/png', bytes: Buffer.from('<?php echo 1; ?>') },
  { filename: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.4 not a jpeg') },
  { filename: 'photo.webp', type: 'image/webp', bytes: Buffer.alloc(0) },
  { filename: '../../photo.png', type: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]) },
  { filename: 'photo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg onload="alert(1)"/>') },
);

/** Path segments a router, a decoder or a database could trip on (already in URL form). */
export const hostilePathSegment = fc.oneof(
  fc.constantFrom('%00', 'abc%00', '%E0%A4%A', '%', '%zz', '..%2F..%2Fetc', 'me', 'null', 'undefined', '0', '-1', '%20'),
  fc.constantFrom(150, 1_000).map((n) => 'a'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 30 }).map(urlEncode),
);

/** Lone surrogates cannot be put in a URL; they are sent as U+FFFD, as a browser would. */
export function urlEncode(s: string): string {
  return encodeURIComponent(s.replace(/\p{Cs}/gu, '\ufffd'));
}
