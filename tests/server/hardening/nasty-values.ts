import fc from 'fast-check';

/** Strings that have broken servers before: SQL and HTML fragments, control characters, number look-alikes. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; drop table users; --",
  '%_\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '‮ʇxǝʇ 👩‍👩‍👧 ﷽',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  'true',
  'null',
  '2024-13-45T25:61:00Z',
  '00000000-0000-0000-0000-00000000000g',
  '../../etc/passwd',
  '{"$gt":""}',
];

const NASTY_NUMBERS = [-1, -0.5, 0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE];

const hugeString = fc.constantFrom(20_000, 200_000).map((length) => 'я'.repeat(length));

/** Any nasty string: fixed fragments, huge text or arbitrary unicode. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Any JSON value a schema did not ask for: wrong types, extreme numbers, nasty strings, odd containers. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom<unknown>(...NASTY_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], [1, 'a'], { a: { b: [] } }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A nasty value as it can travel in a url (path segment or query string). */
export const nastyUrlText: fc.Arbitrary<string> = fc.oneof(
  nastyString,
  fc.constantFrom(...NASTY_NUMBERS).map(String),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
);
