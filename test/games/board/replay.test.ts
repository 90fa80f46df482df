// `junta replay` of a board record through the module alone (rulings B5, B64, B71): public by default
// (every cast and count, the announced stacks, the Locations once revealed, each attempt with its
// roll and outcome, that someone banked, who gave whom how many cards; never a bill a ruling hides),
// a seat's own told facts with --seat, everything with --reveal, --to stopping after an action,
// --json lines for programs, and --continue playing on with the bots. The game is not registered
// yet: the command line gets a registry made here.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameRegistry } from '../../../src/core/registry.js';
import { boardInfo } from '../../../src/games/board/info.js';
import { board } from '../../../src/games/board/module.js';
import type { BoardRecord } from '../../../src/games/board/rules/setup.js';
import { games } from '../../../src/games/index.js';
import { runCli } from '../../support/cli.js';

const registry = new GameRegistry([...games.all().filter((g) => g.id !== boardInfo.id), { ...boardInfo, load: async () => board }], games.default.id);
const RECORD = join('test', 'fixtures', 'board', 'golden-5.json');
const record = JSON.parse(readFileSync(RECORD, 'utf8')) as BoardRecord;
const dir = mkdtempSync(join(tmpdir(), 'junta-board-replay-'));
const replay = (args: string[], env: Record<string, string> = { XDG_STATE_HOME: dir }) => runCli(['replay', ...args], { registry, env, columns: 80 });
let files = 0;
const write = (content: object): string => {
  const path = join(dir, `record-${++files}.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
};
/** The narration's lines that say a count of bills, a denomination or an amount held ("… worth 5 M", "bill of 2 M"). */
const billLines = (text: string) => text.split('\n').filter((l) => / worth \d+ M|bills? of \d M/.test(l) && !l.includes('Revealed:'));

describe('junta replay of the golden board record', () => {
  test('B5 public by default: casts with their counts, announced stacks, revealed Locations, attempts with rolls and outcomes, banking and gifts, and no hidden bill before the end', async () => {
    const run = await replay([RECORD]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const text = run.stdout;
    expect(text).toMatch(/^ +1\. Ana casts the family vote \(1 vote\) for Ana\.$/m);
    expect(text).toMatch(/Count of the first election: Ana 1, Bo 1, Cy 1, Di 1 and Ed 1; result: a tie\./);
    expect(text).toMatch(/The Budget: 0 M to Cy, 0 M to Ed and 1 M to Di \(as announced\)\./);
    expect(text).toMatch(/Locations revealed: Ana at Headquarters, Bo at the Central Bank/);
    expect(text).toMatch(/Cy sends the Death Squad after Bo at the Central Bank\./);
    expect(text).toMatch(/rolls \d for Street Gang: 5–6 kills\./);
    expect(text).toMatch(/Attempt 1 \(Cy's Death Squad against Bo\): the victim is killed\./);
    expect(text).toMatch(/^ +\d+\. Di banks\.$/m);
    expect(text).toMatch(/Ana gives Bo 4 cards\./);
    expect(text).toMatch(/Ana draws 5 cards\./);
    expect(text).not.toMatch(/Ana drew Foreign Aid Increase/);
    expect(billLines(text.slice(0, text.indexOf('The game is over')))).toEqual([]);
    // B64: the end reveal is public.
    expect(text).toMatch(/Revealed: round 1's Budget by Ana: Cy 0 M announced, 1 M held \(1 bill of 1 M\); /);
    expect(text).toMatch(/Revealed: round 1's gift from Ana to Bo \(4 cards\): 1 bill of 2 M, worth 2 M\./);
    expect(text).toMatch(/Ana +14 +winner/);
  });

  test('B5 --seat shows what that seat was told and nobody else\'s secrets', async () => {
    const run = await replay([RECORD, '--seat', 'Ana']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Ana drew Foreign Aid Increase, Bribe the Air Force, Mafia, Amateur Assassin and Army Officers\./);
    expect(run.stdout).toMatch(/Ana drew 5 bills of 1 M, 2 of 2 M and 1 of 3 M, worth 12 M\./);
    expect(run.stdout).toMatch(/Bo draws 5 cards\./);
    expect(run.stdout).not.toMatch(/Bo drew Unrest/);
    expect(run.stdout).not.toMatch(/Di receives a Budget stack of/);
  });

  test('--reveal shows every seat\'s told facts: hands, stacks to their recipients, deposits', async () => {
    const run = await replay([RECORD, '--reveal']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Bo drew Unrest/);
    expect(run.stdout).toMatch(/Di receives a Budget stack of 1 bill of 1 M and 1 of 3 M, worth 4 M\./);
    expect(run.stdout).toMatch(/Di banks: deposits 1 bill of 1 M and 1 of 3 M, worth 4 M, withdraws no bill\./);
  });

  test('--to stops after that action: nothing numbered later, no final scores', async () => {
    const run = await replay([RECORD, '--to', '101']);
    expect(run.code).toBe(0);
    const numbers = [...run.stdout.matchAll(/^ *(\d+)\. /gm)].map((m) => Number(m[1]));
    expect(Math.max(...numbers)).toBe(101);
    expect(run.stdout).toMatch(/Count of the Budget: for 0 and against 12; result: against\./);
    expect(run.stdout).not.toMatch(/Final scores/);
  });

  test('an unfinished board record is told publicly; --seat and --reveal on it need --spoilers', async () => {
    const cut = write({ ...record, actions: record.actions.slice(0, 101) });
    const run = await replay([cut]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/The record stops after action 101; the game is not finished\.\n$/);
    expect((await replay([cut, '--seat', 'Ana'])).code).toBe(2);
    expect((await replay([cut, '--reveal'])).code).toBe(2);
    expect((await replay([cut, '--seat', 'Ana', '--spoilers'])).code).toBe(0);
  });

  test('--json prints one event a line with its step, type, visibility and sentence; public ones only by default', async () => {
    const run = await replay([RECORD, '--json']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { step: number; type: string; visibility: unknown; text: string });
    expect(lines.every((l) => l.visibility === 'public')).toBe(true);
    expect(lines.find((l) => l.type === 'count')).toMatchObject({ step: 25, text: 'Count of the first election: Ana 1, Bo 1, Cy 1, Di 1 and Ed 1; result: a tie.' });
    expect(lines.filter((l) => l.type === 'budget-revealed').length).toBeGreaterThan(0);
    const seat = (await replay([RECORD, '--json', '--seat', 'Di'])).stdout.trim().split('\n').map((l) => JSON.parse(l) as { visibility: unknown });
    expect(seat.some((l) => JSON.stringify(l.visibility) === '["Di"]')).toBe(true);
    expect(seat.every((l) => l.visibility === 'public' || JSON.stringify(l.visibility) === '["Di"]')).toBe(true);
  });

  test('--continue plays on with the bots where the record ends, marks the place and ends by B64; with a human seat it is refused in one line that says to resume it in plain mode', async () => {
    const humans = await replay([write({ ...record, actions: record.actions.slice(0, 120) }), '--continue']);
    expect([humans.code, humans.stderr.trim().split('\n').length]).toEqual([2, 1]);
    expect(humans.stderr).toMatch(/plays in plain mode for now: junta resume \S+ --plain\n$/);
    const bots = write({ ...record, players: record.players.map((p) => ({ ...p, bot: 'heuristic' })), actions: record.actions.slice(0, 120) });
    const run = await replay([bots, '--continue'], { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-board-continue-')) });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The record ends here, after action 120; from here on the bots play.');
    expect(run.stdout).toMatch(/The game is over \(/);
    expect(run.stdout).toContain('Final scores');
  });
});

describe('a golden board record with an action illegal at its point', () => {
  /** Refused: exit 2, one line on stderr, nothing narrated. */
  async function refused(actions: unknown[]): Promise<string> {
    const run = await replay([write({ ...record, actions })]);
    expect([run.code, run.stdout, run.stderr.trim().split('\n').length]).toEqual([2, '', 1]);
    return run.stderr;
  }

  test('B28 the Death Squad sent to the Bank while the marker reads safe is refused, naming the action and the rule in words', async () => {
    // The first Death Squad announcement after round 1's (which named the Bank, so the marker reads safe from round 2).
    const squads = record.actions.flatMap((a, i) => (a.type === 'attempt' && a.card === undefined ? [i] : []));
    const at = squads[1];
    const actions = record.actions.map((a, i) => (i === at && a.type === 'attempt' ? { ...a, location: 'bank' } : a));
    const stderr = await refused(actions);
    expect(stderr).toMatch(new RegExp(`action ${at + 1}: the Bank is safe: the Death Squad cannot be sent there this round$`, 'm'));
    expect(stderr).not.toMatch(/B28/);
  });

  test('a vote cast under a name that is no player\'s is refused at its number, and the file\'s bytes are never quoted', async () => {
    const token = 'Zq7-not-a-player';
    const stderr = await refused([...record.actions.slice(0, 2), { type: 'cast', seat: token, source: 'family', option: 'Ana' }]);
    expect(stderr).toMatch(/action 3: /);
    expect(stderr).not.toContain(token);
  });
});
