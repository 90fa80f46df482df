// Each game's own figures for `npm run bench`, reached through the registry and its module alone
// (rules, wire, bots): random games/s and apply/legalActions µs per call at every player count of
// its range and every value of its fixed-choice options (a mode), a replay of a record of its
// heuristic bots at its most players, its bots' decisions per second over the positions of heuristic
// games (the heuristic's, and ISMCTS's at a fixed iteration budget) and peak RSS over random games in a
// child process of its own (bench/memory.js). A game whose bots are the random bot alone (one built
// but not yet offered) has its record and positions played by that bot, and no ISMCTS figure. What the
// game's module declares for the bench (GameBench: the board game's coup) adds each part's share of
// the random games' actions and time and its count in the replayed record, and legalActions µs at
// the positions it names against their targets.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { replayGame } from '../dist/core/replay.js';
import { recordedGame } from '../dist/session/records.js';
import { Session } from '../dist/session/runner.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe', 'Gil', 'Hal', 'Ivo', 'Jo'];
/** ISMCTS search iterations per decision in the decisions figure (the program's default budget), unless the game's bench declares its own. */
export const ISMCTS_ITERATIONS = 300;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A registered game's options as a new game has them when nobody says (each option's declared default). */
export const defaultOptions = (entry) => Object.fromEntries(entry.options.filter((o) => o.default !== undefined).map((o) => [o.key, o.default]));

/** The options of a headless game: the defaults, and an option's simulated value where it declares one (a choice no bot makes). */
const simulatedOptions = (entry) => ({ ...defaultOptions(entry), ...Object.fromEntries(entry.options.filter((o) => o.simulated !== undefined).map((o) => [o.key, o.simulated])) });

/**
 * The game's modes: one per value of each option that is a choice among fixed values (its
 * suggestions, no player names), the others as a headless game has them; a game without such an
 * option has one, named by nothing.
 */
export function modesOf(entry) {
  const base = simulatedOptions(entry);
  const fixed = entry.options.filter((o) => !o.playerNames && (o.suggestions?.length ?? 0) > 1);
  if (fixed.length === 0) return [{ name: '', options: base }];
  return fixed.flatMap((o) => o.suggestions.map((value) => ({ name: value, options: { ...base, [o.key]: value } })));
}

/** Every player count of the game's range, at most `most` of them (the smallest). */
const playerCounts = (entry, most = 4) => Array.from({ length: Math.min(most, entry.players.max - entry.players.min + 1) }, (_, i) => entry.players.min + i);

/** The bot kind whose games make the replay's record and the decisions' positions: the heuristic, else the game's first kind (the random bot). */
export const playingKind = (bots) => ('heuristic' in bots ? 'heuristic' : Object.keys(bots)[0]);

/** A record's start of a new game of `module`. */
const newRecord = (module, seed, players, options, bot) => ({
  format: module.recordFormat, ...module.stamp, seed, players: NAMES.slice(0, players).map((name) => ({ name, ...(bot ? { bot } : {}) })), options, actions: [],
});

/** One uniformly random legal choice (a required seat at random, then one of its actions or samplers) applied, its legalActions and apply calls timed. */
function randomStep(rules, state, random) {
  const required = rules.pending(state).required;
  const seat = required[Math.floor(random() * required.length)].seat;
  const t0 = performance.now();
  const choices = rules.legalActions(state, seat);
  const legalMs = performance.now() - t0;
  let action = null;
  while (action === null) {
    const i = Math.floor(random() * (choices.actions.length + choices.samplers.length));
    action = i < choices.actions.length ? choices.actions[i] : choices.samplers[i - choices.actions.length](random);
  }
  const t1 = performance.now();
  const result = rules.apply(state, action);
  const applyMs = performance.now() - t1;
  if (!result.ok) throw new Error(result.error.message);
  return { state: result.state, action: result.action, applyMs, legalMs };
}

/** What the game's parts (its bench's, e.g. the board game's coup) took of a game: actions, ms of apply and legalActions, times entered. */
const noParts = (parts) => Object.fromEntries(parts.map((p) => [p.name, { actions: 0, ms: 0, entered: 0, games: 0 }]));

/**
 * One game of uniformly random legal choices to its end: its actions, and the time its apply and
 * legalActions calls took, in all and within each of `parts` (read from the state before each action).
 */
export function randomGame(rules, random, start, parts = []) {
  let { state } = rules.create(start);
  const actions = [];
  let applyMs = 0;
  let legalMs = 0;
  const within = noParts(parts);
  const was = new Set();
  while (!rules.isOver(state)) {
    const inside = parts.filter((p) => p.during(state));
    const step = randomStep(rules, state, random);
    for (const p of inside) {
      const w = within[p.name];
      w.actions += 1;
      w.ms += step.applyMs + step.legalMs;
      if (!was.has(p.name)) w.entered += 1;
    }
    was.clear();
    for (const p of inside) was.add(p.name);
    state = step.state;
    actions.push(step.action);
    applyMs += step.applyMs;
    legalMs += step.legalMs;
  }
  for (const w of Object.values(within)) w.games = w.entered > 0 ? 1 : 0;
  return { actions, applyMs, legalMs, parts: within };
}

/** Adds one game's parts to a tally of them. */
function addParts(tally, parts) {
  for (const [name, w] of Object.entries(parts)) for (const k of Object.keys(w)) tally[name][k] += w[k];
}

/** Random games for about `seconds`: games/s, µs per apply and per legalActions call, and each part's share of actions and time. */
function throughput(entry, module, players, mode, seconds, parts = []) {
  const random = seedrandom(`bench:${entry.id}:${players}:${mode.name}`);
  let games = 0;
  let actions = 0;
  let applyMs = 0;
  let legalMs = 0;
  const within = noParts(parts);
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const game = randomGame(module.rules, random, { seed: `bench-${entry.id}-${players}-${mode.name}-${games}`, players: NAMES.slice(0, players), options: mode.options }, parts);
    games += 1;
    actions += game.actions.length;
    applyMs += game.applyMs;
    legalMs += game.legalMs;
    addParts(within, game.parts);
  }
  const shares = Object.fromEntries(Object.entries(within).map(([name, w]) => [name, {
    games: w.games, entered: w.entered, actionShare: actions > 0 ? w.actions / actions : 0, timeShare: applyMs + legalMs > 0 ? w.ms / (applyMs + legalMs) : 0,
  }]));
  return { games, gamesPerSecond: games / ((performance.now() - start) / 1000), applyMicros: (applyMs * 1000) / actions, legalMicros: (legalMs * 1000) / actions, parts: shares };
}

/** A record's actions within each part, and how many times each was entered (the coups a record holds). */
function recordParts(rules, game, parts) {
  let { state } = rules.create(game.start);
  const within = noParts(parts);
  let was = new Set();
  for (const action of game.actions) {
    const inside = new Set(parts.filter((p) => p.during(state)).map((p) => p.name));
    for (const name of inside) {
      within[name].actions += 1;
      if (!was.has(name)) within[name].entered += 1;
    }
    was = inside;
    const result = rules.apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return within;
}

/** legalActions at each of the game's bench positions: mean µs over `calls` calls on a fresh state each, against its target. */
function positionMicros(module, positions, calls = 200) {
  return positions.map((p) => {
    const states = Array.from({ length: calls }, () => p.state());
    try {
      for (const state of states.slice(0, 20)) module.rules.legalActions(state, p.seat);
      const t = performance.now();
      for (const state of states) module.rules.legalActions(state, p.seat);
      return { name: p.name, micros: ((performance.now() - t) * 1000) / calls, targetMicros: p.targetMicros };
    } catch (error) {
      // A position the game's rules cannot answer yet (a part still being built) is told, not fatal.
      return { name: p.name, micros: null, targetMicros: p.targetMicros, error: error instanceof Error ? error.message : String(error) };
    }
  });
}

/** A record of the game's heuristic bots (else its random bot) at its most players: its schema check and replay in-process (median of 20). */
async function replay(entry, module, bots, parts = []) {
  const mode = modesOf(entry).at(-1);
  const kind = playingKind(bots);
  const record = newRecord(module, `bench-${entry.id}-replay`, Math.min(entry.players.max, NAMES.length), mode.options, kind);
  const session = Session.open(module, record, { autosave: null, bots });
  await session.runBots();
  const text = JSON.stringify(session.record);
  const wire = await module.wire();
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const replayed = replayGame(module.rules, recordedGame(wire.record.parse(JSON.parse(text))));
    if (!replayed.ok) throw new Error(replayed.error.message);
    times.push(performance.now() - t);
  }
  const within = recordParts(module.rules, recordedGame(wire.record.parse(JSON.parse(text))), parts);
  return { players: record.players.length, mode: mode.name, kind, actions: session.record.actions.length, millis: median(times), parts: within, record: session.record };
}

/** The positions of `games` seeded games of bots of `kind` (the game's default seat count): each decision's view and choices as the session gave them. */
async function positions(entry, module, makeBots, mode, games, kind) {
  const all = [];
  for (let g = 0; g < games; g++) {
    const bot = makeBots()[kind];
    const seen = [];
    const watching = { kind, decide: (view, choices, random) => (seen.push({ view, choices }), bot.decide(view, choices, random)) };
    const record = newRecord(module, `bench-${entry.id}-decisions-${mode.name}-${g}`, entry.players.default, mode.options, kind);
    await Session.open(module, record, { autosave: null, bots: { [kind]: watching } }).runBots();
    all.push(seen);
  }
  return all;
}

/** Decisions per second of a bot over games of positions (a fresh `bot(g)` per game), each decision's generator from its index. */
async function rate(games, bot, passes = 1) {
  let decisions = 0;
  let ms = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const [g, game] of games.entries()) {
      const decide = bot(g);
      for (const [i, { view, choices }] of game.entries()) {
        const random = seedrandom(`bench-decide-${g}-${i}`);
        const t = performance.now();
        await decide(view, choices, random);
        ms += performance.now() - t;
        decisions += 1;
      }
    }
  }
  return { decisions, perSecond: decisions / (ms / 1000) };
}

/**
 * The heuristic's (else the random bot's) decisions/s over every position of `games` of its games, and
 * ISMCTS's, when the game has it, over an even sample of `ismctsDecisions` of them.
 */
async function decisions(entry, module, makeBots, mode, { games, ismctsDecisions, iterations = ISMCTS_ITERATIONS }) {
  const kind = playingKind(makeBots());
  const played = await positions(entry, module, makeBots, mode, games, kind);
  const count = played.reduce((n, game) => n + game.length, 0);
  const playing = () => { const bot = makeBots()[kind]; return bot.decide.bind(bot); };
  await rate(played.slice(0, 2), playing);
  const fast = await rate(played, playing, 2);
  const ismcts = makeBots({ iterations }).ismcts;
  if (!ismcts) return { games, positions: count, kind, heuristic: fast, ismcts: null };
  const step = Math.max(1, Math.floor(count / ismctsDecisions));
  const sample = [played.flat().filter((_, i) => i % step === 0).slice(0, ismctsDecisions)];
  const searched = await rate(sample, () => ismcts.decide.bind(ismcts));
  return { games, positions: count, kind, heuristic: fast, ismcts: { ...searched, iterations } };
}

/**
 * A screen's (or a network client's) choices built from its seat's view alone, as a bot seat at a
 * network table builds them (a state consistent with the view, then the game's botChoices): µs per
 * decision over the first 400 of a random game at the game's most players.
 */
function choicesFromViewMicros(entry, module) {
  const players = Math.min(entry.players.max, NAMES.length);
  const random = seedrandom(`bench-view-${entry.id}`);
  const { rules } = module;
  let { state } = rules.create({ seed: `bench-view-${entry.id}`, players: NAMES.slice(0, players), options: modesOf(entry)[0].options });
  const views = [];
  while (!rules.isOver(state) && views.length < 400) {
    const seat = rules.pending(state).required[0].seat;
    views.push({ view: rules.viewFor(state, seat), seat });
    state = randomStep(rules, state, random).state;
  }
  const fromView = ({ view, seat }) => module.botChoices(rules.determinize(view, seedrandom('legal-from-view')), seat, null);
  for (const v of views.slice(0, 50)) fromView(v);
  const t = performance.now();
  for (const v of views) fromView(v);
  return { players, micros: ((performance.now() - t) * 1000) / views.length };
}

/** Peak RSS over `games` random games of the game in a child process of its own (bench/memory.js). */
function memory(entry, games) {
  const out = execFileSync(process.execPath, ['--expose-gc', 'bench/memory.js', entry.id, String(games)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** Every figure of one registered game; `log` says what is being measured. */
export async function gameBench(entry, { seconds, memoryGames, decisionGames = 6, ismctsDecisions = 12, log = () => {} }) {
  const module = await entry.load();
  const makeBots = await module.bots();
  const modes = modesOf(entry);
  const own = module.bench ? await module.bench() : { parts: [], positions: [] };
  log(`${entry.title}: random games…`);
  throughput(entry, module, entry.players.default, modes[0], Math.min(0.5, seconds));
  const games = {};
  for (const mode of modes) for (const players of playerCounts(entry)) games[`${mode.name ? `${mode.name} ` : ''}${players}`] = throughput(entry, module, players, mode, seconds, own.parts);
  const positions = positionMicros(module, own.positions);
  log(`${entry.title}: replay, bots' decisions…`);
  const replayed = await replay(entry, module, makeBots(), own.parts);
  const decided = {};
  for (const mode of modes) decided[mode.name || 'game'] = await decisions(entry, module, makeBots, mode, { games: decisionGames, ismctsDecisions, iterations: own.ismctsIterations });
  const fromView = choicesFromViewMicros(entry, module);
  log(`${entry.title}: memory over ${memoryGames} random games in a child process…`);
  return { game: entry.id, title: entry.title, games, positions, replay: replayed, choicesFromView: fromView, decisions: decided, memory: memory(entry, memoryGames) };
}

const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The rows of a game's figures: its modes' random games, replay, decisions and memory. */
export function gameRows(g) {
  const keys = Object.keys(g.games);
  const byMode = new Map();
  for (const key of keys) {
    const mode = key.includes(' ') ? key.slice(0, key.lastIndexOf(' ')) : '';
    byMode.set(mode, [...(byMode.get(mode) ?? []), key]);
  }
  const rows = [];
  for (const [mode, of] of byMode) {
    const counts = of.map((k) => k.split(' ').at(-1)).join('/');
    const label = `${g.title}${mode ? `, ${mode}` : ''}`;
    rows.push([`${label}: random games/s (${counts} players)`, of.map((k) => round(g.games[k].gamesPerSecond)).join(' / '), '']);
    rows.push([`${label}: apply / legalActions, µs per call (${counts} players)`, of.map((k) => `${round(g.games[k].applyMicros, 1)}/${round(g.games[k].legalMicros, 1)}`).join(' · '), '']);
    for (const part of Object.keys(g.games[of[0]].parts ?? {})) {
      const share = (k) => { const p = g.games[k].parts[part]; return `${p.games}/${g.games[k].games} games, ${round(p.actionShare * 100)}%/${round(p.timeShare * 100)}%`; };
      rows.push([`${label}: games with a ${part}, its share of actions/time (${counts} players)`, of.map(share).join(' · '), '']);
    }
  }
  for (const p of g.positions ?? []) rows.push([`${g.title}: legalActions at ${p.name}, µs`, p.micros === null ? `refused: ${p.error}` : round(p.micros, 1), `≤ ${p.targetMicros}`]);
  const r = g.replay;
  const byKind = r.kind === 'heuristic' ? '' : ` of ${r.kind} bots`;
  const partsIn = Object.entries(r.parts ?? {}).map(([name, p]) => `, ${p.entered} ${name}${p.entered === 1 ? '' : 's'} taking ${p.actions}`).join('');
  rows.push([`${g.title}: replay of a ${r.players}-player record${byKind}${r.mode ? ` (${r.mode})` : ''} (${r.actions} actions${partsIn}), schema and apply, ms`, round(r.millis, 2), r.players >= 7 ? '≤ 100' : '≤ 50']);
  rows.push([`${g.title}: choices from a seat's view (screens, clients), mean µs (${g.choicesFromView.players} players)`, round(g.choicesFromView.micros, 1), '']);
  const names = Object.keys(g.decisions);
  const d = (f) => names.map((n) => f(g.decisions[n])).join(' / ');
  const which = names.length > 1 ? `, ${names.join(' / ')}` : '';
  const first = g.decisions[names[0]];
  rows.push([`${g.title}: ${first.kind} decisions/s${which} (positions of ${first.games} ${first.kind} games each)`, d((x) => round(x.heuristic.perSecond)), '']);
  if (first.ismcts) rows.push([`${g.title}: ISMCTS decisions/s at ${first.ismcts.iterations} iterations${which} (${d((x) => x.ismcts.decisions)} of those positions)`, d((x) => round(x.ismcts.perSecond, 1)), '']);
  const m = g.memory;
  rows.push([`${g.title}: peak RSS over ${m.games} random games (own process), MiB`, `${m.peakRssMiB} (${m.rssStartMiB} before; heap ${m.heapStartMiB} → ${m.heapEndMiB})`, '≤ 200']);
  return rows;
}
