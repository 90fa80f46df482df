// Invariants over 100 seeded random games played by uniformly random legal actions. Each game is
// played once; every property is checked on it as it goes, and each test below reports one
// property over all the games.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import {
  apply, checkConservation, createGame, describeEvent, determinize, legalActions, pending, randomAction, replayRecord, viewFor,
  RECORD_FORMAT, type Action, type GameEvent, type Seat, type State,
} from '../../../src/games/las-cartas/rules/index.js';
import { totalValue } from '../../../src/games/las-cartas/rules/catalogue.js';
import { NAMES } from '../../support/game.js';
import { withoutStacks } from '../../support/stacks.js';

const TYPED_ERRORS = [
  'malformed', 'unknown-seat', 'not-your-turn', 'wrong-phase', 'unknown-card', 'ambiguous-card', 'not-yours',
  'illegal-target', 'illegal-play', 'overstated', 'over-cap', 'game-over',
];
/** Games: every card and phase of R1–R28 many times over at 3–6 players (100 reach every line of the engine 300 reach). */
const GAMES = 100;
/** Share of states at which a game's view is re-sampled (R5) and bad actions are offered (fuzz). */
const RESAMPLE_AT = 0.05;
const FUZZ_AT = 0.2;

const PROPERTIES = ['ends', 'conservation', 'announcements', 'replay', 'json', 'non-interference', 'fuzz', 'words'] as const;
type Property = (typeof PROPERTIES)[number];

const failures = Object.fromEntries(PROPERTIES.map((p) => [p, [] as string[]])) as Record<Property, string[]>;
const counts = { games: 0, actions: 0, resampled: 0, fuzzed: 0, bribesOrRedistributions: 0 };

const gameArb = fc.record({ players: fc.integer({ min: 3, max: 6 }), seed: fc.string({ minLength: 1, maxLength: 12 }) });

/** Frozen input proves apply never mutates it: a write to a frozen object throws in strict mode. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    // Its parts (what is frozen already is shared with an earlier state, and frozen to the leaves);
    // an array's items by index and an object's own values (a for…in walk of every state's card
    // lists was a sixth of the file's time).
    const parts: unknown[] = Array.isArray(value) ? value : Object.values(value);
    for (let i = 0; i < parts.length; i++) {
      const child = parts[i];
      if (child && typeof child === 'object') deepFreeze(child);
    }
  }
  return value;
}

/**
 * expect(actual).toEqual(expected), the usual case told without an expect call: two values deeply
 * and strictly equal (which toEqual accepts) pass here; any other case is jest's to judge and to
 * show. The check is the same; only a passing one costs no expect call (some 35 µs each, tens of
 * thousands here).
 */
function expectEqual(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

function allMoney(s: State): string[] {
  return [
    ...s.moneyDeck, ...s.moneyOut, ...(s.budget?.drawn ?? []), ...(s.budget?.stacks.flatMap((st) => st.cards) ?? []),
    ...s.players.flatMap((p) => [...p.top, ...p.swiss]),
  ];
}

/** Runs one property's check; a failure is recorded for that property and does not stop the others. */
function check(property: Property, where: string, body: () => void): boolean {
  try {
    body();
    return true;
  } catch (error) {
    failures[property].push(`${where}: ${(error as Error).message}`);
    return false;
  }
}

/** R9: every stack's announcement is at most its true value, except stacks Smugglers took Money from this round. */
function overstated(s: State, smuggled: ReadonlySet<Seat>): string[] {
  return (s.budget?.stacks ?? []).flatMap((st, seat) => {
    const value = totalValue(st.cards);
    return !smuggled.has(seat) && st.announced > value ? [`stack ${seat} holds ${value} million, announced ${st.announced}`] : [];
  });
}

function trackSmuggled(smuggled: Set<Seat>, events: GameEvent[]): void {
  for (const e of events) {
    if (e.type === 'round-started' || e.type === 'budget-proposed') smuggled.clear();
    if (e.type === 'smuggled') smuggled.add(e.seat);
  }
}

/**
 * Now and then, a bribe or redistribution as a careless screen might send it: the President's own
 * announcement left as it was. The game takes it when the engine accepts it, so the R9 invariant
 * is checked on whatever the engine lets through.
 */
function careless(s: State, random: () => number): Action | null {
  if (random() > 0.2) return null;
  const president = pending(s).optional.find((d) => d.kinds.includes('bribe'))?.seat
    ?? pending(s).required.find((d) => d.decision === 'redistribute')?.seat;
  if (president === undefined) return null;
  const legal = legalActions(s, president);
  const action = (legal.samplers.bribe ?? legal.samplers.redistribute)?.(random);
  if (!action || (action.type !== 'bribe' && action.type !== 'redistribute')) return null;
  const { ownAnnounced: _, ...rest } = action;
  return rest;
}

/** R5 non-interference: re-sampling what a seat was never shown changes neither its view nor its legal actions. */
function resample(before: State, random: () => number): void {
  for (let seat = 0; seat < before.players.length; seat++) {
    const view = viewFor(before, seat);
    const other = determinize(view, random);
    expectEqual(viewFor(other, seat), view);
    expectEqual(legalActions(other, seat).actions, legalActions(before, seat).actions);
    expectEqual(legalActions(other, seat).kinds, legalActions(before, seat).kinds);
    counts.resampled += 1;
  }
}

/** Malformed and illegal actions are refused with a typed error and leave the (frozen) state untouched. */
function fuzz(before: State, random: () => number): void {
  const snapshot = JSON.stringify(before);
  for (const bad of badActions(before, random)) {
    // Only the refusal's code is read: no stack is gathered for the tens of thousands of them.
    const result = withoutStacks(() => apply(before, bad));
    if (result.ok) throw new Error(`accepted ${JSON.stringify(bad)} in phase ${before.phase}`);
    if (!TYPED_ERRORS.includes(result.error.code)) throw new Error(`${JSON.stringify(bad)}: untyped error ${result.error.code}: ${result.error.message}`);
  }
  // Deep-frozen, the state cannot have been written to; the snapshot shows it is still the same.
  if (!Object.isFrozen(before) || JSON.stringify(before) !== snapshot) throw new Error(`the refused actions changed the state in phase ${before.phase}`);
  counts.fuzzed += 1;
}

function playAndCheck(players: number, seed: string): void {
  const where = (i: number) => `${players} players, seed ${JSON.stringify(seed)}, action ${i + 1}`;
  const policy = seedrandom(`policy:${seed}`);
  const resampling = seedrandom(`resample:${seed}`);
  const fuzzing = seedrandom(`bad:${seed}`);
  const cutAt = seedrandom(`cut:${seed}`)();
  const start = createGame({ seed, players: NAMES.slice(0, players), options: { firstPresident: policy() < 0.5 ? 'vote' : 'random' } });
  const states = [start];
  const actions: Action[] = [];
  const smuggled = new Set<Seat>();
  let state = start;
  const broken = new Set<Property>();
  for (let i = 0; i < 3000; i++) {
    const before = deepFreeze(state);
    const loose = careless(before, policy);
    const action = loose && apply(before, loose).ok ? loose : randomAction(state, policy);
    if (!action) break;
    if (!broken.has('non-interference') && resampling() < RESAMPLE_AT) {
      if (!check('non-interference', where(i), () => resample(before, resampling))) broken.add('non-interference');
    }
    if (!broken.has('fuzz') && fuzzing() < FUZZ_AT) {
      if (!check('fuzz', where(i), () => fuzz(before, fuzzing))) broken.add('fuzz');
    }
    const result = apply(before, action);
    if (!result.ok) {
      failures.ends.push(`${where(i)}: legal action refused: ${JSON.stringify(action)}: ${result.error.message}`);
      return;
    }
    state = result.state;
    actions.push(result.action);
    states.push(state);
    counts.actions += 1;
    if (action.type === 'bribe' || action.type === 'redistribute') counts.bribesOrRedistributions += 1;
    trackSmuggled(smuggled, result.events);
    if (!broken.has('conservation')) {
      const ok = check('conservation', where(i), () => {
        const problems = checkConservation(state);
        if (problems.length > 0) throw new Error(problems.join('; '));
        const money = allMoney(state);
        if (new Set(money).size !== money.length || money.length !== 43) throw new Error('Money duplicated or lost');
      });
      if (!ok) broken.add('conservation');
    }
    if (!broken.has('announcements')) {
      const ok = check('announcements', where(i), () => {
        const problems = overstated(state, smuggled);
        if (problems.length > 0) throw new Error(`after ${JSON.stringify(action)}: ${problems.join('; ')}`);
      });
      if (!ok) broken.add('announcements');
    }
    if (!broken.has('words')) {
      const ok = check('words', where(i), () => {
        for (const event of result.events) {
          const text = describeEvent(event, NAMES);
          if (/undefined|NaN|\[object|seat \d/.test(text) || text.trim() === '') throw new Error(`${JSON.stringify(event)} → ${text}`);
        }
      });
      if (!ok) broken.add('words');
    }
  }
  const last = `${players} players, seed ${JSON.stringify(seed)}`;
  check('ends', last, () => expect(state.phase).toBe('ended'));
  check('replay', last, () => {
    const replay = replayRecord({
      format: RECORD_FORMAT, seed, players: start.players.map((p) => ({ name: p.name })), options: start.options, actions,
    });
    if (!replay.ok) throw new Error(`replay refused action ${replay.actionNumber}: ${replay.error.message}`);
    expectEqual(replay.state, state);
  });
  check('json', last, () => {
    const cut = Math.floor(cutAt * actions.length);
    let copy: State = JSON.parse(JSON.stringify(states[cut]));
    for (const action of actions.slice(cut)) {
      const result = apply(copy, action);
      if (!result.ok) throw new Error(result.error.message);
      copy = result.state;
    }
    expectEqual(copy, state);
  });
  counts.games += 1;
}

beforeAll(() => {
  for (const { players, seed } of fc.sample(gameArb, { seed: 20261129, numRuns: GAMES })) playAndCheck(players, seed);
});

describe(`${GAMES} random games of 3–6 players, each played once`, () => {
  test('every game ends, no legal action refused', () => {
    expect(failures.ends).toEqual([]);
    expect(counts.games).toBe(GAMES);
  });

  test('every card is conserved after every action (cards.md)', () => {
    expect(failures.conservation).toEqual([]);
  });

  test("R9 after every action every stack's announcement is at most its true value, except stacks diminished by Smugglers", () => {
    expect(failures.announcements).toEqual([]);
    expect(counts.bribesOrRedistributions).toBeGreaterThan(300);
  });

  test('R4 replaying the record of each game reproduces its final state exactly', () => {
    expect(failures.replay).toEqual([]);
  });

  test('a state survives JSON at a random point of each game and continues identically', () => {
    expect(failures.json).toEqual([]);
  });

  test('R5 non-interference: re-sampling what a seat was never shown changes neither its view nor its legal actions', () => {
    expect(failures['non-interference']).toEqual([]);
    expect(counts.resampled).toBeGreaterThan(2000);
  });

  test('engine fuzz: malformed and illegal actions offered at random points are refused with a typed error and leave the state untouched', () => {
    expect(failures.fuzz).toEqual([]);
    expect(counts.fuzzed).toBeGreaterThan(2000);
  });

  test('every event reads as plain English (no undefined, NaN or raw objects)', () => {
    expect(failures.words).toEqual([]);
  });
});

/** Actions that must be refused here: wrong seat, wrong shape, cards not held, impossible amounts, R9 and R18 limits. */
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
  out.push(...overLimits(s));
  return out;
}

/** R9: Money leaving the President's stack with its announcement left above what stays; R18: own budget Money redistributed. */
function overLimits(s: State): unknown[] {
  const out: unknown[] = [];
  const president = s.players[s.president].name;
  const own = s.budget?.stacks[s.president];
  if (!own) return out;
  const bribes = pending(s).optional.some((d) => d.seat === s.president && d.kinds.includes('bribe'));
  const to = s.budget!.stacks.findIndex((st, i) => i !== s.president && !st.returned);
  if (bribes && to >= 0 && own.announced > 0) {
    // Every card leaves; the announcement, unchanged, no longer fits.
    const recipient = s.budget!.stacks[to];
    out.push({ type: 'bribe', seat: president, to: s.players[to].name, money: [...own.cards], announced: recipient.announced });
  }
  if (s.phase === 'coup' && s.coup?.step === 'redistribute') {
    const budgetMoney = own.cards.filter((c) => !s.coup!.returned.includes(c));
    const target = s.players.findIndex((_, i) => i !== s.president && i !== s.coup!.firstRebel);
    if (budgetMoney.length > 0 && target >= 0) {
      const stack = s.budget!.stacks[target];
      out.push({ type: 'redistribute', seat: president, stacks: [{ to: s.players[target].name, money: [budgetMoney[0]], announced: stack.announced }], ownAnnounced: 0 });
    }
  }
  return out;
}
