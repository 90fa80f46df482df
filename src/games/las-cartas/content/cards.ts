// The card catalogue (shared/design/cards.md) as data: the one place that names every card.

export type PoliticalKind = 'influence' | 'building' | 'intervention';

/** What a card's action needs from the player who uses it. */
export type TargetKind =
  | 'none'
  | 'other-stack'
  | 'any-stack'
  | 'other-player'
  | 'mafia-victim'
  | 'own-top-money'
  | 'own-stack-money'
  | 'money-deck'
  | 'enemy-influence'
  | 'building'
  | 'thief-victim'
  | 'successor'
  | 'discard-pile';

export type ActionTiming =
  /** No action at all. */
  | 'none'
  /** Influence: optional, only when played (R13). */
  | 'on-play'
  /** Intervention: happens at once when played (R13). */
  | 'immediate'
  /** Building: once per round on an own phase-3 turn (R13). */
  | 'once-per-round'
  /** Never chosen: applied by the rules when its moment comes. */
  | 'passive'
  /** Bodyguard (R15). */
  | 'reaction'
  /** Martyrs and Marxists (R21, R25). */
  | 'coup-only';

/** The two sides of a coup (R20, R21). */
export type Side = 'president' | 'rebels';

export interface PoliticalDesign {
  id: string;
  name: string;
  kind: PoliticalKind;
  count: number;
  votes: number;
  battle: number;
  timing: ActionTiming;
  target: TargetKind;
  /** Discarded at the end of phase 3 instead of returning to hand, when its action was used (R16). */
  discardAfterUse?: boolean;
  /** R21: its battle value when it counts for the Rebels, where that differs (Marxists). */
  rebelBattle?: number;
  /** R21, R24: counts for this side in a coup whoever holds it, and so is no Rebel's contribution (Presidential Palace). */
  fightsFor?: Side;
  /** R14: may be played only in the second pass of turns (Martial Law). */
  secondPassOnly?: boolean;
  /** R15: a reaction that cancels an attack by these cards (ids) aimed at its holder (Bodyguard). */
  cancels?: readonly string[];
  /** While it is in play, these cards (ids) cannot be played against its owner (Embassy). */
  shields?: readonly string[];
  /** R25: after a coup in which it was committed, its owner's committed Influence cards go back to hand (Martyrs). */
  returnsCommittedInfluence?: boolean;
  /** Named in the rulebook, whose text about it is binding. */
  named?: boolean;
  /** A shorter name for crowded screens. */
  short?: string;
  text: string;
}

const influence = (
  id: string, name: string, count: number, votes: number, battle: number,
  rest: Partial<PoliticalDesign> = {},
): PoliticalDesign => ({
  id, name, kind: 'influence', count, votes, battle, timing: 'none', target: 'none', text: '', ...rest,
});

const building = (
  id: string, name: string, count: number, votes: number, battle: number,
  rest: Partial<PoliticalDesign> = {},
): PoliticalDesign => ({
  id, name, kind: 'building', count, votes, battle, timing: 'none', target: 'none', text: '', ...rest,
});

const intervention = (
  id: string, name: string, count: number, votes: number,
  rest: Partial<PoliticalDesign> = {},
): PoliticalDesign => ({
  id, name, kind: 'intervention', count, votes, battle: 0, timing: 'none', target: 'none', text: '', ...rest,
});

export const POLITICAL_DESIGNS: readonly PoliticalDesign[] = [
  influence('bodyguard', 'Bodyguard', 2, 1, 1, {
    named: true, timing: 'reaction', cancels: ['thief', 'assassin'],
    text: 'At any moment, cancel a Thief or Assassin aimed at you, played from your hand or from in front of you. Both cards are discarded.',
  }),
  influence('martyrs', 'Martyrs', 1, 1, 2, {
    named: true, timing: 'coup-only', returnsCommittedInfluence: true,
    text: 'In a coup: after the battle, every Influence card you committed goes back to your hand.',
  }),
  influence('marxists', 'Marxists', 1, 2, 2, {
    named: true, timing: 'coup-only', rebelBattle: 5,
    text: 'In a coup: worth 5 in battle instead of 2 when you fight for the Rebels.',
  }),
  influence('catholic-church', 'Catholic Church', 1, 4, 0),
  influence('landowners', 'Landowners', 2, 3, 1),
  influence('conservatives', 'Conservatives', 2, 3, 1),
  influence('coffee-barons', 'Coffee Barons', 1, 3, 2),
  influence('dock-workers', 'Dock Workers', 2, 2, 2),
  influence('peasants', 'Peasants', 2, 2, 2),
  influence('labor-unions', 'Labor Unions', 2, 2, 3),
  influence('army-officers', 'Army Officers', 2, 1, 4),
  influence('militia', 'Militia', 2, 0, 4),
  influence('students', 'Students', 2, 1, 2, {
    timing: 'on-play', target: 'other-stack',
    text: "When played, you may look at the true value of another player's stack.",
  }),
  influence('newspaper', 'Newspaper', 1, 2, 1, {
    timing: 'on-play', target: 'any-stack', discardAfterUse: true,
    text: 'When played, you may show everyone the true value of any one stack, your own included. If you do, this card is discarded at the end of the voting.',
  }),
  influence('secret-police', 'Secret Police', 1, 1, 3, {
    timing: 'on-play', target: 'other-player', discardAfterUse: true,
    text: "When played, you may look at another player's hand. If you do, this card is discarded at the end of the voting.",
  }),
  influence('bankers', 'Bankers', 1, 3, 1, {
    timing: 'on-play', target: 'own-top-money', discardAfterUse: true,
    text: 'When played, you may move up to 2 Money cards of your choice from on top of your Middleman into your Swiss account. If you do, this card is discarded at the end of the voting.',
  }),
  influence('mafia', 'Mafia', 1, 1, 3, {
    timing: 'on-play', target: 'mafia-victim', discardAfterUse: true,
    text: "When played, you may take a random Political card (never a Rebellion card) from another player's hand. If you do, this card is discarded at the end of the voting.",
  }),
  influence('intellectuals', 'Intellectuals', 1, 2, 0, {
    timing: 'on-play', target: 'none', discardAfterUse: true,
    text: 'When played, you may draw a Political card. If you do, this card is discarded at the end of the voting.',
  }),
  influence('foreign-advisors', 'Foreign Advisors', 1, 2, 1, {
    timing: 'on-play', target: 'money-deck',
    text: 'When played, you may look at the top 3 cards of the Money deck without changing their order.',
  }),
  influence('smugglers', 'Smugglers', 1, 1, 2, {
    timing: 'on-play', target: 'own-stack-money',
    text: 'When played, you may move one Money card of your choice from your budget stack onto your Middleman at once. The announcement stays as it was.',
  }),

  building('police-precinct', 'Police Precinct', 1, 1, 2, {
    named: true, timing: 'passive',
    text: "If another player's Explosion destroys it, you take a random hand card (never a Rebellion card) from that player.",
  }),
  building('presidential-palace', 'Presidential Palace', 1, 2, 3, {
    timing: 'passive', fightsFor: 'president',
    text: "In a coup its battle value counts for the President's side, whoever owns it.",
  }),
  building('radio-station', 'Radio Station', 1, 1, 1, {
    timing: 'once-per-round', target: 'other-stack',
    text: "Once a round on one of your voting turns: look at the true value of another player's stack.",
  }),
  building('central-bank', 'Central Bank', 1, 1, 1, {
    timing: 'once-per-round', target: 'own-top-money',
    text: 'Once a round on one of your voting turns: move one Money card of your choice from on top of your Middleman into your Swiss account.',
  }),
  building('army-barracks', 'Army Barracks', 2, 0, 3),
  building('embassy', 'Embassy', 1, 2, 0, {
    timing: 'passive', shields: ['thief'],
    text: 'A Thief cannot be played against you.',
  }),
  building('cathedral', 'Cathedral', 1, 3, 0),

  intervention('assassin', 'Assassin', 3, 0, {
    named: true, timing: 'immediate', target: 'enemy-influence',
    text: 'Discard one Influence card another player has in front of them; its votes no longer count. They may answer with a Bodyguard.',
  }),
  intervention('thief', 'Thief', 3, 0, {
    named: true, timing: 'immediate', target: 'thief-victim',
    text: "Take a random Money card from on top of another player's Middleman and put it on top of yours. They may answer with a Bodyguard. Not against a player with an Embassy.",
  }),
  intervention('explosion', 'Explosion', 2, 0, {
    named: true, timing: 'immediate', target: 'building',
    text: 'Discard one Building in play, anyone\'s, your own included.',
  }),
  intervention('vote-of-no-confidence', 'Vote of No Confidence', 1, 0, {
    named: true, timing: 'immediate', target: 'successor',
    text: 'By the President: hand the presidency to another player, who may re-form the budget stacks. By anyone else: the budget is defeated at once and you lead the coup as First Rebel (with 3 players: you join the Rebels openly, with no First Rebel).',
  }),
  intervention('un-condemns-torture', 'The UN Condemns Torture of Prisoners of Conscience', 1, 0, {
    named: true, short: 'UN Condemns Torture', timing: 'immediate', target: 'successor',
    text: 'Same as Vote of No Confidence. By the President: hand the presidency to another player, who may re-form the budget stacks. By anyone else: the budget is defeated at once and you lead the coup as First Rebel (with 3 players: you join the Rebels openly, with no First Rebel).',
  }),
  intervention('party-donation', 'Party Donation', 2, 0, {
    timing: 'immediate', target: 'money-deck',
    text: 'Take the top card of the Money deck onto your Middleman.',
  }),
  intervention('electoral-fraud', 'Electoral Fraud', 1, 0, {
    timing: 'immediate', target: 'other-player',
    text: "Choose another player: none of their votes count this round.",
  }),
  intervention('martial-law', 'Martial Law', 1, 0, {
    timing: 'immediate', target: 'none', secondPassOnly: true,
    text: 'Only in the second pass of voting: the voting ends at once and the votes are counted.',
  }),
  intervention('mass-demonstration', 'Mass Demonstration', 2, 3),
  intervention('bought-deputies', 'Bought Deputies', 2, 2),
  intervention('foreign-aid-audit', 'Foreign Aid Audit', 1, 0, {
    timing: 'immediate', target: 'none',
    text: 'Everyone sees the true value of every budget stack.',
  }),
  intervention('amnesty', 'Amnesty', 1, 0, {
    timing: 'immediate', target: 'discard-pile',
    text: 'Take any one Political card from the discard pile into your hand.',
  }),
];

export interface MoneyDesign {
  id: string;
  value: number;
  count: number;
}

export const MONEY_DESIGNS: readonly MoneyDesign[] = [
  { id: 'm1', value: 1, count: 18 },
  { id: 'm2', value: 2, count: 13 },
  { id: 'm3', value: 3, count: 11 },
  { id: 'm4', value: 4, count: 1 },
];

export const REBELLION_ID = 'rebellion';
export const HAND_REFILL_BELOW = 6;
export const STARTING_HAND = 4;
