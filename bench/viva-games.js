// One Viva el Presidente! game of uniformly random legal choices (the apply-time bench), timing its apply calls.
import { performance } from 'node:perf_hooks';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva'];

/** Plays a game to its end; returns its record's start and actions, and the apply calls' count and time. */
export function randomVivaGame(rules, random, { seed, players, variant }) {
  const start = { seed, players: NAMES.slice(0, players), options: { variant } };
  let { state } = rules.create(start);
  const actions = [];
  let applyMs = 0;
  while (!rules.isOver(state)) {
    const required = rules.pending(state).required;
    const choices = rules.legalActions(state, required[Math.floor(random() * required.length)].seat);
    const i = Math.floor(random() * (choices.actions.length + choices.samplers.length));
    const action = i < choices.actions.length ? choices.actions[i] : choices.samplers[i - choices.actions.length](random);
    const t = performance.now();
    const result = rules.apply(state, action);
    applyMs += performance.now() - t;
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions.push(result.action);
  }
  return { start, actions, applyMs };
}
