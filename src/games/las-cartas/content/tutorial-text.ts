// Las Cartas' tutorial (`junta tutorial`) as data: its table (one player against two bots, pinned
// decks, R2), and the coach's words – what each decision means and the reasons it gives for the
// heuristic bot's choice. Data only: no imports. In the project's own words; {braces} are filled in
// by tutorial.ts.

/** The tutorial's fixed seed: with the pinned decks, every bot choice repeats for the same moves. */
export const TUTORIAL_SEED = 'junta-tutorial-1';

/** Who plays: the player (seat 1, the first President) and two heuristic bots. */
export const TUTORIAL_PLAYER = 'Ana';
/** The bots' names: the first two not taken by the player. */
export const TUTORIAL_BOTS: string[] = ['Bo', 'Cy', 'Di'];

/**
 * The pinned decks (R2), top first, as bare card ids. The first twelve Political cards are the
 * hands: the player gets Thief, Police Precinct, Marxists and a Bodyguard; Bo, Foreign Aid Audit,
 * Bought Deputies, Cathedral and the other Thief; Cy, Intellectuals, Mass Demonstration, Peasants
 * and Mafia. The Money deck's first four (2, 3, 1, 1) are round 1's aid.
 *
 * Chosen so that a player who follows the coach lives through this, with the heuristic bots as
 * they are: round 1 – you form the budget as President, bribe Bo, steal from Bo with your Thief,
 * stop Bo's Thief with your Bodyguard, lose the vote, and fight and lose a coup against Cy, who
 * becomes President; round 2 – Cy bribes you, you vote on Cy's budget with your Police Precinct,
 * it fails, and you choose a side in a second coup; round 3 – you vote on Cy's next budget. The
 * bots' choices follow from the seed, the decks and your moves (test/ui/tutorial.test.ts).
 */
export const TUTORIAL_DECKS: { political: readonly string[]; money: readonly string[] } = {
  political: [
    'thief', 'police-precinct', 'marxists', 'bodyguard',
    'foreign-aid-audit', 'bought-deputies', 'cathedral', 'thief',
    'intellectuals', 'mass-demonstration', 'peasants', 'mafia',
    'students', 'conservatives', 'central-bank', 'students', 'army-barracks', 'presidential-palace',
    'peasants', 'newspaper', 'amnesty', 'labor-unions', 'bought-deputies', 'coffee-barons',
    'army-barracks', 'dock-workers', 'dock-workers', 'bankers', 'catholic-church', 'un-condemns-torture',
    'mass-demonstration', 'landowners', 'smugglers', 'army-officers', 'assassin', 'martial-law',
    'martyrs', 'bodyguard', 'explosion', 'assassin', 'thief', 'labor-unions',
    'explosion', 'electoral-fraud', 'radio-station', 'foreign-advisors', 'militia', 'conservatives',
    'party-donation', 'landowners', 'party-donation', 'secret-police', 'vote-of-no-confidence', 'assassin',
    'militia', 'embassy', 'army-officers',
  ],
  money: [
    'm2', 'm3', 'm1', 'm1', 'm2', 'm3', 'm3', 'm2', 'm1', 'm1',
    'm3', 'm1', 'm2', 'm3', 'm2', 'm3', 'm3', 'm1', 'm1', 'm2',
    'm3', 'm2', 'm3', 'm4', 'm1', 'm3', 'm2', 'm1', 'm3', 'm1',
    'm2', 'm2', 'm2', 'm2', 'm1', 'm1', 'm1', 'm1', 'm2', 'm1',
  ],
};

/** One decision as the coach explains it: the rules topic `?` opens, and what the choice means. */
export interface CoachTopic {
  topic: string;
  meaning: string;
}

/** Keyed by decision kind (and 'bribe' for the bribe builder). */
export const COACH_MEANINGS: Readonly<Record<string, CoachTopic>> = {
  'name-first-president': {
    topic: 'setup',
    meaning: 'Everyone secretly names a first President; whoever is named most takes office.',
  },
  'propose-budget': {
    topic: 'budget',
    meaning: 'You are President: split the aid into one stack per player (yours too) and announce each – low is allowed, high is not.',
  },
  'reform-budget': {
    topic: 'budget',
    meaning: 'You were just made President: deal the stacks anew, or keep them as they are.',
  },
  'play-or-draw': {
    topic: 'voting',
    meaning: 'Your turn in the vote: lay a card, its votes for or against the budget, or draw one.',
  },
  'finish-turn': {
    topic: 'cards-in-play',
    meaning: 'Your Building may act once a round, on this turn or your next; or end the turn.',
  },
  react: {
    topic: 'cards-in-play',
    meaning: '{attacker} aims {card} at you. A Bodyguard (in hand or on the table) cancels it; both cards are then discarded.',
  },
  'declare-buildings': {
    topic: 'cards-in-play',
    meaning: 'First turn of the round: set each of your Buildings with votes for or against this budget.',
  },
  'commit-coup': {
    topic: 'coup',
    meaning: 'Coup! Lay cards face down: Influence battle values and Buildings already out count. Your Rebellion card among them makes you a Rebel.',
  },
  'commit-coup-fixed': {
    topic: 'coup',
    meaning: 'Coup! {side}: lay the cards you fight with face down. Influence battle values and Buildings already out count.',
  },
  redistribute: {
    topic: 'coup',
    meaning: 'The First Rebel handed their stack back: you may move those cards to other stacks to win allies.',
  },
  'choose-president': {
    topic: 'three-players',
    meaning: 'The Rebels won with a tie for the biggest part: as the old President you pick the new one.',
  },
  bribe: {
    topic: 'bribes',
    meaning: 'Bribe: move Money from your stack onto one other stack, or raise its announcement. All see a bribe; only you two its value.',
  },
};

/** A coup's settled sides, for 'commit-coup-fixed'. */
export const COACH_SIDES = {
  president: 'You fight for yourself, the President',
  leader: 'You lead the Rebels',
  /** With 3 players a Vote of No Confidence makes a rebel who leads nobody (R19, R24). */
  rebel: 'You fight for the Rebels, your Rebellion card face up',
} as const;

/** The first panel's opening words. */
export const COACH_WELCOME = 'Tutorial: you are {player}; {bots} are bots. The coach only advises – any legal move is yours.';

/** Reasons, by situation. */
export const COACH_REASONS = {
  budget: 'Keep about half, give most to those with most votes, announce theirs truly and yours low.',
  voteFor: 'your stack holds {mine}M, at least 3/4 of a fair share (about {fair}M), so you want it passed',
  voteAgainst: 'your stack holds {mine}M, under 3/4 of a fair share (about {fair}M), so you want it to fail',
  voteOwn: 'it is your own budget (a tie passes it)',
  votes: '{votes} vote{s} {vote}',
  building: 'a Building stays out: votes every round, battle value in a coup',
  buildingNoVotes: 'a Building stays out: its battle value counts in every coup',
  draw: 'No card is worth laying now, and cards kept are strength in a coup.',
  drawLow: 'With {count} cards left, it keeps them for a coup.',
  endTurn: 'Nothing is left to do this turn.',
  bodyguard: 'It saves what the attack would take.',
  noBodyguard: 'You hold no Bodyguard, so there is nothing to answer with.',
  declare: 'They vote as you want the budget to go: {reason}.',
  commitPresident: 'Lay every card with battle value ({battle} in all): only what is laid now counts.',
  commitPresidentEmpty: 'You hold no Influence card with battle value; your Buildings out still count.',
  commitLeader: 'Lay every card with battle value ({battle} in all) to take the office.',
  commitJoin: 'You got {mine}M of a fair {fair}M and the Rebels look stronger: join them ({battle} battle value).',
  commitLoyal: 'You have {risk}M at risk: back the President with your strongest cards ({battle} battle value).',
  commitWeakRebels: 'You got less than your share, but the Rebels look too weak: laying nothing keeps you loyal.',
  commitNoStrongCard: 'You like the budget ({risk}M at risk) but hold no card worth {strong} in battle: laying nothing keeps you loyal.',
  commitLowStake: 'Only {risk}M is at risk: laying nothing keeps you loyal and your cards in hand.',
  redistribute: 'Half the returned cards go to those who voted for the budget, to keep them loyal.',
  redistributeNone: 'Nobody else voted for the budget, so it keeps the returned cards.',
  choosePresident: 'It picks itself when it can.',
  namePresident: 'It names itself: the President deals the money.',
  keepBudget: 'The stacks already suit it.',
  none: 'No suggestion here: every choice on offer is legal.',
  bribe: 'Votes stand {for} for, {against} against; {reason}, so {money} more may win {target}.',
  bribeAgainst: '{target} has {against} against',
  bribeCheap: '{target} was promised least ({announced})',
  bribeCheapTied: '{tied} were promised least ({announced} each)',
  noBribe: 'No bribe now (Esc): {reason}.',
  noBribeAhead: 'the votes in play favour the budget, {for} to {against}',
  noBribeCards: 'your stack has fewer than two cards',
  noBribeAgain: 'one bribe a turn is enough; see how the others answer',
} as const;

/** Why the heuristic bot uses a card's action, by card id (R13: an Influence action only as it is played). */
export const COACH_CARD_REASONS: Readonly<Record<string, string>> = {
  thief: "it moves a random Money card from {target}'s Middleman onto yours",
  assassin: 'it removes a card voting the other way',
  explosion: "it blows up a Building of {target}'s, votes and battle value with it",
  'electoral-fraud': "none of {target}'s votes will count this round",
  'vote-of-no-confidence': 'it starts a coup at once, which your hand looks strong enough to win',
  'un-condemns-torture': 'it starts a coup at once, which your hand looks strong enough to win',
  'martial-law': 'it ends the vote now, while the count goes your way',
  'party-donation': 'it puts the top Money card on your Middleman for free',
  bankers: 'it banks Money from your Middleman in Switzerland, out of reach',
  smugglers: 'it slips Money from your stack onto your Middleman before the vote',
  mafia: "it takes a random card from {target}'s hand",
  intellectuals: 'it draws you an extra card',
  amnesty: 'it takes back a useful card from the discard pile',
  students: "you learn what {target}'s stack really holds",
  newspaper: 'everyone learns what one stack really holds',
  'secret-police': "you see {target}'s whole hand",
  'foreign-advisors': 'you see the next Money cards',
  'foreign-aid-audit': "every stack's true value is shown",
  'radio-station': "you learn what {target}'s stack really holds",
  'central-bank': 'it banks a Money card from your Middleman in Switzerland',
};
