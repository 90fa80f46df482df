// Game plans: who plays and how – --players, --names, the --bots grammar (product.md), --seed,
// the game's own options (its OptionSpecs) and every numeric option's bounds – and the new record a
// plan makes, of the game played. The CLI and the setup screen share it; bad input is a UsageError
// (exit 2). Names and seeds follow the rules in input.ts.
import { randomBytes } from 'node:crypto';
import type { GameInfo, OptionSpec } from '../core/game.js';
import { UsageError } from './errors.js';
import type { SessionRecord } from './runner.js';
import { nameKey, namesProblem, normalizeName, seedProblem } from './input.js';

export const BOT_KINDS = ['random', 'heuristic', 'ismcts'] as const;
export type BotKind = (typeof BOT_KINDS)[number];
const DEFAULT_NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kai', 'Lu'];

/** The players' names of a new game unless told, as many as it seats (any game's count: past the twelfth, "Player 13"). */
export function defaultNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => DEFAULT_NAMES[i] ?? `Player ${i + 1}`);
}

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

export function parsePlayerCount(text: string, game: Pick<GameInfo, 'players'>): number {
  const { min, max } = game.players;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--players takes a number from ${min} to ${max}, not "${text}"; for example: junta play -p ${game.players.default}`);
  }
  return Number(text);
}

/** The names of a comma list, the spaces around each comma dropped, in NFC. */
export function splitNames(text: string): string[] {
  return text.split(',').map((n) => normalizeName(n.replace(/^ +| +$/g, '')));
}

/** New players' names of `game` from `field`: each entered name checked by the one rule set (session/input.ts), none a word its options reserve. */
export function checkNames(names: string[], field: string, game: Pick<GameInfo, 'options'>): string[] {
  const problem = namesProblem(names, () => field, game.options);
  if (problem) throw new UsageError(problem);
  return names;
}

export function parseNames(text: string, count: number | undefined, game: Pick<GameInfo, 'players' | 'options'>): string[] {
  const names = splitNames(text);
  if (names.some((n) => n === '')) throw new UsageError('--names has an empty name; write them like: --names Ana,Bo,Cy');
  if (count !== undefined && names.length !== count) {
    throw new UsageError(`--names gives ${names.length} names for ${count} players; give one name per player`);
  }
  const { min, max } = game.players;
  if (names.length < min || names.length > max) throw new UsageError(`--names must give ${min} to ${max} names, not ${names.length}`);
  return checkNames(names, '--names', game);
}

/** A new game's seed from `field`, or exit 2 naming the field. */
export function checkSeed(seed: string, field: string): string {
  const problem = seedProblem(seed);
  if (problem) throw new UsageError(`${field}: ${problem}`);
  return seed;
}

const isKind = (word: string): word is BotKind => (BOT_KINDS as readonly string[]).includes(word);

/** The kind of bot a seat gets when none is named: the game's own default (GameInfo.defaultBot), else heuristic. */
export const defaultBotOf = (game: Pick<GameInfo, 'defaultBot'>): BotKind => (game.defaultBot !== undefined && isKind(game.defaultBot) ? game.defaultBot : 'heuristic');

/** Applies a --bots spec to the seats: a count (the last seats, of the `kind` named when none is) or a list of NAME:kind, NAME or kind. */
export function applyBots(spec: string, names: string[], kind: BotKind = 'heuristic'): SeatPlan[] {
  const unnamedKind = kind;
  const seats: SeatPlan[] = names.map((name) => ({ name }));
  const trimmed = spec.trim();
  if (/^\d+$/.test(trimmed)) {
    const count = Number(trimmed);
    if (count > names.length) throw new UsageError(`--bots ${count} is more bots than the ${names.length} players`);
    for (let i = names.length - count; i < names.length; i++) seats[i].bot = unnamedKind;
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
    seat.bot = (kind as BotKind | undefined) ?? unnamedKind;
  }
  const free = seats.filter((s) => !s.bot);
  if (unnamed.length > free.length) throw new UsageError(`--bots lists more bots than there are players`);
  free.slice(free.length - unnamed.length).forEach((s, i) => (s.bot = unnamed[i]));
  return seats;
}

/** `junta play`'s and `junta host`'s options; beside them, the game's own options by their keys (firstPresident, variant). */
export interface PlayOptions {
  players?: string;
  names?: string;
  bots?: string;
  seed?: string;
  record?: string;
  thinkMs?: string;
  botDelay?: string;
}

/** A game option's value as given beside the play options (commander puts each under its key), if it is. */
const given = (options: PlayOptions, spec: OptionSpec): string | undefined => {
  const value = (options as Record<string, unknown>)[spec.key];
  return typeof value === 'string' ? value : undefined;
};

export interface GamePlan {
  seats: SeatPlan[];
  seed?: string;
  /** The game's options, each checked (optionValue): a record's `options`. */
  options: Record<string, string>;
  record?: string;
}

/**
 * An option's value for a record: one of its suggestions, or where a player's name is a value
 * (Las Cartas' first President) the seat's name it names; else why not, in the words of its flag.
 */
export function optionValue(spec: OptionSpec, value: string, seats: readonly string[]): { value: string } | { problem: string } {
  const typed = normalizeName(value);
  if ((spec.suggestions ?? []).includes(typed)) return { value: typed };
  const seat = spec.playerNames ? seats.find((n) => nameKey(n) === nameKey(typed)) : undefined;
  if (seat !== undefined) return { value: seat };
  if (!spec.suggestions && !spec.playerNames) return { value: typed };
  const allowed = spec.playerNames ? `${(spec.suggestions ?? []).join(', ')} or a player's name (${seats.join(', ')})` : orWords(spec.suggestions ?? []);
  return { problem: `${spec.flag} takes ${allowed}, not "${typed}"` };
}

const orWords = (words: readonly string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);

/** A new game of `game` as the options say: its players (its bounds), bots, seed and its own options, each checked. */
export function planGame(options: PlayOptions, game: GameInfo): GamePlan {
  const count = options.players !== undefined ? parsePlayerCount(options.players, game) : undefined;
  const names = options.names !== undefined ? parseNames(options.names, count, game) : defaultNames(count ?? game.players.default);
  const seats = options.bots !== undefined ? applyBots(options.bots, names, defaultBotOf(game)) : names.map((name) => ({ name }));
  const chosen: Record<string, string> = {};
  for (const spec of game.options) {
    const checked = optionValue(spec, given(options, spec) ?? spec.default, names);
    if ('problem' in checked) throw new UsageError(checked.problem);
    chosen[spec.key] = checked.value;
  }
  if (options.record === '') throw new UsageError('--record needs a file name');
  const seed = options.seed === undefined ? undefined : checkSeed(options.seed, '--seed');
  return { seats, seed, options: chosen, record: options.record };
}

/** Whether the options ask for more than the game's defaults: a plan to play at once, without the setup screen. */
export function plansAGame(options: PlayOptions, game: GameInfo): boolean {
  return (['players', 'names', 'bots', 'seed', 'record'] as const).some((k) => options[k] !== undefined)
    || game.options.some((spec) => given(options, spec) !== undefined && given(options, spec) !== spec.default);
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

/** A new record of the plan, of `game`: its format, a made-up seed unless one was given, the seats, the options. */
export function recordFromPlan(plan: GamePlan, game: Pick<GameInfo, 'recordFormat' | 'stamp'>): NewRecord {
  return {
    format: game.recordFormat,
    ...game.stamp,
    seed: plan.seed ?? generatedSeed(),
    seedGenerated: plan.seed === undefined,
    players: plan.seats.map((s) => (s.bot ? { name: s.name, bot: s.bot } : { name: s.name })),
    options: plan.options,
    actions: [],
  };
}

/** A new game's record, of any game (the plan's, or the setup screen's): what the session reads, and whether its seed was made up. */
export interface NewRecord extends SessionRecord<never> {
  seedGenerated: boolean;
  options: Record<string, string>;
}

/**
 * The next game at the same table: a new seed, so a new deal – the parts of the record its game
 * declares pinned (decks, dice: a record's or the tutorial's) are not kept, and what its game stamps
 * on a new record (a catalogue version) is the present one. `game`: the record's game.
 */
export function freshDeal<R extends { format: string }>(previous: R, game: Pick<GameInfo, 'pinned' | 'stamp'>): R {
  const rest = Object.fromEntries(Object.entries(previous).filter(([key]) => !game.pinned.includes(key)));
  return { ...rest, ...game.stamp, seed: generatedSeed(), seedGenerated: true, actions: [] } as unknown as R;
}

/** "Play again" at one keyboard: the same players, seats rotated by one, a new deal; the game's options as before (their defaults where the record gave none). */
export function nextRecord<R extends { format: string; players: readonly unknown[]; options?: Readonly<Record<string, unknown>> }>(
  previous: R, game: Pick<GameInfo, 'pinned' | 'stamp' | 'options'>,
): R {
  const players = [...previous.players.slice(1), previous.players[0]];
  const options = Object.fromEntries(game.options.map((spec) => [spec.key, previous.options?.[spec.key] ?? spec.default]));
  return { ...freshDeal(previous, game), players, options };
}
