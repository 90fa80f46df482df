// The one definition of a well-formed action (one schema per vocabulary): each action
// type's fields, their kinds and their bounds. The engine checks every action it is given against it
// (apply.ts's checkShape), the Action type is derived from it (types.ts), and the game's wire schema
// (games/las-cartas/wire.ts) checks actions from the network and in record files with the same
// check, there with cards named by instance only. Plain data and a few loops: the engine loads no
// schema library, so a screen's first frame and a simulation stay as quick as before.
import { NAME_MAX_LENGTH } from '../../../core/names.js';
import { MAX_PLAYERS } from '../content/players.js';

/** What a field holds (FieldTypes in types.ts says as which type); a trailing '?' makes it optional. */
export type FieldKind =
  | 'name' | 'target' | 'card' | 'card-or-null' | 'cards' | 'moneys' | 'amount' | 'vote' | 'flag' | 'stacks' | 'declarations';

/**
 * Every action type's fields besides `type` and `seat` (the acting player's name). Players are named
 * by name; a `target` is a player's name or, for an Assassin or Amnesty, the card aimed at.
 */
export const ACTION_FIELDS = {
  'name-first-president': { name: 'name' },
  'propose-budget': { stacks: 'stacks' },
  'keep-budget': {},
  bribe: { to: 'name', money: 'moneys', announced: 'amount', ownAnnounced: 'amount?' },
  'declare-buildings': { votes: 'declarations' },
  'play-card': { card: 'card', vote: 'vote?', target: 'target?', money: 'moneys?', useAction: 'flag?' },
  'draw-card': {},
  'use-building': { card: 'card', target: 'target?', money: 'moneys?' },
  'end-turn': {},
  react: { bodyguard: 'card-or-null?' },
  redistribute: { stacks: 'stacks', ownAnnounced: 'amount?' },
  'commit-coup': { cards: 'cards' },
  'choose-president': { name: 'name' },
} as const;

/** The fields of a stack in a budget or a redistribution. */
const STACK_FIELDS: Record<string, string> = { to: 'name', money: 'moneys', announced: 'amount' };
/** The fields of one Building's declared vote. */
const DECLARATION_FIELDS: Record<string, string> = { card: 'card', vote: 'vote' };

// Bounds far above anything a game holds (57 Political and 43 Money cards, 8 Buildings, 81 million
// in all), so a hostile action is refused by its shape before the rules spend time on it.
/** The longest list of cards an action may carry: more than all the cards of a game. */
export const MAX_LIST = 64;
/** The most Buildings one declaration may name: twice all the Buildings of a game. */
export const MAX_DECLARATIONS = 16;
/** The largest amount an action may announce, in millions: more than all the money of a game. */
export const MAX_AMOUNT = 1000;
/** The longest card id or target an action may carry, past any card id there is. */
export const MAX_TEXT = 64;
/** A Political or Rebellion card instance ("thief#2", "rebellion#3"). */
export const CARD_INSTANCE: RegExp = /^[a-z][a-z0-9-]{0,40}#\d{1,3}$/;
/** A Money card instance ("m3#4"). */
export const MONEY_INSTANCE: RegExp = /^m\d{1,2}#\d{1,3}$/;

/**
 * How cards may be named: 'any' also by bare id ("thief", "m3"), as hand-written records and tests
 * do (normalize.ts resolves them); 'instances' only by instance, as the network's clients do.
 */
export type CardNaming = 'any' | 'instances';

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;

function isCard(x: unknown, naming: CardNaming, instance: RegExp): boolean {
  return naming === 'instances' ? typeof x === 'string' && instance.test(x) : isText(x, MAX_TEXT);
}

const cardWords = (naming: CardNaming) => (naming === 'instances' ? 'a card instance ("thief#2")' : 'a card ("thief" or "thief#2")');

function isList(value: unknown, naming: CardNaming, instance: RegExp): boolean {
  if (!Array.isArray(value) || value.length > MAX_LIST) return false;
  for (const entry of value) if (!isCard(entry, naming, instance)) return false;
  return true;
}

function checkField(spec: string, value: unknown, naming: CardNaming): string | null {
  const kind = spec.replace('?', '') as FieldKind;
  if (value === undefined) return kind === spec ? 'is missing' : null;
  switch (kind) {
    case 'name':
      return isText(value, NAME_MAX_LENGTH) ? null : `must be a player's name (1 to ${NAME_MAX_LENGTH} characters)`;
    case 'target':
      return isText(value, MAX_TEXT) ? null : 'must be a non-empty text';
    case 'card':
      return isCard(value, naming, CARD_INSTANCE) ? null : `must be ${cardWords(naming)}`;
    case 'card-or-null':
      return value === null || isCard(value, naming, CARD_INSTANCE) ? null : `must be ${cardWords(naming)} or null`;
    case 'cards':
      return isList(value, naming, CARD_INSTANCE) ? null : 'must be a list of cards';
    case 'moneys':
      return isList(value, naming, MONEY_INSTANCE) ? null : 'must be a list of Money cards';
    case 'amount':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT
        ? null : 'must be a whole number of millions, 0 or more';
    case 'vote':
      return value === 'for' || value === 'against' ? null : 'must be "for" or "against"';
    case 'flag':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'stacks':
      return checkList(value, MAX_PLAYERS, (entry) => checkObject(entry, STACK_FIELDS, naming));
    case 'declarations':
      return checkList(value, MAX_DECLARATIONS, (entry) => checkObject(entry, DECLARATION_FIELDS, naming));
  }
}

function checkList(value: unknown, max: number, each: (entry: unknown) => string | null): string | null {
  if (!Array.isArray(value)) return 'must be a list';
  if (value.length > max) return `must be a list of at most ${max}`;
  for (let i = 0; i < value.length; i++) {
    const problem = each(value[i]);
    if (problem) return `entry ${i + 1}: ${problem}`;
  }
  return null;
}

function checkObject(value: unknown, fields: Readonly<Record<string, string>>, naming: CardNaming): string | null {
  if (!isRecord(value)) return 'must be an object';
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) return 'has a field this action does not have';
  }
  for (const [key, kind] of Object.entries(fields)) {
    const problem = checkField(kind, value[key], naming);
    if (problem) return `"${key}" ${problem}`;
  }
  return null;
}

/** The fields of one action type, `type` and `seat` included. */
const SHAPES = Object.fromEntries(Object.entries(ACTION_FIELDS).map(([type, fields]) =>
  [type, { type: 'target', seat: 'name', ...fields }])) as Record<string, Record<string, string>>;

/** Why `raw` is not an action of exactly one type's shape ("bribe: "announced" is missing"), or null when it is. */
export function actionProblem(raw: unknown, naming: CardNaming = 'any'): string | null {
  if (!isRecord(raw)) return 'an action must be an object';
  const type = raw.type;
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type)) return 'the action\'s type is not one of Las Cartas\'';
  const problem = checkObject(raw, SHAPES[type], naming);
  return problem ? `${type}: ${problem}` : null;
}
