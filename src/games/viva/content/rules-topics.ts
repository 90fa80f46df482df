// Viva el Presidente!'s rules topics for `junta rules --game viva [topic]` ("Lookups";
// rulings V1–V31): written in the project's own words, following the rulings wherever the printed
// rulebook is silent or unclear; the rulings topic marks each departure and design choice.
// Bodies are plain text: paragraphs on single long lines and short "- " bullet lists (the CLI wraps them).
import type { RulesTopic } from '../../../core/game.js';
import { ALL_CARDS, isAid } from './cards.js';
import { RULINGS_TEXT } from './rulings-text.js';

/** The catalogue's count of Foreign Aid cards (cards.ts holds the counts, V31). */
const AID_CARDS = ALL_CARDS.filter(isAid).length;

const quickstart = `Goal: be first to 5 Victory Points (6 in the Expert game). Your Main House counts 1, every Building Tile on your Estate 1 more, a Yacht or a Supercar kept in hand 1 each.

A round in six steps (N is the number of players):
- 1 Draw: the Presidente takes N+2 cards; each Golpista (everyone else) takes one, two in the first round.
- 2 Promises: the Presidente gives every Golpista a face-down Promise of one card or more. Whoever leaves him in peace keeps it, unless he falls.
- 3 Orders: each Golpista turns every one of his Militia dice, in secret, to a number: another player's Estate (attack), his own (stay home) or 6 (guard the Presidente). No one may attack and guard the Presidente at once.
- 4 Combat: one battle for each player under attack, the Presidente's first.
- 5 Spend Money: Foreign Aid cards pay: a Building 4 million, a Militia die 2, one card a round 1. No change.
- 6 Check: hands over 4 cards go down to 4 (you pick the discards at the end of your own Spend Money turn).

A battle in four steps:
- A The defender, then those guarding him, may play before-combat cards.
- B Then the attackers may.
- C The dice in the battle are rolled; the Presidente's own dice never roll and count 1 each. The attack must beat the defence: its dice plus 1 per building.
- D A won attack plunders: each attacker draws a random card from the defender's hand, the strongest first. A beaten Presidente costs everyone his Promise, and his strongest attacker takes the Sunglasses.

Keys: ↑↓ move, ←→ change, Enter choose or confirm, Esc change it. For the orders, 1-6 turns a die, a sets all your dice, s declares a Spy. On every screen: c a card's text, r what happened since your turn, l the log, ? the rules of this phase, q quit (the game is saved: junta resume). When the table asks "Does anyone play …?", press your number to play it; Enter: everyone listed passes.

More: junta rules --game viva overview, combat, cards; junta cards --game viva.`;

const overview = `Junta: Viva el Presidente! is for 3 to 5 players. One of you wears the Presidential Sunglasses; the others, the Golpistas, would like to. Money arrives as Foreign Aid cards and is spent on your Estate: every building on it is a Victory Point and a bit of defence. Whoever reaches 5 Victory Points first ends the game at the close of that round's Spend Money phase (junta rules --game viva end).

Your strength is your Militia: dice of your colour, one at the start, at most four. Every round each Golpista orders his dice in secret, to raid another Estate, to stay home or to guard the Presidente. The Presidente cannot attack anyone; he buys goodwill instead, with the cards he promises.

Each round has six phases:
- 1 Draw cards and 2 make Promises (junta rules --game viva promises).
- 3 Command the Militias (junta rules --game viva orders).
- 4 Combat: battles fought with dice and cards; plunder for the winners; a new Presidente when the old one falls (junta rules --game viva combat).
- 5 Spend Money and 6 check the number of cards (junta rules --game viva spend).

The ${ALL_CARDS.length} Game Cards mix money (${AID_CARDS} Foreign Aid cards worth 1 to 4 million) with cards played at set moments: in battle, with your orders, after the Promises, in your own Spend Money turn; three are never played at all (junta rules --game viva cards). Their counts and values, and three of their texts, are this edition's own design.

What everyone sees: how many cards each hand holds, every Estate with its buildings and dice, who is Presidente, how many cards each Promise holds (and in the Expert game its dice), each card that is played and each roll, the orders after they are revealed, every payment and discard, and the size of the deck. What stays hidden: the cards in a hand, a Promise's cards (its owner and the Presidente know them), the orders until they are shown (a Spy player sees them early), which card a plunder took (the two players involved know), a drawn or bought card (its new owner knows), and the order of the deck. Whatever you were shown stays on your screen.

Where the printed rulebook is silent or unclear this edition follows fixed rulings, and in a few places it departs from it on purpose: junta rules --game viva rulings.`;

const setup = `Seats: 3 to 5 players sit in the order they were entered; clockwise means on to the next seat, the last one followed by the first, and your left-hand neighbour is the next seat clockwise. The seats are numbered from 1, and that number is your Estate's: a die showing it points at you. The number 6 never belongs to a seat: it always means the Presidente, whoever holds the office.

Colours go by seat: red, blue, yellow, black, green. Each player starts with one Militia die of his colour and the Main House printed on his Estate; his other three dice wait in the Supplies, next to the 25 Building Tiles.

The 45 Game Cards are shuffled into the deck. The discard pile lies face up; when the deck runs out, the discard pile is shuffled into a new one, and when both are empty a draw gives nothing.

The first Presidente (the default, --first-presidente roll): everyone rolls a die, in view of all; the highest roll takes the Sunglasses, and a tie for the highest is rolled again among the tied until one is left. Instead, --first-presidente NAME names him.

The variant: --variant basic (the default) or --variant expert (junta rules --game viva expert).

Every random step uses the seeded generator kept with the game, so a record replays exactly. A record may also fix the starting order of the deck and a list of die results that every roll uses up first (roll-offs and re-rolls too), the generator rolling after it: that is how written scenarios get known hands and known dice.`;

const promises = `Phase 1, drawing: the Presidente draws N+2 cards; then, going clockwise from the seat after the Presidente, every Golpista draws one (two in the game's first round).

Phase 2, the Promises: in one go, the Presidente sets aside a face-down Promise for every Golpista: one card from his hand at least, more if he likes, his whole hand if he wants. Each Golpista looks at his own Promise at once. A promised card belongs to no hand yet: it does not count toward anyone's hand, and nobody can play it or plunder it.

Whether you get your Promise depends on combat (junta rules --game viva combat): if nobody attacks the Presidente, each Golpista adds his Promise to his hand before the other battles. If the Presidente beats his attackers off, those who had a die on his number lose their Promises to the discard pile and everyone else takes his. If the Presidente falls, every Promise is discarded.

Burglars: right after the Promises, each Golpista in turn, starting at the Presidente's left, is offered the chance to play Burglars. Whoever does picks another Golpista's Promise that still holds a card, looks at it and takes one card of his choice into his hand; a promised die is never taken. The victim learns which card went. Everyone is asked, holding Burglars or not, so the question tells nothing.

In the Expert game the Presidente may add some of his dice to Promises (junta rules --game viva expert).`;

const orders = `Phase 3: every Golpista gives each of his Militia dice one number, all at the same time and in secret, each submitting once:
- another player's number: that die attacks him (the Presidente's number attacks the Presidente);
- his own number: it stays home and defends him;
- 6: it guards the Presidente.
Dice are ordered one by one, so one player may split them. One thing is refused: attacking the Presidente with one die while guarding him with another. A number above the seats in play (other than 6) is refused too.

The Presidente gives no orders: his dice always defend him, unrolled, worth 1 each, and he never attacks.

The Spy: a Golpista may declare a Spy along with his orders. The card stays hidden in his hand count until every order is in, so declaring it gives nothing away to those still deciding. Then the declared Spies are revealed and go to the discard pile; every Spy player, in turn from the Presidente's left, looks at all the other Golpistas' orders as they stand and orders again (keeping his orders is allowed). A Spy player who comes later sees the changes made by one before him. Spies are for Golpistas only.

Finally every order is revealed together, and combat follows. A defend order that nobody attacks simply does nothing.`;

const combat = `Phase 4: there is one battle for every player whom at least one die attacks. The Presidente's battle comes first; then the attacked Golpistas' battles, clockwise from the Presidente's left.

Who takes part: the defender always, even with no dice of his own in it. The attackers: everyone whose dice include one showing the defender's number. In the Presidente's battle also the supporters: every Golpista with a die on 6. A die destroyed during the battle goes back to the Supplies; an attacker or supporter who has no die left in the battle drops out of it: the cards he played still count, but he plays no more, has no combat value, takes no plunder and cannot become Presidente. When no attacker is left, the battle ends and the attack has failed.

A battle goes in four steps:
- A Cards of the defending side: first the defender, then each supporter in seat order from the Presidente's left, plays as many before-combat cards as he likes, one after another, then passes.
- B Cards of the attackers, each in seat order starting after the defender, the same way. Nobody outside the battle plays a card in it.
- C The roll: every die in the battle is rolled at once, except the Presidente's own dice (worth 1 each) and dice a card has made unrolled. After the roll, anyone in the battle may play a Diversionary Tactic: one die, or the whole roll, of one participant is rolled again, and everyone is asked again until all pass.
- D The outcome and the plunder (and in the Expert game, rolled 1s destroying dice: junta rules --game viva expert).

The values: a player's combat value is what his dice still in the battle show, plus 3 for each Gunboat he played. The attack value adds up the attackers' values, counting too a Gunboat from an attacker who has since dropped out. The defence value is 1 per building of the defender (his Main House included), plus the defending dice (the defender's and his supporters') that remain in the battle, plus every Gunboat played on the defending side, including one from a supporter who has dropped out. The attack succeeds only when it is strictly higher: a tie holds.

Plunder: after a successful attack each attacker still in the battle takes one card at random from the defender's hand (never from a supporter's), the highest combat value first; ties are settled by a public roll-off, repeated as needed. A hand that runs dry leaves the last attackers without anything.

The Presidente's battle decides the Promises (junta rules --game viva promises). If it succeeds, the attacker with the highest combat value (on a tie, the one first in the plunder order) takes the Sunglasses once every battle is over, before Spend Money.

Cards played in a battle go to the discard pile when it ends; all other plays and payments at once.`;

const cards = `The deck holds 45 Game Cards. Their counts, the Foreign Aid values and the texts of Burglars, Party Donation and PR Campaign are this edition's design (the printed rulebook names the cards without them); junta cards --game viva lists them all.

When each kind is played:
- Foreign Aid (1 to 4 million): paid out in Spend Money, never played otherwise.
- Before combat (Assassination, Gunboat, Surprise Attack, Bribery, Peasant Uprising): only by a player in the battle, on his turn in step A or B.
- Diversionary Tactic: by a player in the battle, right after its roll.
- Spy: declared with your orders.
- Burglars: when asked, right after the Promises.
- Party Donation, PR Campaign: in your own Spend Money turn.
- Students Circulate Petition, Yacht, Supercar: never played. They still count toward your hand and its limit, and can be promised, plundered and discarded; a Yacht or Supercar in hand is a Victory Point.

The before-combat cards:
- Assassination: one opposing die in this battle goes back to the Supplies.
- Gunboat: +3 for your side; several copies stack.
- Surprise Attack, played by an attacker: the defender's buildings are worth nothing this battle.
- Bribery: only while a die of the Presidente is in the battle; those dice count nothing and are not rolled.
- Peasant Uprising: every defending die counts 2 without being rolled (a die Bribery cancelled stays at nothing).
Each of Surprise Attack, Bribery and Peasant Uprising works once per battle: a second copy is refused.

The 25 Building Tiles all work alike: +1 to your defence and 1 Victory Point each, however many you own, while the supply lasts. Two of their names are the rulebook's, the others ours.`;

const spend = `Phase 5, Spend Money: first, anyone left without a single die (after loaned dice have gone home) takes one from the Supplies for free. Then the Presidente (the new one, after a coup) takes his turn, and the others follow clockwise.

In your turn you make as many payments as you like and then say done. Each payment buys one or more things at once and is paid with Foreign Aid cards from your hand worth at least the total; what you pay over is lost, since nobody gives change:
- a Building Tile, 4 million (while the supply of 25 lasts);
- a Militia die, 2 million (at most 4 dice owned);
- the top card of the deck, 1 million (one card per round).
A bought card goes into your hand, and only you see it; if it is Foreign Aid it can pay for your next payment in the same turn. In your own turn you may also play a Party Donation (draw the top 2 cards; this is not your bought card) or a PR Campaign (the next Building you buy in this turn costs only 2 million).

Phase 6, the check: clockwise from the Presidente, everyone holding more than 4 cards discards, face up, down to exactly 4. The check is skipped when the game has just ended. Your hand cannot change after your own Spend Money turn, so you choose your discards as that turn ends; they stay in your hand (a Yacht or Supercar still counts at the end check) and go in phase 6.`;

const end = `The end is checked once a round, after the last Spend Money turn: if anyone then has 5 Victory Points or more (Expert: 6), the game is over and the card check is skipped.

Victory Points: 1 for your Main House, 1 per Building Tile, 1 for a Yacht in your hand and 1 more for a Supercar there; in the Expert game also 1 for the Sunglasses.

The most Victory Points wins. A tie goes to the tied player with the most Foreign Aid value in hand; if that ties as well, the tied players share the win.`;

const expert = `The Expert game (--variant expert) changes four things:
- The target is 6 Victory Points, and the Sunglasses are worth one of them.
- Rolled 1s: after the plunder, each die in the battle whose final roll is a 1 lets its roller destroy one die that fought against him in that battle and has not been destroyed (optional, one per such die). Dice that were never rolled do not count. The rollers are asked in the order of the card steps; destroyed dice go to the Supplies. It changes nothing about the battle's outcome.
- Promised dice: the Presidente may put some of his own dice on any Promise, each turned to the number of a seat in the game, never his own and never 6; everyone sees them. They leave his defence: in his battle only his unpromised dice count.
- When a Golpista takes his Promise, its dice join his orders as set (he cannot refuse them): a die showing his own number defends him, one showing another Golpista's number attacks that Golpista, starting a battle if there was none. He rolls them and they count as his, but they stay Presidential dice for Bribery and Peasant Uprising. Their battles do not involve the Presidente, and any plunder is the Golpista's. Promised dice that are not taken go home at once; the others go home after the last battle, to their owner, even if he has lost the Sunglasses. They do not count toward the Golpista's limit of 4.`;

export const VIVA_TOPICS: readonly RulesTopic[] = [
  { id: 'quickstart', title: 'Quick start: your first game', summary: 'Start here: the goal, a round in six steps, a battle in four, the keys.', body: quickstart },
  { id: 'overview', title: 'Overview', summary: 'What the game is about, the six phases, and what is public.', body: overview },
  { id: 'setup', title: 'Setup and the first Presidente', summary: 'Seats and numbers, colours, the deck, the first Presidente.', body: setup },
  { id: 'promises', title: 'Drawing and Promises (phases 1 and 2)', summary: 'The draw, the Promises, who gets them, Burglars.', body: promises },
  { id: 'orders', title: 'Orders (phase 3)', summary: 'Ordering your Militia dice in secret, the Spy.', body: orders },
  { id: 'combat', title: 'Combat (phase 4)', summary: 'Who fights, the four steps, the values, plunder, a new Presidente.', body: combat },
  { id: 'cards', title: 'The cards', summary: 'When each card is played and what the battle cards do.', body: cards },
  { id: 'spend', title: 'Spend Money and the card check (phases 5 and 6)', summary: 'Buying buildings, dice and a card; the limit of 4 cards.', body: spend },
  { id: 'end', title: 'The end and the score', summary: 'When the game ends, Victory Points, ties.', body: end },
  { id: 'expert', title: 'The Expert game', summary: 'Six points, rolled 1s destroy dice, promised dice.', body: expert },
  { id: 'rulings', title: 'Rulings', summary: 'How this edition reads the rulebook, numbered, departures marked.', body: RULINGS_TEXT },
];
