// The table flow at a terminal: keeps the pure flow's state (session/flow.ts), feeds it the
// table's changes, the players' decisions and the bots' steps, opens the input guard whenever the
// screen changes (clearing the terminal at hand-offs), and says whether a key passes the guard. The
// passes of a public window's prompt (V30) are submitted here, one seat's pass after another.
import { useEffect, useReducer, useRef, useState } from 'react';
import type { Seat } from '../core/types.js';
import { guardKey, nextRoute, openGuard, sameScreen, type FlowInput, type FlowState, type FlowTimings, type Screen, type Situation } from '../session/flow.js';
import { visible } from '../text/sanitize.js';
import { BotRunner } from './botRunner.js';
import { useShell } from './shell.js';
import { situationOf } from './situation.js';
import { submitPasses } from './window-prompt.js';
import type { Table, TableGame } from './table-game.js';

export interface TableFlow {
  screen: Screen;
  /** What the table shows now, for the flow and the screens. */
  situation(): Situation;
  dispatch(input: FlowInput): void;
  /** A key arrives: whether it passes the input guard (every key, taken or not, restarts the quiet). */
  acceptKey(): boolean;
  /** Why the table refused the last decision, until the screen changes. */
  error: string | null;
  /** Submits a seat's decision, an action of the table's game from its screens; a refusal becomes `error`, an accepted one moves the flow on. */
  submit(seat: Seat, action: unknown): Promise<void>;
  /** Ends the pause after a bot's action now. */
  skipBotPause(): void;
}

export function useTableFlow(game: TableGame, table: Table, timings: FlowTimings, clock: () => number): TableFlow {
  const shell = useShell();
  const pub = table.port('public');
  const [, render] = useReducer((n: number) => n + 1, 0);
  // Refs, not state: several keys or table changes before the next render each see the one before.
  const flow = useRef<FlowState | null>(null);
  flow.current ??= { screen: { kind: 'table' }, told: pub.snapshot().step };
  const guard = useRef(openGuard(clock(), 0));
  const [error, setError] = useState<string | null>(null);
  const bots = useRef<BotRunner | null>(null);
  bots.current ??= new BotRunner();
  const alive = useRef(true);
  // While a prompt's passes go in, the table's changes wait: the flow routes once, after the last.
  const passing = useRef(false);

  const situation = (): Situation => situationOf(game, table, flow.current!.told);

  const dispatch = (input: FlowInput): void => {
    if (!alive.current || (passing.current && input.type === 'update')) return;
    const before = flow.current!.screen;
    const route = nextRoute(situation(), flow.current!, input, timings);
    flow.current = route.state;
    if (!sameScreen(before, route.state.screen)) {
      guard.current = openGuard(clock(), route.quietMs);
      setError(null);
      if (route.clear) shell.clear();
    }
    if (route.passes.length > 0) void pass(route.passes);
    if (route.botStep) void runBot(route.botPauseMs);
    if (route.autoContinueMs !== null) setTimeout(() => dispatch({ type: 'enter' }), route.autoContinueMs);
    render();
  };

  /** A public window's passes, seat after seat; the table's changes meanwhile wait for the last. */
  async function pass(seats: readonly Seat[]): Promise<void> {
    passing.current = true;
    let refused: string | null = null;
    try {
      refused = await submitPasses(game, table, seats);
    } finally {
      passing.current = false;
    }
    if (refused !== null) setError(refused);
    dispatch({ type: 'update' });
  }

  async function runBot(pauseMs: number): Promise<void> {
    if (await bots.current!.step(table.bots, pauseMs, () => alive.current)) dispatch({ type: 'update' });
  }

  useEffect(() => {
    const unsubscribe = pub.subscribe(() => dispatch({ type: 'update' }));
    const offLive = table.live?.subscribe(() => dispatch({ type: 'update' }));
    dispatch({ type: 'update' });
    return () => {
      alive.current = false;
      unsubscribe();
      offLive?.();
    };
  }, []);

  const acceptKey = (): boolean => {
    const checked = guardKey(guard.current, clock());
    guard.current = checked.guard;
    return checked.accepted;
  };

  const submit = async (seat: Seat, action: unknown): Promise<void> => {
    const port = table.port(seat);
    // The game's own screens built it for the table's game (one module gives both); the session still judges it.
    const result = await port.submit(action, port.snapshot().step);
    if (!result.ok) return setError(visible(result.error.message));
    dispatch({ type: 'submitted' });
  };

  return { screen: flow.current.screen, situation, dispatch, acceptKey, error, submit, skipBotPause: () => bots.current!.skipPause() };
}
