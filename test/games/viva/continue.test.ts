// A Viva record goes on where it stopped (V4: the seed and any pinned dice give the same game):
// `junta replay FILE --continue` and `junta resume FILE` replay it through Viva's module and play
// it on – here with its bots, to the end – taking the game from the record's format.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { viva } from '../../../src/games/viva/module.js';
import type { VivaRecord } from '../../../src/games/viva/rules/types.js';
import { spawnSync } from 'node:child_process';
import { randomStep } from './builder.js';

/** A record of three random bots, stopped after `count` actions. */
function stopped(seed: string, count: number): VivaRecord {
  const players = ['Ana', 'Bo', 'Cy'];
  let { state } = viva.rules.create({ seed, players, options: { variant: 'basic' } });
  const random = seedrandom(seed);
  const actions = [];
  for (let i = 0; i < count; i++) {
    const step = randomStep(state, random);
    actions.push(step.action);
    state = step.state;
  }
  return { format: 'junta-viva/1', seed, players: players.map((name) => ({ name, bot: 'random' })), options: { variant: 'basic' }, actions } as VivaRecord;
}

test.each([['replay', ['--continue']], ['resume', []]] as const)('junta %s FILE %j plays a stopped Viva record on with its bots to the end, its first actions kept', (command, flags) => {
  const dir = mkdtempSync(join(tmpdir(), 'junta-viva-continue-'));
  const path = join(dir, 'stopped.json');
  const record = stopped(`continue-${command}`, 30);
  writeFileSync(path, JSON.stringify(record));
  const run = spawnSync(process.execPath, ['bin/junta.js', command, path, ...flags], { env: { ...process.env, XDG_STATE_HOME: dir, NO_COLOR: '1' }, input: '', encoding: 'utf8' });
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.stdout).toMatch(/VP/);
  if (command === 'resume') {
    // resume FILE keeps the file up to date: it now holds the whole game, its first 30 actions as they were.
    const kept = JSON.parse(readFileSync(path, 'utf8')) as VivaRecord;
    expect(kept.actions.slice(0, 30)).toEqual(record.actions);
    expect(kept.actions.length).toBeGreaterThan(30);
  }
});
