// The one sanitizer, the width helpers and the name and seed rules (against terminal injection).
import { hasUnsafe, safeJson, visible, visibleLines } from '../../src/text/sanitize.js';
import { games } from '../../src/games/index.js';
import { nameKey, nameProblem, namesProblem, seedProblem } from '../../src/session/input.js';
import { columns, cut, padEnd, shown } from '../../src/text/width.js';
import { HOSTILE, unsafeCodePoints } from '../support/hostile.js';


describe('visible: one line of outside text', () => {
  test.each(Object.entries(HOSTILE))('%s is shown as an escape, never emitted', (_what, hostile) => {
    const out = visible(`Ana${hostile}Bo`);
    expect(unsafeCodePoints(out, false)).toEqual([]);
    expect(out.startsWith('Ana')).toBe(true);
    expect(out.endsWith('Bo')).toBe(true);
  });

  test('escapes read as what they stand for', () => {
    expect(visible('a\x1b[2Jb')).toBe('a\\x1b[2Jb');
    expect(visible('\u202eevil')).toBe('\\u202eevil');
    expect(visible('\u{e0041}')).toBe('\\u{e0041}');
    expect(visible('x\ny')).toBe('x\\x0ay');
  });

  test('ordinary text, accents, CJK and emoji (with their joiners and flag tags) pass unchanged', () => {
    for (const text of ['Ana', 'José', '山田太郎', '👩‍💻', '🏳️‍🌈', '👨‍👩‍👧‍👦', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'Zoë – “quoted”']) {
      expect(visible(text)).toBe(text);
      expect(hasUnsafe(text)).toBe(false);
    }
  });

  test('a joiner outside an emoji sequence is escaped', () => {
    expect(visible('a\u200db')).toBe('a\\u200db');
    expect(visible('👩\u200d')).toBe('👩\\u200d');
  });

  test('is idempotent', () => {
    const once = visible(Object.values(HOSTILE).join(''));
    expect(visible(once)).toBe(once);
  });
});

test('visibleLines keeps our own line breaks and escapes everything else', () => {
  expect(visibleLines('one\ntwo\x1b]0;x\x07\r\n')).toBe('one\ntwo\\x1b]0;x\\x07\\x0d\n');
});

describe('safeJson: JSON for machines, safe on a terminal', () => {
  test.each(Object.entries(HOSTILE))('%s is a \\u escape and the JSON decodes to the same value', (_what, hostile) => {
    const value = { name: `Ana${hostile}`, list: [hostile] };
    for (const indent of [undefined, 2]) {
      const text = safeJson(value, indent);
      expect(unsafeCodePoints(text)).toEqual([]);
      expect(JSON.parse(text)).toEqual(value);
    }
  });

  test('JSON.stringify alone would leave DEL, C1 and bidi controls raw (why safeJson exists)', () => {
    expect(unsafeCodePoints(JSON.stringify(['\x7f\u009b\u202e']))).toHaveLength(3);
  });
});

describe('terminal columns', () => {
  test('CJK and emoji are two columns wide', () => {
    expect(columns('山田')).toBe(4);
    expect(columns('👩‍💻')).toBe(2);
  });

  test('cut ends in a mark only when something was cut, and never splits a character', () => {
    expect(cut('Ana', 5)).toBe('Ana');
    expect(cut('abcdefgh', 5)).toBe('abcd…');
    expect(cut('山田太郎', 5)).toBe('山田…');
    expect(cut('👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 5)).toBe('👨‍👩‍👧‍👦👨‍👩‍👧‍👦…');
  });

  test('padEnd lines up names of any script', () => {
    for (const name of ['Ana', '山田太郎', '👩‍💻 Bo', 'a-very-long-name-of-forty-characters-xx']) expect(columns(padEnd(name, 12))).toBe(12);
  });

  test('shown: a name from an old record (40 characters, an escape) is sanitized and cut with a mark', () => {
    const text = shown(`\x1b]0;${'x'.repeat(40)}`);
    expect(text.startsWith('\\x1b]0;')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(columns(text)).toBe(24);
  });
});

describe('names: checked once where they enter', () => {
  test.each([
    ['Ana'], ['José'], ['山田太郎'], ['👩‍💻 Coder'], ['Mary Ann'], ['O\'Brien'], ['x'.repeat(24)], ['山'.repeat(12)],
  ])('%s is a name', (name) => expect(nameProblem(name)).toBeNull());

  test.each([
    ['', 'empty'],
    ['Jose\u0301', 'NFC'],
    ['Ana\x1b[2J', 'control or invisible'],
    ['Ana\nBo', 'control or invisible'],
    ['\u202eanA', 'control or invisible'],
    ['A\u200bna', 'control or invisible'],
    ['\u3164', 'control or invisible'],
    [' Ana', 'starts or ends with a space'],
    ['Ana\u00a0', 'starts or ends with a space'],
    ['\u0301\u0301', 'shows nothing'],
    ['x'.repeat(25), '25 columns wide'],
    ['山'.repeat(13), '26 columns wide'],
    ['👨‍👩‍👧‍👦'.repeat(4), 'too long to record'],
  ])('%j is refused (%s)', (name, why) => expect(nameProblem(name)).toContain(why));

  test("a word the game's option reads instead of a name is no name in that game (R3: --first-president vote)", () => {
    expect(nameProblem('Vote', games.byId('las-cartas')!.options)).toBe('"Vote" cannot be a player\'s name (it is a --first-president choice)');
  });

  test('names are unique after case folding and normalization', () => {
    expect(nameKey('ANA')).toBe(nameKey('ana'));
    expect(nameKey('Ａｎａ')).toBe(nameKey('ana'));
    expect(nameKey('STRASSE')).toBe(nameKey('straße'));
    expect(namesProblem(['Ana', 'Bo', 'ANA'], () => '--names')).toBe('--names: "Ana" and "ANA" are the same name; every player needs a different name');
    expect(namesProblem(['Ana', 'Bo', 'Cy'], () => '--names')).toBeNull();
  });

  test('the problem names the field and shows the name sanitized', () => {
    expect(namesProblem(['Ana', 'B\x1bo', 'Cy'], (i) => `name ${i + 1}`)).toMatch(/^name 2: "B\\x1bo" has a control/);
  });
});

describe('seeds: 1 to 200 printable characters', () => {
  test.each([['banana-42'], ['a seed with spaces'], ['x'.repeat(200)], ['🍌'.repeat(200)]])('%s is a seed', (seed) => expect(seedProblem(seed)).toBeNull());
  test.each([['', 'empty'], ['x'.repeat(201), '201 characters'], ['x'.repeat(600), '600 characters'], ['a\x1bb', 'control'], ['a\u202eb', 'control']])(
    '%j is refused', (seed, why) => expect(seedProblem(seed)).toContain(why),
  );
});
