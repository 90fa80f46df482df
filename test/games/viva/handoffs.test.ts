// Few hand-offs at one keyboard (V30, the table flow in session/flow.ts): with every seat a player
// here, the flow asks each public window of the players here on one prompt – Enter passes for them
// all, a player's number opens a hand-off for that player alone – so a round in which nobody plays a
// card takes at most 2N hand-offs at N players. Counted over seeded games whose players' choices
// are the heuristic bot's, driven through the same flow, situation and passes as the screens.
import seedrandom from 'seedrandom';
import { viva } from '../../../src/games/viva/module.js';
import type { Action, VivaEvent, VivaRecord } from '../../../src/games/viva/rules/types.js';
import { DEFAULT_TIMINGS, nextRoute, type FlowInput, type FlowState } from '../../../src/session/flow.js';
import { LocalTable, localClient } from '../../../src/session/local-table.js';
import { Session } from '../../../src/session/runner.js';
import { situationOf } from '../../../src/ui/situation.js';
import { submitPasses } from '../../../src/ui/window-prompt.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];

/** A round as the players at the keyboard met it: its hand-offs (each: phase and seat), its window prompts, whether a card was played. */
interface Round {
  handoffs: number; windowPrompts: number; cards: boolean; trace: string[];
  /** Hand-offs to a Spend Money turn whose player held no card; and such turns the session settled with "done" (V24, V25). */
  emptySpendHandoffs: number; settledSpends: number;
}

/** Plays a game with every seat here, each decision the heuristic bot's; hand-offs and prompts counted per round. */
async function playHere(seed: string, n: number, variant: 'basic' | 'expert'): Promise<Round[]> {
  const bots = (await viva.bots())();
  const { heuristic } = bots;
  const random = seedrandom(seed);
  const record: VivaRecord = { format: viva.recordFormat, seed, players: NAMES.slice(0, n).map((name) => ({ name })), options: { variant }, actions: [] } as VivaRecord;
  const session = Session.open(viva, record, { autosave: null, bots });
  const table = localClient(new LocalTable(session));
  expect(table.here).toEqual(NAMES.slice(0, n).map((_, i) => i));
  const rounds = new Map<number, Round>();
  const round = () => {
    const r = session.state.round;
    if (!rounds.has(r)) rounds.set(r, { handoffs: 0, windowPrompts: 0, cards: false, trace: [], emptySpendHandoffs: 0, settledSpends: 0 });
    return rounds.get(r)!;
  };
  const decide = async (state: typeof session.state, seat: number): Promise<Action> => {
    const action = await heuristic.decide(viva.rules.viewFor(state, seat), viva.rules.legalActions(state, seat), random);
    if (!action) throw new Error(`the bot gave no action in ${state.phase}`);
    return action;
  };
  let flow: FlowState = { screen: { kind: 'table' }, told: 0 };
  let input: FlowInput = { type: 'update' };
  let planned: Action | null = null;
  for (let moves = 0; ; moves++) {
    if (moves > 50_000) throw new Error('the flow does not reach the end');
    const before = flow.screen;
    const route = nextRoute(situationOf(viva, table, flow.told), flow, input, DEFAULT_TIMINGS);
    flow = route.state;
    const screen = flow.screen;
    const fresh = JSON.stringify(before) !== JSON.stringify(screen);
    if (fresh && screen.kind === 'handoff') {
      round().handoffs += 1;
      round().trace.push(`${session.state.phase} ${NAMES[screen.seat]}`);
      const { phase, spend, players } = session.state;
      if (phase === 'spend' && !spend!.discarding && players[screen.seat].hand.length === 0) round().emptySpendHandoffs += 1;
    }
    if (fresh && screen.kind === 'window') round().windowPrompts += 1;
    if (route.passes.length > 0) expect(await submitPasses(viva, table, route.passes)).toBeNull();
    // What the machine decides (here only what the game settles: every seat is a player) runs as the screens run a bot's step.
    if (route.botStep) expect(await table.bots!.step()).toBe('acted');
    switch (screen.kind) {
      case 'end': {
        // A round with a card played (before combat, Burglars, a Spy) or an Expert destruction chosen
        // (V18: a choice made on the chooser's own screen): its events say so.
        let r = 0;
        for (const e of [...session.initialEvents, ...session.steps.flatMap((step) => step.events)] as VivaEvent[]) {
          if (e.type === 'round') r = e.round;
          else if ((e.type === 'card' || e.type === 'spy' || e.type === 'destroyed') && rounds.has(r)) rounds.get(r)!.cards = true;
        }
        // The "done" of a Spend Money turn begun with an empty hand, which nobody here was asked for.
        session.steps.forEach((step, i) => {
          const before = i === 0 ? null : session.steps[i - 1].state;
          const seat = NAMES.indexOf((step.action as { seat: string }).seat);
          if (before && step.action.type === 'done' && before.players[seat].hand.length === 0) rounds.get(before.round)!.settledSpends += 1;
        });
        return [...rounds.values()];
      }
      case 'handoff': case 'hide': case 'news': input = { type: 'enter' }; break;
      case 'table': input = { type: 'update' }; break;
      case 'window': {
        // The players listed decide in turn on what each would see when asked: the first who plays presses their number.
        let state = session.state;
        input = { type: 'enter' };
        for (const seat of screen.seats) {
          const action = await decide(state, seat);
          if (action.type !== 'pass') {
            planned = action;
            input = { type: 'play', seat };
            break;
          }
          const passed = viva.rules.apply(state, action);
          if (!passed.ok) throw new Error(passed.error.message);
          state = passed.state;
        }
        break;
      }
      case 'private': {
        // A player who pressed their number on a prompt plays what they chose to.
        const action = planned ?? await decide(session.state, screen.seat);
        planned = null;
        const result = await table.port(screen.seat).submit(action, table.port(screen.seat).snapshot().step);
        if (!result.ok) throw new Error(result.error.message);
        input = { type: 'submitted' };
        break;
      }
    }
  }
}

test('V30 a round in which nobody plays a card takes at most 2N hand-offs at N players here, its windows asked on public prompts', async () => {
  const quiet: Record<number, number[]> = {};
  const over: string[] = [];
  let prompts = 0;
  for (const [n, variant] of [[3, 'basic'], [4, 'basic'], [5, 'basic'], [4, 'expert'], [5, 'expert']] as const) {
    // Three games of each meet rounds in which nobody plays a card at every size (checked below); six cost the suite 1.5 s more.
    for (const seed of ['handoffs-a', 'handoffs-b', 'handoffs-c']) {
      for (const r of await playHere(`${seed}-${n}-${variant}`, n, variant)) {
        prompts += r.windowPrompts;
        if (r.cards) continue;
        (quiet[n] ??= []).push(r.handoffs);
        if (r.handoffs > 2 * n) over.push(`${seed} ${n} ${variant}: ${r.handoffs} hand-offs (${r.trace.join(', ')})`);
      }
    }
  }
  expect(over).toEqual([]);
  // The check saw such rounds at every size, and the public prompts asked the windows.
  expect(Object.keys(quiet).sort()).toEqual(['3', '4', '5']);
  expect(prompts).toBeGreaterThan(0);
});

test('V24, V25 a Spend Money turn with an empty hand takes no hand-off: the session takes its only action, "done", for the player', async () => {
  const rounds = [];
  for (const [n, variant] of [[3, 'basic'], [4, 'basic'], [5, 'expert']] as const) rounds.push(...await playHere(`handoffs-empty-${n}-${variant}`, n, variant));
  expect(rounds.reduce((sum, r) => sum + r.emptySpendHandoffs, 0)).toBe(0);
  // Such turns came: the heuristic spends its hand to the last card often enough.
  expect(rounds.reduce((sum, r) => sum + r.settledSpends, 0)).toBeGreaterThan(0);
});
