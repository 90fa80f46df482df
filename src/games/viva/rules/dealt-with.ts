// Which catalogue version a record was dealt with when it does not say (V31, V2, V4): records
// written before records named their catalogue. The cards a record names reveal its deal: a game is
// replayed from its seed under each version, newest first, and is the first version's under which
// every action is legal – each Promise, payment, discard and play names cards its seat holds, which
// under another version's deal it would not.
import { CATALOGUE_VERSIONS } from '../content/cards.js';
import { apply } from './apply.js';
import { create } from './setup.js';
import type { VivaRecord, VivaState } from './types.js';

/** How many of the record's actions replay legally when dealt with `version`; -1 when it cannot even be set up so (a pinned deck of another version). */
function actionsReplayed(record: VivaRecord, version: number): number {
  let state: VivaState;
  try {
    state = create({
      seed: record.seed, players: record.players.map((p) => p.name), options: record.options, deck: record.deck, dice: record.dice, catalogue: version,
    }).state;
  } catch {
    return -1;
  }
  for (const [i, action] of record.actions.entries()) {
    const applied = apply(state, action);
    if (!applied.ok) return i;
    state = applied.state;
  }
  return record.actions.length;
}

/**
 * The catalogue version a record that names none was dealt with: the newest under which its whole
 * record replays (a record of the current deal is told at its first replay). When none does, the
 * one under which it replays furthest, so the replay's refusal names the action that is wrong with
 * the record rather than the first card of another deal. A record that names no dealt card (no
 * action yet, or none that depends on the deal) is as good under every version: it gets the current one.
 */
export function dealtWith(record: VivaRecord): number {
  let best = { version: CATALOGUE_VERSIONS[CATALOGUE_VERSIONS.length - 1], replayed: -2 };
  for (const version of [...CATALOGUE_VERSIONS].reverse()) {
    const replayed = actionsReplayed(record, version);
    if (replayed === record.actions.length) return version;
    if (replayed > best.replayed) best = { version, replayed };
  }
  return best.version;
}
