// A bot in a network seat: it plays through the client side exactly as a person's
// screens do – its view and legal actions from the seat port alone (legalFromView), its actions
// submitted with the step they were decided at, a hold of the table for its offer (R11's bribe
// window) answered with the offered action or a pass. The network tests and the bench play whole games this way.
import seedrandom from 'seedrandom';
import { optionalOnly, type Bot } from '../bots/types.js';
import { legalFromView } from '../session/las-cartas.js';
import type { RemoteTable } from './client.js';

export interface BotSeatOptions {
  /** Salt for the bot's own random numbers. */
  salt?: string;
  /** Called after each submission with its answer (tests count refusals, the bench times them). */
  onResult?(ok: boolean, code: string | null): void;
  onError?(error: unknown): void;
}

/** Lets `bot` play the remote table's seat until stopped; returns the stop. */
export function playWithBot(table: RemoteTable, bot: Bot, options: BotSeatOptions = {}): () => void {
  const seat = table.seat;
  if (seat === null) throw new Error('a spectator has no seat to play');
  const port = table.port(seat);
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
        const kinds = view.pending.optional.find((o) => o.seat === seat)?.kinds ?? [];
        const offer = optionalOnly(legalFromView(view), kinds);
        const action = Object.values(offer.samplers).some(Boolean) ? await bot.decide(view, offer, random) : null;
        if (action) report(await port.submit(action, snapshot.step));
        // One offered action at most per hold: then pass, so the table goes on.
        table.live.passOffer(false);
      } finally {
        busy = false;
      }
      if (dirty) await think();
      return;
    }
    if (held !== null || !view.pending.required.some((d) => d.seat === seat) || tried === key) return;
    tried = key;
    busy = true;
    try {
      const action = await bot.decide(view, legalFromView(view), random);
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
