// One rule of what a player's name is made of (R1, V1: every seat has a name), wherever a name
// enters, in both games: typed (--names, --bots NAME:kind, the setup screen), read from a record
// (replay, resume FILE, replay --continue), from a save, or sent by a host (the welcome). A name
// holding a control or invisible character, or stored in another Unicode form than NFC, is refused
// at each of them – never accepted from a file while --names refuses it – and a file's refusal names
// the field, never the name's bytes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpeningSchema, PROTOCOL } from '../src/net/protocol.js';
import { namesProblem, nameFormProblem, normalizeName } from '../src/session/input.js';
import { runCli } from './support/cli.js';
import { unsafeCodePoints } from './support/hostile.js';

/** Names no player may have, each as it would be stored (the NFD form is what a file may hold: typed, it is made NFC). */
const HOSTILE_NAMES: [string, string][] = [
  ['ESC', 'Bo\x1b[2J'],
  ['a bidi override', '\u202eBo'],
  ['a zero-width space', 'B\u200bo'],
  ['an NFD form', 'Jose\u0301'],
];

const dir = mkdtempSync(join(tmpdir(), 'junta-names-'));
let files = 0;
const fixture = (name: string) => JSON.parse(readFileSync(join('test', 'fixtures', name), 'utf8')) as { players: { name: string; bot?: string }[]; actions: { seat?: string }[] } & Record<string, unknown>;

/** A game's record with seat 2 (Bo) renamed, in its actions too, so only the name is wrong with it. */
function renamed(file: string, name: string) {
  const record = fixture(file);
  const old = record.players[1].name;
  const text = JSON.stringify({ ...record, players: record.players.map((p, i) => (i === 1 ? { ...p, name } : p)) });
  return JSON.parse(text.replaceAll(`"seat":"${old}"`, `"seat":${JSON.stringify(name)}`)) as typeof record;
}

const GAMES = [
  { game: 'las-cartas', record: 'lost-coup.json' },
  { game: 'viva', record: 'viva-expert-battle.json' },
];

describe.each(HOSTILE_NAMES)('a name with %s', (_what, name) => {
  test('is not what a name is made of, by the one rule', () => {
    expect(nameFormProblem(name)).not.toBeNull();
  });

  test.each(GAMES)('is refused by --names and --bots NAME:kind in $game', async ({ game }) => {
    // Typed names are made NFC first (normalizeName): the NFD form is then the NFC name, a good one.
    const typed = normalizeName(name);
    if (typed !== name) {
      expect(namesProblem(['Ana', typed, 'Cy'], () => '--names')).toBeNull();
      return;
    }
    for (const argv of [['play', '--game', game, '--names', `Ana,${name},Cy`], ['simulate', '--game', game, '--games', '1', '--bots', `Ana:random,${name}:random,Cy:random`]]) {
      const run = await runCli(argv);
      expect(run.code).toBe(2);
      expect(unsafeCodePoints(run.stderr)).toEqual([]);
    }
  });

  test('is refused by the setup screen\'s check', () => {
    expect(namesProblem(['Ana', normalizeName(name), 'Cy'], (i) => `Name ${i + 1}`) === null).toBe(normalizeName(name) !== name);
  });

  test.each(GAMES)('in a $game record: replay, resume FILE and replay --continue refuse it in one line naming the field', async ({ record }) => {
    const path = join(dir, `record-${++files}.json`);
    writeFileSync(path, JSON.stringify(renamed(record, name)));
    for (const argv of [['replay', path], ['resume', path], ['replay', path, '--continue']]) {
      const run = await runCli(argv, { env: { XDG_STATE_HOME: join(dir, 'state') } });
      expect({ argv, code: run.code }).toEqual({ argv, code: 2 });
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/field "players\[1\]\.name": .*so it cannot be a player's name/);
      expect(run.stderr).not.toContain(name);
      expect(unsafeCodePoints(run.stderr)).toEqual([]);
    }
  });

  test.each(GAMES)('in a $game save: listed as unreadable, by its field, and kept', async ({ record }) => {
    const state = join(dir, `state-${++files}`);
    const games = join(state, 'junta', 'games');
    mkdirSync(games, { recursive: true });
    const id = '20261201-120000-abcd';
    const save = { id, mode: 'local', created: '2026-12-01T12:00:00.000Z', updated: '2026-12-01T12:00:00.000Z', finished: false, record: renamed(record, name) };
    writeFileSync(join(games, `${id}.json`), JSON.stringify(save));
    const run = await runCli(['resume', '--list'], { env: { XDG_STATE_HOME: state } });
    expect(run.stdout).toMatch(new RegExp(`Cannot be read[^]*${id}\\.json: field "record\\.players\\[1\\]\\.name"`));
    expect(unsafeCodePoints(run.stdout)).toEqual([]);
    expect(existsSync(join(games, `${id}.json`))).toBe(true);
  });

  test('sent by a host in its welcome: the client refuses the table', () => {
    const welcome = { type: 'welcome', protocol: PROTOCOL, rules: 'junta-viva/1', title: 'Junta: Viva el Presidente!', seat: 0, names: ['Ana', name, 'Cy'], game: 1, holdMs: 0, windowMs: 0 };
    expect(OpeningSchema.safeParse({ ...welcome, names: ['Ana', 'Bo', 'Cy'] }).success).toBe(true);
    expect(OpeningSchema.safeParse(welcome).success).toBe(false);
  });
});
