// The table flow (architecture.md): which screen a terminal shows next – hand-off, private
// decision, done, public table, coup news, end – as a pure function of what the table shows, who
// sits at this keyboard and what just happened. Timings are data: the bot pause, and the quiet
// period a screen waits for before it takes a key (the input guard). A seat's optional action (the
// game's offer: R11's bribe) may be taken at hand-offs and on its own screen; a private window (R15)
// is a seat's decision like any other, asked behind a hand-off; a public window (V30) of players at
// this keyboard is asked of them together on one public prompt, and their passes need no hand-off.
import type { Offer, Purpose } from '../core/game.js';
import type { Seat } from '../core/types.js';

/** An optional action a seat may take now, in the game's words and with its key (R11's bribe). */
export type SeatOffer = Pick<Offer, 'seat' | 'key' | 'label' | 'role'>;

/** What a private screen is for (the core's: a game's tutorial coach is asked with it too). */
export type { Purpose };

export type Screen =
  /** The public table: bots act, or players elsewhere decide. */
  | { kind: 'table' }
  /** "Pass to Bo": nothing private on screen. */
  | { kind: 'handoff'; seat: Seat; purpose: Purpose }
  /**
   * A seat's private screen. `waiting`: its player has decided and only bots must act within
   * that player's own turn (a Thief on a bot asks the bot about its Bodyguard, R15); the screen
   * stays up while they do, so the same player goes on without a hand-off, and hides first if
   * anyone else here goes on or the turn passes.
   */
  | { kind: 'private'; seat: Seat; purpose: Purpose; waiting?: true }
  /**
   * A public play-or-pass window (V30) asking `seats` here in this order, on one public prompt
   * ("does anyone play …?"): a player presses their seat's digit to play (the seats before pass),
   * Enter passes for all of them. Nothing private on it: a window asks by role, never by hand.
   */
  | { kind: 'window'; seats: Seat[]; label: string }
  /** "Done – press Enter to hide". */
  | { kind: 'hide'; seat: Seat }
  /** The public outcome of a coup fought at `step`. */
  | { kind: 'news'; step: number }
  | { kind: 'end' };

/** Whether two screens are the same one (same kind, seat, purpose, step): a change of screen is what opens the input guard and clears. */
export const sameScreen = (a: Screen, b: Screen): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the table shows now, and who is at this keyboard. */
export interface Situation {
  step: number;
  finished: boolean;
  /** Seats that must act now (pending.required). */
  required: Seat[];
  /** The optional action a seat may take now (R11's bribe), by the game's words and key; null: none. */
  offer: SeatOffer | null;
  /** Human seats played at this keyboard. */
  here: Seat[];
  /** Seats played by bots that this terminal runs (empty for a network client). */
  bots: Seat[];
  /** The first step after `told` in which a coup was fought, if any. */
  news: number | null;
  /** Whose voting turn it is (R10) while voting goes on; null otherwise. */
  turn: Seat | null;
  /**
   * The public play-or-pass window asked now (the one required decision, not private), with the
   * seats it asks next if each passes (the core's PassWindow `then`); null or absent: none.
   */
  window?: PublicWindow | null;
}

/** A public window as the flow reads it (src/core/game.ts PassWindow). */
export interface PublicWindow {
  seat: Seat;
  label: string;
  then: readonly Seat[];
}

export interface FlowState {
  screen: Screen;
  /** The last step whose coup news has been shown. */
  told: number;
}

export type FlowInput =
  /** The table changed, or the screens start: go where the game is. */
  | { type: 'update' }
  /** Enter on a hand-off, a hide or a news screen (after the guard). */
  | { type: 'enter' }
  /** The offer's key: its seat asks to take it (at a hand-off, or on their own screen). */
  | { type: 'offer' }
  /** The private screen's decision was accepted. */
  | { type: 'submitted' }
  /** The seat leaves the offer's screen without taking it. */
  | { type: 'cancel-offer' }
  /** On a public window's prompt, a listed seat's digit (after the guard): that seat plays. */
  | { type: 'play'; seat: Seat };

/** What the terminal should do besides showing the screen. */
export interface Route {
  state: FlowState;
  /** Clear the screen and scrollback before drawing (every hand-off). */
  clear: boolean;
  /** Keys wait for this much quiet (ms of no key at all) before they count; 0: none. */
  quietMs: number;
  /** Let one bot act now, then pause this long so the players can follow it. */
  botStep: boolean;
  botPauseMs: number;
  /** On a news screen nobody here must acknowledge: move on after this many ms (null: wait for Enter). */
  autoContinueMs: number | null;
  /**
   * Seats whose window passes the front end submits now, in this order, each the window's own
   * pass, before it routes the next update (a public window's prompt: Enter, or a later seat's digit).
   */
  passes: Seat[];
}

export interface FlowTimings {
  /** Quiet before a hand-off, hide or news screen takes Enter. */
  handoffQuietMs: number;
  /** Quiet before the first private screen after a hand-off takes keys. */
  privateQuietMs: number;
  /** How long a coup's news stays up when only bots play. */
  newsMs: number;
  /** The pause after each bot action (--bot-delay; Space skips it). */
  botPauseMs: number;
}

export const DEFAULT_TIMINGS: FlowTimings = { handoffQuietMs: 500, privateQuietMs: 300, newsMs: 3000, botPauseMs: 600 };

/** The next screen and what goes with it. */
export function nextRoute(sit: Situation, state: FlowState, input: FlowInput, timings: FlowTimings = DEFAULT_TIMINGS): Route {
  const screen = state.screen;
  const stay = (): Route => plain(state);
  switch (input.type) {
    case 'update':
      // Screens waiting for a key stay until it comes; the rest follow the game.
      if (screen.kind === 'handoff' || screen.kind === 'hide' || screen.kind === 'news' || screen.kind === 'end') return stay();
      if (screen.kind === 'window') return sit.window?.seat === screen.seats[0] && !sit.finished ? stay() : goOn(sit, state, { kind: 'table' }, timings);
      if (screen.kind === 'private' && screen.waiting) return afterBots(sit, state, screen.seat, timings);
      // A private screen in a group leaves only by its own decision (then "Done – press Enter to hide").
      if (screen.kind === 'private' && (screen.purpose === 'optional' || sit.here.length > 1)) return stay();
      return goOn(sit, state, screen, timings);
    case 'enter':
      if (screen.kind === 'handoff') return { ...plain({ ...state, screen: { kind: 'private', seat: screen.seat, purpose: screen.purpose } }), clear: true, quietMs: timings.privateQuietMs };
      if (screen.kind === 'hide') return goOn(sit, state, { kind: 'table' }, timings);
      if (screen.kind === 'news') return goOn(sit, { ...state, told: Math.max(state.told, screen.step) }, { kind: 'table' }, timings);
      if (screen.kind === 'window') return { ...plain({ ...state, screen: { kind: 'table' } }), passes: [...screen.seats] };
      return stay();
    case 'play': {
      const at = screen.kind === 'window' ? screen.seats.indexOf(input.seat) : -1;
      if (screen.kind !== 'window' || at < 0) return stay();
      return { ...handOff(state, { kind: 'handoff', seat: input.seat, purpose: 'decide' }, timings), passes: screen.seats.slice(0, at) };
    }
    case 'offer': {
      const seat = sit.offer?.seat;
      if (seat === undefined || !sit.here.includes(seat)) return stay();
      if (screen.kind === 'handoff' && screen.purpose === 'decide' && screen.seat !== seat) {
        return handOff(state, { kind: 'handoff', seat, purpose: 'optional' }, timings);
      }
      if (screen.kind === 'private' && screen.seat === seat && screen.purpose === 'decide') {
        return plain({ ...state, screen: { ...screen, purpose: 'optional' } });
      }
      return stay();
    }
    case 'submitted':
    case 'cancel-offer': {
      if (screen.kind !== 'private') return stay();
      if (sit.finished && sit.news === null) return plain({ ...state, screen: { kind: 'end' } });
      const seat = screen.seat;
      const botBusy = sit.required.some((s) => sit.bots.includes(s));
      const nextHuman = sit.required.find((s) => sit.here.includes(s));
      const keepScreen = sit.here.length === 1 || (nextHuman === seat && !botBusy && sit.news === null);
      if (keepScreen) return goOn(sit, state, { kind: 'private', seat, purpose: 'decide' }, timings);
      return afterBots(sit, state, seat, timings);
    }
  }
}

function plain(state: FlowState): Route {
  return { state, clear: false, quietMs: 0, botStep: false, botPauseMs: 0, autoContinueMs: null, passes: [] };
}

function handOff(state: FlowState, screen: Screen, timings: FlowTimings): Route {
  return { ...plain({ ...state, screen }), clear: true, quietMs: timings.handoffQuietMs };
}

/**
 * A group's private screen after its player decided: it stays while only bots (and maybe this
 * player) must act within this player's turn, and goes on as the player's own decision when it
 * comes back to them; it hides ("Done – press Enter to hide") before news, the end, another
 * player's turn (a bot's turn is watched on the public table), or anyone else here or elsewhere.
 */
function afterBots(sit: Situation, state: FlowState, seat: Seat, timings: FlowTimings): Route {
  const news = sit.news !== null && sit.news > state.told;
  if (sit.finished && !news) return plain({ ...state, screen: { kind: 'end' } });
  const botBusy = sit.required.some((s) => sit.bots.includes(s));
  const othersHere = sit.required.some((s) => s !== seat && sit.here.includes(s));
  if (!news && !othersHere && botBusy && sit.turn === seat) {
    return { ...plain({ ...state, screen: { kind: 'private', seat, purpose: 'decide', waiting: true } }), botStep: true, botPauseMs: timings.botPauseMs };
  }
  if (!news && !othersHere && sit.required.length > 0 && sit.required.every((s) => s === seat)) return plain({ ...state, screen: { kind: 'private', seat, purpose: 'decide' } });
  return handOff(state, { kind: 'hide', seat }, timings);
}

/** Where the game goes from `from`: news first, then the end, bots in the open, humans behind hand-offs. */
function goOn(sit: Situation, state: FlowState, from: Screen, timings: FlowTimings): Route {
  if (sit.news !== null && sit.news > state.told) {
    const route = handOff(state, { kind: 'news', step: sit.news }, timings);
    return sit.here.length > 0 ? route : { ...route, quietMs: 0, autoContinueMs: timings.newsMs };
  }
  if (sit.finished) return plain({ ...state, screen: { kind: 'end' } });
  const single = sit.here.length === 1;
  const human = sit.required.find((s) => sit.here.includes(s));
  const botBusy = sit.required.some((s) => sit.bots.includes(s));
  if (botBusy || human === undefined) {
    // A lone player keeps their own screen while the others decide; a group watches the table.
    const screen: Screen = from.kind === 'private' && single ? { ...from, purpose: 'decide' } : single && sit.here.length > 0 ? { kind: 'private', seat: sit.here[0], purpose: 'decide' } : { kind: 'table' };
    return { ...plain({ ...state, screen }), botStep: botBusy, botPauseMs: botBusy ? timings.botPauseMs : 0 };
  }
  if (single) return plain({ ...state, screen: { kind: 'private', seat: human, purpose: 'decide' } });
  if (from.kind === 'private' && from.seat === human) return plain({ ...state, screen: { ...from, purpose: 'decide' } });
  const window = windowHere(sit, human);
  if (window) return handOff(state, window, timings);
  return handOff(state, { kind: 'handoff', seat: human, purpose: 'decide' }, timings);
}

/**
 * The public prompt of a window asking `human` now, listing them and the seats here it asks next
 * while each passes (each once; the list stops at the first seat not here, who decides elsewhere).
 */
function windowHere(sit: Situation, human: Seat): Screen | null {
  const window = sit.window;
  if (!window || window.seat !== human || sit.required.length !== 1) return null;
  const seats = [human];
  for (const seat of window.then) {
    if (!sit.here.includes(seat)) break;
    if (!seats.includes(seat)) seats.push(seat);
  }
  return { kind: 'window', seats, label: window.label };
}

/** The input guard: a screen takes a key only after `quietMs` without any key, counted from its appearance. */
export interface Guard {
  quietMs: number;
  /** When the screen appeared, or the last key came (ms). */
  lastAt: number;
}

export function openGuard(now: number, quietMs: number): Guard {
  return { quietMs, lastAt: now };
}

/** A key arrives at `now`: whether it counts, and the guard after it (every key restarts the quiet). */
export function guardKey(guard: Guard, now: number): { accepted: boolean; guard: Guard } {
  const accepted = now - guard.lastAt >= guard.quietMs;
  return { accepted, guard: accepted ? { quietMs: 0, lastAt: now } : { ...guard, lastAt: now } };
}
