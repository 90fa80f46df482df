// Junta, the board game's rules topics from the coup on (B77: coup, map, units, trading, exile, end,
// variant, rulings; rulings B24–B25, B36, B40–B77 and board-map.md, board-cards.md), in the project's
// own words. The map and unit topics read their names and numbers from the content's data.
import type { RulesTopic } from '../../../core/game.js';
import { NUMBERS } from './box.js';
import { ALL_CARDS } from './cards.js';
import { AREAS, COASTAL, EDGES, areaById, type AreaKind } from './map.js';
import { RULINGS_TEXT } from './rulings-text.js';
import { AIRSTRIKES, GUNBOAT, UNITS, UNIT_KINDS, isStandard } from './units.js';

const andList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const namesOf = (kind: AreaKind): string => andList(AREAS.filter((a) => a.kind === kind).map((a) => `${a.name} (${a.id})`));
const countOf = (kind: AreaKind): number => AREAS.filter((a) => a.kind === kind).length;

const coup = `Phase 8, after a trade window. Going clockwise from the President's left, every player at home except the President is asked whether he starts a coup; he may first play the cards that belong to this moment, then answers "start" or "no". He may start one when the country is Unstable (Unrest played just now counts), when his revealed Location is Headquarters, or by playing Coup Rumours, or a Coup Event with its requirement met, which is his "start". A Coup Event that fails its requirement is thrown away and gives no right to start. The first to start is the First Rebel; nobody else is asked, and there is at most one coup a round. If nobody starts, the round goes on to phase 9.

When a coup starts, the units take their places (junta rules --game board units), the units of a Coup Event just played appear in their home, the President may name a frozen Position his Cousin's, and a trade window opens. Then the coup runs on a track of seven spaces: the rebellion phase and coup phases 1 to 6. Each space has two parts: a movement segment, in which every player has a turn, clockwise from the First Rebel, and then a battle segment. No cards are played in a battle segment.

Rebels. In the rebellion phase the President and his units (his Cousin's too) sit still: no moves, no attacks, no fire, no Gunboat or Airstrike; they can still be hit and pushed back. Anyone else who, in that phase, moves any unit, brings in or buys units with a card, attacks, or fires the Gunboat or an Airstrike turns Rebel by doing so. The First Rebel's first turn must contain such an act, unless his Coup Event already put units on the map. Afterwards, loyal players turn Rebel by attacking the President, by shelling or bombing his units, or by playing Bribe the Palace Guard. Nobody stops being a Rebel, and everyone sees who is one.

A movement turn is a string of single steps, each checked when you take it: move one unit, play one card, hand units over, make a gift, flee, or end the turn. A unit moves once a segment at most, up to its allowance, along the streets of the map; a unit placed, bribed or handed over during a segment waits for the next one. Handing units over gives another player at home their command for the rest of the coup, for all to see and for good.

The battle segment:
- Attacks: once everyone has moved, each player in turn from the First Rebel whose units share an area (not an Embassy) with someone else's, or with frozen units, says whom he attacks there, in order. An attack locks the two in combat in that area for this segment; the attacked side shoots back. Frozen units never shoot.
- Gunboat and Airstrike: then the Admiral may shell one coastal area and the holder of Airstrikes may spend one on an area, each naming one player there (never himself) or the frozen units there. These hits come first and never force a retreat.
- Three exchanges of fire: in each, every engaged unit rolls its dice, shared among its opponents in the area; then, area by area, everyone engaged but those who took the fewest hits there retreats (junta rules --game board units).

Embassies: there is no fighting in an Embassy. A player other than the President with a unit in an Embassy may flee abroad from there, which ends his turn; he becomes an exile and every unit he commands is frozen.

After the battle of coup phase 6, and one more trade window, each player at home other than the President declares, clockwise from the First Rebel, for the President or for the Junta; the President is on his own side. A Power Center belongs to the Junta when it holds units that are not frozen and every one of them is commanded by a Junta player; it belongs to nobody when only frozen units stand there; otherwise it is the President's, empty or not. The Junta needs 3 of the 5.

The aftermath: no Political card is played or given. If the Junta wins, the players who were Rebels and sided with the Junta (or, if there are none, everyone on the Junta's side) vote openly, one vote each, for one of themselves; the most votes wins and cannot refuse, the First Rebel settling a tie. The fallen President's pocket money goes to his successor, and the fallen President takes over the winner's old Positions. Then a last trade window (money only), and the President, old or new, may send one player to the firing squad or nobody. After a failed coup the President may only choose among those who were Rebels at any moment or sided with the Junta; after a successful one, the new President may choose anyone at home but himself. Exiles are out of reach. The executed player is dead until phase 9 and his pocket money goes to the President.

Then the First Rebel card goes back, the coup board stays in sight until it is cleared in phase 9, and any banking left over from lunch happens in phase 9 as usual.`;

const map = `The capital is our own design: the rulebook's map did not survive. It has ${AREAS.length} areas joined by ${EDGES.length} streets, plus two spaces off the map. An area is named by its id everywhere (moves, records, plain mode).

- ${countOf('power-center')} Power Centers, the prize of a coup: ${namesOf('power-center')}.
- ${countOf('barracks')} Barracks, one per Army Brigade: ${namesOf('barracks')}.
- ${countOf('precinct')} Police Precincts: ${namesOf('precinct')}.
- ${countOf('embassy')} Embassies, where nobody fights and anyone may flee abroad: ${namesOf('embassy')}.
- ${countOf('district')} districts: ${namesOf('district')}.

Off the map: the Harbor, where the Marines wait and the Gunboat fires from, touching the coastal areas (${andList(COASTAL.map((id) => areaById(id)!.name))}); and the Airfield, home of the Paratroops, the Airstrikes and the Helicopter, from which a drop reaches any area but an Embassy. No unit enters either space during a coup and nothing there can be hit.

Cover: a unit in a Power Center, Barracks or Precinct that has not moved since its segment began is hard to hit (only a 6 hits it). Embassies and districts give no cover.

Homes: a Coup Event's units appear in their home area. ${AREAS.filter((a) => a.home).map((a) => `${UNIT_KINDS.find((k) => k.id === a.home)!.name}: ${a.name}`).join('; ')}; the Helicopter: wherever its card names, but never an Embassy.

Distances that matter: each Brigade is two moves from a Power Center of its own (the 1st from Parliament, the 2nd from the Central Bank and the Radio Station, the 3rd from the Railroad Station); the Palace Guard is two moves from Parliament and from the Bank.

Map order is the order of the lists above, then the Harbor, then the Airfield; it orders dice, retreats and every list of areas.`;

const standard = UNITS.filter(isStandard).length;
const units = `A coup uses ${UNITS.length} units: ${standard} that stand ready at every coup and ${UNITS.length - standard} that only a Coup Event brings in.

Standard units and who commands them:
- Army: six per Brigade, in its Barracks, for its General.
- Police: four, one per Precinct (all four in Parliament after a forced Budget), for the Minister of Internal Security.
- Palace Guard: four in the Presidential Palace, for the President.
- Marines: one counter of strength 2 in the Harbor, for the Admiral; its first move lands it on a coastal area.
- Paratroops: one counter of strength 2 on the Airfield, for the Air Force Commander; its first move drops it anywhere but an Embassy.
Units of a frozen Position (vacant, its holder dead or abroad), and every unit of a player who flees a coup, are frozen: they never move or shoot but can be attacked, and they take part in no side. The Cousin's Position's units fight for the President.

Raised by a card, for the card's player until the coup ends: Students, Rioters, Demonstrators, Strikers, the Home Defense League and Christian Militia (civilians), the Bank Guards, and the Helicopter, which moves 3 areas a segment from the segment after it arrives.

Strength is both the number of hits a unit survives and the dice it rolls in an exchange; everything has strength 1 except the Marines and the Paratroops (2). Every unit moves one area a segment except the Helicopter. A die hits on 5 or 6, but only a 6 hits a unit in cover, and a civilian's die hits only on a 6 whatever it aims at.

Dice go to the target in a fixed way, with no choice: a player's dice in an area are dealt in blocks as even as possible to his opponents there, in the order the fights were declared (the first ones getting any extra die), and each die aims at the opponent's unit next in line to take a hit. That line, the removal order, is: civilians first, then Bank Guards, Police, Army, Palace Guard, the Helicopter, the Marines and last the Paratroops, the highest number first within each.

Retreats: after each exchange, in every area where dice flew, whoever took the fewest hits there stays; everyone else engaged there pulls all his units back to one neighbouring area holding no other player's units and no frozen units (his choice if several; destroyed if none). If all took the same, nobody moves. Frozen units that lose are destroyed. A unit that retreated is out of the fight for the rest of the segment.

The Gunboat (the Admiral's) and the ${AIRSTRIKES.ids.length} Airstrikes (the Air Force Commander's, each usable once a coup) are not units: each shot rolls ${GUNBOAT.dice} dice that hit like a unit's, against one player's units or the frozen units in one area.

Bribes: Bribe cards let you take over units for the rest of a coup, one die each, paying from your pocket (junta cards --game board bribe). A unit changing hands stays where it is and waits for the next segment. Units destroyed in one coup are back for the next; taken-over units go home to their Position when it ends.`;

const trading = `Cards and money change hands only as gifts: one player gives another some of his unrevealed Political cards and pocket bills, at once, with nothing asked in return. Influence cards in front, stacks, accounts, Location cards and units are never given. A gift holds at least one card or bill.

When: in your own turns (a phase-1 turn, a voting turn, an announcement turn, a movement turn, the President's cabinet and Budget decisions) and in seven trade windows:
- 1 in phase 1, once everyone has played, before hands are cut to the limit;
- 2 in every vote, between its two rounds;
- 3 after the Budget is settled;
- 4 after phase 7, before anyone may start a coup;
- 5 when a coup starts, ahead of the rebellion phase;
- 6 once the last battle is over, before sides are declared;
- 7 in the coup's aftermath, before the firing squad (money only).
In a window every player at home is asked at once; each makes up to ${NUMBERS.giftsPerWindow} gifts and then says he is ready, and the window closes when all are. Windows 1, 3 and 4 also let the President resign instead of saying ready. In your own turn, too, ${NUMBERS.giftsPerWindow} gifts at most.

Never: cards in phase 6 or in a coup's aftermath; gifts to or from a player who is the target of an attempt not yet settled; anything from or to the dead or exiles.

Everyone sees the giver, the receiver and the number of cards; the bills, if any, only the two players see.

Promises are talk. The program records none and enforces none: a Budget, a cabinet or a vote may reward or betray whoever it likes.

At a shared screen the table asks "Any deals?": Enter means nobody has any; d lets one player make his gifts in private, after which the table asks again.`;

const exile = `Going abroad (phase 5): instead of a Location you may pick exile, in one of the three Embassies. The President may not, unless he resigned first. A player abroad cannot be attacked or executed, but he hires no assassins, votes for nothing, plays, gives and banks nothing, and his Positions stay frozen until phase 2 comes round again (his units stay put). He still wins if his account is the biggest at the end.

Coming back (phase 9, after any banking at lunch): clockwise from the President, each exile chooses. Returning costs one bill from his pocket, of his choice; if his pocket is empty, one from his account; with neither, nothing. Staying away costs one bill from the account, or nothing if it is empty. The table learns only whether he came back. General Amnesty brings an exile home at once and for free.

A player can also end up abroad by fleeing a coup through an Embassy (junta rules --game board coup).

Leaving office: the President may resign in the first, third and fourth trade windows, or in place of his cabinet or Budget decision, once a round at most. He stays President until the election that follows, votes first and may win again; whoever wins receives all the old President's pocket money (and the aid, if he resigned instead of proposing the Budget), and the old President takes over the winner's old Positions.

The rest of phase 9, in order: exiles return or stay; the dead come back with empty hands and pockets; the round's markers reset (Stable, the Bank Open, the Death Squad marker set by this round's announcements, the coup cleared); the Location cards go back; then, if the Foreign Aid deck still holds at least ${NUMBERS.endBelow} bills, the next round begins.`;

const end = `The game ends:
- at the close of phase 9, with under ${NUMBERS.endBelow} bills left in the Foreign Aid deck;
- at the start of phase 3, if the deck has fallen below ${NUMBERS.endBelow} bills during the round's first phases (by Secret Party Donations, say);
- in the first election, when a tie finds no bill left to take;
- when every player is dead.

The largest Swiss account wins; money in pockets is worth nothing then. Players level at the top share the win; there is no tie-break. If the game ended before a first President was elected, or with everyone dead, nobody wins. Exiles count like everyone else.

At the end everything is revealed: every Budget's true stacks beside what was announced, every Location, every account and the bills of every gift.`;

const variant = `This is "Junta, the board game — junta's edition", a variant, and it says so on the title screen and in every record.

Why: the rulebook we follow stops halfway through phase 6. What comes after it (phases 7 to 9, the whole Coup Game and the rules for two or three players) survives only in a short, muddled encyclopedia summary of the 1985 edition, and no list of the cards or drawing of the map survives at all.

What is ours:
- the last phases, from that summary, pinned down by our rulings (junta rules --game board rulings);
- the Coup Game inside the summary's frame (a rebellion phase and six coup phases of moving and shooting, retreats, control of three Power Centers out of five, taking sides, a firing squad), with our own units' numbers, dice and removal order;
- the city: ${AREAS.length} areas and their streets (junta rules --game board map);
- the ${ALL_CARDS.length} Political cards: their counts, numbers and texts, and most of their names (junta cards --game board marks what is ours);
- 4 to 7 seats only, bots filling empty ones, since the two- and three-player rules are lost.

Where we knowingly depart from the rulebook:
- Ties in later elections: the rulebook repeats the vote until someone wins, which need never end; we hold it three times at most and then draw among the tied (B13).
- Locations: around a real table someone might hold back his choice until he sees who flees; here everyone chooses at the same moment (B24).
- Deals: the rulebook allows trading at any time; here gifts are made in seven fixed trade windows and in one's own turn, so the program can ask everybody in turn (B68).

Tuning with junta simulate --game board may still change our numbers; the catalogue and these pages follow the data.`;

export const COUP_TOPICS: readonly RulesTopic[] = [
  { id: 'coup', title: 'The coup (phase 8)', summary: 'Starting one, Rebels, movement and battle, sides, the aftermath.', body: coup },
  { id: 'map', title: 'The city', summary: 'The areas, the Harbor and the Airfield, cover, homes, map order.', body: map },
  { id: 'units', title: 'Units and combat', summary: 'Who commands what, strength, dice, the removal order, retreats.', body: units },
  { id: 'trading', title: 'Gifts and trade windows', summary: 'What may be given, when, what the others see; promises.', body: trading },
  { id: 'exile', title: 'Exile, resignation and the end of a round', summary: 'Going abroad and coming back, leaving office, phase 9.', body: exile },
  { id: 'end', title: 'The end and the winner', summary: 'When the game ends, who wins, the reveal.', body: end },
  { id: 'variant', title: 'What is ours, and why', summary: 'The rulebook breaks off in phase 6: what this edition supplies and changes.', body: variant },
  { id: 'rulings', title: 'Rulings', summary: 'B1 to B77, each in a line or two, departures and our designs marked.', body: RULINGS_TEXT },
];
