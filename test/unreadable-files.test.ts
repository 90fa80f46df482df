// A file that is not a game record, or not one this program can play, is refused in one line that
// says where (line and column, the field or the action) and why – for a replay, `resume FILE`,
// `replay --continue`, a save, in both games – and never quotes the file: its bytes, a value or a
// key taken from it (a record may be a link to any file the user can read, a password file too).
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './support/cli.js';
import { jsonTextProblem } from '../src/io/json.js';

const SECRET = 'S3CR3Tpass';
const dir = mkdtempSync(join(tmpdir(), 'junta-unreadable-'));
const fixture = (name: string) => JSON.parse(readFileSync(join('test', 'fixtures', name), 'utf8')) as Record<string, unknown> & { actions: Record<string, unknown>[] };

/** Each game's record as a test starts from: Las Cartas' lost coup, Viva's Expert battle; and a card field of an action each. */
const GAMES = [
  { game: 'Las Cartas', record: () => fixture('lost-coup.json'), cardAction: 1 },
  { game: 'Viva', record: () => fixture('viva-expert-battle.json'), cardAction: -1 },
];

/** The malformed forms, each holding the secret where a careless error would quote it, and where the refusal must point. */
function forms(game: (typeof GAMES)[number]): [string, string, RegExp][] {
  const withSecretSeed = JSON.stringify({ ...game.record(), seed: SECRET }, null, 1);
  const unknownCard = game.record();
  const index = game.cardAction >= 0 ? game.cardAction : unknownCard.actions.findIndex((a) => typeof a.card === 'string');
  unknownCard.actions[index] = { ...unknownCard.actions[index], card: `${SECRET}#1` };
  return [
    ['a password file (a bad token)', `password=${SECRET} \nuser=ana\n`, /not valid JSON at line 1, column 1: expected/],
    ['a bad token after good lines', `{\n "format": ${SECRET}\n}`, /not valid JSON at line 2, column 12: expected/],
    ['a truncated record', withSecretSeed.slice(0, withSecretSeed.indexOf(SECRET) + 4), /the file ends early, at line \d+, column \d+: expected the string to be closed/],
    ['a wrong type in a field', JSON.stringify({ ...game.record(), players: SECRET }), /field "players": .*expected array, received string/],
    ['an unknown card', JSON.stringify(unknownCard), new RegExp(`action ${index + 1}: `)],
    ['an unknown field named by the secret', JSON.stringify({ ...game.record(), [SECRET]: 1 }), /field "the record": has a field this format does not have/],
  ];
}

let files = 0;
/** `content` in a file reached through a link, as a record named on the command line may be. */
function linked(content: string): string {
  const target = join(dir, `target-${++files}.txt`);
  writeFileSync(target, content);
  const link = join(dir, `record-${files}.json`);
  symlinkSync(target, link);
  return link;
}

/** What an error may hold of the file: nothing beyond the path the user typed. */
function expectNothingOfTheFile(stderr: string, path: string, content: string) {
  const said = stderr.split(path).join('');
  expect(said).not.toContain(SECRET.slice(0, 5));
  for (let i = 0; i + 5 <= SECRET.length; i++) expect(said).not.toContain(SECRET.slice(i, i + 5));
  expect(said).not.toContain('password');
  expect(content.length).toBeGreaterThan(0);
}

describe.each(GAMES)('$game', (game) => {
  describe.each(forms(game))('%s', (_form, content, where) => {
    test.each([
      ['replay FILE', (file: string) => ['replay', file]],
      ['resume FILE', (file: string) => ['resume', file]],
      ['replay FILE --continue', (file: string) => ['replay', file, '--continue']],
    ])('%s: one line that says where and why, and nothing of the file', async (_reader, args) => {
      const file = linked(content);
      const run = await runCli(args(file), { env: { XDG_STATE_HOME: join(dir, 'state') } });
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(where);
      expectNothingOfTheFile(run.stderr, file, content);
    });

    test('a save holding it: listed or resumed, where and why, nothing of the file', async () => {
      const state = join(dir, `state-${++files}`);
      const saves = join(state, 'junta', 'games');
      mkdirSync(saves, { recursive: true });
      const id = '20261201-120000-abcd';
      let record: unknown;
      try {
        record = JSON.parse(content);
      } catch {
        record = content;
      }
      // Bots in every seat, so resuming it needs no terminal.
      const seats = (record as { players?: unknown }).players;
      if (Array.isArray(seats)) (record as { players: unknown[] }).players = seats.map((p) => ({ ...p, bot: 'random' }));
      const envelope = JSON.stringify({ id, mode: 'local', created: '2026-12-01T12:00:00.000Z', updated: '2026-12-01T12:00:00.000Z', finished: false, record });
      // A save that is not JSON at all holds the content itself; one that is, the record in its envelope.
      writeFileSync(join(saves, `${id}.json`), typeof record === 'string' ? content : envelope);
      const list = await runCli(['resume', '--list'], { env: { XDG_STATE_HOME: state } });
      const resume = await runCli(['resume', id], { env: { XDG_STATE_HOME: state } });
      expect(resume.code).toBe(2);
      expect(resume.stderr).toMatch(typeof record === 'string' ? where : /field "record|action \d+: /);
      for (const said of [list.stdout, list.stderr, resume.stderr]) expectNothingOfTheFile(said, join(saves, `${id}.json`), content);
    });
  });
});

describe('where JSON text stops being JSON', () => {
  test.each([
    ['an empty file', '', 'the file is empty'],
    ['a value cut off inside a list', '{"a": [1, 2', 'the file ends early, at line 1, column 12: expected a comma or a closing bracket'],
    ['a field name cut off', '{\n  "ab', 'the file ends early, at line 2, column 6: expected the string to be closed with a double quote'],
    ['a literal cut off', '[tru', 'the file ends early, at line 1, column 5: expected the rest of true, false or null'],
    ['a missing colon', '{"a" 1}', 'not valid JSON at line 1, column 6: expected a colon after the field name'],
    ['a trailing comma', '[1,]', 'not valid JSON at line 1, column 4: expected a value (an object, a list, a string, a number, true, false or null)'],
    ['text after the value', '{}\n{}', 'not valid JSON at line 2, column 1: expected the end of the file after the value'],
    ['a raw line break in a string', '"a\nb"', 'not valid JSON at line 1, column 3: expected no control character inside a string'],
    ['a bad escape', '"\\x41"', 'not valid JSON at line 1, column 3: expected a valid escape after a backslash'],
    ['columns counted in characters', '["é😀", x]', 'not valid JSON at line 1, column 8: expected a value (an object, a list, a string, a number, true, false or null)'],
  ])('%s', (_what, text, problem) => {
    expect(jsonTextProblem(text)).toBe(problem);
  });

  test.each(['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]} ', '"x"', '0'])('%s is JSON', (text) => {
    expect(jsonTextProblem(text)).toBeNull();
  });
});
