// A bot in a network seat, of any game: it plays through the client side exactly as a
// person's screens do – its choices built from the seat port's view alone (a state consistent with
// the view, rules.determinize, answers like the real one; the game's botChoices of it), its actions
// submitted with the step they were decided at, a hold of the table for its offer (R11's bribe
// window) answered with the offered action or a pass. The network tests and the bench play whole games this way.
import seedrandom from 'seedrandom';
import type { GameBot, GameModule, Offer } from '../core/game.js';
import type { Seat } from '../core/types.js';
import type { RemoteTable } from './client.js';

export interface BotSeatOptions {
  /** Salt for the bot's own random numbers. */
  salt?: string;
  /** Called after each submission with its answer (tests count refusals, the bench times them). */
  onResult?(ok: boolean, code: string | null): void;
  onError?(error: unknown): void;
}

/**
 * What a bot of `seat` is handed, from its view alone: the game's botChoices of a state consistent
 * with the view (a fixed sample, so the answers are repeatable), for its decision now or for `offer`.
 */
function choicesFromView<A, V, L>(module: GameModule<unknown, A, V, unknown, unknown, unknown>, view: V, seat: Seat, offer: Offer | null): L {
  return module.botChoices(module.rules.determinize(view, seedrandom('legal-from-view')), seat, offer) as L;
}

/** Lets `bot` (one of the table's game's bots) play the remote table's seat until stopped; returns the stop. */
export function playWithBot<A, V, E, R, L>(table: RemoteTable<A, V, E, R>, bot: GameBot<V, L, A>, options: BotSeatOptions = {}): () => void {
  const seat = table.seat;
  if (seat === null) throw new Error('a spectator has no seat to play');
  const port = table.port(seat);
  const module = table.module;
  let busy = false;
  let stopped = false;
  /** The step and status we last acted on: act once per change. */
  let tried = '';
  let windowAnswered = '';

  /** A change came while deciding: look again afterwards. */
  let dirty = false;

  const think = async (): Promise<void> => {
    if (stopped) return;
    if (busy) {
      dirty = true;
      return;
    }
    dirty = false;
    const snapshot = port.snapshot();
    const status = table.live.status();
    if (snapshot.finished || status.paused || status.closed !== null || status.link !== 'connected') return;
    const view = snapshot.view;
    const random = seedrandom(`${options.salt ?? 'bot'}|${seat}|${snapshot.step}|${table.gameNumber}`);
    const held = status.hold?.seat ?? null;
    const key = `${table.gameNumber}:${snapshot.step}:${held}`;
    if (held === seat) {
      if (windowAnswered === key) return;
      windowAnswered = key;
      busy = true;
      try {
        const offer = module.rules.pendingInView(view).optional.find((o) => o.seat === seat) ?? null;
        const action = offer ? await bot.decide(view, choicesFromView<A, V, L>(module, view, seat, offer), random) : null;
        if (action) report(await port.submit(action, snapshot.step));
        // One offered action at most per hold: then pass, so the table goes on.
        table.live.passOffer(false);
      } finally {
        busy = false;
      }
      if (dirty) await think();
      return;
    }
    if (held !== null || !module.rules.pendingInView(view).required.some((d) => d.seat === seat) || tried === key) return;
    // A decision the game settles (its only action, public): the host takes it; sending it too would only be refused.
    if (module.forcedInView?.(view, seat)) return;
    tried = key;
    busy = true;
    try {
      const action = await bot.decide(view, choicesFromView<A, V, L>(module, view, seat, null), random);
      if (action) report(await port.submit(action, snapshot.step));
    } finally {
      busy = false;
    }
    if (dirty) await think();
  };

  const report = (result: Awaited<ReturnType<typeof port.submit>>) => {
    // Refused (paused, held for another seat's offer, moved on): try again at the next change.
    if (!result.ok) tried = '';
    options.onResult?.(result.ok, result.ok ? null : result.error.code);
  };
  const run = () => {
    think().catch((error) => options.onError?.(error));
  };
  // The table's one change notice covers the view, the status and the connection.
  const unsubscribe = table.live.subscribe(run);
  run();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
