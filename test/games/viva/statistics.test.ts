// Viva's simulate statistics read from a game's events: rounds, battles and their outcomes
// by the Presidente's side and the Golpistas', the office's terms and changes, cards and their players.
import type { PlayedGame } from '../../../src/core/statistics.js';
import { viva } from '../../../src/games/viva/module.js';
import { vivaSummary, vivaTally } from '../../../src/games/viva/statistics.js';
import type { Action, VivaEvent, VivaRecord, VivaState } from '../../../src/games/viva/rules/types.js';
import { simulate } from '../../../src/session/simulate.js';

// As in a simulation, the steps are the actions' (the setup's roll-off is not among them): the first
// step's state names the first Presidente.
const played = (first: number, events: VivaEvent[], rounds: number, winners: number[]): PlayedGame<VivaState, Action, VivaEvent> => ({
  players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, bot: 'random' })),
  steps: [{ action: { type: 'done', seat: 'Ana' }, events, state: { presidente: first, round: 1 } as VivaState }],
  state: { round: rounds } as VivaState,
  standing: { players: [0, 1, 2].map((seat) => ({ seat, keys: [winners.includes(seat) ? 5 : 2, 0] })), winners },
});

test('a coup in round 2 ends a 2-round term; the Golpista battles and the cards are counted apart', () => {
  const tally = vivaTally();
  tally.add(vivaSummary(played(0, [
    { type: 'battle', defender: 1, attackers: [2], supporters: [], dice: [] },
    { type: 'card', seat: 2, card: 'gunboat#1' },
    { type: 'outcome', defender: 1, attack: 9, defense: 3, success: true, values: [] },
    { type: 'round', round: 2 },
    { type: 'battle', defender: 0, attackers: [1], supporters: [], dice: [] },
    { type: 'outcome', defender: 0, attack: 9, defense: 3, success: true, values: [] },
    { type: 'presidente', seat: 1, how: 'coup' },
    { type: 'spend-card', seat: 1, card: 'pr-campaign#1' },
    { type: 'draw', seat: 1, count: 1, why: 'round', cards: ['spy#1'], audience: [1] },
    { type: 'round', round: 3 },
    { type: 'round', round: 4 },
  ], 4, [1])));
  tally.add(vivaSummary(played(2, [{ type: 'round', round: 2 }], 2, [2])));
  const r = tally.report(2);
  expect(r.rounds).toEqual({ mean: 3, median: 3, distribution: { 2: 1, 4: 1 } });
  expect(r.battlesPerRound).toBeCloseTo(2 / 6, 10);
  expect(r.attacks.presidente).toEqual({ battles: 1, succeeded: 1, successRate: 1 });
  expect(r.attacks.golpistas).toEqual({ battles: 1, succeeded: 1, successRate: 1 });
  // Terms: Ana rounds 1–2, Bo 3–4, Cy 1–2.
  expect(r.presidente).toEqual({ meanTenure: 2, changesPerGame: 0.5, firstWinRate: 0.5 });
  expect(r.cardPlays).toEqual({ gunboat: 1, 'pr-campaign': 1 });
  expect(r.winRateWhenPlayed).toEqual({ gunboat: 0, 'pr-campaign': 1 });
  expect(r.vp).toEqual({ mean: 3, winners: 5 });
});

test('simulated games: the first Presidente is the setup\'s, and a battle against the sitting Presidente counts as one', async () => {
  const records: VivaRecord[] = [];
  const report = await simulate({
    game: viva, games: 12, seed: 'viva-stats-first', options: { variant: 'basic' },
    seats: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, bot: 'random' })), bots: (await viva.bots())(),
    summary: vivaSummary, tally: vivaTally(), onGame: (record) => { records.push(record as VivaRecord); },
  });
  let firstWins = 0;
  let presidentialBattles = 0;
  let changes = 0;
  for (const record of records) {
    const start = { seed: record.seed, players: record.players.map((p) => p.name), options: record.options };
    let state = viva.rules.create(start).state;
    const first = state.presidente;
    for (const action of record.actions) {
      const result = viva.rules.apply(state, action);
      if (!result.ok) throw new Error(result.error.message);
      presidentialBattles += result.events.filter((e) => e.type === 'outcome' && e.audience === undefined && e.defender === state.presidente).length;
      if (result.state.presidente !== state.presidente) changes += 1;
      state = result.state;
    }
    const { winners } = viva.rules.score(state);
    if (winners.includes(first)) firstWins += 1 / winners.length;
  }
  expect(changes).toBeGreaterThan(0);
  expect(report.presidente.firstWinRate).toBeCloseTo(firstWins / records.length, 10);
  expect(report.attacks.presidente.battles).toBe(presidentialBattles);
  expect(report.presidente.changesPerGame).toBeCloseTo(changes / records.length, 10);
});
