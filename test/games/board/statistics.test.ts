// The board game's simulate statistics read from a game's public events (B10, B26–B33, B41, B57–B59,
// B64): rounds and their spread, coups and who won them, deaths by cause, exiles, the first
// election's ties, the winners' accounts, the first President, how games ended, the cards played.
import type { PlayedGame } from '../../../src/core/statistics.js';
import { board } from '../../../src/games/board/module.js';
import { boardLines, boardSummary, boardTally } from '../../../src/games/board/statistics.js';
import type { BoardRecord } from '../../../src/games/board/rules/setup.js';
import type { Action, BoardEvent, BoardState } from '../../../src/games/board/rules/types.js';
import { simulate } from '../../../src/session/simulate.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/** A played game of `rounds` rounds whose one step told `events`; accounts in millions of 1-million bills. */
const played = (events: BoardEvent[], rounds: number, winners: number[], accounts: number[], reason: BoardState['ended']): PlayedGame<BoardState, Action, BoardEvent> => ({
  players: NAMES.map((name) => ({ name, bot: 'random' })),
  steps: [{ action: { type: 'done', seat: 'Ana' }, events, state: {} as BoardState }],
  state: { round: rounds, ended: reason, players: accounts.map((m) => ({ account: [m, 0, 0] })) } as unknown as BoardState,
  standing: { players: accounts.map((m, seat) => ({ seat, keys: [m] })), winners },
});

test('coups, their winners, deaths by cause, exiles, ties, accounts, the first President and the end are counted from public events', () => {
  const tally = boardTally();
  tally.add(boardSummary(played([
    { type: 'bill', seat: 0, why: 'tie' },
    { type: 'bill', seat: 0, why: 'tie', denomination: 2, audience: [0] },
    { type: 'president', seat: 1, why: 'elected' },
    { type: 'settled', passed: true, forced: false, bank: 'open' },
    { type: 'president', seat: 3, why: 'elected' },
    { type: 'exiled', seat: 2, embassy: 'embassy-north' },
    { type: 'resolved', attempt: 0, by: 3, victim: 0, card: null, killed: true, cancelled: false },
    { type: 'resolved', attempt: 1, by: 2, victim: 3, card: 'street-gang#1', killed: true, cancelled: false },
    { type: 'resolved', attempt: 2, by: 2, victim: 1, card: 'amateur-assassin#1', killed: false, cancelled: false },
    { type: 'coup', seat: 3, started: false },
    { type: 'coup', seat: 0, started: true },
    { type: 'fled', seat: 2, embassy: 'embassy-west' },
    { type: 'control', areas: [], winner: 'junta' },
    { type: 'executed', by: 0, target: 1 },
    { type: 'played', seat: 0, card: 'unrest#1' },
    { type: 'attempt', by: 2, victim: 3, location: 'home', card: 'street-gang#1' },
    { type: 'cast', seat: 1, source: 'rigged-count#2', option: 1, votes: 5 },
    { type: 'cast', seat: 1, source: 'family', option: 1, votes: 1 },
  ], 4, [1], [3, 7, 0, 1], { reason: 'aid', winners: [1] })));
  tally.add(boardSummary(played([
    { type: 'president', seat: 2, why: 'elected' },
    { type: 'settled', passed: false, forced: true, bank: 'lunch' },
    { type: 'coup', seat: 3, started: true },
    { type: 'control', areas: [], winner: 'president' },
    { type: 'executed', by: 2, target: null },
  ], 6, [0, 3], [5, 0, 0, 5], { reason: 'aid', winners: [0, 3] })));
  const r = tally.report(2);
  expect(r.rounds).toEqual({ mean: 5, median: 5, p10: 4, p90: 6 });
  expect(r.coups).toEqual({ perGame: 1, perRound: 0.2, juntaShare: 0.5, juntaWins: 1, presidentWins: 1 });
  expect(r.deathsPerRound).toEqual({ squad: 0.1, assassins: 0.1, firingSquad: 0.1 });
  expect(r.exilesPerRound).toBeCloseTo(0.2, 10);
  expect(r.firstTiesPerGame).toBe(0.5);
  // The winners' accounts: Bo's 7 M, then Ana's and Di's shared 5 M each.
  expect(r.winnerAccount).toBeCloseTo(17 / 3, 10);
  expect(r.firstWinRate).toBe(0.5);
  expect(r.reasons).toEqual({ aid: 2 });
  expect(r.cardPlays).toEqual({ unrest: 1, 'street-gang': 1, 'rigged-count': 1 });
  expect(r.budgets).toEqual({ votes: 2, passed: 0.5, forced: 0.5 });
  expect(r.presidentsPerGame).toBe(1.5);
  const lines = boardLines(r).filter((l): l is string => typeof l === 'string');
  expect(lines).toContain('Coups: 1.00 a game, 20.0% of rounds; the Junta won 1, the President held 1 (Junta 50.0%)');
  expect(lines).toContain('Deaths per round: Death Squad 0.100, Assassins 0.100, firing squad 0.100; exiles per round 0.200');
});

test('simulated games: rounds, coups and their winners agree with the records replayed', async () => {
  const records: BoardRecord[] = [];
  const report = await simulate({
    game: board, games: 3, seed: 'board-stats', options: {},
    seats: NAMES.map((name) => ({ name, bot: 'random' })), bots: (await board.bots())(),
    summary: boardSummary, tally: boardTally(), onGame: (record) => { records.push(record as BoardRecord); },
  });
  let rounds = 0;
  let coups = 0;
  let junta = 0;
  for (const record of records) {
    let state = board.rules.create({ seed: record.seed, players: record.players.map((p) => p.name), options: record.options }).state;
    for (const action of record.actions) {
      const result = board.rules.apply(state, action);
      if (!result.ok) throw new Error(result.error.message);
      if (state.coup === null && result.state.coup !== null) coups += 1;
      if (state.coup !== null && !state.coup.over && result.state.coup?.over && result.state.coup.winner === 'junta') junta += 1;
      state = result.state;
    }
    rounds += state.round;
  }
  expect(coups).toBeGreaterThan(0);
  expect(report.rounds.mean).toBeCloseTo(rounds / records.length, 10);
  expect(report.coups.perGame).toBeCloseTo(coups / records.length, 10);
  expect(report.coups.juntaWins).toBe(junta);
});
