// What players type, checked once where it enters (--names, --bots NAME:kind, --seed, the setup
// screen, new records): names are NFC, visible, 1–24 columns, unique after case folding; seeds are
// 1–200 printable characters, so whatever can be played can be resumed and replayed. What a name is
// made of is one rule wherever a name enters, in every game: flags and the setup screen, records and
// saves (session/records.ts), the wire (net/protocol.ts).
import stringWidth from 'string-width';
import type { OptionSpec } from '../core/game.js';
import { NAME_MAX_LENGTH, nameKey } from '../core/names.js';
import { hasUnsafe, visible } from '../text/sanitize.js';
import { NAME_COLUMNS } from '../text/width.js';

export const SEED_MAX_LENGTH = 200;
/**
 * The option whose value `name` would be read as instead of a player's name, or undefined: an option
 * that takes a player's name takes its suggestions as words (Las Cartas' --first-president vote), so
 * no player of that game may be called one.
 */
function reservedBy(name: string, options: readonly OptionSpec[]): OptionSpec | undefined {
  const key = nameKey(name);
  return options.find((spec) => spec.playerNames && (spec.suggestions ?? []).some((word) => nameKey(word) === key));
}

/** The form a name is stored in: Unicode NFC. */
export function normalizeName(name: string): string {
  return name.normalize('NFC');
}

/** The one test of name identity (core/names.ts), where the session's name rules are. */
export { nameKey };

/** The first two seats (indexes) whose names are the same name (nameKey), or null when every name differs. */
export function sameNames(names: readonly string[]): [number, number] | null {
  const keys = names.map(nameKey);
  const second = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  return second < 0 ? null : [keys.indexOf(keys[second]), second];
}

const quoted = (text: string): string => `"${visible(text)}"`;

/**
 * Why `name` cannot be a player's name wherever it comes from – typed, read from a record or a
 * save, sent by a host – or null: what it is made of. The reason quotes nothing (a record's name is
 * a file's bytes); a caller puts the name, sanitized, or its field before it.
 */
export function nameFormProblem(name: string): string | null {
  if (name === '') return 'is empty';
  if (name !== normalizeName(name)) return 'is not in Unicode NFC form';
  if (hasUnsafe(name)) return 'has a control or invisible character; a name may use letters, digits, spaces, punctuation and emoji';
  if (/^\s|\s$/u.test(name)) return 'starts or ends with a space';
  if (stringWidth(name) === 0 || !/[\p{L}\p{N}\p{P}\p{S}]/u.test(name)) return 'shows nothing on screen';
  return null;
}

/**
 * Why `name` cannot be a new player's name, or null when it can: the rule of what a name is made of,
 * and a new name's width and length. The sentence starts with the name, so a caller can put the
 * field before it ("--names: "Bo " ends with a space"). `options`: the game's, whose words no name may be.
 */
export function nameProblem(name: string, options: readonly OptionSpec[] = []): string | null {
  if (name === '') return 'a name is empty';
  const form = nameFormProblem(name);
  if (form) return `${quoted(name)} ${form}`;
  const width = stringWidth(name);
  if (width > NAME_COLUMNS) return `${quoted(name)} is ${width} columns wide; a name may be at most ${NAME_COLUMNS}`;
  if (name.length > NAME_MAX_LENGTH) return `${quoted(name)} is too long to record (at most ${NAME_MAX_LENGTH} UTF-16 units)`;
  const reserved = reservedBy(name, options);
  if (reserved) return `${quoted(name)} cannot be a player's name (it is a ${reserved.flag} choice)`;
  return null;
}

/**
 * Why these names cannot sit at one table (a bad name, or two that are the same name), or null.
 * `field` names where name i was entered ("--names", "name 2"); the answer starts with it. `options`:
 * the game's, whose words no name may be.
 */
export function namesProblem(names: readonly string[], field: (index: number) => string, options: readonly OptionSpec[] = []): string | null {
  for (const [i, name] of names.entries()) {
    const problem = nameProblem(name, options);
    if (problem) return `${field(i)}: ${problem}`;
  }
  const twins = sameNames(names);
  if (!twins) return null;
  const first = names[twins[0]];
  const twice = twins[1];
  return first === names[twice]
    ? `${field(twice)}: ${quoted(first)} appears twice; every player needs a different name`
    : `${field(twice)}: ${quoted(first)} and ${quoted(names[twice])} are the same name; every player needs a different name`;
}

/**
 * Why the players of a record (replayed, resumed, continued) cannot be told apart, naming both
 * seats, or null. Records keep the format's looser limits on a name's length (records written
 * before still load); what a name is made of is checked by nameFormProblem, as for a new game.
 */
export function recordNamesProblem(names: readonly string[]): string | null {
  const twins = sameNames(names);
  if (!twins) return null;
  const [a, b] = twins;
  return `seats ${a + 1} and ${b + 1}, ${quoted(names[a])} and ${quoted(names[b])}, are the same name (names are compared ignoring case, spaces at the ends and Unicode form); every player needs a different name`;
}

/** Why `seed` cannot seed a new game, or null when it can. */
export function seedProblem(seed: string): string | null {
  if (seed === '') return 'the seed is empty';
  if (hasUnsafe(seed)) return `the seed ${quoted(seed.slice(0, 40))} has a control or invisible character`;
  const length = [...seed].length;
  if (length > SEED_MAX_LENGTH) return `the seed is ${length} characters long; a seed may have at most ${SEED_MAX_LENGTH}`;
  return null;
}
