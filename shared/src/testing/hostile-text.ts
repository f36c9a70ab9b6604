import fc from 'fast-check';

/** Numbers at the edges, as a player could type or paste them (issue 21 point 6). */
const EDGE_NUMBERS = ['0', '-0', '-1', '0.001', '1e308', '-1e308', '1e-400', 'NaN', 'Infinity', '-Infinity', '9007199254740993', '99999999999999999999', '1,000.00', '1.000,00', '10\u00a0000', ' 10 ', '0x10', '١٢٣', '½'];

/** Markup and injection attempts: a form shows and sends them as text, never runs them. */
const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE players;--", '{{constructor}}', '__proto__', '%s%n', '../../etc/passwd'];

/** Characters that break naive code: NUL and other control characters, direction marks, joiners, a lone surrogate. */
const ODD_CHARACTERS = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u200b', '\u200d', '\u202e', '\ufeff', '\ud800', '\udfff', '\u0301', '😀', '👩‍👩‍👧');

/**
 * Any code points, lone surrogates included: what `fc.string({ unit: 'binary' })` makes, built from integers
 * because that arbitrary maps all of Unicode when it is made (two to four seconds in every test file).
 */
const CODE_POINTS = fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 40 }).map((codes) => String.fromCodePoint(...codes));

/** Short hostile text, made once for every call. */
const ANY_TEXT = fc.oneof(CODE_POINTS, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: ODD_CHARACTERS, maxLength: 20 }), fc.constantFrom(...EDGE_NUMBERS, ...MARKUP, '', ' ', '\t'));

/**
 * Text no form expects (issue 21 point 6): any Unicode (code points, graphemes), control characters and
 * lone surrogates, markup, numbers at the edges written as text (`1e308`, `-0`, `NaN`,
 * `9007199254740993`), and huge strings up to `maxLength`. Without `multiline` it has no `\r` or `\n`, so a
 * one-line field keeps exactly what was entered.
 *
 * @param options.maxLength the longest string made, characters (default 10,000: past any field's limit).
 * @param options.multiline keep line breaks (default false: a one-line field drops them as the browser does).
 */
export function hostileText(options: { maxLength?: number; multiline?: boolean } = {}): fc.Arbitrary<string> {
  const maxLength = options.maxLength ?? 10_000;
  const text = fc.oneof(
    { arbitrary: ANY_TEXT, weight: 4 },
    fc.tuple(fc.integer({ min: Math.min(1_000, maxLength), max: maxLength }), fc.constantFrom('x', '9', '😀', '\u0000', 'ä')).map(([length, unit]) => unit.repeat(Math.max(1, Math.floor(length / unit.length)))),
  );
  return options.multiline ? text : text.map((value) => value.replace(/[\r\n]/g, ''));
}
