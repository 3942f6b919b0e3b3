import fc from 'fast-check';

/**
 * What an attacker or a broken client sends: the values the fuzz suite (openApiFuzz.int.test.ts)
 * mixes into every parameter and body field.
 */

/** Text that has broken servers: NUL, lone surrogates, controls, Thai combining marks, zero-width. */
export const hostileTexts = [
  '\u0000',
  'ชน\u0000ท้าย',
  '\uD800',
  'a\uDFFFb',
  '\uDBFF\uDBFF',
  '\u0001\u0007\u001B[31m\u007F',
  '\r\n\t\v\f',
  '\u0E31\u0E34\u0E48\u0E49\u0E4C', // Thai vowels and tone marks with no consonant to sit on
  'ก\u0E48\u0E48\u0E48\u0E48\u0E48\u0E48',
  'ชน\u200Bท้าย\u200C\u200D\u2060\uFEFF',
  '\u202Eคลิป\u202C',
  '😀🚗💥',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  "' or 1=1 --",
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '!&|():*\\<->',
  '%_\\',
  '0000-01-01',
  '0000-02-29',
  '275760-09-13',
  'ก'.repeat(5000),
];

/** Numbers (and number-like strings) at and past every boundary a column or a parser has. */
export const hostileNumbers: unknown[] = [
  0,
  -1,
  -0,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  '1e308',
  '1e-400',
  '2147483648',
  '21474837',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1_000',
  ' 12 ',
  '١٢', // Arabic-Indic digits
  '๑๒', // Thai digits
];

/** Values of the wrong type for any field. */
export const wrongTypes: unknown[] = [
  null,
  true,
  false,
  [],
  [1, 2],
  ['a', 'b'],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
];

/** Percent-encodings that do not decode to UTF-8, or decode to what no id holds. */
export const brokenEncodings = [
  '%',
  '%%',
  '%0',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%F4%90%80%80',
  '%00',
  'a%00b',
  '%2e%2e%2f%2e%2e',
  '..%2F..%2Fetc',
  '%u0041',
  '%E0%B8%81%E0%B8',
];

/** Keys that must never reach an object's prototype. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty'];

export const anyHostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileTexts), weight: 4 },
  { arbitrary: fc.constantFrom(...hostileNumbers), weight: 3 },
  { arbitrary: fc.constantFrom(...wrongTypes), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
);

/**
 * A value that percent-encodes what `encodeURIComponent` cannot (lone surrogates) as the bytes an
 * attacker would send, and everything else as a browser would.
 */
export function percentEncode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // CESU-8 bytes of a lone surrogate: what Java or a broken client would send.
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

/** A path segment: a plausible id, an encoded hostile value or a raw broken encoding. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom('does-not-exist', '00000000-0000-4000-8000-000000000000', 'a'.repeat(64)),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(...brokenEncodings), weight: 3 },
  { arbitrary: anyHostileValue.map(percentEncode).filter((s) => s !== ''), weight: 3 },
);
