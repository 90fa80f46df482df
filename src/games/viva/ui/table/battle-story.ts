// A battle as a table saw it (V5, V12–V23): its sides and dice, every card played, each die's rolls
// (re-rolls kept, V17), the destructions, the values and the outcome, the plunder (its card only where
// the log shows it: to taker and victim, V19), the Promises settled (V20) and a new Presidente (V21).
// Built from a seat's or the public log, or from a view's battle in progress; the panel draws either.
import { defenseValue } from '../../rules/battle.js';
import { designOf, dieOwner } from '../../content/cards.js';
import type { Battle, BattleDie, PromisedDie, Seat, VivaEvent } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';

/** A step of the log as the screens receive it (the session's StepLog): its number and the events the seat saw. */
export interface LoggedStep { step: number; events: readonly VivaEvent[] }

export interface CardPlay { seat: Seat; card: string; die?: string; roll?: Seat }
export interface Outcome { attack: number; defense: number; success: boolean; values: { seat: Seat; value: number }[] }
export interface Settled { seat: Seat; taken: boolean; count: number; cards: string[] | null; dice: PromisedDie[] }

export interface BattleStory {
  /** The battle as the engine keeps it: its dice (their last rolls), cards and flags. */
  battle: Battle;
  attackers: Seat[];
  supporters: Seat[];
  /** Every value each die showed, in order (a re-roll adds one, V17). */
  rolls: Record<string, number[]>;
  cards: CardPlay[];
  /** Dice destroyed, by whom: before the roll by Assassination (V15), after the plunder for a rolled 1 (V18, `byRoll`). */
  destroyed: { seat: Seat; die: string; byRoll: boolean }[];
  /** The defender's buildings as they count (Main House included; 0 under Surprise Attack), or null when not yet known. */
  buildings: number | null;
  outcome: Outcome | null;
  /** V13: every attacker's dice destroyed before the roll. */
  deserted: boolean;
  plunderRollOff: { seat: Seat; value: number }[][];
  plunder: { seat: Seat; card: string | null; got: boolean }[];
  settled: Settled[];
  newPresidente: Seat | null;
}

/** Events that belong to the next phase or round: a battle's story ends before them. */
const AFTER_COMBAT = new Set<VivaEvent['type']>(['round', 'free-die', 'paid', 'spend-card', 'done', 'discards-chosen', 'discarded', 'draw', 'game-over']);

const BATTLE_FLAGS: Record<string, 'surprise' | 'bribery' | 'uprising'> = { 'surprise-attack': 'surprise', bribery: 'bribery', 'peasant-uprising': 'uprising' };

function opened(e: Extract<VivaEvent, { type: 'battle' }>, presidente: Seat | null): BattleStory {
  const presidential = presidente === null ? e.supporters.length > 0 : e.defender === presidente;
  const dice: BattleDie[] = e.dice.map((d) => ({
    die: d.die, seat: d.seat, side: d.side, roll: null, destroyed: false,
    // V11, V23: the Presidente's home dice in his battle, and every die on loan from him.
    presidential: (presidential && d.seat === e.defender) || dieOwner(d.die) !== d.seat,
  }));
  return {
    battle: {
      defender: e.defender, presidential, dice, played: [], surprise: false, bribery: false, uprising: false,
      step: 'A', queue: [], at: 0, destructions: [], success: null, plunderOrder: null,
    },
    attackers: [...e.attackers], supporters: [...e.supporters], rolls: {}, cards: [], destroyed: [], buildings: null, outcome: null,
    deserted: false, plunderRollOff: [], plunder: [], settled: [], newPresidente: null,
  };
}

/** The buildings' part of the Defense Value, from the outcome (V16): what the dice and Gunboats do not explain. */
function buildingsFrom(b: Battle, defense: number): number {
  const withoutBuildings = defenseValue({ players: [] }, { ...b, surprise: true });
  return defense - withoutBuildings;
}

const sideOfSeat = (story: BattleStory, seat: Seat) =>
  (seat === story.battle.defender || story.supporters.includes(seat) ? 'defend' : 'attack') as 'attack' | 'defend';

/** Adds one event to a battle's story; false when the event is past the battle's end. */
function tell(story: BattleStory, e: VivaEvent): boolean {
  const b = story.battle;
  switch (e.type) {
    case 'card': {
      story.cards.push({ seat: e.seat, card: e.card, ...(e.die ? { die: e.die } : {}), ...(e.roll !== undefined ? { roll: e.roll } : {}) });
      b.played.push({ seat: e.seat, card: e.card, side: sideOfSeat(story, e.seat) });
      const flag = BATTLE_FLAGS[designOf(e.card)];
      if (flag) b[flag] = true;
      return true;
    }
    case 'rolled':
      for (const r of e.rolls) {
        const d = b.dice.find((x) => x.die === r.die);
        if (d) d.roll = r.value;
        (story.rolls[r.die] ??= []).push(r.value);
      }
      b.step = 'diversion';
      return true;
    case 'destroyed': {
      const d = b.dice.find((x) => x.die === e.die && !x.destroyed);
      if (d) d.destroyed = true;
      story.destroyed.push({ seat: e.seat, die: e.die, byRoll: b.step === 'destroy' });
      return true;
    }
    case 'attackers-gone':
      // V13: the last attacker's dice gone before the roll (an Assassination, told after its card) end the battle unsuccessful.
      story.deserted = true;
      return true;
    case 'outcome':
      story.outcome = { attack: e.attack, defense: e.defense, success: e.success, values: e.values.map((v) => ({ ...v })) };
      story.buildings = buildingsFrom(b, e.defense);
      b.success = e.success;
      b.step = 'destroy';
      return true;
    case 'roll-off':
      if (e.why === 'plunder') story.plunderRollOff.push(e.rolls.map((r) => ({ ...r })));
      return true;
    case 'plunder': {
      // A taker and his victim are told the card after the public line (V19): the card joins that line.
      const told = story.plunder.at(-1);
      if (e.card && told && told.seat === e.seat && told.got && told.card === null) told.card = e.card;
      else story.plunder.push({ seat: e.seat, card: e.card ?? null, got: e.got });
      return true;
    }
    case 'promise-settled':
      story.settled.push({ seat: e.seat, taken: e.taken, count: e.count, cards: e.cards ? [...e.cards] : null, dice: e.dice.map((d) => ({ ...d })) });
      return true;
    case 'presidente':
      if (e.how === 'coup') story.newPresidente = e.seat;
      return true;
    case 'pass':
    case 'dice-returned':
      return true;
    default:
      return !AFTER_COMBAT.has(e.type) && e.type !== 'battle';
  }
}

/** A battle's story with the steps whose events it told (its first opened it). */
export interface ToldBattle { story: BattleStory; steps: number[] }

/** Every battle the log tells up to `step` (every step when absent), in order, each with what followed it until the next battle or phase. */
export function battlesFromLog(log: readonly LoggedStep[], step = Infinity): ToldBattle[] {
  let presidente: Seat | null = null;
  const told: ToldBattle[] = [];
  let open = false;
  for (const s of log) {
    if (s.step > step) break;
    for (const e of s.events) {
      const current = told.at(-1);
      if (e.type === 'battle') {
        told.push({ story: opened(e, presidente), steps: [s.step] });
        open = true;
      } else if (current && open) {
        open = tell(current.story, e);
        if (open && current.steps.at(-1) !== s.step) current.steps.push(s.step);
      }
      // The Presidente in office when a battle opens (V3, V21): a coup's change comes after the last battle.
      if (e.type === 'presidente') presidente = e.seat;
    }
  }
  return told;
}

/**
 * The battle told by the log up to `step`: the last one begun by then; null when none was. A view,
 * when given, tells the defender's buildings before the outcome does (they change only in Spend Money, V24).
 */
export function battleFromLog(log: readonly LoggedStep[], step = Infinity, view: VivaView | null = null): BattleStory | null {
  const story = battlesFromLog(log, step).at(-1)?.story ?? null;
  if (story && story.buildings === null && view) story.buildings = story.battle.surprise ? 0 : view.players[story.battle.defender].tiles.length + 1;
  return story;
}

/** The battle a view shows in progress (V5: its dice, rolls and cards are public); null outside a battle. */
export function battleFromView(view: VivaView): BattleStory | null {
  const b = view.battle;
  if (view.phase !== 'combat' || !b) return null;
  const live = b.dice.filter((d) => !d.destroyed);
  const attackers = [...new Set(live.filter((d) => d.side === 'attack').map((d) => d.seat))];
  const supporters = [...new Set(live.filter((d) => d.side === 'defend' && d.seat !== b.defender).map((d) => d.seat))];
  const result = b.success !== null && view.lastBattle?.defender === b.defender && view.lastBattle.round === view.round ? view.lastBattle : null;
  return {
    battle: b,
    attackers,
    supporters,
    rolls: Object.fromEntries(b.dice.filter((d) => d.roll !== null).map((d) => [d.die, [d.roll!]])),
    cards: b.played.map((p) => ({ seat: p.seat, card: p.card })),
    destroyed: [],
    buildings: b.surprise ? 0 : view.players[b.defender].tiles.length + 1,
    outcome: result && result.attack !== null && result.defense !== null
      ? { attack: result.attack, defense: result.defense, success: result.success, values: [] } : null,
    deserted: false,
    plunderRollOff: [],
    plunder: [],
    settled: [],
    newPresidente: null,
  };
}
