// The `junta` program in-process: commands, exit codes and messages (product.md, Commands).
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { POLITICAL_DESIGNS } from '../src/games/las-cartas/content/cards.js';
import { RULES_TOPICS } from '../src/games/las-cartas/content/rules-text.js';
import { createGame, playRandomGame, score, RECORD_FORMAT } from '../src/games/las-cartas/rules/index.js';
import { runCli } from './support/cli.js';
import { savesIn } from './support/saves.js';

const tmp = mkdtempSync(join(tmpdir(), 'junta-cli-'));
const fixture = (name: string) => join('test', 'fixtures', name);
const writeTmp = (name: string, content: string | Buffer) => {
  const path = join(tmp, name);
  writeFileSync(path, content);
  return path;
};
const oneLine = (text: string) => text.trim().split('\n').length === 1;

describe('--version and help', () => {
  test('--version prints the version of package.json', async () => {
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });

  test('help with no word lists the commands', async () => {
    const run = await runCli(['help']);
    expect(run.code).toBe(0);
    for (const command of ['play', 'replay', 'resume', 'rules', 'cards', 'help']) expect(run.stdout).toContain(command);
  });

  test('help <command> shows that command\'s options', async () => {
    const run = await runCli(['help', 'replay']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--reveal');
  });

  test('help <topic> shows the rules topic when no command has that name', async () => {
    const [viaHelp, viaRules] = [await runCli(['help', 'coup']), await runCli(['rules', 'coup'])];
    expect(viaHelp.code).toBe(0);
    expect(viaHelp.stdout).toBe(viaRules.stdout);
  });

  test('help with an unknown word exits 2 and suggests', async () => {
    const run = await runCli(['help', 'cuop']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("'junta rules coup'");
  });

  test('an unknown option is a usage error: exit 2, one line', async () => {
    const run = await runCli(['cards', '--colour']);
    expect(run.code).toBe(2);
    expect(oneLine(run.stderr)).toBe(true);
  });
});

describe('junta rules', () => {
  test('no topic lists every topic', async () => {
    const run = await runCli(['rules']);
    expect(run.code).toBe(0);
    for (const topic of RULES_TOPICS) expect(run.stdout).toContain(topic.id);
  });

  test('an unknown topic suggests the nearest and exits 2', async () => {
    const run = await runCli(['rules', 'bribe']);
    expect(run.code).toBe(0);
    const bad = await runCli(['rules', 'voteing']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('voting');
  });

  test('text is wrapped to the terminal width', async () => {
    const run = await runCli(['rules', 'voting'], { tty: true, columns: 60 });
    expect(Math.max(...run.stdout.split('\n').map((l) => l.length))).toBeLessThanOrEqual(60);
  });

  test('rules rulings lists R1 to R28', async () => {
    const run = await runCli(['rules', 'rulings']);
    for (let r = 1; r <= 28; r++) expect(run.stdout).toMatch(new RegExp(`\\bR${r}\\b`));
  });
});

describe('junta cards', () => {
  test('the table lists all 39 designs', async () => {
    const run = await runCli(['cards']);
    expect(run.code).toBe(0);
    for (const design of POLITICAL_DESIGNS) expect(run.stdout).toContain(design.name.split(' ')[0]);
  });

  test('one card by case-insensitive prefix', async () => {
    const run = await runCli(['cards', 'THI']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Thief \(Intervention, 3 in the deck\)/);
  });

  test('an ambiguous prefix lists the matches and exits 2', async () => {
    const run = await runCli(['cards', 'p']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Peasants');
    expect(run.stderr).toContain('Police Precinct');
  });

  test('an unknown card exits 2', async () => {
    const run = await runCli(['cards', 'dragon']);
    expect(run.code).toBe(2);
    expect(oneLine(run.stderr)).toBe(true);
  });

  test('--json prints every design with id, name, kind, count, votes, battle, text', async () => {
    const run = await runCli(['cards', '--json']);
    const cards = JSON.parse(run.stdout);
    expect(cards).toHaveLength(39);
    expect(Object.keys(cards[0]).sort()).toEqual(['battle', 'count', 'id', 'kind', 'name', 'text', 'votes']);
    expect(cards.filter((c: { kind: string; battle: number }) => c.kind === 'intervention' && c.battle !== 0)).toEqual([]);
  });
});

describe('junta play options', () => {
  test.each([
    [['-p', '2'], '--players takes a number from 3 to 6'],
    [['-p', '7'], '--players takes a number from 3 to 6'],
    [['-p', '3', '-n', 'Ana,Bo'], 'gives 2 names for 3 players'],
    [['-n', 'Ana,Bo,Ana'], '"Ana" appears twice'],
    [['-n', 'Ana,,Cy'], 'empty name'],
    [['-n', 'Ana,vote,Cy'], 'cannot be a player\'s name'],
    [['-n', 'Ana,Bo,Cy', '--bots', 'Bo:genius'], 'unknown bot kind'],
    [['-n', 'Ana,Bo,Cy', '--bots', 'Zed'], 'not a player'],
    [['-n', 'Ana,Bo,Cy', '--first-president', 'Zed'], '--first-president takes'],
    [['-p', '3', '--think-ms', '5'], '--think-ms takes'],
    [['-p', '3', '--bot-delay', 'slow'], '--bot-delay takes'],
  ])('junta play %j is refused with exit 2', async (args, message) => {
    const run = await runCli(['play', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(oneLine(run.stderr)).toBe(true);
  });

  test('without a terminal, play exits 2 pointing to replay and simulate', async () => {
    const run = await runCli(['play', '-p', '3']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('replay');
    expect(run.stderr).toContain('simulate');
  });
});

describe('junta replay', () => {
  test.each(['passed-budget', 'lost-coup', 'no-confidence'])('the hand-written record %s narrates as expected', async (name) => {
    const run = await runCli(['replay', fixture(`${name}.json`)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(fixture(`${name}.narration.txt`), 'utf8'));
  });

  test('replaying a file twice gives byte-identical output', async () => {
    const a = await runCli(['replay', fixture('lost-coup.json')]);
    const b = await runCli(['replay', fixture('lost-coup.json')]);
    expect(a.stdout).toBe(b.stdout);
  });

  test('--to stops after action n', async () => {
    const run = await runCli(['replay', fixture('lost-coup.json'), '--to', '3']);
    expect(run.stdout).toContain('3. Bo plays Catholic Church');
    expect(run.stdout).not.toContain('4. Cy');
    expect(run.stdout).toContain('stops after action 3');
  });

  test('--seat and --reveal refuse an unfinished game without --spoilers', async () => {
    for (const flag of [['--reveal'], ['--seat', 'Bo']]) {
      const run = await runCli(['replay', fixture('lost-coup.json'), ...flag]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('--spoilers');
    }
    const ok = await runCli(['replay', fixture('lost-coup.json'), '--seat', 'Bo', '--spoilers']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("Bo's stack, announced as 1, holds 1 million");
    expect(ok.stdout).not.toContain("Cy's stack, announced as 2");
  });

  test('a finished game replays to the same final scores', async () => {
    const start = createGame({ seed: 'cli-round-trip', players: ['Ana', 'Bo', 'Cy', 'Di'], options: { firstPresident: 'random' } });
    const game = playRandomGame(start, seedrandom('cli-round-trip'));
    const path = writeTmp('finished.json', JSON.stringify({
      format: RECORD_FORMAT, seed: 'cli-round-trip', players: start.players.map((p) => ({ name: p.name })),
      options: { firstPresident: 'random' }, actions: game.actions,
    }));
    const run = await runCli(['replay', path, '--reveal']);
    expect(run.code).toBe(0);
    for (const p of score(game.state).players) expect(run.stdout).toMatch(new RegExp(`${p.name}\\s+${p.money}\\s+${p.cards}`));
  });

  const badRecord = (change: (r: Record<string, unknown>) => void) => {
    const record = JSON.parse(readFileSync(fixture('lost-coup.json'), 'utf8'));
    change(record);
    return JSON.stringify(record);
  };

  test.each([
    ['a missing file', () => join(tmp, 'nope.json'), 'no such file'],
    ['a file that is not JSON', () => writeTmp('bad.json', '{"format": '), 'the file ends early, at line 1, column 12: expected a value'],
    ['a file that is not UTF-8', () => writeTmp('latin1.json', Buffer.from([0x7b, 0xe9, 0x7d])), 'not UTF-8'],
    ['deeply nested JSON', () => writeTmp('deep.json', '['.repeat(5000) + ']'.repeat(5000)), 'nested too deeply'],
    ['a wrong format version', () => writeTmp('v2.json', badRecord((r) => (r.format = 'junta-las-cartas/2'))), 'field "format"'],
    ['two players', () => writeTmp('two.json', badRecord((r) => (r.players = [{ name: 'Ana' }, { name: 'Bo' }]))), 'field "players"'],
    ['an unknown card', () => writeTmp('card.json', badRecord((r) => ((r.actions as { card?: string }[])[1].card = 'dragon'))), 'action 2: there is no such card'],
    ['an illegal action', () => writeTmp('illegal.json', badRecord((r) => ((r.actions as unknown[])[2] = { seat: 'Cy', type: 'play-card', card: 'bought-deputies', vote: 'for' }))), "action 3: it is Bo's turn"],
  ])('%s: exit 2 with one line naming the problem', async (_what, makePath, message) => {
    const run = await runCli(['replay', makePath()]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(oneLine(run.stderr)).toBe(true);
    expect(run.stdout).toBe('');
  });
});

describe('playing on with bots (the session runner)', () => {
  const seedOnly = () => writeTmp('seed-only.json', JSON.stringify({
    format: RECORD_FORMAT, seed: 'seed-only-4', actions: [],
    players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'random' })),
  }));

  test('replay --continue on a seed-only record finishes the game, the same game twice', async () => {
    const env = { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-state-')) };
    const first = await runCli(['replay', seedOnly(), '--continue'], { env });
    const second = await runCli(['replay', seedOnly(), '--continue'], { env });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Final scores');
    expect(second.stdout).toBe(first.stdout);
  });

  test('the game gets its own save, mode 0600, marked finished; resume ID shows the scores', async () => {
    const state = mkdtempSync(join(tmpdir(), 'junta-state-'));
    await runCli(['replay', seedOnly(), '--continue'], { env: { XDG_STATE_HOME: state } });
    const [save] = savesIn(state);
    expect(statSync(save.path).mode & 0o777).toBe(0o600);
    expect(save.envelope).toMatchObject({ mode: 'local', finished: true });
    expect(save.envelope.record.actions.length).toBeGreaterThan(50);
    const resumed = await runCli(['resume', save.envelope.id], { env: { XDG_STATE_HOME: state } });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain('That game is over.');
    expect(resumed.stdout).toContain(`junta replay ${save.path}`);
  });

  test('the save replays to the same final scores', async () => {
    const state = mkdtempSync(join(tmpdir(), 'junta-state-'));
    const live = await runCli(['replay', seedOnly(), '--continue'], { env: { XDG_STATE_HOME: state } });
    const again = await runCli(['replay', savesIn(state)[0].path]);
    const scores = (text: string) => text.slice(text.indexOf('Final scores'));
    expect(scores(again.stdout)).toBe(scores(live.stdout));
  });

  test('replay --continue marks in its narration where the record ends and the bots take over', async () => {
    const state = mkdtempSync(join(tmpdir(), 'junta-state-'));
    await runCli(['replay', seedOnly(), '--continue'], { env: { XDG_STATE_HOME: state } });
    const whole = savesIn(state)[0].envelope.record;
    const stopped = writeTmp('stopped-at-12.json', JSON.stringify({ ...whole, actions: whole.actions.slice(0, 12) }));
    const run = await runCli(['replay', stopped, '--continue'], { env: { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-state-')) } });
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const mark = lines.findIndex((l) => l.includes('The record ends here, after action 12; from here on the bots play.'));
    expect(mark).toBeGreaterThan(0);
    // Action 12's lines come before the mark, action 13's after it.
    const numbered = (n: number) => lines.findIndex((l) => l.startsWith(`${n}.`.padStart(6)));
    expect(numbered(12)).toBeGreaterThan(-1);
    expect(numbered(12)).toBeLessThan(mark);
    expect(numbered(13)).toBeGreaterThan(mark);
    expect(lines.filter((l) => l.includes('The record ends here'))).toHaveLength(1);
  });

  test('resume without a saved game says how to start one, exit 2', async () => {
    const run = await runCli(['resume'], { env: { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-state-')) } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("'junta play'");
  });
});

test('replay --continue without a terminal stops, saved, when a human must act', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-state-'));
  const path = writeTmp('one-human.json', JSON.stringify({
    format: RECORD_FORMAT, seed: 'one-human', actions: [], options: { firstPresident: 'Bo' },
    players: [{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }],
  }));
  const run = await runCli(['replay', path, '--continue'], { env: { XDG_STATE_HOME: state } });
  expect(run.code).toBe(1);
  const [save] = savesIn(state);
  expect(run.stderr).toContain(`Ana, a human, must act: continue at a terminal with 'junta resume ${save.envelope.id}'`);
  expect(save.envelope.finished).toBe(false);
  expect(save.envelope.record.actions.length).toBeGreaterThan(0);
  const resumed = await runCli(['resume'], { env: { XDG_STATE_HOME: state } });
  expect(resumed.code).toBe(2);
  expect(resumed.stderr).toContain('has human players, so it needs a terminal; resume it at one');
});

test('long rules text on a terminal goes through $PAGER; short text and pipes do not', async () => {
  const paged = join(tmp, 'paged.txt');
  const run = await runCli(['rules', 'rulings'], { tty: true, rows: 24, env: { PAGER: `cat > ${paged}` } });
  expect(run.code).toBe(0);
  expect(run.stdout).toBe('');
  expect(readFileSync(paged, 'utf8')).toContain('R28');
  const piped = await runCli(['rules', 'rulings'], { tty: false, rows: 24, env: { PAGER: `cat > ${paged}.2` } });
  expect(piped.stdout).toContain('R28');
});
