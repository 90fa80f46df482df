// Cards and passes in a battle's windows (V14, V15, V17, V18, V22): the before-combat effects as a
// table from design to a small function, the Diversionary Tactic's re-roll, the Expert destructions.
import { attackersOf, isIn, liveDice, sideOf } from './battle.js';
import { cardDesign, designOf } from '../content/cards.js';
import { fail, seatNamed, takeFromHand, type Ctx } from './context.js';
import { askedInBattle, destroyDie, destroyTargets, endBattle, rolledDiceOf, rollDice, settleAsking } from './combat.js';
import type { Battle, Seat, Side, VivaState } from './types.js';

/** What a before-combat card is played with: the die it names (Assassination). */
export interface Target { die?: unknown }

type Effect = (ctx: Ctx, b: Battle, seat: Seat, side: Side, target: Target) => void;

/** V15: each before-combat design's check and effect, applied at once. */
export const BEFORE_COMBAT: Readonly<Record<string, Effect>> = {
  assassination: (ctx, b, seat, side, target) => {
    if (!assassinationTargets(b, side).includes(target.die as string)) fail('V15', 'Assassination names a die of the other side still in this battle');
    destroyDie(ctx, seat, target.die as string);
  },
  gunboat: () => {},
  'surprise-attack': (_ctx, b, _seat, side) => {
    if (side !== 'attack') fail('V15', 'only an attacker plays Surprise Attack');
    if (b.surprise) fail('V15', 'a second Surprise Attack in one battle');
    b.surprise = true;
  },
  bribery: (_ctx, b) => {
    if (b.bribery) fail('V15', 'a second Bribery in one battle');
    if (!hasPresidentialDie(b)) fail('V15', 'Bribery needs a Presidential die in the battle');
    b.bribery = true;
  },
  'peasant-uprising': (_ctx, b) => {
    if (b.uprising) fail('V15', 'a second Peasant Uprising in one battle');
    b.uprising = true;
  },
};

export const hasPresidentialDie = (b: Battle): boolean => liveDice(b).some((d) => d.presidential);
export const assassinationTargets = (b: Battle, side: Side): string[] => liveDice(b).filter((d) => d.side !== side).map((d) => d.die);

/** V15: whether a design may be played now by a participant on `side` (for the listed actions). */
export function playable(b: Battle, design: string, side: Side): boolean {
  switch (design) {
    case 'assassination': return assassinationTargets(b, side).length > 0;
    case 'gunboat': return true;
    case 'surprise-attack': return side === 'attack' && !b.surprise;
    case 'bribery': return !b.bribery && hasPresidentialDie(b);
    case 'peasant-uprising': return !b.uprising;
    default: return false;
  }
}

function askedSeat(s: VivaState, seat: Seat, code: string): Battle {
  if (askedInBattle(s) !== seat) fail(code, `${s.players[seat].name} is not asked now`);
  return s.battle!;
}

/** V14, V15, V17: a card played in a battle window by the seat asked. */
export function playInBattle(ctx: Ctx, seat: Seat, card: string, target: Target & { roll?: unknown }): void {
  const { s } = ctx;
  if (s.phase !== 'combat' || !s.battle || !isIn(s.battle, seat)) fail('V14', 'only a participant plays cards in a battle');
  const b = askedSeat(s, seat, 'V14');
  const design = designOf(card);
  const side = sideOf(b, seat)!;
  if (b.step === 'diversion') {
    if (design !== 'diversionary-tactic') fail('V17', 'after the roll only a Diversionary Tactic is played');
    return diversion(ctx, b, seat, card, target);
  }
  if (b.step === 'destroy' || cardDesign(card).timing !== 'before-combat') fail('V14', `${cardDesign(card).name} is not played in card steps A and B`);
  takeFromHand(s, seat, [card], 'V14');
  // The card is told before what it does (an Assassination's die destroyed): a refused play emits nothing, as apply drops its events.
  ctx.emit({ type: 'card', seat, card, ...(typeof target.die === 'string' ? { die: target.die } : {}) });
  BEFORE_COMBAT[design](ctx, b, seat, side, target);
  b.played.push({ seat, card, side });
  if (attackersOf(s, b).length === 0) endBattle(ctx, false);
}

/** V17: one named die, or all, of one participant's roll are rolled again; the asking restarts. */
function diversion(ctx: Ctx, b: Battle, seat: Seat, card: string, target: Target & { roll?: unknown }): void {
  const { s } = ctx;
  const roller = seatNamed(s, target.roll, 'roll');
  if (!isIn(b, roller)) fail('V17', 'a Diversionary Tactic names a participant\'s roll in this battle');
  const rolled = rolledDiceOf(b, roller);
  const dice = target.die === undefined ? rolled : rolled.filter((d) => d.die === target.die);
  if (dice.length === 0) fail('V17', 'a Diversionary Tactic names rolled dice (not the Presidente\'s, nor dice left unrolled)');
  takeFromHand(s, seat, [card], 'V17');
  b.played.push({ seat, card, side: sideOf(b, seat)! });
  ctx.emit({ type: 'card', seat, card, roll: roller, ...(typeof target.die === 'string' ? { die: target.die } : {}) });
  rollDice(ctx, dice, true);
  b.at = 0;
}

/** A pass in a battle window (V14, V17, V18). */
export function passInBattle(ctx: Ctx, seat: Seat): void {
  const b = askedSeat(ctx.s, seat, 'V30');
  ctx.emit({ type: 'pass', seat, window: windowLabel(b) });
  if (b.step === 'destroy') b.destructions.shift();
  else b.at += 1;
  settleAsking(ctx);
}

export function destroyByRoll(ctx: Ctx, seat: Seat, die: unknown): void {
  const { s } = ctx;
  if (s.phase !== 'combat' || s.battle?.step !== 'destroy' || askedInBattle(s) !== seat) fail('V18', 'a die is destroyed so only for a rolled 1, after the plunder');
  if (!destroyTargets(s.battle, seat).includes(die as string)) fail('V18', 'name a die of the other side that took part in this battle');
  destroyDie(ctx, seat, die as string);
  s.battle.destructions.shift();
  settleAsking(ctx);
}

/** What the window asks for, for prompts (V30). */
export function windowLabel(b: Battle): string {
  if (b.step === 'diversion') return 'a Diversionary Tactic';
  if (b.step === 'destroy') return 'a destruction';
  return 'a before-combat card';
}
