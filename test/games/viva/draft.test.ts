// The working copy an action mutates (src/games/viva/rules/draft.ts, for replay's speed): over seeded
// random games at 3–5 players, Basic and Expert, with and without pinned dice (V4), a draft is its
// state key for key and shares none of the containers a rule changes, and apply leaves the state it
// was given exactly as it was.
import seedrandom from 'seedrandom';
import { draftOf } from '../../../src/games/viva/rules/draft.js';
import { viva } from '../../../src/games/viva/module.js';
import type { VivaStart } from '../../../src/games/viva/rules/setup.js';
import type { VivaState } from '../../../src/games/viva/rules/types.js';
import { containers } from '../../support/containers.js';
import { randomStep } from './builder.js';

/** What the rules replace and never change in place, so a draft may share it (paths with [] for any index). */
const SHARED = new Set(['$.rng', '$.lastBattle', '$.players[].orders', '$.players[].promise.dice[]', '$.players[].loans[]', '$.battle.played[]', '$.known[]']);

/** Paths of objects or arrays that `a` and `b` hold at the same place, outside SHARED. */
function sharedContainers(a: unknown, b: unknown, path = '$', found: string[] = []): string[] {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return found;
  if (SHARED.has(path)) return found;
  if (a === b) found.push(path);
  for (const [key, value] of Object.entries(a)) {
    sharedContainers(value, (b as Record<string, unknown>)[key], Array.isArray(a) ? `${path}[]` : `${path}.${key}`, found);
  }
  return found;
}

const GAMES = [3, 4, 5].flatMap((players) => (['basic', 'expert'] as const).flatMap((variant) => [false, true].map((pinned) => ({ players, variant, pinned }))));

/** Each game's states, played once for the tests that walk them. */
const played = new Map<(typeof GAMES)[number], VivaState[]>();

/** Every state of the game's seeded random game, the first one from setup (played once). */
function states(game: (typeof GAMES)[number]): VivaState[] {
  if (!played.has(game)) played.set(game, playedGame(game));
  return played.get(game)!;
}

/** Plays the game's seeded random game from setup to its end. */
function playedGame({ players, variant, pinned }: (typeof GAMES)[number]): VivaState[] {
  const random = seedrandom(`viva-draft-${players}-${variant}-${pinned}`);
  const dice = pinned ? Array.from({ length: 300 }, () => 1 + Math.floor(random() * 6)) : undefined;
  const start: VivaStart = { seed: `viva-draft-${players}`, players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva'].slice(0, players), options: { variant }, dice };
  let { state } = viva.rules.create(start);
  const all = [state];
  while (!viva.rules.isOver(state)) {
    state = randomStep(state, random).state;
    all.push(state);
  }
  return all;
}

test.each(GAMES)('a draft is its state key for key and shares no container a rule changes ($players players, $variant, pinned dice: $pinned)', (game) => {
  const problems: string[] = [];
  for (const s of states(game)) {
    const draft = draftOf(s);
    if (JSON.stringify(draft) !== JSON.stringify(s)) problems.push(`action ${s.actionCount}: the draft differs from its state`);
    for (const path of sharedContainers(draft, s)) problems.push(`action ${s.actionCount}: ${path} is shared`);
  }
  expect(problems.slice(0, 5)).toEqual([]);
});

test.each(GAMES)('apply leaves the state it was given as it was ($players players, $variant, pinned dice: $pinned)', ({ players, variant, pinned }) => {
  const random = seedrandom(`viva-draft-apply-${players}-${variant}-${pinned}`);
  const dice = pinned ? Array.from({ length: 300 }, () => 1 + Math.floor(random() * 6)) : undefined;
  const start: VivaStart = { seed: `viva-draft-apply-${players}`, players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva'].slice(0, players), options: { variant }, dice };
  let { state } = viva.rules.create(start);
  const problems: string[] = [];
  while (!viva.rules.isOver(state)) {
    const before = JSON.stringify(state);
    const step = randomStep(state, random);
    if (JSON.stringify(state) !== before) problems.push(`${JSON.stringify(step.action)} changed the state it was applied to`);
    const again = viva.rules.apply(state, step.action);
    if (!again.ok || JSON.stringify(again.state) !== JSON.stringify(step.state)) problems.push(`${JSON.stringify(step.action)} gave another state when applied again`);
    state = step.state;
  }
  expect(problems.slice(0, 5)).toEqual([]);
});

test.each(GAMES.filter((g) => !g.pinned))('V5 a view owns its values: equal to the shared view, no container of the state in it ($players players, $variant)', (game) => {
  const problems: string[] = [];
  for (const s of states(game)) {
    const held = containers(s);
    for (const seat of [null, ...s.players.map((_, i) => i)]) {
      const view = seat === null ? viva.rules.publicView(s) : viva.rules.viewFor(s, seat);
      if (JSON.stringify(view) !== JSON.stringify(viva.rules.sharedView!(s, seat))) problems.push(`action ${s.actionCount}, seat ${seat}: the view differs`);
      if ([...containers(view)].some((c) => held.has(c))) problems.push(`action ${s.actionCount}, seat ${seat}: the view shares a container with the state`);
    }
  }
  expect(problems.slice(0, 5)).toEqual([]);
});
