// A battle in plain sentences (V12–V18, V23): the defender and his buildings, each side's players
// with their dice (rolled values once rolled, destroyed ones marked), the cards played, and after
// the roll the two values side by side. All of it public (V5).
import { attackersOf, attackValue, defenseValue, isRolled, supportersOf } from '../../rules/battle.js';
import { dieOwner, instanceOf } from '../../content/cards.js';
import type { BattleDie, Seat } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';
import { cardWords, dieWords, list, plural } from './words.js';

function diceWords(view: VivaView, seat: Seat, names: readonly string[]): string {
  const b = view.battle!;
  const dice = b.dice.filter((d) => d.seat === seat);
  if (dice.length === 0) return 'no die';
  const one = (d: BattleDie): string => {
    const state = d.destroyed ? 'destroyed' : d.roll !== null ? `rolled ${d.roll}` : isRolled(b, d) ? 'not rolled yet' : 'unrolled';
    // His own die by its number, a loaned one by its owner too (V23).
    return `${dieOwner(d.die) === seat ? `die ${instanceOf(d.die)}` : dieWords(d.die, names, null)} ${state}`;
  };
  return list(dice.map(one));
}

/** The battle now, in sentences; none outside a battle. */
export function battleSentences(view: VivaView, names: readonly string[]): string[] {
  const b = view.battle;
  if (!b) return [];
  const defender = view.players[b.defender];
  const lines = [`Battle against ${names[b.defender]}${b.presidential ? ', the Presidente' : ''}: ${plural(defender.tiles.length + 1, 'building')} with the Main House${b.surprise ? ', counting 0 (Surprise Attack)' : ''}; defending dice: ${diceWords(view, b.defender, names)}.`];
  for (const s of supportersOf(view, b)) lines.push(`Supporting the Presidente: ${names[s]} with ${diceWords(view, s, names)}.`);
  for (const a of attackersOf(view, b)) lines.push(`Attacking: ${names[a]} with ${diceWords(view, a, names)}.`);
  if (b.played.length > 0) lines.push(`Cards played: ${list(b.played.map((p) => `${names[p.seat]}'s ${cardWords(p.card)}`))}.`);
  if (b.step === 'diversion' || b.step === 'destroy') lines.push(`Attack ${attackValue(b)} against defense ${defenseValue(view, b)}.`);
  return lines;
}
