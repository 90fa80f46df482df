// Validating who plays: --players, --names and the --bots grammar (product.md).
import { UsageError } from './io.js';

export const BOT_KINDS = ['random', 'heuristic', 'ismcts'] as const;
export type BotKind = (typeof BOT_KINDS)[number];
export const DEFAULT_NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
const RESERVED = ['vote', 'random'];

export interface SeatPlan {
  name: string;
  bot?: BotKind;
}

export function parsePlayerCount(text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 3 || Number(text) > 6) {
    throw new UsageError(`--players takes a number from 3 to 6, not "${text}"; for example: junta play -p 4`);
  }
  return Number(text);
}

export function parseNames(text: string, count: number | undefined): string[] {
  const names = text.split(',').map((n) => n.trim());
  if (names.some((n) => n === '')) throw new UsageError('--names has an empty name; write them like: --names Ana,Bo,Cy');
  if (count !== undefined && names.length !== count) {
    throw new UsageError(`--names gives ${names.length} names for ${count} players; give one name per player`);
  }
  if (names.length < 3 || names.length > 6) throw new UsageError(`--names must give 3 to 6 names, not ${names.length}`);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw new UsageError(`--names has "${dup}" twice; every player needs a different name`);
  const reserved = names.find((n) => RESERVED.includes(n.toLowerCase()));
  if (reserved) throw new UsageError(`"${reserved}" cannot be a player's name (it is a --first-president option); choose another`);
  const long = names.find((n) => n.length > 20);
  if (long) throw new UsageError(`"${long}" is too long for a name; use at most 20 characters`);
  return names;
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
    const seat = seats.find((s) => s.name === first);
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
  const names = options.names !== undefined ? parseNames(options.names, count) : DEFAULT_NAMES.slice(0, count ?? 4);
  const seats = options.bots !== undefined ? applyBots(options.bots, names) : names.map((name) => ({ name }));
  const firstPresident = options.firstPresident ?? 'vote';
  if (!['vote', 'random', ...names].includes(firstPresident)) {
    throw new UsageError(`--first-president takes vote, random or a player's name (${names.join(', ')}), not "${firstPresident}"`);
  }
  return { seats, seed: options.seed, firstPresident, record: options.record };
}

export function parseBotDelay(text: string | undefined): number {
  if (text === undefined) return 600;
  if (!/^\d+$/.test(text) || Number(text) > 10000) throw new UsageError(`--bot-delay takes milliseconds from 0 to 10000, not "${text}"`);
  return Number(text);
}

export function parseThinkMs(text: string | undefined): number {
  if (text === undefined) return 1000;
  if (!/^\d+$/.test(text) || Number(text) < 10 || Number(text) > 600000) {
    throw new UsageError(`--think-ms takes a number of milliseconds from 10 to 600000, not "${text}"`);
  }
  return Number(text);
}
