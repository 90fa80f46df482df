// The rules reference printed by `junta rules [topic]` (and shown by `?` in the game).
// Data only: no imports. Written in the project's own words; it follows the binding rulings
// (shared/design/rulings.md, R1–R28) wherever they differ from the published rulebook.
// Bodies are plain text: paragraphs on single long lines separated by blank lines, and short
// "- " bullet lists. The CLI wraps them to the terminal width.

export interface RulesTopic {
  id: string;
  title: string;
  /** One line, for the topic list. */
  summary: string;
  /** Full text: plain paragraphs and "- " bullets, unwrapped. */
  body: string;
}

const overview = `Junta: Las Cartas is for 3 to 6 players. You all belong to the junta that runs a small banana republic, and every round a generous foreign power sends aid money which the President shares out. Whoever has put the most money aside when the aid runs dry wins. Below, N always means the number of players.

Your money lives on your Middleman card. Money cards lying on top of your Middleman are still in the country and can be lost: to a Thief, or as punishment when you end up on the losing side of a coup. Money cards underneath your Middleman sit in your Swiss account and nothing can touch them. Moving the cards from on top to underneath is called depositing.

Each round has up to five phases:
- 1 Foreign aid: the President draws N+1 Money cards and is the only one to see them.
- 2 Budget: the President splits that money into one face-down stack per player and announces an amount for each (junta rules budget).
- 3 Voting: everyone gets two turns to play or draw Political cards; the votes on the cards in play decide whether the budget passes (junta rules voting, junta rules bribes).
- 4 Coup: only when the budget fails. Players lay cards in secret to back the President or the Rebels, and the stronger side takes the money (junta rules coup).
- 5 Drawing: players who are short of cards refill their hands (junta rules drawing).

Political cards come in three kinds: yellow Influence cards, red Buildings and blue Interventions (junta rules cards-in-play). Money cards are worth 1 to 4 million pesos, 81 million in all. When the text of a card and the general rules disagree, the card wins.

The game stops as soon as a round would start with fewer than N+1 cards left in the Money deck; the richest player then wins (junta rules end).

What everyone can see: how many cards each hand holds; the sizes of the Political draw pile, the Money deck and the discard pile, and the discard pile itself, which lies face up; every card in play and whether its votes are for or against; how many Money cards (not their values) lie on and under each Middleman; every stack's announced amount and number of cards. You always know your own hand, your own Money and your own stack. Everything else is secret.

Where the printed rulebook is unclear, this edition follows a fixed list of rulings, and in five places it changes the rulebook on purpose: see junta rules rulings.`;

const setup = `Seats: 3 to 6 players sit in the order in which they were entered. Clockwise means on to the next seat in that list, wrapping round from the last seat to the first. The player on your left is the one seated next after you clockwise.

The deal:
- The 57 Political cards are shuffled and every player gets 4 of them in hand.
- Every player also holds their own Rebellion card in hand. It is a real hand card: it counts toward your hand size, and laying it in a coup is how you join the Rebels.
- Every player gets a Middleman with one 1-million Money card on top of it, taken from the eighteen 1-million cards.
- The remaining 43 - N Money cards are shuffled and become the Money deck.

A game record may fix the starting order of both decks instead, so that a scenario can be written with known hands; the seed still decides every random step after that.

Choosing the first President (the default, --first-president vote): every player names one player in secret, and naming yourself is allowed. The names are shown all at once and the player named most often becomes President. On a tie there is one, and only one, second vote in which only the tied players may be named. If that vote ties as well, the game picks one of those tied players at random, using the seed. (The printed rulebook lets you go on voting until it works; this edition stops after one revote.)

Instead of the vote, --first-president random picks a President at random, and --first-president NAME makes the named player President at once.

The new President takes the President card, and their Rebellion card goes under it rather than staying in their hand. So the President holds one card fewer than the others would in the same position, which matters when hands are refilled (junta rules drawing).`;

const budget = `Phase 1, foreign aid: at the start of every round the President draws N+1 Money cards (one more than the number of players) from the Money deck and looks at them alone. If the Money deck holds fewer than N+1 cards at that moment, the game is over instead (junta rules end).

Phase 2, the budget: the President makes one stack for every player, their own included. Each drawn card goes into exactly one stack, and a stack may stay empty. Nobody makes change for you: if the cards you drew cannot give the split you want, you may add Money from your own Middleman, whether from on top of it or from underneath, to any of the stacks.

Every stack gets an announced amount in whole millions, with two limits:
- a stack is never announced above what it really holds at that moment (announcing less is fine, announcing more is not);
- all the announcements together never add up to more than the value drawn this round.
So an announced amount is always a minimum: the stack holds at least that much. Announcing low, and keeping the difference in your own stack, is part of the game.

Who sees what: each player may look at their own stack. The President may look at every stack until it is placed on a Middleman. Everyone knows each stack's announced amount and how many cards it has.

The stacks wait beside the Middlemen, not on them. They are paid out only if the budget passes (junta rules voting); after a coup the winners share the money instead (junta rules coup). If a card later takes Money out of a stack (Smugglers), the announcement stays as it was. A stack handed back to the President in a coup no longer counts toward the limit on announcements.

(The printed rulebook only limits the total of the announcements; this edition also forbids announcing more than a single stack holds.)`;

const voting = `Phase 3 gives every player two turns, 2N turns in all. Their order is fixed as the phase begins: first clockwise starting with the President, then counter-clockwise starting with the President again, so the President opens both passes. That order never changes during the phase, even if someone else becomes President meanwhile.

On your turn:
- If it is your first turn of the phase, first say for each of your Buildings with votes whether they count for or against the budget this round.
- Then either play one Political card from your hand face up in front of you, or draw one card. If the draw pile is empty, the discard pile is shuffled to make a new one; if both are empty, the draw gives nothing and you simply pass.
- You may use your Buildings' actions before or after that play or draw.
- Your turn ends when you say so, or by itself as soon as nothing is left for you to do.

When you play an Influence card, or an Intervention that has votes, you decide there and then whether its votes count for or against. Your two cards may vote opposite ways.

The count: only cards still in play when voting ends count, and a player hit by Electoral Fraud counts for nothing this round. If the votes for are at least as many as the votes against, the budget passes; a tie passes.

Voting ends after the last turn, or early when someone plays Martial Law (allowed only in the second pass; every turn and Building action still to come is lost), or when a non-President plays Vote of No Confidence or The UN Condemns Torture of Prisoners of Conscience. Players who have not yet had a first turn declare their Buildings at once, in turn order, before the count.

When voting ends, these steps follow in this order:
- 1. Each player's counted votes for and against are recorded (they decide the First Rebel).
- 2. Influence cards in play go back to their owners' hands, except a Newspaper, Secret Police, Bankers, Mafia or Intellectuals whose action was used: those are discarded. Played Interventions are discarded. Buildings stay.
- 3. If the budget passed, every player first deposits (the Money on top of their Middleman goes underneath), then lays their budget stack on top of their Middleman; the President stays in office and there is no coup. If it failed, the coup begins (junta rules coup).

During this phase the President may also bribe (junta rules bribes).`;

const bribes = `Only the President bribes, and only during phase 3 voting: just before any player's turn, and at any point in the President's own turns.

Each bribe is aimed at one other player's stack. In it the President may:
- move any number of Money cards from the President's own stack onto that player's stack;
- raise that stack's announced amount, with or without moving cards (you simply claim you counted wrong before), but never above what the stack now truly holds;
- lower the President's own announced amount in the same bribe, to make room under the limit.

The budget limits still hold: no stack is ever announced above its real contents, and all the announcements together stay within the value drawn this round. The President can never take back Money already given to another player's stack.

Who sees what: everyone learns that a bribe took place, how many cards moved and the new announced amount. Only the President and the bribed player see the values of the cards.

No bribe is possible while a Thief or Assassin is waiting for its target to answer with a Bodyguard or not, and none once voting has ended. In a coup the President instead gets the First Rebel's returned stack to share out (junta rules coup).`;

const cardsInPlay = `Influence cards (yellow, 29) carry votes and a battle value; the battle value only matters in a coup. When you play one, you decide whether its votes are for or against. Its action, if any, is used right then or never. At the end of phase 3 the card comes back to your hand, except a Newspaper, Secret Police, Bankers, Mafia or Intellectuals whose action you used: those are discarded. Martyrs and Marxists act only in a coup.

Buildings (red, 8) stay in front of you from round to round until something removes them. Every round you declare their votes for or against on your first turn of phase 3; one played later is declared as it is played. A Building's action may be used once per round, on any of your phase-3 turns including the one you play it on, before or after that turn's play or draw. A Building destroyed by an Explosion loses its votes and battle value at once.

Interventions (blue, 20) act the moment they are played. To be played for its effect an Intervention needs a legal target; without one you may still play it for its votes alone (if it has any), with no effect. Played Interventions stay in front of you until phase 3 ends, then go to the discard pile.

Cards that need care:
- Bodyguard: at any moment, even outside your turn, it cancels a Thief or Assassin aimed at you, whether the Bodyguard is in your hand or in front of you, and even when the Assassin is after that very Bodyguard. Using it is not your turn's play. The cancelled card and the Bodyguard both go to the discard pile at once; a Bodyguard taken from play takes its votes with it. The target of a Thief or Assassin is always asked, Bodyguard or not, so being asked gives nothing away. A Thief picks its random Money card only after the answer.
- Martial Law: only in the second pass of turns; voting ends at once (junta rules voting).
- Vote of No Confidence and The UN Condemns Torture of Prisoners of Conscience (same effect): played by a non-President, voting ends, the budget counts as defeated and that player starts the coup as First Rebel (with 3 players, see junta rules three-players). Played by the President, you hand the office to another player of your choice, who cannot refuse: your Rebellion card comes into your hand, theirs goes under the President card, they may rebuild every stack from the money now in the stacks (same announcement limits), and voting carries on with the next turn in the fixed order.
- A random take from a hand (Mafia, Police Precinct) never takes a Rebellion card; if a hand holds nothing else, it takes nothing.

For any card's exact text, use junta cards NAME.`;

const coup = `A coup follows whenever the budget is defeated.

The First Rebel: if a Vote of No Confidence or The UN Condemns Torture of Prisoners of Conscience played by a non-President started the coup, that player is First Rebel. Otherwise it is the non-President with the most counted votes against the budget; if several tie (even at zero), it is the tied non-President nearest to the President going clockwise. The First Rebel lays their Rebellion card face up and hands their budget stack back to the President, who adds it to the President's own stack and may move those cards onto other players' stacks (never back to the First Rebel), announcing new amounts within the budget limits. With 3 players there is no First Rebel (junta rules three-players).

Laying cards: starting with the First Rebel and going clockwise round the whole table, one at a time, each player lays any number of cards from hand face down. Everyone sees at once how many cards you laid, not which, so later players know the earlier counts. The President always fights for the President and the First Rebel always for the Rebels. Anyone else is a Rebel exactly when their own Rebellion card is among the cards they laid; otherwise they are loyal, even if they laid nothing.

The battle: all laid cards are turned up together. A side's strength is the battle value of the Influence cards its members laid plus that of every Building its members had in play before the coup. Buildings and Interventions laid in the coup are bluffs worth 0, and votes count for nothing. Card text applies: Marxists are worth 5 for a Rebel, and the Presidential Palace always counts for the President's side. A tie goes to the President.

If the President wins:
- Rebels lose all Money on top of their Middlemen: it is shown face up and leaves the game.
- The President and the loyal players deposit, then lay their own budget stacks on top of their Middlemen.
- The Rebels' stacks go to the President, who deals those cards at random, one by one, starting with themselves and going clockwise among the loyal side, each onto the top of the receiver's Middleman. Only the receiver sees what they got.
- Rebels take their Rebellion cards back into hand.

If the Rebels win:
- The President and the loyal players lose all Money on top of their Middlemen. Rebels deposit.
- The First Rebel collects every stack and deals the cards at random, one by one, starting with themselves and going clockwise among the Rebels, each onto the top of the receiver's Middleman.
- The First Rebel becomes President; the old President takes their Rebellion card into hand.

Afterwards every card laid in the coup is discarded, except that Martyrs lets its owner take back every Influence card they laid, and Rebellion cards go back to their owners' hands (the new President's goes under the President card).`;

const drawing = `Phase 5 closes every round, whether the budget passed or a coup was fought.

Starting with the President (the new one, if a coup just changed it) and going clockwise, every player holding fewer than 6 cards in hand draws 2 Political cards. A Rebellion card in your hand counts toward the 6; cards lying in front of you do not. You always draw exactly 2, even if that takes you past 6; with 6 or more you draw nothing.

The President's Rebellion card lies under the President card, not in hand, so it does not count for them: the President tends to draw more often than anyone else.

If the draw pile runs out, the discard pile is shuffled to form a new draw pile; if both are empty, there is nothing left to draw.

Then a new round starts with foreign aid, provided the Money deck still holds at least N+1 cards (junta rules end).`;

const end = `The game ends at the start of a round, before any money is drawn, if the Money deck holds fewer than N+1 cards: the President could not draw a full foreign aid. Nothing more is played.

The Money deck is never reshuffled, and Money lost after a coup is gone for good. Since the deck starts with 43 - N cards and loses N+1 each round, a game lasts at most 10 rounds with 3 players, 7 with 4, 6 with 5 and 5 with 6; every Party Donation can make it shorter.

Your score is the total value of all Money on top of and underneath your Middleman. The highest score wins. On a tie, the tied player holding more Money cards wins; players still tied share the victory. (The printed rulebook has tied players play another game; here the win is simply shared.)

When the game is over you see the final scores and then the whole story: every round's true stacks next to their announcements, the bribes, and who laid what in each coup, together with the seed and the record file so that you can replay or share the game (junta replay).`;

const threePlayers = `With exactly 3 players the game is the same except for the coup. Foreign aid is 4 Money cards and voting has 6 turns.

- There is no First Rebel: the votes against do not pick anyone, nobody hands a stack back before the battle, and the President gets nothing extra to share out.
- Laying cards starts with the player on the President's left and goes clockwise. The President is loyal as always; each other player is a Rebel only if they lay their own Rebellion card. Nobody may rebel at all, and then the President wins.
- If the President wins, everything goes as usual: Rebels lose the Money on top of their Middlemen and their stacks go to the President, who deals them among the loyal side.
- If the Rebels win, the Rebel with the highest contribution becomes President, collects every stack and deals the cards starting with themselves and going clockwise among the Rebels, just as a First Rebel would. A contribution is the battle value of the Influence cards that Rebel laid (card text applied, so Marxists count 5) plus the battle value of their own Buildings that were in play before the coup, leaving out the Presidential Palace. If contributions tie, the old President chooses among the tied Rebels.
- Vote of No Confidence or The UN Condemns Torture of Prisoners of Conscience played by a non-President still ends voting and defeats the budget. That player turns their Rebellion card face up and fights for the Rebels for certain, but is not a First Rebel: they keep their stack until the battle, laying cards still starts left of the President, and a Rebel victory still makes the top contributor President.

All the rest of the coup (the battle, the losses, the deposits, what happens to the laid cards) follows junta rules coup.`;

const rulings = `These are the project's binding readings of the rulebook. Where a ruling and the printed rulebook disagree, the ruling applies. Five of them change the rulebook on purpose and say so.

- R1 Seats: 3 to 6 players sit in the order given. Clockwise means increasing seat number, wrapping round from the last seat to the first; the player on your left is the next seat clockwise from you.
- R2 Deal: each player gets 4 of the 57 shuffled Political cards, holds their own Rebellion card in hand, and has a Middleman carrying one 1-million Money card on top (from the eighteen 1-million cards). The other 43 - N Money cards, shuffled, form the Money deck. A game record may fix the starting order of both decks; the seed then decides every later random step.
- R3 First President: everyone names a player in secret (yourself included) and the names are shown together; most votes wins. A tie brings one revote limited to the tied players; if that ties too, the seeded random generator picks among them. --first-president random or NAME skips the vote. The President's Rebellion card lies under the President card, not in hand. (departs from the rulebook: the rulebook lets you repeat the vote as often as needed, or pick at random instead; here there is exactly one revote and then a random pick among the tied.)
- R4 Determinism: every shuffle, reshuffle, random take and random deal first puts the cards involved in card-id order, then uses the seeded generator stored with the game, so a record always replays identically. A random deal to several players shuffles the cards once and hands them out in turn.
- R5 Who sees what: public are hand sizes; the sizes of the Political draw pile, the Money deck and the discard pile, and the face-up discard pile itself; the values of Money lost for good; every card in play and which way its votes go; how many Money cards lie on and under each Middleman (not their values); each stack's announced amount and card count; how many cards each player lays in a coup; the visible result of every effect. You always know your own hand, Money and stack, and you keep whatever a card showed you. Everything else is hidden, and your screen never shows more than you may know.
- R6 Drawing Political cards: an empty draw pile is refilled by shuffling the discard pile; if both are empty, nothing is drawn and a turn's draw becomes a pass. Played Interventions reach the discard pile only when phase 3 ends, except a Thief or Assassin stopped by a Bodyguard, which is discarded at once along with the Bodyguard.
- R7 Game end: if the Money deck has fewer than N+1 cards when phase 1 starts, the game is over. The Money deck is never reshuffled, and Money lost as a punishment never comes back.
- R8 Stacks: one stack per player, the President's included; every drawn Money card goes into exactly one stack, and stacks may be empty. When the drawn cards cannot give the split the President wants, the President may add Money from their own Middleman (from on top or from underneath).
- R9 Announcements: each stack is announced as a whole number of millions from 0 up to what it truly holds at that moment, and the announcements together stay within the value drawn this round. Each player sees their own stack; the President sees all stacks until they go onto a Middleman. Money later removed from a stack (Smugglers) leaves its announcement unchanged; a stack handed back to the President in a coup stops counting toward the total. (departs from the rulebook: the rulebook limits only the total of what is announced; here no single stack may be announced above its contents, so an announcement is always a minimum.)
- R10 Turn order: phase 3 has 2N turns in an order fixed when it starts: clockwise from the President, then counter-clockwise from the President. It never changes, even under a new President. On your first turn of the phase you first declare your Buildings' votes; then you play or draw one Political card, using Building actions before or after. A turn ends when you end it, or by itself when nothing is left to do.
- R11 Bribes: right before any phase-3 turn, and during their own turns, the President may move any number of Money cards from their own stack to one other player's stack and/or raise that stack's announcement (up to its true value and within the total limit), and may lower their own announcement in the same bribe to make room, without moving any card for it. Everyone sees that a bribe took place, how many cards moved and the new announcement; only the two players involved see the values. No bribes while a Bodyguard answer is awaited, nor after voting ends.
- R12 Votes: Influence and Intervention votes are declared for or against when the card is played. Building votes are declared by their owner on their first phase-3 turn of each round, or when the Building is played later; if voting ends before an owner's first turn, they declare at once, in turn order, before the count. Only cards still in play when voting ends count, and an Electoral Fraud victim's votes count nothing. The budget passes if the votes for are at least the votes against, so a tie passes.
- R13 Card actions: an Influence action is used when the card is played or not at all. An Intervention acts at once and needs a legal target (as its card entry defines) for its effect; without one it may still be played for its votes, with no effect. A Building's action may be used once per round on any of its owner's phase-3 turns, the turn it is played included, before or after that turn's play or draw.
- R14 Martial Law: playable only in the second pass of turns. Voting stops: undeclared Buildings are declared, then the votes are counted; every remaining turn and Building action of the phase is lost.
- R15 Bodyguard: usable at any time to cancel a Thief or Assassin aimed at its holder, from hand or from play, even to save itself; this is never a turn's play. The cancelled card and the Bodyguard are both discarded (one used from play takes its votes with it). The target is asked every time, Bodyguard or not, so the question reveals nothing; a Thief's random pick comes after the answer. (departs from the rulebook: the rulebook never says what becomes of a Bodyguard after use, so it could be read as staying; here it is discarded and works once.)
- R16 End of voting: however voting ends (last turn, Martial Law, or a non-President's Vote of No Confidence or UN card), first everyone's counted votes for and against are recorded; next, Influence cards in play return to hand (except a Newspaper, Secret Police, Bankers, Mafia or Intellectuals whose action was used, which are discarded), played Interventions are discarded and Buildings stay; last, the budget passes or the coup starts.
- R17 Budget passed: each player deposits the Money on top of their Middleman, then lays their budget stack on top. The President stays and the coup is skipped.
- R18 First Rebel: unless R19 already made one, it is the non-President with the most counted votes against; ties, including a tie at zero, go to the tied non-President nearest the President clockwise. Their Rebellion card goes face up in front of them and their stack goes back to the President, who may move those cards onto the stacks of players other than the First Rebel, announcing new amounts within R9.
- R19 Vote of No Confidence / The UN Condemns Torture of Prisoners of Conscience: a non-President who plays either card ends voting, defeats the budget and becomes First Rebel; with 3 players they turn their Rebellion card face up and are a Rebel but not First Rebel, hand back no stack, and R24 picks the new President. A President who plays either card names a successor, who must accept; the old President's Rebellion card goes to their hand and the new one's under the President card; the new President may reshape every stack from the money now in them (R8, R9, same limit), and voting goes on with the next turn in the fixed order.
- R20 Committing: starting with the First Rebel (with 3 players, the player left of the President), each player in clockwise order, one at a time, lays any number of hand cards face down; the number is public at once, the cards are not. The President is always loyal and the First Rebel (or R19's rebel) always a Rebel; anyone else is a Rebel exactly when their Rebellion card is among the cards they laid, and loyal otherwise, even with nothing laid.
- R21 Battle: all laid cards turn up together. Each side adds up the battle values of its members' laid Influence cards and of every Building its members had in play before the coup, with card text applied (Marxists, Presidential Palace). Laid Buildings and Interventions are bluffs worth 0, and votes play no part. A tie goes to the President.
- R22 President wins: Rebels lose the Money on top of their Middlemen (shown face up, out of the game). The President and loyal players deposit, then put their own stacks on top. The Rebels' stacks go to the President, who deals those cards at random, starting with themselves and going clockwise among the loyal side, onto the tops of their Middlemen; only the receiver sees each value. Rebels take their Rebellion cards back into hand.
- R23 Rebels win: the President and loyal players lose the Money on top of their Middlemen; Rebels deposit. The First Rebel gathers all stacks and deals the cards at random, starting with themselves and going clockwise among the Rebels, onto the tops of their Middlemen. The First Rebel becomes President, and the old President takes their Rebellion card into hand.
- R24 Three players: no First Rebel, and no stack is handed back before the battle. If the Rebels win, the Rebel with the largest contribution becomes President and deals as in R23. A contribution is the battle value of the Influence cards that Rebel laid (card text applied) plus that of their own Buildings in play before the coup, not counting the Presidential Palace. On a tie, the old President picks among the tied.
- R25 After the coup: every card laid in the coup is discarded, except as Martyrs allows, and except Rebellion cards, which return to their owners' hands; the new President's Rebellion card goes under the President card instead.
- R26 Refill: from the President (the new one after a coup), clockwise, every player with fewer than 6 cards in hand draws 2 Political cards (R6). A Rebellion card in hand counts; cards in play do not.
- R27 Score: your score is the value of all Money on and under your Middleman. Ties go to the player with more Money cards; players still tied share the win. (departs from the rulebook: the rulebook has tied players play again to settle it; a program simply declares a shared win.)
- R28 Random takes: an effect that takes a random card from someone's hand never picks a Rebellion card, and takes nothing if only Rebellion cards are there. (departs from the rulebook: the rulebook treats the Rebellion card as an ordinary hand card that could be taken; losing it would leave a player unable to join a coup.)`;

export const RULES_TOPICS: readonly RulesTopic[] = [
  {
    id: 'overview',
    title: 'Overview',
    summary: 'What the game is about, the five phases of a round, and what is public.',
    body: overview,
  },
  {
    id: 'setup',
    title: 'Setup and the first President',
    summary: 'Seats, the deal, and how the first President is chosen.',
    body: setup,
  },
  {
    id: 'budget',
    title: 'Foreign aid and the budget (phases 1 and 2)',
    summary: 'The President draws N+1 Money cards, makes the stacks and announces them.',
    body: budget,
  },
  {
    id: 'voting',
    title: 'Voting on the budget (phase 3)',
    summary: 'The 2N turns, playing or drawing, the count, and what happens when voting ends.',
    body: voting,
  },
  {
    id: 'bribes',
    title: 'Bribes',
    summary: 'How and when the President may sweeten another player\'s stack.',
    body: bribes,
  },
  {
    id: 'cards-in-play',
    title: 'Cards in play',
    summary: 'Influence, Building and Intervention cards, Bodyguard and other special cards.',
    body: cardsInPlay,
  },
  {
    id: 'coup',
    title: 'The coup (phase 4)',
    summary: 'The First Rebel, laying cards, the battle, and who gets the money.',
    body: coup,
  },
  {
    id: 'drawing',
    title: 'Drawing Political cards (phase 5)',
    summary: 'Who refills their hand, and by how many cards.',
    body: drawing,
  },
  {
    id: 'end',
    title: 'End of the game and scoring',
    summary: 'When the game stops, how you score, and how ties are settled.',
    body: end,
  },
  {
    id: 'three-players',
    title: 'The 3-player game',
    summary: 'How the coup works with only 3 players.',
    body: threePlayers,
  },
  {
    id: 'rulings',
    title: 'Rulings R1–R28',
    summary: 'The project\'s binding rulings, and the five places it departs from the rulebook.',
    body: rulings,
  },
];

/** The topic a player most needs in each engine phase (the `?` key in the game). */
export const PHASE_TOPIC: Readonly<Record<string, string>> = {
  'first-president': 'setup',
  budget: 'budget',
  voting: 'voting',
  coup: 'coup',
  ended: 'end',
};
