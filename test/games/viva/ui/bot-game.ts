// Whole Viva games by bots for the screens' tests (V1–V29): every state after every action, with the
// log as the session keeps it (step 0 the set-up, step k the k-th action) and who acted.
import seedrandom from 'seedrandom';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, Variant, VivaEvent, VivaState } from '../../../../src/games/viva/rules/types.js';

/** Five names of 24 columns, two of them CJK: the widest the screens are made for. */
export const NAMES = ['Anastasia-Maximiliana-XY', '山田太郎山田太郎山田太郎', 'Bartholomew-Fitzgerald-Z', '김민준김민준김민준김민준', 'Cleopatra-Philadelphia-Q'];

export interface Logged { step: number; actor: number | null; events: VivaEvent[] }
export interface Moment { state: VivaState; step: number }
export interface BotGame { moments: Moment[]; log: Logged[] }

/** A seeded game of `kind` bots in every seat, played to its end (at most `maxActions`). */
export async function botGame(names: readonly string[], variant: Variant, kind: 'random' | 'heuristic', seed: string, maxActions = 4000): Promise<BotGame> {
  const bot = (await viva.bots())()[kind];
  const rng = seedrandom(seed);
  const created = viva.rules.create({ seed, players: [...names], options: { variant } });
  let state = created.state;
  const log: Logged[] = [{ step: 0, actor: null, events: created.events }];
  const moments: Moment[] = [{ state, step: 0 }];
  while (!viva.rules.isOver(state) && moments.length <= maxActions) {
    const [decision] = viva.rules.pending(state).required;
    const action: Action | null = await bot.decide(viva.rules.viewFor(state, decision.seat), viva.botChoices(state, decision.seat, null), rng);
    if (!action) throw new Error(`the ${kind} bot gave no action at step ${moments.length}`);
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    log.push({ step: moments.length, actor: decision.seat, events: result.events });
    moments.push({ state, step: moments.length });
  }
  return { moments, log };
}

/** The log as a seat (or the public) saw it up to `step` (V5). */
export const logSeen = (log: readonly Logged[], seat: number | 'public', step = Infinity): Logged[] =>
  log.filter((s) => s.step <= step).map((s) => ({ ...s, events: s.events.filter((e) => viva.rules.visibleTo(e, seat)) }));
