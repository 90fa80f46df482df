// A record's start position (ruling B71): a game that begins at phase 1 of a round instead of at
// setup. Its checks (each of the 64 cards in one place, the bills adding up per denomination, the
// bounds of B36 and B73, the Positions' consistency: B17, B18, B19, B34, B35) say what is wrong with
// one field, in words that quote nothing of the file; `positionOf` writes a state's position.
import { BILL_COUNTS, GENERALS, NUMBERS, POSITIONS, type Denomination, type Position } from '../content/box.js';
import { ALL_CARDS, typeOf } from '../content/cards.js';
import type { Ctx } from './context.js';
import type { BoardState, Holder, Money, Seat } from './types.js';

export interface StartPlayer {
  /** Nobody is dead at a round start (B36 step 3). */
  status: 'active' | 'exiled';
  hand: string[];
  influence: string[];
  pocket: Money;
  account: Money;
}

export interface StartPosition {
  round: number;
  /** Never vacant at a round start (B75). */
  president: Seat;
  positions: Record<Position, Holder>;
  /** The Positions still frozen until phase 2 (B18, B19). */
  frozen: Position[];
  /** B34: the President's Cousin's Position. */
  cousin: Position | null;
  /** One per seat, in seat order. */
  players: StartPlayer[];
  /** The Political draw pile, top first, and the discard pile. */
  drawPile: string[];
  discard: string[];
  /** The Foreign Aid deck, top first. */
  aid: Denomination[];
  /** Bills out of the game. */
  out: Money;
  /** B28: the Assassination marker. */
  marker: 'activity' | 'safe';
  /** B36 step 4: Stable and Open at every round start (they may be left out). */
  situation?: 'stable';
  bank?: 'open';
}

/** What is wrong with a start position: the field (a path under the position) and why. */
export interface StartProblem { path: (string | number)[]; message: string }

const problem = (path: (string | number)[], message: string): StartProblem => ({ path, message });

function cardsProblem(start: StartPosition): StartProblem | null {
  const seen = new Set<string>();
  const places: [(string | number)[], string[]][] = [
    ...start.players.flatMap((p, i): [(string | number)[], string[]][] => [[['players', i, 'hand'], p.hand], [['players', i, 'influence'], p.influence]]),
    [['drawPile'], start.drawPile],
    [['discard'], start.discard],
  ];
  for (const [path, cards] of places) {
    for (const [j, card] of cards.entries()) {
      if (seen.has(card)) return problem([...path, j], 'is a card the position already holds elsewhere (each card is in exactly one place)');
      seen.add(card);
    }
  }
  const missing = ALL_CARDS.length - seen.size;
  if (missing > 0) return problem([], `leaves out ${missing} of the ${ALL_CARDS.length} Political cards (each is in exactly one place, none pending)`);
  for (const [i, p] of start.players.entries()) {
    const j = p.influence.findIndex((c) => typeOf(c) !== 'influence');
    if (j >= 0) return problem(['players', i, 'influence', j], 'is not an Influence card');
  }
  return null;
}

function billsProblem(start: StartPosition): StartProblem | null {
  const places: Money[] = [start.out, ...start.players.flatMap((p) => [p.pocket, p.account])];
  for (let i = 0; i < 3; i++) {
    const total = places.reduce((sum, m) => sum + m[i], 0) + start.aid.filter((d) => d === i + 1).length;
    if (total !== BILL_COUNTS[i]) return problem([], `holds ${total} bills of ${i + 1} M, not ${BILL_COUNTS[i]} (B3)`);
  }
  if (start.aid.length < NUMBERS.endBelow) return problem(['aid'], `holds fewer than ${NUMBERS.endBelow} bills: the game would have ended (B36, B64)`);
  const drawnBefore = BILL_COUNTS.reduce((a, b) => a + b, 0) - start.aid.length;
  if (drawnBefore < NUMBERS.aidDraw * (start.round - 1)) {
    return problem(['round'], `is too late for the Foreign Aid deck: each earlier round drew at least ${NUMBERS.aidDraw} bills (B73)`);
  }
  return null;
}

function positionsProblem(start: StartPosition, seats: number): StartProblem | null {
  const held = new Map<Seat, Position[]>();
  if (new Set(start.frozen).size !== start.frozen.length) return problem(['frozen'], 'names a Position twice');
  for (const pos of POSITIONS) {
    const holder = start.positions[pos];
    const frozen = start.frozen.includes(pos);
    if (typeof holder === 'number') {
      if (holder >= seats) return problem(['positions', pos], 'names a seat not at the table');
      if (holder === start.president) return problem(['positions', pos], 'is held by the President, who holds no Position (B17)');
      if (start.players[holder].status === 'exiled' && !frozen) return problem(['frozen'], "leaves out an exile's Position, which is frozen (B19, B25)");
      held.set(holder, [...(held.get(holder) ?? []), pos]);
    } else if (!frozen) {
      return problem(['frozen'], `leaves out a ${holder === 'vacant' ? 'vacant Position' : "dead President's Cousin's Position"}, which is frozen (B18, B35)`);
    }
  }
  for (const [seat, positions] of held) {
    if (positions.length > NUMBERS.positionsPerFamily.max) return problem(['positions'], `gives seat ${seat + 1} more than ${NUMBERS.positionsPerFamily.max} Positions (B17)`);
    if (positions.filter((p) => GENERALS.includes(p)).length > 1) return problem(['positions'], `gives seat ${seat + 1} two Generals (B17)`);
  }
  if (start.cousin !== null && !start.frozen.includes(start.cousin)) return problem(['cousin'], "names a Position that is not frozen: the Cousin's Position is a frozen one (B34)");
  return null;
}

/** The first thing wrong with a start position for `seats` players (its shape already checked), or null. */
export function startProblem(start: StartPosition, seats: number): StartProblem | null {
  if (start.players.length !== seats) return problem(['players'], `lists ${start.players.length} players, not one for each of the ${seats} seats`);
  if (start.president >= seats) return problem(['president'], 'names a seat not at the table');
  if (start.players[start.president].status !== 'active') return problem(['president'], 'names an exile: the President is on the island (B24)');
  return cardsProblem(start) ?? billsProblem(start) ?? positionsProblem(start, seats);
}

/** Sets a state (made for the record's players, nothing dealt) to a start position: phase 1 of its round (B15, B71). */
export function startAt(ctx: Ctx, start: StartPosition): void {
  const { s } = ctx;
  s.round = start.round;
  s.president = start.president;
  s.chair = start.president;
  for (const pos of POSITIONS) s.positions[pos] = { holder: start.positions[pos], frozen: start.frozen.includes(pos) };
  s.cousin = start.cousin;
  start.players.forEach((p, seat) => {
    Object.assign(s.players[seat], { status: p.status, hand: [...p.hand], influence: [...p.influence], pocket: [...p.pocket], account: [...p.account] });
  });
  s.drawPile = [...start.drawPile];
  s.discard = [...start.discard];
  s.aid = [...start.aid];
  s.out = [...start.out];
  s.marker = start.marker;
  s.flow = [{ kind: 'round', phase: 1, step: 0 }];
  ctx.emit({ type: 'round', round: s.round });
  ctx.emit({ type: 'phase', phase: 1 });
}

/** A state's position as a record's `start` gives it (the state at a round start: nobody dead, nothing pending). */
export function positionOf(s: BoardState): StartPosition {
  return {
    round: s.round,
    president: s.president ?? s.chair,
    positions: Object.fromEntries(POSITIONS.map((p) => [p, s.positions[p].holder])) as Record<Position, Holder>,
    frozen: POSITIONS.filter((p) => s.positions[p].frozen),
    cousin: s.cousin,
    players: s.players.map((p) => ({
      status: p.status === 'exiled' ? 'exiled' : 'active', hand: [...p.hand], influence: [...p.influence], pocket: [...p.pocket], account: [...p.account],
    })),
    drawPile: [...s.drawPile],
    discard: [...s.discard],
    aid: [...s.aid],
    out: [...s.out],
    marker: s.marker,
  };
}
