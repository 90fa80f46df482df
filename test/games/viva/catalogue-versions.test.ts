// V31: the catalogue's counts are ours and were re-tuned, which changes the deal of a seed. A record
// and a save name the catalogue version they were dealt with, every version junta shipped stays
// playable (a game dealt before a re-tuning replays and continues with its own cards), a record
// that names none is read as the version its cards show, and a version this junta does not know is
// refused in one line naming it. The fixtures were made by the build before the last re-tuning
// (Foreign Aid 1, 2 and Assassinations 10, 2 and 5): a heuristic game to its end with --record, its
// events as that build replayed them (their text aside), and a save of a game stopped at Ana's turn.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_CARDS, CATALOGUE_VERSIONS, CURRENT_CATALOGUE, DESIGNS, catalogueCards } from '../../../src/games/viva/content/cards.js';
import { viva } from '../../../src/games/viva/module.js';
import type { VivaRecord } from '../../../src/games/viva/rules/types.js';
import { vivaWire } from '../../../src/games/viva/wire.js';
import { freshDeal, recordFromPlan } from '../../../src/session/plan.js';
import { runCli } from '../../support/cli.js';

const fixture = (name: string) => join('test', 'fixtures', name);
const read = (name: string) => JSON.parse(readFileSync(fixture(name), 'utf8'));
const OLD_RECORD = 'viva-catalogue-2.json';
const OLD_SAVE = 'viva-catalogue-2.save.json';
const dir = mkdtempSync(join(tmpdir(), 'junta-viva-catalogue-'));
let files = 0;
const write = (content: object): string => {
  const path = join(dir, `record-${++files}.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
};
const junta = (args: string[], state = dir) =>
  spawnSync(process.execPath, ['bin/junta.js', ...args], { env: { ...process.env, XDG_STATE_HOME: state, NO_COLOR: '1' }, input: '', encoding: 'utf8' });

describe('every catalogue junta has dealt with', () => {
  test('deals 45 cards, and the current one is the catalogue junta cards shows', () => {
    for (const version of CATALOGUE_VERSIONS) expect(catalogueCards(version)).toHaveLength(45);
    expect(CURRENT_CATALOGUE).toBe(CATALOGUE_VERSIONS[CATALOGUE_VERSIONS.length - 1]);
    expect(ALL_CARDS).toHaveLength(DESIGNS.reduce((sum, d) => sum + d.count, 0));
    expect(catalogueCards(2)).toEqual(expect.arrayContaining(['aid1#10', 'assassination#5']));
    expect(ALL_CARDS).not.toContain('aid1#10');
  });
});

describe('a record dealt before the re-tuning', () => {
  test('replays to the very events the build that dealt it gave', async () => {
    const run = await runCli(['replay', fixture(OLD_RECORD), '--reveal', '--json']);
    expect([run.code, run.stderr]).toEqual([0, '']);
    const events = run.stdout.trim().split('\n').map((line) => {
      const { text, ...event } = JSON.parse(line) as Record<string, unknown>;
      expect(typeof text).toBe('string');
      return event;
    });
    const expected = readFileSync(fixture('viva-catalogue-2.events.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    // V13's event for a battle its attackers all left came after that build: the rest is as it gave.
    expect(events.filter((e) => e.type !== 'attackers-gone')).toEqual(expected);
    expect(events.filter((e) => e.type === 'attackers-gone')).toHaveLength(3);
  });

  test('is read as dealt with the catalogue its cards show, though it names none', () => {
    const record = read(OLD_RECORD) as VivaRecord;
    expect(record.catalogue).toBeUndefined();
    expect(vivaWire.record.parse(record).catalogue).toBe(2);
  });

  test('naming its catalogue, replays; naming the current one, is refused at its first card dealt otherwise', async () => {
    const record = read(OLD_RECORD) as VivaRecord;
    const named = await runCli(['replay', write({ ...record, catalogue: 2 })]);
    expect([named.code, named.stderr]).toEqual([0, '']);
    expect(named.stdout).toMatch(/Bo wins/);
    const wrong = await runCli(['replay', write({ ...record, catalogue: CURRENT_CATALOGUE })]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^junta: .*: action \d+: /);
  });

  test('continues with its bots to the end: junta resume FILE keeps it, named as dealt', () => {
    const record = read(OLD_RECORD) as VivaRecord;
    const path = write({ ...record, actions: record.actions.slice(0, 60) });
    const run = junta(['resume', path]);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/VP/);
    const kept = JSON.parse(readFileSync(path, 'utf8')) as VivaRecord;
    expect(kept.catalogue).toBe(2);
    expect(kept.actions.slice(0, 60)).toEqual(record.actions.slice(0, 60));
    expect(kept.actions.length).toBeGreaterThan(60);
  });
});

test('a save made before the re-tuning resumes and plays on to the end with its own deal, and then names it', () => {
  const save = read(OLD_SAVE) as { id: string; record: VivaRecord };
  const state = join(dir, 'state');
  const games = join(state, 'junta', 'games');
  mkdirSync(games, { recursive: true });
  // Ana's seat is given to a bot, so the game goes on without a terminal.
  const record = { ...save.record, players: save.record.players.map((p) => ({ ...p, bot: p.bot ?? 'random' })) };
  writeFileSync(join(games, `${save.id}.json`), JSON.stringify({ ...save, record }));
  const run = junta(['resume', save.id], state);
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.stdout).toMatch(/VP/);
  const after = JSON.parse(readFileSync(join(games, `${save.id}.json`), 'utf8')) as { finished: boolean; record: VivaRecord };
  expect(after.finished).toBe(true);
  expect(after.record.catalogue).toBe(2);
  expect(after.record.actions.slice(0, save.record.actions.length)).toEqual(save.record.actions);
});

test('a record of the current deal that names no catalogue is read as the current one', () => {
  const record = read('viva-expert-battle.json') as VivaRecord;
  expect(record.catalogue).toBeUndefined();
  expect(vivaWire.record.parse(record).catalogue).toBe(CURRENT_CATALOGUE);
});

test('a new game names the catalogue it is dealt with, and "play again" after an old game deals the current one', () => {
  const plan = { seats: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })), options: {} };
  expect(recordFromPlan(plan, viva)).toMatchObject({ format: viva.recordFormat, catalogue: CURRENT_CATALOGUE });
  const old = vivaWire.record.parse(read(OLD_RECORD));
  expect(freshDeal(old, viva)).toMatchObject({ catalogue: CURRENT_CATALOGUE, actions: [] });
});

test.each([
  ['a version this junta does not know', 99, /field "catalogue": names catalogue 99, which this version of junta does not know \(it knows 1, 2, 3\)/],
  ['a version that is not a number', 'S3CR3Tpass', /field "catalogue": .*expected number/],
])('%s is refused in one line naming it, never quoting the file', async (_what, catalogue, message) => {
  const run = await runCli(['replay', write({ ...read(OLD_RECORD), catalogue })]);
  expect(run.code).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toContain('S3CR3T');
});
