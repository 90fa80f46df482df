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

const quickstart = `Goal: be the richest when the Money deck runs dry. Money under your Middleman is banked in Switzerland and safe; Money lying on top of it can still be lost.

Start: junta opens a setup screen, or junta play -n Ana,Bo,Cy --bots Cy seats Ana and Bo with Cy as a bot. First, everyone names a President in secret.

One round in five steps:
- 1 Foreign aid: the President draws one Money card per player, plus one, and alone sees their values.
- 2 Budget: the President deals those cards into face-down stacks, one per player (their own too), and announces an amount for each. Announcing less than a stack holds is bluffing and allowed; announcing more is not.
- 3 Voting: everybody has two turns, the President going first both times. On a turn you lay one Political card, its votes for or against the budget, or draw a card. Meanwhile the President may bribe. Unless more votes are against than for, the budget passes: all bank what lies on their Middleman, then put their stack on it.
- 4 Coup: only when the budget is voted down (see below).
- 5 Drawing: whoever holds 5 cards or fewer draws 2.

A coup in three points:
- Sides: the President is loyal; the First Rebel (the non-President who voted most against) leads the Rebels; anyone else rebels only by including their own Rebellion card. With 3 players there is no First Rebel.
- In turn, each player lays any cards face down; everyone sees how many. Then all are shown: the battle values of Influence cards, plus each side's Buildings already on the table, decide. A tie keeps the President.
- The losers forfeit the Money on their Middlemen; the winners bank theirs and share out the stacks; if the Rebels win, the First Rebel takes office.

Keys: arrows or j/k move, Enter chooses, Esc goes back; Space picks coup cards or skips a bot's pause; b bribes (President), c shows a card's text, l the log, ? the rules of the phase, q quits (the game is saved). A private screen only follows a "Pass to ..." screen: press Enter when only that player can see.

More: junta rules overview, junta rules coup, junta cards NAME.`;

const overview = `Junta: Las Cartas is for 3 to 6 players. You all belong to the junta that runs a small banana republic, and every round a generous foreign power sends aid money which the President shares out. Whoever has put the most money aside when the aid runs dry wins. Below, N always means the number of players.

Your money lives on your Middleman card. Money cards lying on your Middleman have not left the country yet, so you can still lose them: to a Thief, or as punishment when you end up on the losing side of a coup. Money cards underneath your Middleman sit in your Swiss account and nothing can touch them. Moving the cards from on top to underneath is called depositing.

Each round has up to five phases:
- 1 Foreign aid: the President draws N+1 Money cards and is the only one to see them.
- 2 Budget: the President splits that money into one face-down stack per player and announces an amount for each (junta rules budget).
- 3 Voting: everyone gets two turns to play or draw Political cards; the votes on the cards in play decide whether the budget passes (junta rules voting, junta rules bribes).
- 4 Coup: only when the budget fails. Players put down cards in secret to back the President or the Rebels, and the stronger side takes the money (junta rules coup).
- 5 Drawing: players who are short of cards refill their hands (junta rules drawing).

Political cards come in three kinds: yellow Influence cards, red Buildings and blue Interventions (junta rules cards-in-play). Money cards are worth 1 to 4 million pesos, 81 million in all. When the text of a card and the general rules disagree, the card wins.

The game stops as soon as a round would start with fewer than N+1 cards left in the Money deck; the richest player then wins (junta rules end).

What everyone can see: how many cards each hand holds; the sizes of the Political draw pile, the Money deck and the discard pile, and the discard pile itself, which lies face up; every card in play and whether its votes are for or against; how many Money cards (not their values) lie on and under each Middleman; every stack's announced amount and number of cards; the values of Money lost from a Middleman (it lies face up, out of the game); how many cards each player puts down in a coup; and what every card's effect visibly did. You always know your own hand, your own Money and your own stack, and whatever a card has shown you. Everything else is secret.

Where the printed rulebook is unclear, this edition follows a fixed list of rulings, and in five places it changes the rulebook on purpose: see junta rules rulings.`;

const setup = `Seats: 3 to 6 players sit in the order in which they were entered. Clockwise means on to the next seat in that list, wrapping round from the last seat to the first. The player on your left is the one seated next after you clockwise.

The deal:
- Every player is dealt 4 Political cards from the shuffled deck of 57.
- Your Rebellion card starts in your hand as well. It is a real hand card: it counts toward your hand size, and putting it down in a coup is how you join the Rebels.
- Your Middleman starts with a single Money card worth 1 million lying on it (one of the 18 cards of that value).
- What is left of the Money, 43 - N cards, is shuffled to make the Money deck.

Instead, a game record can fix the starting order of both decks, so that a scenario can be written with known hands; the seed still decides every random step after that.

Choosing the first President (the default, --first-president vote): every player names one player in secret, and naming yourself is allowed. The names are shown all at once and the player named most often becomes President. If two or more players share the top count, you vote once more, and this time you may only name one of them. Should that second vote tie again, the game picks one of those players at random, using the seed. (The printed rulebook lets you go on voting until it works; this edition stops after one revote.)

Instead of the vote, --first-president random picks a President at random, and --first-president NAME makes the named player President at once.

The new President takes the President card and slides their Rebellion card beneath it, out of their hand. So the President's hand is one card smaller than it would otherwise be, which matters when hands are refilled (junta rules drawing).`;

const budget = `Phase 1, foreign aid: at the start of every round the President draws N+1 Money cards (one more than the number of players) from the Money deck and looks at them alone. Should fewer than N+1 cards remain in the Money deck at that moment, the game is over instead (junta rules end).

Phase 2, the budget: the President makes one stack for every player, their own included. Each drawn card goes into exactly one stack, and a stack may stay empty. Nobody makes change for you: if the cards you drew cannot give the split you want, you may add Money from your own Middleman, whether from on top of it or from underneath, to any of the stacks.

Every stack gets an announced amount in whole millions, with two limits:
- a stack is never announced above what it really holds at that moment (announcing less is fine, announcing more is not);
- all the announcements together never add up to more than the value drawn this round.
So an announced amount is always a minimum: the stack holds at least that much. Announcing low, and keeping the difference in your own stack, is part of the game.

Who sees what: each player may look at their own stack. The President may look at every stack as long as it has not yet gone onto a Middleman. Everyone knows each stack's announced amount and how many cards it has.

The stacks wait beside the Middlemen, not on them. They are paid out only if the budget passes (junta rules voting); after a coup the winners share the money instead (junta rules coup). If a card later takes Money out of a stack (Smugglers), the announcement stays as it was. A stack handed back to the President in a coup no longer counts toward the limit on announcements.

(The printed rulebook only limits the total of the announcements; this edition also forbids announcing more than a single stack holds.)`;

const voting = `Phase 3 gives every player two turns, 2N turns in all. Their order is fixed as the phase begins: first clockwise starting with the President, then counter-clockwise starting with the President again, so the President opens both passes. That order never changes during the phase, even if someone else becomes President meanwhile.

On your turn:
- If it is your first turn of the phase, first say for each of your Buildings with votes whether they support or oppose the budget this round.
- Then either lay one Political card from your hand on the table in front of you, or draw one card. An empty draw pile is replaced by the shuffled discard pile; with no cards in either, you get nothing and your turn is simply a pass.
- You may use your Buildings' actions either before or after you play or draw.
- Your turn ends when you say so, or by itself as soon as nothing is left for you to do.

Each time you put down an Influence card, or an Intervention that has votes, you choose there and then which way its votes go. Your two cards may vote opposite ways.

The count: only the cards still lying in front of players at the end of voting count, and an Electoral Fraud victim's votes are ignored this round. The budget passes unless the votes against outnumber the votes for; a tie passes.

Voting ends after the last turn, or early when someone plays Martial Law (allowed only in the second pass; every turn and Building action still to come is lost), or when a non-President plays Vote of No Confidence or The UN Condemns Torture of Prisoners of Conscience. If it ends early, anyone whose first turn never came declares their Buildings right away, following the turn order, and only then are the votes counted.

When voting ends, three steps follow in this order:
- 1. The game notes how many counted votes each player had for and how many against (this decides the First Rebel).
- 2. Influence cards on the table go back to their owners' hands, except a Newspaper, Secret Police, Bankers, Mafia or Intellectuals whose action was used: those are discarded. Played Interventions are discarded. Buildings stay.
- 3. If the budget passed, every player first deposits (what lies on their Middleman goes underneath), then places their budget stack on their Middleman; the President stays in office and there is no coup. If it failed, the coup begins (junta rules coup).

During this phase the President may also bribe (junta rules bribes).`;

const bribes = `Only the President bribes, and only during phase 3 voting: just before any player's turn, and at any point in the President's own turns.

Each bribe is aimed at one other player's stack. In it the President may:
- shift as many Money cards as they like from the President's own stack onto that player's stack;
- raise that stack's announced amount, with or without moving cards (you simply claim you counted wrong before), but never above what the stack now truly holds;
- lower the President's own announced amount in the same bribe, to make room under the limit.

The budget limits still hold: no stack is ever announced above its real contents, and all the announcements together stay within the value drawn this round. That includes the President's own stack: if the Money left in it would be worth less than its announced amount, the bribe must state a new, lower amount for it (lower still is fine). The game never lowers it for you, as that would tell everyone what is left. The President can never take back Money already given to another player's stack.

Who sees what: everyone learns that a bribe took place, how many cards moved and the new announced amount. Only the President and the bribed player see the values of the cards.

No bribe is possible while a Thief or Assassin is waiting for its target to answer with a Bodyguard or not, and none once voting has ended. In a coup the President instead gets the First Rebel's returned stack to share out (junta rules coup).`;

const cardsInPlay = `Influence cards (yellow, 29) carry votes and a battle value; the battle value only matters in a coup. When you put one down, you choose which way its votes go. Its action, if any, is available right then and never later. When phase 3 is over the card comes back to your hand, except a Newspaper, Secret Police, Bankers, Mafia or Intellectuals whose action you used: those are discarded. Martyrs and Marxists act only in a coup.

Buildings (red, 8) stay in front of you from round to round until something removes them. Every round you declare their votes for or against on your first turn of phase 3; one put down later is declared as it arrives. Once each round, on any one of your phase-3 turns (the turn you put it down included), you may use a Building's action, either before or after you play or draw. A Building blown up by an Explosion loses its votes and battle value at once.

Interventions (blue, 20) act the moment they are played. To be played for its effect an Intervention needs a legal target; without one you may still play it for its votes alone (if it has any), with no effect. Played Interventions stay in front of you until phase 3 is over, then go to the discard pile.

Cards that need care:
- Bodyguard: at any moment, even outside your turn, it stops a Thief or Assassin aimed at you, whether the Bodyguard is in your hand or on the table, and even when that very Bodyguard is what the Assassin is after. Using it is not your turn's play. Both the Bodyguard and the card it stopped go straight to the discard pile, so a Bodyguard taken from the table takes its votes with it. Whoever is targeted by a Thief or Assassin is always asked, Bodyguard or not, so being asked gives nothing away. A Thief picks its random Money card only after the reply.
- Martial Law: playable only once the counter-clockwise pass has begun; it ends voting then and there (junta rules voting).
- Vote of No Confidence and The UN Condemns Torture of Prisoners of Conscience (same effect): if a non-President plays one, the vote stops there, the budget is treated as rejected and the coup begins with that player as First Rebel (with 3 players, see junta rules three-players). If the President plays one, they pick any other player to take over, and that player must accept. The outgoing President takes their Rebellion card back into hand and the incoming one slides theirs under the President card; the incoming President may reorganise all the stacks using the money that is in them now, under the same announcement limits, and voting picks up again at the following turn of the fixed order.
- A random take from a hand (Mafia, Police Precinct) never takes a Rebellion card; if a hand holds nothing else, it takes nothing.

For any card's exact text, use junta cards NAME.`;

const coup = `A coup follows whenever the budget is defeated.

The First Rebel: if a non-President started the coup with Vote of No Confidence or The UN Condemns Torture of Prisoners of Conscience, that player is First Rebel. Otherwise the First Rebel is whichever non-President had the largest number of counted votes against the budget; if several tie (even at zero), the one among them who comes first going clockwise from the President. The First Rebel turns their Rebellion card face up and gives their budget stack to the President, who merges it into the President's own stack and may pass those returned cards, and only those (the President's own budget Money stays), on to anyone except the First Rebel, announcing fresh amounts within the budget limits; if that leaves the President's own stack worth less than its announced amount, the President states a new, lower one. Everyone sees how many cards came back, not which. With 3 players there is no First Rebel (junta rules three-players).

Putting down cards: one at a time, beginning with the First Rebel and going clockwise around the whole table, each player puts down as many hand cards as they like, face down. Everyone sees at once how many cards you put down, not which, so later players know the earlier counts. The President is always on the President's side and the First Rebel always on the Rebels' side. Every other player joins the Rebels if, and only if, they included their own Rebellion card; anyone who did not is loyal, including players who put down no cards.

The battle: the cards are all revealed at the same moment. Each side totals the battle values of the Influence cards put down by its members, then adds the battle values of all Buildings those members already had on the table when the coup began. Buildings and Interventions put down in the coup are bluffs worth 0, and votes count for nothing. Card text applies: Marxists are worth 5 for a Rebel, and the Presidential Palace always counts for the President's side. Equal totals mean the President wins.

If the President wins:
- Every Rebel loses the Money lying on their Middleman: it is turned face up and removed from the game.
- The President and the loyal players deposit, and then each puts their own budget stack on their Middleman.
- The Rebels hand their stacks to the President, who shuffles those cards and deals them out one at a time, first to themselves, then clockwise to each loyal player in turn, face down onto each receiver's Middleman. The value is seen by the receiver alone.
- Each Rebel takes back their Rebellion card.

If the Rebels win:
- The President and the loyal players lose the Money lying on their Middlemen, and the Rebels deposit theirs.
- The First Rebel takes every budget stack, shuffles the cards and deals them one at a time, first to themselves and then clockwise to each fellow Rebel, onto their Middlemen.
- The First Rebel takes the President card; the former President's Rebellion card returns to their hand.

Once the money is settled, all cards put down in the coup go to the discard pile, except that Martyrs lets its owner take back every Influence card they put down, and Rebellion cards return to their owners' hands, apart from the new President's, which goes under the President card.`;

const drawing = `Phase 5 closes every round, whether the budget passed or a coup was fought.

Beginning with the President (the new one, if a coup just changed it) and going clockwise, every player with 5 or fewer cards in hand draws 2 Political cards. A Rebellion card in your hand counts toward your hand size; cards lying in front of you do not. You always draw exactly 2, even if that takes you past 6; with 6 or more you draw nothing.

The President's Rebellion card lies beneath the President card, so it does not count for them: the President tends to draw more often than anyone else.

If the draw pile runs out, the discard pile, shuffled, becomes the new draw pile; if both are empty, there is nothing left to draw.

Then a new round starts with foreign aid, provided the Money deck still holds at least N+1 cards (junta rules end).`;

const end = `The game ends at the start of a round, before any money is drawn, if fewer than N+1 cards remain in the Money deck: the President could not draw a full foreign aid. Nothing more is played.

The Money deck is never reshuffled, and Money lost after a coup is gone for good. Since the deck starts with 43 - N cards and loses N+1 each round, a game lasts at most 10 rounds with 3 players, 7 with 4, 6 with 5 and 5 with 6; every Party Donation can make it shorter.

Your score is the total value of all Money on top of and underneath your Middleman. The highest score wins. On a tie, the tied player holding more Money cards wins; players still level share the victory. (The printed rulebook has tied players play another game; here the win is simply shared.)

When the game is over you see the final scores and then the whole story: every round's true stacks next to their announcements, the bribes, and who put down what in each coup, together with the seed and the record file so that you can replay or share the game (junta replay).`;

const threePlayers = `With exactly 3 players the game is the same except for the coup. Foreign aid is 4 Money cards and voting has 6 turns.

- There is no First Rebel: the votes against do not pick anyone, nobody hands a stack back before the battle, and the President gets nothing extra to share out.
- Putting down cards starts with the player on the President's left and goes clockwise. The President is loyal as always; each other player is a Rebel only if they put down their own Rebellion card. It can happen that nobody rebels at all; the President then wins.
- If the President wins, everything goes as usual: Rebels lose the Money lying on their Middlemen and their stacks go to the President, who deals them among the loyal side.
- If the Rebels win, the Rebel who contributed most takes office, gathers every stack and deals the money the same way a First Rebel would (themselves first, then the other Rebels clockwise). A player's contribution is what the Influence cards they put down are worth in battle (card text applied, so Marxists count 5), plus the worth in battle of the Buildings of their own that were on the table before the coup, leaving out the Presidential Palace. If contributions are level, the outgoing President decides which of the level Rebels it is.
- Vote of No Confidence or The UN Condemns Torture of Prisoners of Conscience played by a non-President still ends voting and defeats the budget. That player turns their Rebellion card face up and fights for the Rebels for certain, but is not a First Rebel: they keep their stack until the battle, putting down cards still starts left of the President, and a Rebel victory still makes the top contributor President.

All the rest of the coup (the battle, the losses, the deposits, what happens to the cards put down) follows junta rules coup.`;

const rulings = `These are the project's binding readings of the rulebook. Where a ruling and the printed rulebook disagree, the ruling applies. Five of them change the rulebook on purpose and say so.

- R1 Seats: 3–6 players keep the seat order they were entered in. Clockwise means the next higher seat number, with the last seat followed by the first; your left neighbour is the next seat clockwise.
- R2 Deal: after the 57 Political cards are shuffled, each player receives 4 of them, plus, in hand, the Rebellion card of their colour, and a Middleman with a single 1-million Money card lying on it (one of the 18 such cards). The Money deck is the other 43 - N Money cards, shuffled. A game record can fix how both decks start; from then on the seed decides all randomness.
- R3 First President: each player names someone in secret (possibly themselves); all choices are revealed together and the most-named player wins. If there is a tie, you vote once more naming only tied players; a second tie is broken by the seeded random generator. The options --first-president random and --first-president NAME replace the vote. The President keeps their Rebellion card beneath the President card. (departs from the rulebook: the rulebook lets you repeat the vote as often as needed, or pick at random instead; here there is exactly one revote and then a random pick among the tied.)
- R4 Determinism: before any random step (shuffle, reshuffle, random take, random deal) the candidate cards are put in card-id order, and the seeded generator saved with the game does the picking, so a game record always replays the same way. When cards are dealt at random to several players, they are shuffled a single time and then given out one each in turn.
- R5 Who sees what: public are hand sizes; the sizes of the Political draw pile, the Money deck and the discard pile; the discard pile itself (face up); what lost Money was worth; each card in play and its vote direction; how many Money cards each Middleman has on it and under it (not their worth); the announcement and card count of each stack; how many cards each player puts down in a coup; what every effect visibly did. You always know the values of your own Money, your hand and your stack, and anything a card has shown you stays in your view. Nothing else is shown, and your screen never reveals more.
- R6 Drawing Political cards: if a Political draw is due and the draw pile has run out, the shuffled discard pile takes its place; with both piles empty the draw yields nothing (on a turn, that is a pass). Interventions stay on the table until phase 3 is over and only then go to the discard pile; the exception is a Thief or Assassin stopped by a Bodyguard, which goes to the discard pile at once, together with that Bodyguard.
- R7 Game end: when phase 1 begins with fewer than N+1 cards in the Money deck, the game is over on the spot. There is no reshuffling of the Money deck, and lost Money stays out of the game.
- R8 Stacks: each player, the President too, has one stack (possibly empty), and each drawn Money card ends up in exactly one of them. If the drawn cards do not allow the split the President is after, the President may top stacks up with Money from their own Middleman, from on it or under it.
- R9 Announcements: every stack's announcement is a whole number of millions, at least 0 and at most the stack's real value at the moment of announcing; the sum of all announcements is at most the value drawn this round. Each player can look at their own stack, and the President at every stack still off the Middlemen. Smugglers taking Money out of a stack does not change its announcement; a stack handed back to the President in a coup drops out of the sum. Each time Money leaves the President's own stack, through a bribe (R11) or while sharing out a returned stack (R18), that stack's announcement must end no higher than what the stack still holds: the President states it (lower is allowed), and an action that would leave it higher is refused rather than quietly lowered, which would give the real value away. (departs from the rulebook: the rulebook limits only the total you announce; here no single stack may be announced above its contents, so an announcement is always a minimum.)
- R10 Turn order: phase 3 consists of 2N turns whose order is set once, at its start: the President and then each player clockwise, then the President again and each player counter-clockwise. Nothing changes that order, not even a change of President. A turn: on your first turn of the phase, declare your Buildings' votes; play one Political card or draw one; use Building actions before or after. The turn is over when you end it, or automatically when you have nothing left to do.
- R11 Bribes: the President may bribe immediately before any phase-3 turn and at any time during the President's own turns. A bribe picks one other player: Money from the President's stack may move onto that player's stack, that stack's announcement may go up (never past its real value, and within R9's total), and the President may reduce their own announcement as part of the same bribe to free up room; owning up to a higher figure needs no card at all. The table learns that a bribe happened, how many cards moved and the new announcement; card values are known only to the President and the receiver. Bribes are impossible while a Bodyguard answer is pending and after voting is over.
- R12 Votes: votes on an Influence or Intervention card are set for or against the moment the card is played. Building votes are set by the owner on their first phase-3 turn each round (or when a Building comes into play later that phase); if voting stops while some owner has not had a first turn yet, they set them immediately, in turn order, ahead of the count. The count uses only the cards on the table when voting ends, and the Electoral Fraud victim contributes nothing. The budget passes unless the votes against outnumber the votes for.
- R13 Card actions: an Influence action can be taken only as the card is played, never later. An Intervention works immediately and only with a legal target as defined in its card entry; without one it can be played just for its votes, doing nothing else. Each Building's action is usable once a round, on whichever phase-3 turn of its owner suits them (the turn it arrives included), before or after the play or draw of that turn.
- R14 Martial Law: it cannot be played before the counter-clockwise pass. Once it is played, voting stops: Buildings not yet declared get declared, the votes are counted, and no further turn or Building action happens in that phase.
- R15 Bodyguard: it can stop a Thief or Assassin aimed at its owner at any moment, from hand or from the table, even when it is the Assassin's own target; doing so never uses up a turn's play. The stopped card and the Bodyguard both go to the discard pile, so a Bodyguard used from the table loses its votes. The target of every Thief and Assassin is asked whether to react, holding a Bodyguard or not, so the question gives nothing away; a Thief only picks its random Money card after the reply. (departs from the rulebook: the rulebook never says what becomes of a Bodyguard after use, so it could be read as staying; here it is discarded and works once.)
- R16 End of voting: whenever voting stops (last turn, Martial Law, or Vote of No Confidence / UN card from a non-President), three steps follow. First, the game records, for each player, the counted votes they had for and against. Second, Influence cards on the table go back to their owners' hands, except a used Newspaper, Secret Police, Bankers, Mafia or Intellectuals, which are discarded; Interventions on the table are discarded; Buildings remain. Third, the budget is paid out or the coup starts.
- R17 Budget passed: everyone first moves the Money lying on their Middleman underneath it, then places their budget stack on the Middleman. The President keeps the office, and phase 4 does not happen.
- R18 First Rebel: if R19 has not already produced one, the First Rebel is the non-President with the highest number of counted votes against; on a tie (zero included), the tied non-President who comes first clockwise after the President. That player turns their Rebellion card face up and gives their stack to the President, who merges it into the President's stack and may then pass on the returned cards, and only those (the President's own budget Money stays put), to anyone except the First Rebel, with fresh announcements under R9. Which cards came back only the President (and the First Rebel) know; everyone sees how many.
- R19 Vote of No Confidence / The UN Condemns Torture of Prisoners of Conscience: from a non-President, either card stops the vote, counts as a defeat of the budget and makes the player First Rebel. With only 3 players, that player shows their Rebellion card and is a Rebel, yet not a First Rebel: no stack goes back, and R24 decides who becomes President. From the President, either card hands the office to a player the President names, who has no right to refuse; the outgoing President's Rebellion card returns to hand, the incoming one's goes beneath the President card, the incoming President may rearrange all stacks using the money currently in them (R8, and R9 with its cap: the value drawn this round), and voting picks up again at the following turn of the fixed order.
- R20 Committing: one at a time, beginning with the First Rebel (with 3 players, the player to the President's left) and going clockwise around everyone, each player puts down as many hand cards as they wish, face down; the count is announced immediately, the cards stay secret. The President is always loyal, and the First Rebel (like R19's 3-player rebel) is always a Rebel. Everyone else is a Rebel if and only if their own Rebellion card is in what they put down, and loyal otherwise, including when they put down nothing.
- R21 Battle: the cards put down are revealed simultaneously. Each side adds up what its members' Influence cards from the coup are worth in battle, then adds in, at their battle value, the Buildings its members already had on the table when the coup began; card text is applied (Marxists, Presidential Palace). Buildings and Interventions put down in a coup are bluffs that add nothing, and votes are irrelevant. Equal totals mean the President wins.
- R22 President wins: Rebels lose the Money lying on their Middlemen; it is turned face up and leaves the game. The President and the loyal players deposit and then place their own stacks on their Middlemen. Rebel stacks pass to the President, who deals their cards at random, first to themselves and then clockwise through the loyal side, face down onto each receiver's Middleman, where only the receiver learns the value. Every Rebel takes their Rebellion card back into hand.
- R23 Rebels win: the loyal side, President included, loses the Money lying on their Middlemen, and the Rebels deposit. All stacks go to the First Rebel, who deals the cards at random, first to themselves and then clockwise through the Rebels, onto the Middleman of whoever receives each one. The First Rebel takes office, and the former President's Rebellion card returns to their hand.
- R24 Three players: nobody is First Rebel and no stack returns before the battle. When the Rebels win, the Rebel who contributed most takes office and shares out the money as in R23. A Rebel's contribution counts the Influence cards they put down, at battle value (with card text), plus the battle value of the Buildings of their own that were on the table before the coup began, the Presidential Palace excepted. If contributions are level, the former President chooses one of the level Rebels.
- R25 After the coup: the cards put down in the coup are discarded, apart from what Martyrs saves and apart from Rebellion cards, which return to their owners' hands, except that the incoming President's Rebellion card is slid beneath the President card.
- R26 Refill: beginning with the President (the new one, if a coup changed it) and going clockwise, each player with 5 or fewer cards in hand draws 2 Political cards (R6). A Rebellion card in hand is counted; cards on the table are not.
- R27 Score: you score what all the Money on and under your Middleman is worth in total. If scores tie, more Money cards wins; if that ties too, the tied players win together. (departs from the rulebook: the rulebook has tied players play again to settle it; a program simply declares a shared win.)
- R28 Random takes: an effect that grabs a random card out of someone's hand skips Rebellion cards, and grabs nothing when Rebellion cards are all that is there. (departs from the rulebook: the rulebook treats the Rebellion card as an ordinary hand card that could be taken; losing it would leave a player unable to join a coup.)`;

export const RULES_TOPICS: readonly RulesTopic[] = [
  {
    id: 'quickstart',
    title: 'Quick start: your first game',
    summary: 'Start here: the goal, one round, the coup and the keys, on one screen.',
    body: quickstart,
  },
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

/** The table's notation, for the legend. */
export const LEGEND = 'P President · R First Rebel · r rebel · Money on/under: cards on / under the Middleman · Stack: announced (cards) · card 2/3: votes/battle';
