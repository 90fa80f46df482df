// The heuristic bot in the shadows (rulings B24–B38, B64): Locations against the threats it sees, exile
// when the danger outweighs its cost, assassination announcements at the most dangerous rival's likeliest
// Location, Bribe the Assassin when a guess is right, banking at the Bank, and the exile's return.
import type { Location } from '../content/box.js';
import { EMBASSIES } from '../content/box.js';
import { designOf } from '../content/cards.js';
import { billsIn, valueOf } from '../rules/money.js';
import type { Action, Money } from '../rules/types.js';
import { firstOf, listed, type Decider, type Decision, type Deciders } from './heuristic-context.js';
import {
  BRIBE_COVER, canBribe, dangerAt, moneyWanted, rivalDanger, rivalsOf, toldLocation, whereIs,
} from './heuristic-shadows-threat.js';

/** What a Location's risk is weighed against: a life is worth this much besides the pocket (votes, Positions, a round's play). */
const LIFE_WORTH = 3;
/** B33: a death's pocket money goes to the killer, a rival: each million lost counts this much. */
const POCKET_LOSS = 1.5;
/** B32: a death discards the hand and the Influence in front; each card is worth this much, in millions. */
const CARD_WORTH = 0.5;
const INFLUENCE_WORTH = 1.5;
/** B37, B64: each million moved into the account is worth this much now (it can no longer be lost to a killer, B33). */
const BANK_WORTH = 1;
/** B41: a revealed Location at Headquarters lets its player start a coup; worth this much to one who holds a Position. */
const HEADQUARTERS_WORTH = 0.5;
/** B36: an exile pays one bill to come back, and his Positions are frozen until phase 2 (B25): the cost of exile, plus per Position. */
const EXILE_COST = 2;
const EXILE_POSITION_COST = 0.5;
/** A little noise between near-equal Locations, so the bot is not read too easily. */
const JITTER = 0.05;
/** B26: a guess must be at least this likely to spend an Assassin card on it (a paid one: this likely to kill). */
const FREE_GUESS_MIN = 0.25;
const PAID_KILL_MIN = 0.25;
/** At most this much pocket money is kept back from the Bank for cards that cost money (B37). */
const RESERVE_CAP = 4;
/** On a correct guess (board-cards.md): the chance each Assassin card kills; Character Assassination takes Influence, not a life. */
/** B29: how much a right Character Assassination guess is worth bribing away, with Influence in front (less than any chance of death). */
const INFLUENCE_HARM = 0.2;
/** Character Assassination is played when the Influence cards it is expected to discard reach this (board-cards.md). */
const INFLUENCE_SHOT_MIN = 0.5;
const KILLS: Readonly<Record<string, number>> = {
  'amateur-assassin': 0.5, 'professional-assassin': 1, 'street-gang': 1 / 3, burglars: 1, 'character-assassination': 0,
};

const pocketOf = (d: Decision): Money => d.view.players[d.me].pocket ?? [0, 0, 0];
const handOf = (d: Decision): string[] => d.view.players[d.me].hand ?? [];
const positionsOf = (d: Decision): number => Object.values(d.view.positions).filter((p) => p.holder === d.me).length;
/** A payment's value, then its count of bills: the cheapest first (B3). */
const byCost = (a?: Money, b?: Money): number => (a && b ? valueOf(a) - valueOf(b) || billsIn(a) - billsIn(b) : 0);
const killChance = (card: string | undefined): number => (card === undefined ? 1 : KILLS[designOf(card)] ?? 1);

/** B32, B33: what this seat loses if it dies this round. */
function stakeOf(d: Decision): number {
  const me = d.view.players[d.me];
  return LIFE_WORTH + POCKET_LOSS * valueOf(pocketOf(d)) + CARD_WORTH * handOf(d).length + INFLUENCE_WORTH * me.influence.length;
}

/** B37: the pocket money worth banking, above what the hand's cards may need. */
const bankable = (d: Decision): number => Math.max(0, valueOf(pocketOf(d)) - Math.min(RESERVE_CAP, moneyWanted(handOf(d))));

/** B24, B25, B36: the Location with the best worth for its risk, or exile when even that risk costs more than going abroad. */
const locations: Decider = (d) => {
  const options = listed(d, 'location');
  const danger = dangerAt(d.view, d.memory, d.me);
  const stake = stakeOf(d) * (canBribe(d) ? BRIBE_COVER : 1);
  const worth = (l: Location): number => {
    if (l === 'bank') return d.view.bank === 'holiday' ? 0 : BANK_WORTH * bankable(d);
    return l === 'headquarters' && positionsOf(d) > 0 ? HEADQUARTERS_WORTH : 0;
  };
  const scored = options.flatMap((a) => (a.location === 'exile' ? [] : [{ a, score: worth(a.location) - danger.get(a.location)! * stake + JITTER * d.random() }]));
  scored.sort((x, y) => y.score - x.score);
  const best = scored[0];
  const embassy = EMBASSIES[Math.floor(d.random() * EMBASSIES.length)];
  const exile = options.find((a) => a.location === 'exile' && a.embassy === embassy);
  const exileScore = -(EXILE_COST + EXILE_POSITION_COST * positionsOf(d));
  if (exile && (!best || exileScore > best.score)) return exile;
  return best?.a ?? null;
};

/** The listed attempt with this card design (none: the Death Squad), victim and guess, paid the cheapest way. */
function attemptWith(d: Decision, design: string | null, victim: string, location: Location): Action | null {
  const fits = listed(d, 'attempt').filter((a) => (a.card === undefined ? design === null : designOf(a.card) === design) && a.victim === victim && a.location === location);
  return fits.sort((a, b) => byCost(a.pay, b.pay))[0] ?? null;
}

/** B26: an attempt's best victim and guess among the listed ones for one card design: the rival's danger times the chance to kill him. */
function bestShot(d: Decision, design: string | null): { victim: number; location: Location; chance: number; worth: number } | null {
  const name = (seat: number) => d.view.players[seat].name;
  const mine = d.view.attempts.filter((a) => a.by === d.me);
  let best: { victim: number; location: Location; chance: number; worth: number } | null = null;
  for (const victim of rivalsOf(d.view, d.me)) {
    const where = whereIs(d.view, d.memory, victim);
    // Character Assassination takes the victim's Influence in front (board-cards.md): worth it only against a seat with some.
    const danger = design === 'character-assassination' ? d.view.players[victim].influence.length : rivalDanger(d.view, d.memory, d.me, victim) + 1;
    for (const [location, chance] of where) {
      // A second attempt on the same victim guesses another Location (one of them is then right more often).
      if (mine.some((a) => a.victim === victim && a.location === location)) continue;
      if (attemptWith(d, design, name(victim), location) === null) continue;
      const worth = danger * chance;
      if (best === null || worth > best.worth) best = { victim, location, chance, worth };
    }
  }
  return best;
}

/** B26: Informant first on the most dangerous rival, then the Death Squad, then each Assassin card whose guess is likely enough; then done. */
const announce: Decider = (d) => {
  const done = firstOf(d, 'done');
  const hand = handOf(d);
  const squad = listed(d, 'attempt').some((a) => a.card === undefined);
  const cards = [...new Set(listed(d, 'attempt').flatMap((a) => (a.card ? [designOf(a.card)] : [])))];
  if (!squad && cards.length === 0) return done;
  const rivals = rivalsOf(d.view, d.me).sort((a, b) => rivalDanger(d.view, d.memory, d.me, b) - rivalDanger(d.view, d.memory, d.me, a));
  const top = rivals[0];
  // B5: an Informant shows the most dangerous rival's Location before the attempts that use it.
  if (top !== undefined && toldLocation(d.view, top) === null && hand.some((c) => designOf(c) === 'informant')) {
    const inform = listed(d, 'play').find((a) => designOf(a.card) === 'informant' && a.target === d.view.players[top].name);
    if (inform) return inform;
  }
  // The Death Squad is free and kills on a correct guess (B26): always sent, at the best shot.
  if (squad) {
    const shot = bestShot(d, null);
    if (shot) return attemptWith(d, null, d.view.players[shot.victim].name, shot.location);
  }
  for (const design of cards) {
    const shot = bestShot(d, design);
    if (!shot) continue;
    const action = attemptWith(d, design, d.view.players[shot.victim].name, shot.location);
    const paid = action?.type === 'attempt' && action.pay !== undefined;
    const good = design === 'character-assassination' ? shot.worth >= INFLUENCE_SHOT_MIN : paid ? shot.chance * killChance(action.card) >= PAID_KILL_MIN : shot.chance >= FREE_GUESS_MIN;
    if (action && good) return action;
  }
  return done;
};

/** B29: Bribe the Assassin on the deadliest open attempt whose guess is this seat's own Location; a wrong guess needs no bribe. */
const react: Decider = (d) => {
  const pass = firstOf(d, 'pass');
  const here = d.view.players[d.me].location;
  const influence = d.view.players[d.me].influence.length;
  const harm = (i: number): number => {
    const a = d.view.attempts[i];
    if (!a || a.location !== here) return 0;
    return a.card !== null && designOf(a.card) === 'character-assassination' ? (influence > 0 ? INFLUENCE_HARM : 0) : killChance(a.card ?? undefined);
  };
  const bribes = listed(d, 'play').filter((a) => a.attempt !== undefined && harm(a.attempt) > 0);
  bribes.sort((a, b) => harm(b.attempt!) - harm(a.attempt!) || byCost(a.pay, b.pay));
  return bribes[0] ?? pass;
};

/** B37, B64: at the Bank, every pocket bill above what the hand's cards may need goes into the account, largest first; nothing comes out. */
const banking: Decider = (d) => {
  const spare = bankable(d);
  const deposits = listed(d, 'deposit').filter((a) => a.bill <= spare).sort((a, b) => b.bill - a.bill);
  return deposits[0] ?? firstOf(d, 'done');
};

/**
 * B36: come back, paying the smallest bill. Staying away costs an account bill (the score, B64) and
 * another round without banking; a return costs a pocket bill, or an account bill only when the
 * pocket is empty, so it is never the dearer answer.
 */
const exiles: Decider = (d) => {
  const returns = listed(d, 'return').sort((a, b) => (a.bill ?? 0) - (b.bill ?? 0));
  return returns[0] ?? firstOf(d, 'stay');
};

export const shadowsDeciders: Deciders = { locations, announce, react, banking, exiles };

