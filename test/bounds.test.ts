// Bounds on every numeric option and on empty names: out of range is exit 2 with one
// sentence naming the option, never a silent clamp, a 10-minute decision or an "unexpected error".
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORD_FORMAT } from '../src/games/las-cartas/rules/index.js';
import { runCli } from './support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'junta-bounds-'));
const record = join(dir, 'five.json');
writeFileSync(record, JSON.stringify({
  format: RECORD_FORMAT, seed: 'bounds', players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name })),
  actions: ['Ana', 'Bo', 'Cy'].map((seat) => ({ seat, type: 'name-first-president', name: 'Ana' })),
}));

test.each([
  [['simulate', '--iterations', '99999999999999999999'], '--iterations takes a number of search iterations from 1 to 100000'],
  [['simulate', '--iterations', '0'], '--iterations takes'],
  [['simulate', '--iterations', '1e3'], '--iterations takes'],
  [['simulate', '--games', '0'], '--games takes a number of games from 1 to 100000'],
  [['simulate', '--games', '100001'], '--games takes'],
  [['play', '-p', '3', '--think-ms', '99999999999999999999'], '--think-ms takes milliseconds from 10 to 60000'],
  [['play', '-p', '3', '--think-ms', '-5'], '--think-ms takes'],
  [['play', '-p', '3', '--bot-delay', '10001'], '--bot-delay takes milliseconds from 0 to 10000'],
  [['replay', record, '--to', '4'], '--to takes an action number of this record from 1 to 3, not "4"'],
  [['replay', record, '--to', '0'], '--to takes'],
  [['replay', record, '--to', '99999999999999999999'], '--to takes'],
  [['simulate', '--games', '1', '--bots', `${'x'.repeat(41)}:random,Bo,Cy`], `--bots: "${'x'.repeat(41)}" is 41 columns wide; a name may be at most 24`],
  [['simulate', '--games', '1', '--bots', 'ana:random,ANA:random,Cy'], '--bots: "ana" and "ANA" are the same name'],
  [['play', '-p', '3', '--record', ''], '--record needs a file name'],
  [['simulate', '--games', '1', '--record-dir', ''], '--record-dir needs a folder name'],
  [['replay', ''], 'replay needs a record file'],
])('junta %j: exit 2, one sentence', async (argv, message) => {
  const run = await runCli(argv, { env: { XDG_STATE_HOME: dir } });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain(message);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
});

test('--to at the record\'s last action is fine', async () => {
  const run = await runCli(['replay', record, '--to', '3']);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('The record stops after action 3');
});
