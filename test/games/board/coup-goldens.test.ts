// The three golden coup records (rulings B41–B60, B64, B71, B76), each from a late round's start
// position: a Junta win with an execution; the President holds and the First Rebel is executed; a
// flight into an Embassy and a frozen unit destroyed on retreat. Each is the one its maker makes from
// its seed, replays to the outcome stated here, and `junta replay --reveal` narrates it — the coup
// segment by segment: moves, attacks, each exchange's dice and hits, retreats, who became a Rebel,
// sides, the vote, the execution — exactly as its golden file. JUNTA_WRITE_GOLDENS=1 remakes them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GameRegistry } from '../../../src/core/registry.js';
import { boardInfo } from '../../../src/games/board/info.js';
import { board } from '../../../src/games/board/module.js';
import { valueOf } from '../../../src/games/board/rules/money.js';
import type { BoardRecord } from '../../../src/games/board/rules/setup.js';
import type { BoardEvent, BoardState } from '../../../src/games/board/rules/types.js';
import { games } from '../../../src/games/index.js';
import { runCli } from '../../support/cli.js';
import { coupOutcome, holdsStyle, makeCoupGolden, type CoupStyle } from './coup-golden-maker.js';

const FIXTURES = join('test', 'fixtures', 'board');
const WRITE = process.env.JUNTA_WRITE_GOLDENS === '1';
const registry = new GameRegistry([...games.all().filter((g) => g.id !== boardInfo.id), { ...boardInfo, load: async () => board }], games.default.id);

interface Golden {
  style: CoupStyle;
  seed: string;
  /** What the coup came to: the First Rebel, the winner, whom the President shot, who fled, frozen units destroyed where they could not retreat, the bribes' dice, the shellings. */
  outcome: ReturnType<typeof coupOutcome>;
  /** The President once the coup is over (B59: the Junta's choice after its win). */
  president: string;
  /** B64: the Swiss accounts in millions as the game ends, and its winners. */
  accounts: Record<string, number>;
  winners: string[];
}

const GOLDENS: Golden[] = [
  {
    style: 'junta', seed: 'junta-coup-junta-0',
    outcome: { coups: 1, firstRebel: 1, winner: 'junta', executed: 4, fled: [], frozenDestroyedOnRetreat: 0, bribes: 4, shellings: 8, ended: true },
    president: 'Cy', accounts: { Ana: 4, Bo: 6, Cy: 1, Di: 9, Ed: 9 }, winners: ['Di', 'Ed'],
  },
  {
    style: 'president', seed: 'junta-coup-president-0',
    outcome: { coups: 1, firstRebel: 1, winner: 'president', executed: 1, fled: [], frozenDestroyedOnRetreat: 0, bribes: 2, shellings: 8, ended: true },
    president: 'Ana', accounts: { Ana: 6, Bo: 6, Cy: 9, Di: 1, Ed: 8 }, winners: ['Cy'],
  },
  {
    style: 'flight', seed: 'junta-coup-flight-3',
    outcome: { coups: 1, firstRebel: 1, winner: 'junta', executed: 4, fled: [2], frozenDestroyedOnRetreat: 1, bribes: 6, shellings: 5, ended: true },
    president: 'Bo', accounts: { Ana: 5, Bo: 8, Cy: 6, Di: 3, Ed: 3 }, winners: ['Bo'],
  },
];

const file = (g: Golden, ext: string) => join(FIXTURES, `coup-${g.style}.${ext}`);
/** The narration's lines that say a count of bills, a denomination or an amount held ("… worth 5 M", "bill of 2 M"). */
const billLines = (text: string) => text.split('\n').filter((l) => / worth \d+ M|bills? of \d M/.test(l) && !l.includes('Revealed:'));

/** The record replayed through the module's rules: each action's events, the final state, and the President when the coup ended. */
function replayed(record: BoardRecord): { steps: BoardEvent[][]; state: BoardState; presidentAfterCoup: number | null } {
  const { rules } = board;
  let { state } = rules.create({ seed: record.seed, players: record.players.map((p) => p.name), start: record.start } as never);
  const steps: BoardEvent[][] = [];
  let presidentAfterCoup: number | null = null;
  record.actions.forEach((action, i) => {
    const result = rules.apply(state, action);
    if (!result.ok) throw new Error(`action ${i + 1} refused: ${result.error.message}`);
    steps.push(result.events);
    state = result.state;
    if (result.events.some((e) => e.type === 'coup-over')) presidentAfterCoup = state.president;
  });
  return { steps, state, presidentAfterCoup };
}

describe.each(GOLDENS)('the golden coup record of style $style', (g) => {
  if (WRITE) writeFileSync(file(g, 'json'), `${JSON.stringify(makeCoupGolden(g.style, g.seed).record, null, 1)}\n`);
  const record = JSON.parse(readFileSync(file(g, 'json'), 'utf8')) as BoardRecord;
  const game = replayed(record);

  test('B71 it is the one its maker makes from its seed', () => {
    expect(makeCoupGolden(g.style, g.seed).record).toEqual(record);
  });

  test('B58 B59 B76 it replays to the stated coup: First Rebel, winner, execution, flight, frozen units destroyed; the President after it', () => {
    const outcome = coupOutcome(game.steps);
    expect(outcome).toEqual(g.outcome);
    expect(holdsStyle(g.style, outcome)).toBe(true);
    expect(game.presidentAfterCoup === null ? null : game.state.players[game.presidentAfterCoup].name).toBe(g.president);
  });

  test('B64 it replays to the stated Swiss accounts and winners', () => {
    const { state } = game;
    expect(state.ended?.reason).toBe('aid');
    expect(Object.fromEntries(state.players.map((p) => [p.name, valueOf(p.account)]))).toEqual(g.accounts);
    expect(state.ended?.winners.map((seat) => state.players[seat].name)).toEqual(g.winners);
  });

  test('junta replay --reveal narrates it exactly as its golden file, the coup segment by segment', async () => {
    const run = await runCli(['replay', file(g, 'json'), '--reveal'], { registry, columns: 80 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    if (WRITE) writeFileSync(file(g, 'reveal.txt'), run.stdout);
    expect(run.stdout).toBe(readFileSync(file(g, 'reveal.txt'), 'utf8'));
    const text = run.stdout;
    expect(text).toMatch(/starts a coup and is the First Rebel\./);
    expect(text).toMatch(/The rebellion phase: movement\./);
    expect(text).toMatch(/Coup phase 6: battle\./);
    expect(text).toMatch(/ moves .+ from .+ to /);
    expect(text).toMatch(/ attacks .+ in /);
    expect(text).toMatch(/Exchange 1: \d+ dice, \d+ hits?\. In .+ fires \d+ dic?e? at /);
    expect(text).toMatch(/ declares Pro-(Junta|President)\./);
    expect(text).toMatch(/ has .+ shot by the firing squad\./);
    expect(text).toMatch(/ rolls \d to bribe .+ \([45]–6\): (bribed|refused)\./);
    expect(text).toMatch(/ shells .+ with (the Gunboat|an Airstrike): \d and \d; /);
  });

  test('B5 told publicly, the coup shows every die, move and side but no bribe\'s bills, nor an executed player\'s pocket money', async () => {
    const run = await runCli(['replay', file(g, 'json')], { registry, columns: 80 });
    expect(run.code).toBe(0);
    const text = run.stdout;
    expect(text).toMatch(/ rolls \d to bribe /);
    expect(text).toMatch(/ plays Bribe .+ paying \d+ M\./);
    expect(text).not.toMatch(/ paid /);
    expect(billLines(text.slice(0, text.indexOf('The game is over')))).toEqual([]);
  });
});
