// A full state consistent with one seat's view (rulings B3, B5, B6, B21, B24, B71): what it was not
// shown, sampled: the other hands and the draw pile from the unseen cards; the unseen bills, per
// denomination what the box holds less what the seat sees, dealt to the stacks it sees announced
// (each worth at least its announcement), the Foreign Aid deck (its public size), then the other
// pockets and accounts, the drawn and kept bills and the bills out of the game; Locations not yet
// revealed (an Informant's sight kept); no pinned dice and a generator of its own (dice are chance).
import { plainCopy } from '../../../core/plain-copy.js';
import { shuffled } from '../../../core/sampling.js';
import type { Random } from '../../../core/types.js';
import { BILL_COUNTS, DENOMINATIONS, LOCATIONS, type Denomination } from '../content/box.js';
import { ALL_CARDS } from '../content/cards.js';
import { seedRng } from './context.js';
import { NO_MONEY, valueOf } from './money.js';
import type { BoardState, Frame, Location, Money, PlayerState, Stack } from './types.js';
import type { BoardView, PlayerView } from './view.js';

/** Tries at dealing the stacks at random before dealing them their biggest bills first. */
const TRIES = 8;

/** Where the unseen bills may go once the stacks and the deck have theirs. */
type Place = Money;

function unseenCards(v: BoardView): string[] {
  const seen = new Set<string>([...v.discard, ...v.players.flatMap((p) => [...p.influence, ...(p.hand ?? [])])]);
  for (const a of v.attempts) if (a.card !== null && a.killed === null && !a.cancelled) seen.add(a.card);
  for (const f of v.flow) if (f.kind === 'vote') for (const c of f.played) seen.add(c);
  return ALL_CARDS.filter((c) => !seen.has(c));
}

const known = (m: Money | null): Money => m ?? NO_MONEY;

/** Per denomination, the bills the view does not place. */
function unseenBills(v: BoardView): Denomination[] {
  const seen: Money[] = [
    ...v.players.flatMap((p) => [known(p.pocket), known(p.account)]),
    known(v.drawn),
    ...(v.budget ? [known(v.budget.kept), ...v.budget.stacks.map((st) => known(st.bills))] : []),
  ];
  return DENOMINATIONS.flatMap((d, i) => Array.from({ length: BILL_COUNTS[i] - seen.reduce((sum, m) => sum + m[i], 0) }, () => d));
}

/** B21: bills for each stack the view sees announced but not its bills, worth at least the announcement; null when they run short of the deck's size. */
function dealStacks(bills: Denomination[], wanted: number[], aidSize: number): Money[] | null {
  const stacks = wanted.map((): Money => [0, 0, 0]);
  for (const [k, amount] of wanted.entries()) {
    while (valueOf(stacks[k]) < amount) {
      const bill = bills.pop();
      if (bill === undefined) return null;
      stacks[k][bill - 1] += 1;
    }
  }
  return bills.length >= aidSize ? stacks : null;
}

function dealMoney(v: BoardView, random: Random): { stacks: Money[]; aid: Denomination[]; rest: Denomination[] } {
  const wanted = (v.budget?.stacks ?? []).filter((st) => st.bills === null).map((st) => st.announced ?? 0);
  for (let i = 0; i <= TRIES; i++) {
    // The last try deals the stacks their biggest bills first, which leaves the most bills for the deck.
    const bills = i < TRIES ? shuffled(unseenBills(v), random) : unseenBills(v);
    const stacks = dealStacks(bills, wanted, v.aidSize);
    if (stacks) return { stacks, aid: bills.splice(bills.length - v.aidSize, v.aidSize), rest: bills };
  }
  // Unreachable from a view of a real state: its own bills are one such deal.
  throw new Error('no deal of the unseen bills fits the view');
}

/** B24, B31: a Location the seat was not shown; an Informant's sight this round is kept. */
function sampledLocation(v: BoardView, seat: number, p: PlayerView, random: Random): Location | 'exile' | null {
  if (p.location !== null || !p.located) return p.location;
  const seen = v.notes.find((n) => n.kind === 'location' && n.round === v.round && n.seat === seat);
  if (seen?.kind === 'location') return seen.location;
  if (p.status === 'exiled') return 'exile';
  // While the Locations are chosen an Exile is hidden too (B24); the President may not choose it.
  const choosing = v.flow.some((f) => f.kind === 'locations');
  const options: (Location | 'exile')[] = choosing && seat !== v.president ? [...LOCATIONS, 'exile'] : [...LOCATIONS];
  return options[Math.floor(random() * options.length)];
}

export function determinize(view: BoardView, random: Random): BoardState {
  const v = plainCopy(view);
  const cards = shuffled(unseenCards(v), random);
  const { stacks: dealt, aid, rest } = dealMoney(v, random);
  const players: PlayerState[] = v.players.map((p, seat) => ({
    name: p.name, family: p.family, status: p.status,
    hand: p.hand ?? cards.splice(0, p.handSize),
    influence: p.influence,
    pocket: p.pocket ?? [0, 0, 0],
    account: p.account ?? [0, 0, 0],
    location: sampledLocation(v, seat, p, random),
    embassy: p.embassy,
    resigned: p.resigned,
  }));
  const drawn: Money | null = v.drawn ?? (v.drawnHeld ? [0, 0, 0] : null);
  const budget = v.budget && {
    stacks: v.budget.stacks.map((st): Stack => ({ seat: st.seat, announced: st.announced, bills: st.bills ?? dealt.shift()! })),
    kept: v.budget.kept ?? [0, 0, 0],
  };
  const out: Money = [0, 0, 0];
  // The other places a bill unseen may be in: pockets and accounts not shown, the drawn and kept bills not shown, out of the game.
  const places: Place[] = [
    ...v.players.flatMap((p, i) => [...(p.pocket === null ? [players[i].pocket] : []), ...(p.account === null ? [players[i].account] : [])]),
    ...(v.drawn === null && drawn ? [drawn] : []),
    ...(budget && v.budget?.kept === null ? [budget.kept] : []),
    out,
  ];
  for (const bill of rest) places[Math.floor(random() * places.length)][bill - 1] += 1;
  const flow = v.flow.map((f): Frame => (f.kind === 'banking' ? { ...f, deposited: f.deposited ?? [0, 0, 0], withdrawn: f.withdrawn ?? [0, 0, 0] } : f));
  const { seat, players: _players, drawSize, aidSize, drawn: _drawn, drawnHeld, budget: _budget, flow: _flow, notes, history, pending, ...shared } = v;
  void _players; void aidSize; void _drawn; void drawnHeld; void _budget; void _flow; void pending;
  return {
    ...shared,
    seed: `determinized-${random()}`,
    rng: seedRng(String(random())),
    dice: [],
    players,
    drawPile: cards.splice(0, drawSize),
    aid,
    out,
    drawn,
    budget,
    flow,
    notes: v.players.map((_, i) => (i === seat ? notes : [])),
    history: history ?? { budgets: [], gifts: [] },
  };
}
