// What the board game's box holds besides the cards, as data (board-cards.md; rulings B1, B3, B4,
// B15, B17, B20, B24, B36, B64): families, Positions, Locations, the bills by denomination and the
// numbers the rules count with. The engine reads them here; none is a constant in the engine.

/** B1: the families, seat k taking the k-th unless chosen. */
export const FAMILIES = ['car', 'glasses', 'martini glass', 'diamond', 'quill', 'pocket watch', 'cigar'] as const;

/** B17: the six Positions, in the cabinet's order. */
export const POSITIONS = ['minister', 'general1', 'general2', 'general3', 'admiral', 'air-force'] as const;
export type Position = (typeof POSITIONS)[number];
export const POSITION_NAMES: Record<Position, string> = {
  minister: 'Minister of Internal Security',
  general1: 'General of the 1st Brigade',
  general2: 'General of the 2nd Brigade',
  general3: 'General of the 3rd Brigade',
  admiral: 'Admiral of the Navy',
  'air-force': 'Air Force Commander',
};
/** B17: no family holds two of these. */
export const GENERALS: readonly Position[] = ['general1', 'general2', 'general3'];

/** B24: the five Locations. */
export const LOCATIONS = ['bank', 'headquarters', 'home', 'mistress', 'nightclub'] as const;
export type Location = (typeof LOCATIONS)[number];
export const LOCATION_NAMES: Record<Location, string> = {
  bank: 'Central Bank', headquarters: 'Headquarters', home: 'Home', mistress: 'Mistress', nightclub: 'Nightclub',
};
/** B24: the Embassies an exile names (display only). */
export const EMBASSIES = ['embassy-north', 'embassy-east', 'embassy-west'] as const;

/** B3: the denominations in millions, and how many bills of each the box holds (51, 30, 15: 96 bills, 156 M). */
export const DENOMINATIONS = [1, 2, 3] as const;
export type Denomination = (typeof DENOMINATIONS)[number];
export const BILL_COUNTS: readonly [number, number, number] = [51, 30, 15];

/** The numbers the rules count with. */
export const NUMBERS = {
  /** B4: cards each player draws at setup and after a first-election tie. */
  startingHand: 5,
  /** B15: cards each active player draws in phase 1. */
  phaseOneDraw: 2,
  /** B15: cards (hand plus Influence in front) kept at the hand limit. */
  handLimit: 6,
  /** B20: bills the President draws for the Budget, and the more Foreign Aid Increase adds. */
  aidDraw: 8,
  aidIncrease: 2,
  /** B36, B64: the game ends when the Foreign Aid deck holds fewer bills than this. */
  endBelow: 8,
  /** B11: Position votes counted per player at most. */
  positionVotesMax: 2,
  /** B13: one election is held at most this many times. */
  electionHoldings: 3,
  /** B69: gifts per window and per turn. */
  giftsPerWindow: 3,
  /** B17: Positions per family, at least and at most. */
  positionsPerFamily: { min: 1, max: 2 },
} as const;
