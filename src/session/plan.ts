// Game plans: who plays and how – --players, --names, the --bots grammar (product.md), --seed and
// every numeric option's bounds – and the new record a plan makes. The CLI and the setup screen
// share it; bad input is a UsageError (exit 2). Names and seeds follow the rules in input.ts.
import { randomBytes } from 'node:crypto';
import type { OptionSpec } from '../core/game.js';
import { RECORD_FORMAT } from '../content/record-format.js';
import type { GameRecord } from '../engine/index.js';
import { defaultGame, games } from '../games/index.js';
import { UsageError } from './errors.js';
import { nameKey, namesProblem, normalizeName, RESERVED, seedProblem } from './input.js';

export const BOT_KINDS = ['random', 'heuristic', 'ismcts'] as const;
export type BotKind = (typeof BOT_KINDS)[number];
export const DEFAULT_NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
/** A new game's players unless told (`junta play`, `junta simulate`): the default game's (GameInfo.players.default). */
export const DEFAULT_PLAYERS: number = defaultGame.players.default;

/** The default game's option spec for `key`: its flag and its value when not given. */
function optionSpec(key: string): OptionSpec {
  const spec = defaultGame.options.find((o) => o.key === key);
  if (!spec) throw new Error(`the game ${defaultGame.id} has no option "${key}"`);
  return spec;
}

/** How the first President is chosen unless told (R3): the option spec's default ('vote'). */
const FIRST_PRESIDENT_DEFAULT = optionSpec('firstPresident').default;

export interface SeatPlan {
  name: string;
  bot?: BotKind;
}

/** A whole number from `min` to `max` for `flag`, or exit 2 with one sentence. */
export function boundedInt(flag: string, text: string, min: number, max: number, what: string): number {
  if (!/^\d{1,12}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`${flag} takes ${what} from ${min} to ${max}, not "${text}"`);
  }
  return Number(text);
}

export function parsePlayerCount(text: string): number {
  const { min, max } = defaultGame.players;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--players takes a number from ${min} to ${max}, not "${text}"; for example: junta play -p ${DEFAULT_PLAYERS}`);
  }
  return Number(text);
}

/** The names of a comma list, the spaces around each comma dropped, in NFC. */
export function splitNames(text: string): string[] {
  return text.split(',').map((n) => normalizeName(n.replace(/^ +| +$/g, '')));
}

/** New players' names from `field`: each entered name checked by the one rule set (session/input.ts). */
export function checkNames(names: string[], field: string): string[] {
  const problem = namesProblem(names, () => field);
  if (problem) throw new UsageError(problem);
  return names;
}

export function parseNames(text: string, count: number | undefined): string[] {
  const names = splitNames(text);
  if (names.some((n) => n === '')) throw new UsageError('--names has an empty name; write them like: --names Ana,Bo,Cy');
  if (count !== undefined && names.length !== count) {
    throw new UsageError(`--names gives ${names.length} names for ${count} players; give one name per player`);
  }
  const { min, max } = defaultGame.players;
  if (names.length < min || names.length > max) throw new UsageError(`--names must give ${min} to ${max} names, not ${names.length}`);
  return checkNames(names, '--names');
}

/** A new game's seed from `field`, or exit 2 naming the field. */
export function checkSeed(seed: string, field: string): string {
  const problem = seedProblem(seed);
  if (problem) throw new UsageError(`${field}: ${problem}`);
  return seed;
}

const isKind = (word: string): word is BotKind => (BOT_KINDS as readonly string[]).includes(word);

/** Applies a --bots spec to the seats: a count (the last seats, heuristic) or a list of NAME:kind, NAME or kind. */
export function applyBots(spec: string, names: string[]): SeatPlan[] {
  const seats: SeatPlan[] = names.map((name) => ({ name }));
  const trimmed = spec.trim();
  if (/^\d+$/.test(trimmed)) {
    const count = Number(trimmed);
    if (count > names.length) throw new UsageError(`--bots ${count} is more bots than the ${names.length} players`);
    for (let i = names.length - count; i < names.length; i++) seats[i].bot = 'heuristic';
    return seats;
  }
  const entries = trimmed.split(',').map((e) => e.trim());
  const unnamed: BotKind[] = [];
  for (const entry of entries) {
    const [first, kind, extra] = entry.split(':');
    if (extra !== undefined || entry === '') throw new UsageError(`--bots entry "${entry}" should be NAME:kind, NAME or kind`);
    if (kind === undefined && isKind(first) && !names.includes(first)) {
      unnamed.push(first);
      continue;
    }
    if (kind !== undefined && !isKind(kind)) throw new UsageError(`unknown bot kind "${kind}"; choose ${BOT_KINDS.join(', ')}`);
    const seat = seats.find((s) => nameKey(s.name) === nameKey(first));
    if (!seat) throw new UsageError(`--bots names "${first}", who is not a player (players: ${names.join(', ')})`);
    if (seat.bot) throw new UsageError(`--bots names "${first}" twice`);
    seat.bot = (kind as BotKind | undefined) ?? 'heuristic';
  }
  const free = seats.filter((s) => !s.bot);
  if (unnamed.length > free.length) throw new UsageError(`--bots lists more bots than there are players`);
  free.slice(free.length - unnamed.length).forEach((s, i) => (s.bot = unnamed[i]));
  return seats;
}

export interface PlayOptions {
  players?: string;
  names?: string;
  bots?: string;
  seed?: string;
  firstPresident?: string;
  record?: string;
  thinkMs?: string;
  botDelay?: string;
}

export interface GamePlan {
  seats: SeatPlan[];
  seed?: string;
  firstPresident: string;
  record?: string;
}

export function planGame(options: PlayOptions): GamePlan {
  const count = options.players !== undefined ? parsePlayerCount(options.players) : undefined;
  const names = options.names !== undefined ? parseNames(options.names, count) : DEFAULT_NAMES.slice(0, count ?? DEFAULT_PLAYERS);
  const seats = options.bots !== undefined ? applyBots(options.bots, names) : names.map((name) => ({ name }));
  const method = normalizeName(options.firstPresident ?? FIRST_PRESIDENT_DEFAULT);
  const firstPresident = RESERVED.includes(method) ? method : names.find((n) => nameKey(n) === nameKey(method));
  if (firstPresident === undefined) {
    throw new UsageError(`--first-president takes vote, random or a player's name (${names.join(', ')}), not "${method}"`);
  }
  if (options.record === '') throw new UsageError('--record needs a file name');
  const seed = options.seed === undefined ? undefined : checkSeed(options.seed, '--seed');
  return { seats, seed, firstPresident, record: options.record };
}

/** What --think-ms and --bot-delay accept, in milliseconds; a save that keeps them is held to the same, as it is untrusted input. */
export const THINK_MS_RANGE = { min: 10, max: 60_000 } as const;
export const BOT_DELAY_RANGE = { min: 0, max: 10_000 } as const;
/** How a game's bots are paced: --think-ms and --bot-delay (its save keeps them, so a resumed game plays on at the same pace). */
export interface Pace {
  thinkMs: number;
  botDelayMs: number;
}

/** How bots are paced when no flag (and no save) says otherwise; a tutorial pauses longer after a bot. */
export const DEFAULT_PACE: Readonly<Pace> = { thinkMs: 1000, botDelayMs: 600 };
export const TUTORIAL_BOT_DELAY_MS = 900;

export function parseBotDelay(text: string | undefined, fallback: number = DEFAULT_PACE.botDelayMs): number {
  return text === undefined ? fallback : boundedInt('--bot-delay', text, BOT_DELAY_RANGE.min, BOT_DELAY_RANGE.max, 'milliseconds');
}

export function parseThinkMs(text: string | undefined, fallback: number = DEFAULT_PACE.thinkMs): number {
  return text === undefined ? fallback : boundedInt('--think-ms', text, THINK_MS_RANGE.min, THINK_MS_RANGE.max, 'milliseconds');
}

/** Crockford's base32 in lower case: no i, l, o or u, so a seed read aloud or copied by hand survives. */
const SEED_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** Random characters in a made-up seed: 26 × 5 = 130 bits, so nobody can find the seed (and with it the deck) by trying seeds. */
export const SEED_CHARACTERS = 26;

/** A made-up seed: `junta-` and 26 base32 characters, one per random byte's low five bits (32 divides 256: uniform). */
export function generatedSeed(bytes: (count: number) => Uint8Array = randomBytes): string {
  return `junta-${[...bytes(SEED_CHARACTERS)].map((b) => SEED_ALPHABET[b & 31]).join('')}`;
}

export function recordFromPlan(plan: GamePlan): GameRecord {
  return {
    format: RECORD_FORMAT,
    seed: plan.seed ?? generatedSeed(),
    seedGenerated: plan.seed === undefined,
    players: plan.seats.map((s) => (s.bot ? { name: s.name, bot: s.bot } : { name: s.name })),
    options: { firstPresident: plan.firstPresident },
    actions: [],
  };
}

/**
 * The next game at the same table: a new seed, so a new deal – the parts of the record its game
 * declares pinned (decks, dice: a record's or the tutorial's) are not kept.
 */
export function freshDeal<R extends { format: string }>(previous: R): R {
  const pinned = games.byFormat(previous.format)?.pinned ?? [];
  const rest = Object.fromEntries(Object.entries(previous).filter(([key]) => !pinned.includes(key)));
  return { ...rest, seed: generatedSeed(), seedGenerated: true, actions: [] } as unknown as R;
}

/** "Play again" at one keyboard: the same players, seats rotated by one, a new deal. */
export function nextRecord(previous: GameRecord): GameRecord {
  const players = [...previous.players.slice(1), previous.players[0]];
  const firstPresident = previous.options?.firstPresident ?? FIRST_PRESIDENT_DEFAULT;
  return { ...freshDeal(previous), players, options: { firstPresident } };
}
