// What a seat sees (rulings B5, B6, B24, B31, B37, B61, B64): everything public; its own hand, pocket,
// account, Location and private log; the President (in office) the drawn bills and the stacks until
// they are handed out; nobody the deck orders, the seed, the pinned dice, the bills out of the game,
// or another's pocket or account, in value or in number of bills. Who must act is public (B68, B70).
import type { Offer, Simultaneous } from '../../../core/rules.js';
import { plainCopy } from '../../../core/plain-copy.js';
import { pending } from './pending.js';
import { frameOf } from './stack.js';
import type { Action, BankingFrame, BoardState, Frame, History, Location, Money, Note, PlayerState, Seat, Status } from './types.js';

export interface PlayerView {
  name: string;
  family: string;
  status: Status;
  handSize: number;
  /** His own hand; null for everyone else's. */
  hand: string[] | null;
  influence: string[];
  /** B5: his own pocket and account; null for everyone else's (every account at the end, B64). */
  pocket: Money | null;
  account: Money | null;
  /** B24: whether he holds a Location card this round (public: the table sees who has chosen). */
  located: boolean;
  /** His own Location; another's once revealed (B31), or once his Exile is public (B24). */
  location: Location | 'exile' | null;
  embassy: string | null;
  resigned: boolean;
}

/** B5: a stack's recipient and announced amount are public once announced; its bills only the President's while in office. */
export interface StackView { seat: Seat; announced: number | null; bills: Money | null }
export interface BudgetView { stacks: StackView[]; kept: Money | null }

/** B37: the bills a banker moved so far are his alone. */
export type BankingView = Omit<BankingFrame, 'deposited' | 'withdrawn'> & { deposited: Money | null; withdrawn: Money | null };
export type FrameView = Exclude<Frame, BankingFrame> | BankingView;

type Hidden = 'seed' | 'rng' | 'dice' | 'players' | 'drawPile' | 'aid' | 'out' | 'drawn' | 'budget' | 'flow' | 'notes' | 'history';
const HIDDEN: ReadonlySet<string> = new Set<Hidden>(['seed', 'rng', 'dice', 'players', 'drawPile', 'aid', 'out', 'drawn', 'budget', 'flow', 'notes', 'history']);

export interface BoardView extends Omit<BoardState, Hidden> {
  /** The seat whose view it is; null for the public view. */
  seat: Seat | null;
  players: PlayerView[];
  drawSize: number;
  /**
   * B6: the Foreign Aid deck's size is never shown on a screen, but it follows from the public draw
   * events (each with its count), so the view carries it for the bots and for determinize.
   */
  aidSize: number;
  /** B20, B61: the bills drawn for the Budget and not yet stacked, to the President in office alone. */
  drawn: Money | null;
  /** B20: whether the President holds drawn bills now (public: the phase and the draw event say so), whatever they are. */
  drawnHeld: boolean;
  budget: BudgetView | null;
  flow: FrameView[];
  /** B5: what this seat was shown and keeps (its private log); none in the public view. */
  notes: Note[];
  /** B64: the end reveal's history (every Budget's true stacks, every gift's bills), once the game is over. */
  history: History | null;
  /**
   * Who must act and who may (public; the board game declares no play-or-pass window), with a trade
   * window's time-out action, "ready" (B68), which names only the seat.
   */
  pending: { required: { seat: Seat; timeout?: { action: Action; label: string } }[]; optional: Offer[] };
}

/** B5: the President in office sees the drawn bills and the stacks; nobody while the office is vacant. */
const isPresident = (s: BoardState, viewer: Seat | null): boolean => viewer !== null && viewer === s.president;

function locationSeen(s: BoardState, viewer: Seat | null, seat: Seat, p: PlayerState): Location | 'exile' | null {
  if (viewer === seat || s.revealed) return p.location;
  // B24: exiles are public once every Location is in.
  return p.location === 'exile' && frameOf(s, 'locations') === null ? 'exile' : null;
}

function playerView(s: BoardState, viewer: Seat | null, seat: Seat, p: PlayerState): PlayerView {
  const own = viewer === seat;
  const location = locationSeen(s, viewer, seat, p);
  return {
    name: p.name,
    family: p.family,
    status: p.status,
    handSize: p.hand.length,
    hand: own ? p.hand : null,
    influence: p.influence,
    pocket: own ? p.pocket : null,
    account: own || s.ended !== null ? p.account : null,
    located: p.location !== null,
    location,
    embassy: location === 'exile' ? p.embassy : null,
    resigned: p.resigned,
  };
}

function budgetView(s: BoardState, viewer: Seat | null): BudgetView | null {
  if (!s.budget) return null;
  const president = isPresident(s, viewer);
  // B21: a stack still being filled is the President's alone; once announced, its recipient and amount are public.
  const stacks = s.budget.stacks.filter((st) => president || st.announced !== null);
  return {
    stacks: stacks.map((st) => ({ seat: st.seat, announced: st.announced, bills: president ? st.bills : null })),
    kept: president ? s.budget.kept : null,
  };
}

function frameView(f: Frame, viewer: Seat | null): FrameView {
  if (f.kind !== 'banking') return f;
  const own = viewer !== null && f.order[f.at] === viewer;
  return { ...f, deposited: own ? f.deposited : null, withdrawn: own ? f.withdrawn : null };
}

/**
 * `copy`: the view owns its values; without, it shares them with the state, for a reader that
 * changes neither (a network host's encoding, a bot's model of play: sharedView).
 */
export function viewOf(s: BoardState, viewer: Seat | null, copy = true): BoardView {
  if (copy) return plainCopy(viewOf(s, viewer, false));
  const { players, drawPile, aid, drawn, flow, notes, history } = s;
  // The state's public fields in its own order, then the view's own, in this order: built by
  // assignment (an object rest pattern, or a spread followed by more fields, is many times slower).
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(s)) if (!HIDDEN.has(key)) rest[key] = s[key as keyof BoardState];
  const view = rest as unknown as BoardView;
  view.seat = viewer;
  view.players = players.map((p, i) => playerView(s, viewer, i, p));
  view.drawSize = drawPile.length;
  view.aidSize = aid.length;
  view.drawn = isPresident(s, viewer) ? drawn : null;
  view.drawnHeld = drawn !== null;
  view.budget = budgetView(s, viewer);
  view.flow = flow.map((f) => frameView(f, viewer));
  view.notes = viewer === null ? [] : notes[viewer];
  view.history = s.ended !== null ? history : null;
  view.pending = { required: pending(s).required.map((d) => (d.timeout ? { seat: d.seat, timeout: { action: { ...d.timeout.action }, label: d.timeout.label } } : { seat: d.seat })), optional: pending(s).optional };
  return view;
}

export const viewFor = (s: BoardState, seat: Seat): BoardView => viewOf(s, seat);
export const publicView = (s: BoardState): BoardView => viewOf(s, null);
/** A view (null: the public one) sharing the state's values: cheap, for reading only. */
export const sharedView = (s: BoardState, seat: Seat | null): BoardView => viewOf(s, seat, false);

/**
 * B24, B68: the decision every active player takes at once that a view is in (a trade window, the
 * Locations), and who has taken it; public, so a table may say "Locations: Ana ✓, Bo …".
 */
export function simultaneousInView(view: BoardView): Simultaneous | null {
  const top = view.flow[view.flow.length - 1];
  if (top?.kind === 'window') return { label: 'Deals', seats: top.asked.map((seat) => ({ seat, done: top.answered.includes(seat) })) };
  if (top?.kind === 'locations') {
    return { label: 'Locations', seats: view.players.flatMap((p, seat) => (p.status === 'active' ? [{ seat, done: !top.waiting.includes(seat) }] : [])) };
  }
  return null;
}

/** B77: the rules topic of each kind of decision, for the `?` key at a decision. */
const FRAME_TOPIC: Record<FrameView['kind'], string> = {
  round: 'quickstart', vote: 'votes', window: 'trading', pass: 'quickstart', announce: 'assassinations', 'hand-limit': 'quickstart',
  react: 'assassinations', banking: 'banking', exiles: 'exile', cabinet: 'cabinet', budget: 'budget', force: 'budget', locations: 'locations',
  'coup-question': 'coup', coup: 'coup', cousin: 'cabinet', movement: 'coup', attacks: 'coup', shelling: 'coup', retreats: 'coup', sides: 'coup',
  'junta-vote': 'coup', execution: 'coup',
};

/** The rules topic a player most needs at a view: the decision's, the end's once the game is over. */
export const topicInView = (view: BoardView): string => (view.ended ? 'end' : FRAME_TOPIC[view.flow[view.flow.length - 1].kind]);
