// `junta replay` of a Viva el Presidente! record (through the generic replay): a
// seeded random game's `junta-viva/1` record is narrated, told to one seat (a Promise's contents
// only to its recipient and the Presidente, V5), printed as JSON and scored by VP then Foreign Aid
// (V29); a record with an action the rules refuse exits 2 naming that action; a hand-written Expert
// battle (pinned deck and dice, V4: a Diversionary Tactic re-roll, V17, and a destruction, V18) narrates
// with --reveal exactly as its golden file says.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { viva } from '../../../src/games/viva/module.js';
import { runCli } from '../../support/cli.js';
import { randomActions } from './builder.js';

const dir = mkdtempSync(join(tmpdir(), 'junta-viva-replay-'));
const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const start = { seed: 'viva-replay', players: NAMES, options: { variant: 'basic', firstPresidente: 'roll' } };

const actions = randomActions(start, seedrandom('viva-replay-choices'));
const write = (name: string, acts: unknown[]): string => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ format: viva.recordFormat, ...start, players: NAMES.map((n) => ({ name: n })), actions: acts }));
  return file;
};
const file = write('game.json', actions);
const cli = (args: string[]) => runCli(args, { env: { XDG_STATE_HOME: dir } });

test('a Viva record is narrated from its format, and ends with the standing by VP then Foreign Aid (V29)', async () => {
  const run = await cli(['replay', file]);
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/is the first Presidente\./);
  expect(run.stdout).toMatch(/Orders revealed: /);
  expect(run.stdout).toMatch(/Player +VP +Aid \(M\)/);
  expect(run.stdout).toMatch(/ winner\n/);
});

test('a Promise\'s contents are told to its recipient, never to the public (V5)', async () => {
  const pub = await cli(['replay', file]);
  const presidente = /(\w+) is the first Presidente\./.exec(pub.stdout)![1];
  const golpista = NAMES.find((n) => n !== presidente)!;
  const seat = await cli(['replay', file, '--seat', golpista]);
  expect(seat.code).toBe(0);
  expect(seat.stdout).toContain(`Promise to ${golpista}: `);
  expect(pub.stdout).not.toMatch(/Promise to \w+: /);
  const json = (await cli(['replay', file, '--json'])).stdout.trim().split('\n').map((line) => JSON.parse(line) as { visibility: unknown });
  expect(json.length).toBeGreaterThan(actions.length);
  expect(json.every((event) => event.visibility === 'public')).toBe(true);
});

test('an action the rules refuse: exit 2, naming the action, and nothing narrated', async () => {
  const bad = write('bad.json', [...actions.slice(0, 3), { ...actions[3], seat: 'Nobody' }]);
  const run = await cli(['replay', bad]);
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/action 4: /);
  expect(run.stdout).toBe('');
});

test('the hand-written Expert battle (a re-roll, V17; a destruction, V18) narrates with --reveal as its golden file', async () => {
  const fixture = (name: string) => join('test', 'fixtures', name);
  const run = await cli(['replay', fixture('viva-expert-battle.json'), '--reveal', '--spoilers']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toBe(readFileSync(fixture('viva-expert-battle.narration.txt'), 'utf8'));
});
