// Invariants over many seeded random games played by uniformly random legal actions.
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import {
  apply, checkConservation, createGame, describeEvent, determinize, legalActions, pending, playRandomGame, randomAction, replayRecord, viewFor,
  RECORD_FORMAT, type Action, type State,
} from '../src/engine/index.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
const TYPED_ERRORS = [
  'malformed', 'unknown-seat', 'not-your-turn', 'wrong-phase', 'unknown-card', 'ambiguous-card', 'not-yours',
  'illegal-target', 'illegal-play', 'overstated', 'over-cap', 'game-over',
];
const GAMES = 300;

interface Played {
  start: State;
  states: State[];
  actions: Action[];
}

function playGame(players: number, seed: string, check: (before: State, after: State, i: number) => void): Played {
  const random = seedrandom(`policy:${seed}`);
  const start = createGame({ seed, players: NAMES.slice(0, players), options: { firstPresident: random() < 0.5 ? 'vote' : 'random' } });
  const states = [start];
  const actions: Action[] = [];
  let state = start;
  for (let i = 0; i < 3000; i++) {
    const action = randomAction(state, random);
    if (!action) break;
    const result = apply(deepFreeze(state), action);
    if (!result.ok) throw new Error(`legal action refused at ${i}: ${JSON.stringify(action)}: ${result.error.message}`);
    check(state, result.state, i);
    state = result.state;
    states.push(state);
    actions.push(result.action);
  }
  return { start, states, actions };
}

/** Frozen input proves apply never mutates it: a write to a frozen object throws in strict mode. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const gameArb = fc.record({ players: fc.integer({ min: 3, max: 6 }), seed: fc.string({ minLength: 1, maxLength: 12 }) });

function allMoney(s: State): string[] {
  return [
    ...s.moneyDeck, ...s.moneyOut, ...(s.budget?.drawn ?? []), ...(s.budget?.stacks.flatMap((st) => st.cards) ?? []),
    ...s.players.flatMap((p) => [...p.top, ...p.swiss]),
  ];
}

describe('random games', () => {
  test(`every one of ${GAMES} games of 3–6 players ends, conserving every card after every action (cards.md)`, () => {
    let played = 0;
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        const game = playGame(players, seed, (_, after) => {
          const problems = checkConservation(after);
          if (problems.length > 0) throw new Error(problems.join('; '));
          const money = allMoney(after);
          if (new Set(money).size !== money.length || money.length !== 43) throw new Error('Money duplicated or lost');
        });
        played += 1;
        expect(game.states[game.states.length - 1].phase).toBe('ended');
      }),
      { seed: 20261129, numRuns: GAMES },
    );
    expect(played).toBe(GAMES);
  });

  test(`R4 replaying the record of each of ${GAMES} games reproduces its final state exactly`, () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        const game = playGame(players, seed, () => {});
        const replay = replayRecord({
          format: RECORD_FORMAT, seed, players: game.start.players.map((p) => ({ name: p.name })),
          options: game.start.options, actions: game.actions,
        });
        expect(replay.ok).toBe(true);
        if (replay.ok) expect(replay.state).toEqual(game.states[game.states.length - 1]);
      }),
      { seed: 7, numRuns: GAMES },
    );
  });

  test(`in each of ${GAMES} games, a state survives JSON and continues identically`, () => {
    fc.assert(
      fc.property(gameArb, fc.double({ min: 0, max: 1, noNaN: true }), ({ players, seed }, at) => {
        const game = playGame(players, seed, () => {});
        const cut = Math.floor(at * game.actions.length);
        let copy: State = JSON.parse(JSON.stringify(game.states[cut]));
        for (const action of game.actions.slice(cut)) {
          const result = apply(copy, action);
          if (!result.ok) throw new Error(result.error.message);
          copy = result.state;
        }
        expect(copy).toEqual(game.states[game.states.length - 1]);
      }),
      { seed: 11, numRuns: GAMES },
    );
  });

  test(`R5 non-interference over ${GAMES} games: re-sampling what a seat was never shown changes neither its view nor its legal actions`, () => {
    let checked = 0;
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        const random = seedrandom(`resample:${seed}`);
        playGame(players, seed, (before) => {
          if (random() > 0.05) return;
          for (let seat = 0; seat < before.players.length; seat++) {
            const view = viewFor(before, seat);
            const other = determinize(view, random);
            expect(viewFor(other, seat)).toEqual(view);
            expect(legalActions(other, seat).actions).toEqual(legalActions(before, seat).actions);
            expect(legalActions(other, seat).kinds).toEqual(legalActions(before, seat).kinds);
            checked += 1;
          }
        });
      }),
      { seed: 99, numRuns: GAMES },
    );
    expect(checked).toBeGreaterThan(2000);
  });

  test(`engine fuzz: in ${GAMES} games, malformed and illegal actions offered at random points are refused with a typed error, leave the state untouched, and the game still ends`, () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed }) => {
        const random = seedrandom(`bad:${seed}`);
        const game = playGame(players, seed, (before) => {
          if (random() > 0.2) return;
          const snapshot = JSON.stringify(before);
          for (const bad of badActions(before, random)) {
            const result = apply(before, bad);
            if (result.ok) throw new Error(`accepted ${JSON.stringify(bad)} in phase ${before.phase}`);
            expect(TYPED_ERRORS).toContain(result.error.code);
            expect(Object.isFrozen(before) && JSON.stringify(before) === snapshot).toBe(true);
          }
        });
        expect(game.states[game.states.length - 1].phase).toBe('ended');
      }),
      { seed: 5, numRuns: GAMES },
    );
  });
});

/** Actions that must be refused here: wrong seat, wrong shape, cards not held, impossible amounts. */
function badActions(s: State, random: () => number): unknown[] {
  const required = pending(s).required;
  const actor = required[0];
  const actorName = s.players[actor.seat].name;
  const idle = s.players.findIndex((_, i) => !required.some((d) => d.seat === i) && !pending(s).optional.some((d) => d.seat === i));
  const legal = legalActions(s, actor.seat);
  const sample = legal.actions[Math.floor(random() * legal.actions.length)] ??
    Object.values(legal.samplers)[0]?.(random) ?? { type: 'end-turn', seat: actorName };
  const out: unknown[] = [
    null,
    42,
    { type: 'end-turn' },
    { type: 'fly-away', seat: actorName },
    { ...sample, extra: true },
    { ...sample, seat: 'Nobody' },
    { type: 'play-card', seat: actorName, card: 'no-such-card#1', vote: 'for' },
    { type: 'play-card', seat: actorName, card: 'thief', vote: 42 },
    { type: 'bribe', seat: actorName, to: actorName, money: [], announced: -1 },
    { type: 'bribe', seat: actorName, to: s.players[(actor.seat + 1) % s.players.length].name, money: ['m4#1', 'm4#1'], announced: 1e9 },
    { type: 'commit-coup', seat: actorName, cards: 'all' },
    { ...sample, seat: 42 },
    { type: 'draw-card', seat: actorName, when: 'now' },
    { type: 'redistribute', seat: actorName, stacks: [{ to: actorName, money: ['m1'], announced: 1.5 }] },
    { type: 'name-first-president', seat: actorName, name: '' },
  ];
  // Wrong phase: each of these belongs to another phase than the current one.
  if (s.phase !== 'coup') out.push({ type: 'commit-coup', seat: actorName, cards: [] }, { type: 'redistribute', seat: actorName, stacks: [] });
  if (s.phase !== 'budget' && !(s.phase === 'voting' && s.voting?.reform !== null)) {
    out.push({ type: 'propose-budget', seat: s.players[s.president].name, stacks: [] });
  }
  if (s.phase !== 'voting') out.push({ type: 'end-turn', seat: actorName }, { type: 'draw-card', seat: actorName });
  if (s.phase !== 'first-president') out.push({ type: 'name-first-president', seat: actorName, name: actorName });
  if (idle >= 0) out.push({ ...sample, seat: s.players[idle].name });
  const notHeld = [...s.politicalDeck].find((c) => !s.players[actor.seat].hand.includes(c));
  if (notHeld) out.push({ type: 'play-card', seat: actorName, card: notHeld, vote: 'for' });
  if (s.phase === 'budget') {
    const drawn = s.budget!.drawn;
    out.push({ type: 'propose-budget', seat: actorName, stacks: [{ to: actorName, money: drawn, announced: s.budget!.cap + 1 }] });
    out.push({ type: 'propose-budget', seat: actorName, stacks: [{ to: actorName, money: drawn.slice(1), announced: 0 }] });
  }
  if (s.voting?.reaction) out.push({ type: 'bribe', seat: s.players[s.president].name, to: s.players[s.voting.reaction.target].name, money: [], announced: 0 });
  return out;
}

test('every event of random games reads as plain English (no undefined, NaN or raw objects)', () => {
  const names = NAMES;
  for (let g = 0; g < 30; g++) {
    const start = createGame({ seed: `words-${g}`, players: NAMES.slice(0, 3 + (g % 4)), options: { firstPresident: g % 2 ? 'vote' : 'random' } });
    const game = playRandomGame(start, seedrandom(`words-${g}`), 5000, true);
    for (const event of game.events) {
      const text = describeEvent(event, names);
      if (/undefined|NaN|\[object|seat \d/.test(text) || text.trim() === '') throw new Error(`${JSON.stringify(event)} → ${text}`);
    }
  }
});
