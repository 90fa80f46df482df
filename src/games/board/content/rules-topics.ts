// Junta, the board game's rules topics for `junta rules --game board [topic]` (B77; the rulings
// B1–B77 as board-rulings.md states them): B77's topics in its order after a quick start, written in
// the project's own words, following the rulings wherever the rulebook is silent or breaks off.
// This file: the political game (quick start to banking); rules-topics-coup.ts: the coup and the rest.
// Bodies are plain text: paragraphs on single long lines and short "- " bullet lists (the CLI wraps them).
import type { RulesTopic } from '../../../core/game.js';
import { BILL_COUNTS, DENOMINATIONS, FAMILIES, NUMBERS } from './box.js';
import { ALL_CARDS } from './cards.js';
import { COUP_TOPICS } from './rules-topics-coup.js';

const { aidDraw, aidIncrease, handLimit, phaseOneDraw, startingHand, positionVotesMax } = NUMBERS;
const BILLS = BILL_COUNTS.reduce((a, b) => a + b, 0);
const MILLIONS = BILL_COUNTS.reduce((sum, n, i) => sum + n * DENOMINATIONS[i], 0);
const orList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

const quickstart = `Goal: have the most money in your Swiss bank account when the Foreign Aid runs out. Money in your pocket scores nothing until you bank it.

Four to seven families run the República de las Bananas. The table first elects a President; then each round has nine phases:
- 1 Cards: everyone draws ${phaseOneDraw} Political cards and may play some; then nobody keeps more than ${handLimit}, Influence in front included.
- 2 Cabinet: the President hands out the six Positions: the Minister of Internal Security, three Generals, the Admiral and the Air Force Commander.
- 3 Aid: the President secretly draws ${aidDraw} bills of Foreign Aid.
- 4 Budget: he makes stacks of money for the others, says aloud what each holds (never more than the truth) and the table votes. If it fails, the country turns Unstable and the Minister may push it through with the Police.
- 5 Hiding: everyone secretly picks a Location (Central Bank, Headquarters, Home, Mistress, Nightclub) or flees abroad.
- 6 Assassinations: the Minister's Death Squad and the Assassin cards guess where their victims hide; a good guess kills.
- 7 Banking: whoever hid at the Central Bank may move money between pocket and account, if the Bank is open.
- 8 Coup: when the country is Unstable, or you hid at Headquarters, you may start a coup on the city map.
- 9 End of the round: exiles return or pay to stay away, the dead come back, and another round follows while the aid lasts.

Votes come in two rounds, starting with the President. Yours: each Influence card in front of you, each Vote card you play, one per Position (${positionVotesMax} at most) and your family's own vote.

Money is secret: nobody else sees how much you hold, or in how many bills. Deals are gifts of cards and bills, at set moments or in your own turn; a promise binds nobody.

This is junta's edition: the rulebook stops in phase 6, so the coup, the city and the cards are our own (junta rules --game board variant).

More: junta rules --game board overview, votes, coup; junta cards --game board.`;

const overview = `Junta, the board game, is the original Junta: four to seven ruling families of a banana republic share out the money a superpower sends, and try to smuggle as much of it as they can into their Swiss accounts. At the end, when the Foreign Aid deck cannot pay for another Budget, the fattest account wins (junta rules --game board end).

The game has two halves. The political game is played with cards: elections and roll-call votes, the cabinet, the Budget, hiding places and assassinations, banking. The Coup Game starts when someone has had enough: the families fight over the capital with the units their Positions command, and the winners may put a new President in the palace (junta rules --game board coup).

The President is powerful: he holds the Banana, names the cabinet, draws the aid, proposes the Budget and commands the Palace Guard. He leaves office only by death, resignation, a passed Presidential Competence card or a successful coup.

A round, phase by phase:
- 1 Political cards (junta rules --game board votes for the cards that vote).
- 2 Cabinet assignments (junta rules --game board cabinet).
- 3 and 4 Foreign Aid and the Budget (junta rules --game board budget).
- 5 Locations and exile (junta rules --game board locations, exile).
- 6 Assassinations (junta rules --game board assassinations).
- 7 Banking (junta rules --game board banking).
- 8 A coup, perhaps (junta rules --game board coup, map, units).
- 9 The end of the round (junta rules --game board exile, end).

Deals are part of the game: cards and pocket money change hands as gifts, in fixed trade windows and in a player's own turn (junta rules --game board trading). Nothing forces anyone to keep his word.

What everyone sees: who is President and who holds which Position, how many cards each hand holds, the Influence cards laid out, each card put down, every vote as it is cast, every Budget stack's recipient and announced sum, who went abroad, every assassination attempt and roll, the Locations once revealed, that someone banked, who gave a gift to whom and how many cards it held, and the whole map during a coup. What stays hidden: hands, pocket money and accounts (neither the sum nor the number of bills), the true content of the stacks until the end, the Locations until they are revealed, the bills in any payment or gift, and the order of both decks. Whatever you were shown stays in your view; at the end everything is revealed.

The rulebook stops in the middle of phase 6. This edition finishes the game with its own rulings, city and cards, and says where: junta rules --game board variant, rulings.`;

const setup = `Seats: 4 to 7 players, in the order they were entered; seat 0 is the game's owner. Clockwise means on to the next seat, the last followed by the first, skipping anyone dead or abroad. Each seat takes a family: ${orList(FAMILIES.map((f) => `the ${f}`))}. Any seat may be a bot; with fewer than four people, bots fill the table (there is no special game for two or three).

The box as the game uses it:
- ${ALL_CARDS.length} Political cards, shuffled; everyone draws ${startingHand}, seat 0 first.
- ${BILLS} bills of Foreign Aid (${BILL_COUNTS[0]} of 1 million, ${BILL_COUNTS[1]} of 2, ${BILL_COUNTS[2]} of 3: ${MILLIONS} million), shuffled face down once for the whole game. Bills of one value are interchangeable.
- Five Location cards per family, a Swiss account each, six Position cards and the Banana, which marks the President.
- The markers start at: Stable, the Bank Open, and Death Squad activity at the Bank.

The first election names the first President. Nobody holds a Position yet, so the votes are the Influence cards, the Vote cards and each family's own vote. Going clockwise from seat 0:
- Round 1: on your turn you may play cards, put forward any players (yourself too) and cast votes on any of them. Putting someone forward counts only if you give him at least one vote then and there.
- Each nominee who has votes says whether he stands; the votes of one who declines are lost (he still votes).
- A trade window (junta rules --game board trading).
- Round 2: the same order, more cards and the votes you kept, on those still standing; no new names.
The most votes wins. On a tie every Political card is thrown away (hands and Influence in front), everyone draws ${startingHand} again, seat 0 takes one bill from the deck into his pocket, and the election starts over. If no bill is left to take, the game ends before it began and nobody wins.

Every shuffle, die and random pick comes from the seeded generator saved with the game, so a record replays exactly. A record may fix the order of both decks and a list of die results to use first, which is how written scenarios get known hands and dice.`;

const votes = `Every vote after the first election is a roll call: the Budget, Presidential Competence and the election of a new President. It has two rounds; in each, the players vote in turn, clockwise from the President (an election after a death, a removal or with the office empty names its first voter instead). Between the rounds comes a trade window.

Your votes come from separate sources:
- each Influence card in front of you, for its printed number;
- each Vote card you play now, for its number;
- one vote for each Position you hold, two at most (the President's office counts as one, and he also casts his Cousin's Position's vote; a frozen Position has none);
- your family's own vote.
Each source goes once, whole, to one side or one candidate; you may split your sources but never a card. A source you never use abstains. You may keep any of them for round 2; a card you play during a vote is cast at once. Every cast is public the moment it is made.

Influence cards stay in front of you from vote to vote (and count toward your limit of ${handLimit} cards); Vote cards are thrown away when that vote has been counted, even when it ends level.

The count. The option or candidate with the most votes wins. A level Budget or Presidential Competence vote is settled by the President. A level election after a death, a resignation or a removal is held again from round 1, the Vote cards played in it discarded; after the third level count the program draws the winner at random among the tied, and he may not decline.

Elections after the first: there are no nominations; any player at home and alive may receive votes, except a President just removed for incompetence. A player voted for in round 1 is asked whether he stands, and a declined player's votes are lost.

Presidential Competence: a player other than the President plays it in phase 1 and the table votes on whether the President is incompetent. If it passes he is out at once; until a successor is elected there is no President and no President's vote. The card player's turn then goes on.`;

const cabinet = `In phase 2 the President gives out the six Positions:
- the Minister of Internal Security (the Police, the Death Squad, the power to force a Budget);
- the Generals of the 1st, 2nd and 3rd Brigades (six Army units each);
- the Admiral of the Navy (the Marines and the Gunboat);
- the Air Force Commander (the Paratroops and three Airstrikes).

The President himself holds none of them (his office is his vote and the Palace Guard). Every other family at home gets one Position or two, never two Generals. With four players each of the others holds two, one of them a General; with five, two families hold two; with six, one does; with seven, one each. Families abroad get nothing: then the President fills as many Positions as the limits allow (two per family) and the rest stay vacant, frozen until the next phase 2. He may repeat last round's cabinet or change everything. Instead of choosing, he may resign (junta rules --game board exile has the other ways out of office); his successor then chooses.

Each Position held carries a vote in every roll call. A Position is frozen while it is vacant, while its holder is dead or abroad, and while a murdered President's Cousin holds it: it has no vote, and its units sit still in a coup, unless the President has made it his Cousin's.

The President's Cousin: the President may name one frozen Position his Cousin's, either in his cabinet decision or when a coup starts. He then casts that Position's vote and commands its units and its Gunboat or Airstrikes, but never the Minister's Death Squad or his right to force the Budget. The arrangement lasts until the next phase 2 or until he leaves office. When a President is murdered, his successor's old Positions go to the dead man's Cousin, frozen.

Between two phases 2, Positions change only through a resignation, a removal for incompetence, a murdered President's succession or a coup; a President who leaves office alive takes over his successor's old Positions (after a coup, frozen if he is then executed).`;

const budget = `Phase 3 opens with a check: with under ${NUMBERS.endBelow} bills left in the Foreign Aid deck, the game is over (junta rules --game board end). Otherwise the President takes ${aidDraw} bills from the top (${aidDraw + aidIncrease} when Foreign Aid Increase was played, as long as the deck has them) and looks at them alone. Nobody counts the deck, though anyone can work out its size from the public draws.

Phase 4, the proposal: the President may instead resign; otherwise he offers at most one stack to each other player at home, and may offer none at all. A stack is made of bills, first those he has just drawn and then, if he wants to give more, some of his own. For each stack he declares a sum in millions, anything from 0 to its real value: understating is allowed, overstating never. He cannot make change, and he gives nothing to himself. Drawn bills he stacks for nobody are kept aside for him; they are not his pocket money (and pay for nothing) until the vote is over.

Then the roll call (junta rules --game board votes); a level count is his to settle.
- Passed: every recipient puts his stack in his pocket and finds out what it really holds; the kept bills go into the President's pocket.
- Defeated: the country turns Unstable. When the Minister of Internal Security is at home, alive and not frozen, he decides whether to force the Budget. Forced: the stacks are handed out as if it had passed, the Bank closes for lunch (unless a Bank Holiday has closed it already) and the four Police will start any coup this round in Parliament. Not forced (or with no Minister able to force it): the President pockets every stack and every kept bill, and the Bank is closed for the holiday.

A trade window follows the Budget; the President may resign in it.

The true contents of every stack are revealed at the end of the game, beside what was announced.`;

const locations = `Phase 5: every player at home picks, in secret and all at the same time, one of his five Location cards, or exile. Nobody waits to see who else runs. Players already abroad are not asked.
- Central Bank: banking in phase 7 (junta rules --game board banking). The Death Squad may look for you there only while the marker shows activity at the Bank.
- Headquarters: you may start a coup in phase 8 even if the country is Stable.
- Home, Mistress, Nightclub: places to hide. Burglars can only look for a victim at Home, Character Assassination only with his Mistress.
- Exile: you leave for one of the three Embassies (which one is only for show). The President cannot go; he must resign first (junta rules --game board exile).

Exiles are announced at once; the Location cards stay face down. In phase 6, after the announcements and reactions and before the first attempt is settled, every Location card is turned up for the rest of the round, whether or not anyone was attacked. Under State Visit this happens at the start of phase 7 instead.`;

const assassinations = `Phase 6 (skipped under State Visit). Announcements come first, one turn each. The Minister of Internal Security goes first if he is alive, at home and not frozen, and the rest follow in seat order starting at his left; without him the turns start at the President. In your turn you may make as many announcements as you like, each public at once: a victim, one of the five Locations, and the means:
- the Death Squad, the Minister's alone, free, once a round; it kills on a good guess. While the marker shows the Bank safe, it may not look for anyone at the Central Bank;
- an Assassin card, its cost paid from your pocket straight away (Mafia takes 1 million off).
Any player at home but yourself may be named, the President too, and the same victim more than once. Informant, played first, shows you one player's Location card.

Reactions: after the last announcement every target is asked, in the order he was first named, whether he plays Bribe the Assassin; each one cancels one attempt against him. From the moment he is named until his last attempt is settled, a target gives and receives no gifts and plays no cards but these, apart from what he announces in his own announcement turn.

Then the Locations are turned up, and the attempts are settled in the order they were announced, even those of players killed earlier. A good guess kills, after any die the card asks for; an attempt on someone already dead does nothing. Each Assassin card is discarded as it is settled.

A dead player throws away his hand and his Influence in front, cannot vote, play, give or be attacked again until phase 9, and comes back then with nothing but his account. His pocket money goes to his killer; if the killer is dead too it passes on along the chain of killers to the first one alive, and if the chain closes on itself (two who killed each other) the money is out of the game. The amount is told only to whoever inherits it.

Any death here makes the country Unstable. If the President died, the players at home elect a new one straight away, the first voter sitting next after the dead President; the new President's old Positions go to the dead man's Cousin, frozen.

In phase 9 the marker turns to "Bank safe" if the Death Squad named the Central Bank this round (even when bribed off), and back to activity otherwise.`;

const banking = `Phase 7: if the Bank is Open, every player at home whose Location card shows the Central Bank may, clockwise from the President, move any of his pocket bills into his Swiss account and any account bills back into his pocket, in one private decision. The table learns only that he banked.

The Bank may be shut:
- Closed for Lunch (after a forced Budget): no banking in phase 7; instead, the players at the Central Bank bank at the very start of phase 9, if they are alive and at home by then.
- Closed for Holiday (after a Budget defeated and not forced, or the Bank Holiday card): no banking at all this round. A holiday is never shortened to a lunch by a later forced Budget.
It opens again at the end of every round.

Why bank: only the account counts at the end. Pocket money pays for cards, bribes and exile, can be given away, and goes to your killer if you die. Nobody can take your account from you, dead or abroad, though an exile's fees may come out of it.

Secret Party Donation slips the next bill of the Foreign Aid into your pocket, and only you see it.`;

export const BOARD_TOPICS: readonly RulesTopic[] = [
  { id: 'quickstart', title: 'Quick start', summary: 'The goal, the nine phases of a round and the votes, on one screen.', body: quickstart },
  { id: 'overview', title: 'Junta, the board game: overview', summary: 'The families, the President, the two halves of the game, what is secret.', body: overview },
  { id: 'setup', title: 'Seats, the box and the first election', summary: 'Four to seven families, cards, bills and markers, electing the first President.', body: setup },
  { id: 'votes', title: 'Votes and elections', summary: 'Roll calls in two rounds, sources of votes, ties, Presidential Competence.', body: votes },
  { id: 'cabinet', title: 'The cabinet (phase 2)', summary: 'The six Positions, who may hold what, frozen Positions, the Cousin.', body: cabinet },
  { id: 'budget', title: 'Foreign Aid and the Budget (phases 3 and 4)', summary: 'Drawing the aid, stacks and announcements, passed, defeated or forced.', body: budget },
  { id: 'locations', title: 'Locations (phase 5)', summary: 'The five hiding places and what two of them are for.', body: locations },
  { id: 'assassinations', title: 'Assassinations (phase 6)', summary: 'Announcements, the Death Squad, reactions, the reveal, deaths and their money.', body: assassinations },
  { id: 'banking', title: 'Banking (phase 7)', summary: 'Pocket and account, the Bank open, at lunch or on holiday.', body: banking },
  ...COUP_TOPICS,
];
