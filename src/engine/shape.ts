// Run-time shape checks for actions from any source (a file, a bot, a screen): exact fields, right types.
import { RuleError } from './context.js';
import type { Action, ActionType } from './types.js';

type Field =
  | 'string' | 'string?' | 'vote' | 'vote?' | 'amount' | 'amount?' | 'strings' | 'strings?'
  | 'stacks' | 'declarations' | 'boolean?' | 'card-or-null?';

const SHAPES: Record<ActionType, Record<string, Field>> = {
  'name-first-president': { name: 'string' },
  'propose-budget': { stacks: 'stacks' },
  'keep-budget': {},
  bribe: { to: 'string', money: 'strings', announced: 'amount', ownAnnounced: 'amount?' },
  'declare-buildings': { votes: 'declarations' },
  'play-card': {
    card: 'string', vote: 'vote?', target: 'string?', money: 'strings?', useAction: 'boolean?',
  },
  'draw-card': {},
  'use-building': { card: 'string', target: 'string?', money: 'strings?' },
  'end-turn': {},
  react: { bodyguard: 'card-or-null?' },
  redistribute: { stacks: 'stacks', ownAnnounced: 'amount?' },
  'commit-coup': { cards: 'strings' },
  'choose-president': { name: 'string' },
};

// Bounds far above anything a game holds (57 Political and 43 Money cards, 81 million in all),
// so a hostile action is refused by its shape before the rules spend time on it.
/** The longest list an action may carry: more than all the cards of a game. */
const MAX_LIST = 64;
/** The largest amount an action may announce, in millions: more than all the money of a game. */
const MAX_AMOUNT = 1000;
/** The longest text an action may carry (a name, a card id): past any name a record allows. */
const MAX_TEXT = 200;

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isShortString = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= MAX_TEXT;

function checkField(kind: Field, value: unknown): string | null {
  const optional = kind.endsWith('?');
  if (value === undefined) return optional ? null : 'is missing';
  switch (kind.replace('?', '')) {
    case 'string':
      return isShortString(value) ? null : 'must be a non-empty text';
    case 'vote':
      return value === 'for' || value === 'against' ? null : 'must be "for" or "against"';
    case 'amount':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT
        ? null : 'must be a whole number of millions, 0 or more';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'card-or-null':
      return value === null || isShortString(value) ? null : 'must be a card or null';
    case 'strings':
      return Array.isArray(value) && value.length <= MAX_LIST && value.every(isShortString)
        ? null : 'must be a list of card names';
    case 'stacks':
      return checkList(value, (entry) => checkObject(entry, { to: 'string', money: 'strings', announced: 'amount' }));
    case 'declarations':
      return checkList(value, (entry) => checkObject(entry, { card: 'string', vote: 'vote' }));
  }
  return 'has an unknown kind';
}

function checkList(value: unknown, each: (entry: unknown) => string | null): string | null {
  if (!Array.isArray(value) || value.length > MAX_LIST) return 'must be a list';
  for (let i = 0; i < value.length; i++) {
    const problem = each(value[i]);
    if (problem) return `entry ${i + 1}: ${problem}`;
  }
  return null;
}

function checkObject(value: unknown, fields: Record<string, Field>): string | null {
  if (!isRecord(value)) return 'must be an object';
  for (const key of Object.keys(value)) {
    if (!(key in fields)) return `has an unexpected field "${key}"`;
  }
  for (const [key, kind] of Object.entries(fields)) {
    const problem = checkField(kind, value[key]);
    if (problem) return `"${key}" ${problem}`;
  }
  return null;
}

/** Throws RuleError('malformed') unless `raw` has exactly the shape of one action type. */
export function checkShape(raw: unknown): Action {
  if (!isRecord(raw)) throw new RuleError('malformed', 'an action must be an object');
  const type = raw.type;
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type)) {
    throw new RuleError('malformed', `unknown action type ${JSON.stringify(type)}`);
  }
  const problem = checkObject(raw, { type: 'string', seat: 'string', ...SHAPES[type as ActionType] });
  if (problem) throw new RuleError('malformed', `${type}: ${problem}`);
  return raw as unknown as Action;
}
