// The generic bots over the game-module core: ISMCTS keeps a simultaneous
// decision's choices secret from each other in its tree (V9's orders, R3's vote), spends exactly its
// iteration budget or reads only the clock it is given, and hands control back as told; the random
// bot is uniform over a seat's choices; both play the toy game (two to four seats choosing at once)
// to its end with legal actions only.
import seedrandom from 'seedrandom';
import type { Choices, GameRules } from '../src/core/game.js';
import { makeIsmcts, type SearchPolicy } from '../src/core/ismcts.js';
import { randomChoice } from '../src/core/random-bot.js';
import type { Seat } from '../src/core/types.js';
import { toyGame, type ToyAction } from './support/toy-game.js';

// ---- A simultaneous decision where seeing the other's choice matters

/**
 * Seat 0 plays A, B or C while seat 1 plays X or Y, at once and in secret. A wins against X and
 * loses against Y, B the other way round; C wins by luck, 35 times in 100. Not knowing seat 1's
 * choice, A or B win half the time and beat C; a seat 1 that could see seat 0's choice would
 * always beat A and B, and only then would C look best.
 */
interface GuessState {
  choices: (string | null)[];
  /** Decides C: seat 0 wins when it is under C_WINS. Unknown to both seats. */
  luck: number;
  winner: Seat | null;
}
interface GuessAction {
  seat: Seat;
  choice: string;
}
interface GuessView {
  seat: Seat;
  mine: string | null;
  given: boolean[];
  winner: Seat | null;
}

const OPTIONS = [['A', 'B', 'C'], ['X', 'Y']];
const C_WINS = 0.35;
const WINS_FOR_ZERO = new Set(['A|X', 'B|Y']);

function resolve(choices: string[], luck: number): Seat {
  if (choices[0] === 'C') return luck < C_WINS ? 0 : 1;
  return WINS_FOR_ZERO.has(choices.join('|')) ? 0 : 1;
}

const guess: GameRules<GuessState, GuessAction, GuessView, never> = {
  create: () => ({ state: { choices: [null, null], luck: 0.5, winner: null }, events: [] }),
  apply(state, raw) {
    const action = raw as GuessAction;
    if (state.winner !== null || state.choices[action.seat] !== null || !OPTIONS[action.seat]?.includes(action.choice)) {
      return { ok: false, error: { code: 'illegal', message: 'not now' } };
    }
    const choices = state.choices.map((c, seat) => (seat === action.seat ? action.choice : c));
    const winner = choices.every((c) => c !== null) ? resolve(choices as string[], state.luck) : null;
    return { ok: true, state: { ...state, choices, winner }, events: [], action };
  },
  pending: (s) => ({ required: s.winner !== null ? [] : s.choices.flatMap((c, seat) => (c === null ? [{ seat }] : [])), optional: [] }),
  pendingInView: (v) => ({ required: v.winner !== null ? [] : v.given.flatMap((given, seat) => (given ? [] : [{ seat }])), optional: [] }),
  legalActions: (s, seat) => ({
    actions: s.winner !== null || s.choices[seat] !== null ? [] : OPTIONS[seat].map((choice) => ({ seat, choice })),
    samplers: [],
    optional: [],
  }),
  viewFor: (s, seat) => ({ seat, mine: s.choices[seat] ?? null, given: s.choices.map((c) => c !== null), winner: s.winner }),
  publicView: (s) => ({ seat: -1, mine: null, given: s.choices.map((c) => c !== null), winner: s.winner }),
  determinize: (v, random) => ({
    choices: v.given.map((given, seat) => (seat === v.seat ? v.mine : given ? OPTIONS[seat][Math.floor(random() * OPTIONS[seat].length)] : null)),
    luck: random(),
    winner: v.winner,
  }),
  isOver: (s) => s.winner !== null,
  score: (s) => ({ players: [0, 1].map((seat) => ({ seat, keys: [s.winner === seat ? 1 : 0] })), winners: s.winner === null ? [] : [s.winner] }),
  describeEvent: () => '',
  visibleTo: () => true,
  actorOf: (action) => action.seat,
};

const evenPolicy: SearchPolicy<GuessState, GuessAction> = { evaluate: () => [0.5, 0.5], rollout: () => null, rolloutDepth: 0 };

test.each(['one', 'two', 'three'])('a simultaneous decision is searched without the other seat seeing the choice (seed %s)', async (seed) => {
  const search = makeIsmcts(guess, evenPolicy, { iterations: 3000 });
  const start = guess.create({ seed, players: ['Ana', 'Bo'] }).state;
  const action = await search.decide(guess.viewFor(start, 0), 0, guess.legalActions(start, 0), seedrandom(seed));
  expect(['A', 'B']).toContain(action?.choice);
});

// ---- Progressive widening: the other seats reply as the policy models them

/**
 * Seat 0 plays it safe (worth 0.6 to it) or bold; after bold, seat 1 answers with one of 20
 * replies, and only the first ('r0', what the policy says seat 1 plays) beats seat 0. Tried at
 * random, the replies make bold look nearly sure; widened from the policy's reply, it looks lost.
 */
interface BoldState { bold: boolean | null; reply: string | null }
type BoldAction = { seat: Seat; move: string };
const REPLIES = Array.from({ length: 20 }, (_, i) => `r${i}`);
const bold: GameRules<BoldState, BoldAction, BoldState, never> = {
  create: () => ({ state: { bold: null, reply: null }, events: [] }),
  apply(state, raw) {
    const action = raw as BoldAction;
    if (state.bold === null && action.seat === 0 && (action.move === 'safe' || action.move === 'bold')) {
      return { ok: true, state: { ...state, bold: action.move === 'bold' }, events: [], action };
    }
    if (state.bold === true && state.reply === null && action.seat === 1 && REPLIES.includes(action.move)) {
      return { ok: true, state: { ...state, reply: action.move }, events: [], action };
    }
    return { ok: false, error: { code: 'illegal', message: 'not now' } };
  },
  pending: (s) => ({ required: s.bold === null ? [{ seat: 0 }] : s.bold && s.reply === null ? [{ seat: 1 }] : [], optional: [] }),
  pendingInView: (v) => bold.pending(v),
  legalActions: (s, seat) => ({
    actions: bold.pending(s).required.some((d) => d.seat === seat) ? (seat === 0 ? ['safe', 'bold'] : REPLIES).map((move) => ({ seat, move })) : [],
    samplers: [],
    optional: [],
  }),
  viewFor: (s) => s,
  publicView: (s) => s,
  determinize: (v) => v,
  // Safe stops with nothing more to decide, and the evaluator judges it.
  isOver: (s) => s.reply !== null,
  score: (s) => ({ players: [0, 1].map((seat) => ({ seat, keys: [0] })), winners: [s.reply === 'r0' ? 1 : 0] }),
  describeEvent: () => '',
  visibleTo: () => true,
  actorOf: (action) => action.seat,
};

const modelled = (widening?: number): SearchPolicy<BoldState, BoldAction> => ({
  evaluate: () => [0.6, 0.4],
  rollout: (s, seat) => (s.bold && seat === 1 ? { seat, move: 'r0' } : null),
  rolloutDepth: 1,
  widening,
});

test.each(['one', 'two', 'three'])('with widening, the other seat answers as the policy models it first, so the search sees through a bold move (seed %s)', async (seed) => {
  const start = bold.create({ seed, players: ['Ana', 'Bo'] }).state;
  const decide = (policy: SearchPolicy<BoldState, BoldAction>) => makeIsmcts(bold, policy, { iterations: 30 }).decide(start, 0, bold.legalActions(start, 0), seedrandom(seed));
  expect((await decide(modelled(0.5)))?.move).toBe('safe');
  // Without widening every reply is tried once before any twice: bold looks like a sure win.
  expect((await decide(modelled()))?.move).toBe('bold');
});

test.each(['one', 'two', 'three'])('paired samples judge every root action on each sample in turn and choose the best on average (seed %s)', async (seed) => {
  let samples = 0;
  const rules: typeof bold = { ...bold, determinize: (v) => ((samples += 1), v) };
  const start = bold.create({ seed, players: ['Ana', 'Bo'] }).state;
  const action = await makeIsmcts(rules, { ...modelled(0.5), pairedSamples: true }, { iterations: 30 }).decide(start, 0, bold.legalActions(start, 0), seedrandom(seed));
  // Two root actions: 15 samples, each serving both; both visited alike, safe is the better on average.
  expect(samples).toBe(15);
  expect(action?.move).toBe('safe');
});

test('a rollout stops where the game says the consequences have shown', async () => {
  const start = bold.create({ seed: 'settled', players: ['Ana', 'Bo'] }).state;
  const count = async (settled?: () => boolean): Promise<number> => {
    let calls = 0;
    const policy: SearchPolicy<BoldState, BoldAction> = { ...modelled(), rollout: (s, seat) => ((calls += 1), modelled().rollout(s, seat, Math.random)), settled };
    await makeIsmcts(bold, policy, { iterations: 10 }).decide(start, 0, bold.legalActions(start, 0), seedrandom('settled'));
    return calls;
  };
  expect(await count()).toBeGreaterThan(0);
  expect(await count(() => true)).toBe(0);
});

// ---- Budgets, the clock and the event loop

/** The guessing game's rules, counting the samples the search draws (one per iteration). */
function counted(): { rules: typeof guess; samples: () => number } {
  let samples = 0;
  return { rules: { ...guess, determinize: (v, random) => ((samples += 1), guess.determinize(v, random)) }, samples: () => samples };
}

test('the search spends exactly its iterations and hands control back every yieldEvery of them', async () => {
  const { rules, samples } = counted();
  let pauses = 0;
  const search = makeIsmcts(rules, evenPolicy, { iterations: 50, yieldEvery: 16, pause: async () => { pauses += 1; } });
  const start = guess.create({ seed: 'budget', players: ['Ana', 'Bo'] }).state;
  await search.decide(guess.viewFor(start, 1), 1, guess.legalActions(start, 1), seedrandom('budget'));
  expect(samples()).toBe(50);
  expect(pauses).toBe(3);
});

test('a time budget reads only the clock it is given', async () => {
  const { rules, samples } = counted();
  let now = 0;
  const search = makeIsmcts(rules, evenPolicy, { thinkMs: 20, clock: () => (now += 1) });
  const start = guess.create({ seed: 'clock', players: ['Ana', 'Bo'] }).state;
  await search.decide(guess.viewFor(start, 0), 0, guess.legalActions(start, 0), seedrandom('clock'));
  // One read sets the deadline at 21; reads 2 to 20 let an iteration run, read 21 ends the search.
  expect(samples()).toBe(19);
  expect(() => makeIsmcts(guess, evenPolicy, { thinkMs: 20 })).toThrow('a time budget needs a clock');
});

// ---- The random bot

test('the random bot is uniform over listed actions and samplers, and takes an offer at its chance', () => {
  const choices: Choices<string> = { actions: ['a', 'b'], samplers: [() => 'sampled'], optional: [() => 'offer'] };
  const random = seedrandom('uniform');
  const counts: Record<string, number> = {};
  for (let i = 0; i < 6000; i++) {
    const action = randomChoice(choices, random, 0.25)!;
    counts[action] = (counts[action] ?? 0) + 1;
  }
  // An offer a quarter of the time; the rest spread evenly over the three required choices.
  expect(counts.offer).toBeGreaterThan(1350);
  expect(counts.offer).toBeLessThan(1650);
  for (const action of ['a', 'b', 'sampled']) {
    expect(counts[action]).toBeGreaterThan(1350);
    expect(counts[action]).toBeLessThan(1650);
  }
  expect(randomChoice({ actions: [], samplers: [], optional: [() => 'offer'] }, () => 0.9, 0.25)).toBeNull();
});

// ---- A game nobody wins (the board game's B10 and B64) is worth nothing to anyone

/**
 * Seat 0 ends the game at once with no winner, or waits, which ends nothing and which the
 * evaluator judges worth a little to it (0.1). Were a game nobody wins shared out among the
 * seats (0.5 each), ending it would look better than waiting.
 */
interface EndState { move: string | null }
type EndAction = { seat: Seat; move: string };
const ending: GameRules<EndState, EndAction, EndState, never> = {
  create: () => ({ state: { move: null }, events: [] }),
  apply: (state, raw) => {
    const action = raw as EndAction;
    if (state.move !== null || action.seat !== 0 || !['nobody', 'wait'].includes(action.move)) return { ok: false, error: { code: 'illegal', message: 'not now' } };
    return { ok: true, state: { move: action.move }, events: [], action };
  },
  pending: (s) => ({ required: s.move === null ? [{ seat: 0 }] : [], optional: [] }),
  pendingInView: (v) => ending.pending(v),
  legalActions: (s, seat) => ({ actions: s.move === null && seat === 0 ? ['nobody', 'wait'].map((move) => ({ seat, move })) : [], samplers: [], optional: [] }),
  viewFor: (s) => s,
  publicView: (s) => s,
  determinize: (v) => v,
  isOver: (s) => s.move === 'nobody',
  score: () => ({ players: [0, 1].map((seat) => ({ seat, keys: [0] })), winners: [] }),
  describeEvent: () => '',
  visibleTo: () => true,
  actorOf: (action) => action.seat,
};

test('B10 B64 a finished game nobody wins gives no seat a share: the search prefers a position worth a little', async () => {
  const start = ending.create({ seed: 'nobody', players: ['Ana', 'Bo'] }).state;
  const search = makeIsmcts(ending, { evaluate: () => [0.1, 0.9], rollout: () => null, rolloutDepth: 0 }, { iterations: 200 });
  expect((await search.decide(start, 0, ending.legalActions(start, 0), seedrandom('nobody')))?.move).toBe('wait');
});

// ---- Both play a game of simultaneous choices to its end

test.each(['random', 'ismcts'])('the generic %s bot plays the toy game to its end with legal actions', async (kind) => {
  const toy = toyGame();
  const bots = (await toy.bots())({ iterations: 20 });
  for (const players of [2, 3, 4]) {
    let state = toy.rules.create({ seed: `toy-${kind}-${players}`, players: ['Ana', 'Bo', 'Cy', 'Di'].slice(0, players) }).state;
    for (let step = 0; !toy.rules.isOver(state); step++) {
      const seat = toy.rules.pending(state).required[step % toy.rules.pending(state).required.length].seat;
      const action = (await bots[kind].decide(toy.rules.viewFor(state, seat), toy.rules.legalActions(state, seat), seedrandom(`${step}`))) as ToyAction;
      const result = toy.rules.apply(state, action);
      if (!result.ok) throw new Error(`${kind} chose an illegal action: ${result.error.message}`);
      state = result.state;
    }
    expect(state.round).toBe(3);
  }
});
