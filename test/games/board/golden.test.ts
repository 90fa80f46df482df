// The golden 5-seat record (rulings B10, B23, B26, B28, B33, B36, B38, B61, B64, B67, B71): pinned
// Political deck, Foreign Aid deck and dice; it replays to the final accounts and winner stated here,
// holds every listed event, and `junta replay --reveal` narrates it exactly as the golden file.
// JUNTA_WRITE_GOLDENS=1 remakes the record (golden-maker.ts) and its narration.
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
import { goldenEvents, makeGolden } from './golden-maker.js';

const FIXTURES = join('test', 'fixtures', 'board');
const RECORD = join(FIXTURES, 'golden-5.json');
const NARRATION = join(FIXTURES, 'golden-5.reveal.txt');
const WRITE = process.env.JUNTA_WRITE_GOLDENS === '1';
const registry = new GameRegistry([...games.all().filter((g) => g.id !== boardInfo.id), { ...boardInfo, load: async () => board }], games.default.id);

if (WRITE) writeFileSync(RECORD, `${JSON.stringify(makeGolden().record, null, 1)}\n`);
const record = JSON.parse(readFileSync(RECORD, 'utf8')) as BoardRecord;

/** The record replayed through the module's rules: each action's events and the final state. */
function replayed(): { steps: BoardEvent[][]; state: BoardState } {
  const { rules } = board;
  let { state } = rules.create({ seed: record.seed, players: record.players.map((p) => p.name), political: record.political, aid: record.aid, dice: record.dice } as never);
  const steps: BoardEvent[][] = [];
  record.actions.forEach((action, i) => {
    const result = rules.apply(state, action);
    if (!result.ok) throw new Error(`action ${i + 1} refused: ${result.error.message}`);
    steps.push(result.events);
    state = result.state;
  });
  return { steps, state };
}

const game = replayed();
/** B64: the Swiss accounts in millions as the game ends (pocket money counts for nothing). */
const FINAL_ACCOUNTS = { Ana: 14, Bo: 1, Cy: 0, Di: 4, Ed: 0 };
const WINNERS = ['Ana'];

test('B71 the golden record is the one its maker makes from its seed', () => {
  expect(makeGolden().record).toEqual(record);
});

test('B64 the golden record replays to the stated Swiss accounts, and the best account wins', () => {
  const { state } = game;
  expect(state.ended?.reason).toBe('aid');
  expect(Object.fromEntries(state.players.map((p) => [p.name, valueOf(p.account)]))).toEqual(FINAL_ACCOUNTS);
  expect(state.ended?.winners.map((seat) => state.players[seat].name)).toEqual(WINNERS);
});

test('the golden record holds a first-election tie (B10), a forced Budget (B23), a Death Squad kill at the Bank (B26, B28), a mutual kill (B33), a Presidential Competence removal (B67), a resignation (B61), a return from exile (B36) and banking after lunch (B38)', () => {
  expect(goldenEvents(game.steps)).toEqual({
    'B10 first-election tie': true, 'B23 forced Budget': true, 'B26 B28 Death Squad kill at the Bank': true, 'B33 mutual kill': true,
    'B67 Presidential Competence removal': true, 'B61 resignation': true, 'B36 return from exile': true, 'B38 banking after lunch': true,
  });
});

test('B64 the end reveals every Budget\'s true stacks against its announcements, and every gift\'s bills, after the end', () => {
  const all = game.steps.flat().filter((e) => e.audience === undefined);
  const end = all.findIndex((e) => e.type === 'end');
  const proposed = all.flatMap((e) => (e.type === 'budget' ? [e.stacks] : []));
  const revealed = all.flatMap((e, i) => (e.type === 'budget-revealed' && i > end ? [e] : []));
  expect(revealed.map((r) => r.stacks.map(({ seat, announced }) => ({ seat, announced })))).toEqual(proposed);
  // B21: a stack is announced at most its value.
  expect(revealed.flatMap((r) => r.stacks).every((st) => valueOf(st.bills) >= st.announced)).toBe(true);
  const gifts = all.filter((e) => e.type === 'gift');
  const giftsRevealed = all.flatMap((e, i) => (e.type === 'gift-revealed' && i > end ? [e] : []));
  expect(giftsRevealed.map(({ from, to, cards }) => ({ from, to, cards }))).toEqual(gifts.map((g) => g.type === 'gift' && { from: g.from, to: g.to, cards: g.cards }));
  expect(gifts.length).toBeGreaterThan(0);
});

test('junta replay --reveal narrates the golden record exactly as the golden file', async () => {
  const run = await runCli(['replay', RECORD, '--reveal'], { registry, columns: 80 });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  if (WRITE) writeFileSync(NARRATION, run.stdout);
  expect(run.stdout).toBe(readFileSync(NARRATION, 'utf8'));
});
