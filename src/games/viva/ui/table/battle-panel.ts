// The battle panel's lines (V12–V23 as a table sees them): a title, a body that may scroll – the
// sides with their dice (each die's rolls as digits, re-rolls as 2→5) and buildings, the cards played,
// the destructions, the plunder, the Promises settled, the new Presidente – and the fixed lines that
// always stay on screen: the two values side by side and the outcome.
import { attackValue, defenseValue, dieValue, isRolled } from '../../rules/battle.js';
import { dieOwner, instanceOf } from '../../content/cards.js';
import { numberOf } from '../../rules/context.js';
import type { BattleDie, Seat } from '../../rules/types.js';
import type { BattleStory } from './battle-story.js';
import { cardName, count, promisedFaces } from './labels.js';
import { seatNames } from '../../../../session/seat-names.js';
import { columnsOf, cut, padEnd, wrap } from '../../../../ui/width.js';

export interface PanelLines {
  title: string;
  /** The lines that scroll (each fits the width). */
  body: string[];
  /** The lines that never scroll away: the values and the outcome. */
  fixed: string[];
}

/** The marks a die's token may carry, with their meaning for the legend. */
export const MARKS = { rule: '=N counts N unrolled', loan: '* on loan', destroyed: '✗ destroyed', reroll: 'a→b re-rolled' } as const;
type Mark = keyof typeof MARKS;

function dieToken(story: BattleStory, d: BattleDie, marks: Set<Mark>): string {
  const b = story.battle;
  const rolls = story.rolls[d.die] ?? [];
  let token: string;
  if (!isRolled(b, d)) {
    token = `=${dieValue(b, d)}`;
    marks.add('rule');
  } else {
    token = rolls.length > 0 ? rolls.join('→') : d.destroyed ? '' : '?';
    if (rolls.length > 1) marks.add('reroll');
  }
  if (dieOwner(d.die) !== d.seat) {
    token += '*';
    marks.add('loan');
  }
  if (d.destroyed) {
    token += '✗';
    marks.add('destroyed');
  }
  return token;
}

/** A line that may wrap, its continuation under its text. */
function wrapped(head: string, text: string, width: number): string[] {
  const indent = columnsOf(head);
  if (indent + 8 > width) return wrap(head + text, width);
  return wrap(text, width - indent).map((line, i) => (i === 0 ? head : ' '.repeat(indent)) + line);
}

const dieName = (die: string, names: readonly string[]): string => `${names[dieOwner(die)] ?? '?'}'s die ${instanceOf(die)}`;

/** A card played, with what it named: a die (Assassination, a Diversionary Tactic's one die) or a whole roll (V15, V17). */
function cardLine(play: BattleStory['cards'][number], names: readonly string[]): string {
  const roll = play.roll === undefined ? '' : ` on ${play.roll === play.seat ? 'their own' : `${names[play.roll]}'s`} roll`;
  return `${cardName(play.card)}${play.die ? ` on ${dieName(play.die, names)}` : roll}`;
}

function sideLines(story: BattleStory, seats: readonly Seat[], names: readonly string[], width: number, marks: Set<Mark>): string[] {
  const nameWidth = Math.min(24, Math.max(4, ...seats.map((s) => columnsOf(names[s]))));
  return seats.flatMap((seat) => {
    const dice = story.battle.dice.filter((d) => d.seat === seat);
    const tokens = dice.length > 0 ? `${dice.length === 1 ? 'die' : 'dice'} ${dice.map((d) => dieToken(story, d, marks)).join(' ')}` : 'no die';
    const personal = story.outcome?.values.find((v) => v.seat === seat);
    const value = personal && story.outcome!.values.length > 1 ? ` = ${personal.value}` : '';
    return wrapped(`  ${padEnd(names[seat], nameWidth)}  `, `${tokens}${value}`, width);
  });
}

function fixedLines(story: BattleStory, width: number, buildingsKnown: boolean): string[] {
  const b = story.battle;
  if (story.outcome) {
    const { attack, defense, success } = story.outcome;
    return wrap(`Attack ${attack} against Defense ${defense}: the attack ${success ? 'succeeds' : 'fails'}`, width);
  }
  if (story.deserted) return wrap('No attacker left in the battle: the attack fails', width);
  const rolled = b.dice.filter((d) => !d.destroyed && isRolled(b, d));
  if (rolled.some((d) => d.roll === null) || b.step === 'A' || b.step === 'B') return wrap('Attack ? against Defense ?: not rolled yet', width);
  const defense = buildingsKnown ? String(defenseValue({ players: [] }, { ...b, surprise: true }) + (story.buildings ?? 0)) : '?';
  return wrap(`Attack ${attackValue(b)} against Defense ${defense} so far`, width);
}

/** The panel of a battle at `width` columns; names are sanitized and cut here. */
export function battlePanel(story: BattleStory, rawNames: readonly string[], width: number): PanelLines {
  const names = seatNames(rawNames);
  const b = story.battle;
  const marks = new Set<Mark>();
  const title = cut(`Battle at Estate ${numberOf(b.defender)}: ${names[b.defender]}${b.presidential ? ', the Presidente' : ''}`, width);
  const defenders = [b.defender, ...story.supporters];
  // The table's Bldg column counts Building Tiles; here the Main House counts too (V16), and says so.
  const buildings = story.buildings === null ? 'buildings ?' : b.surprise ? `buildings ${story.buildings} (Surprise Attack)` : `buildings ${story.buildings} with the Main House`;
  const body: string[] = [
    cut(`Defending · ${buildings}${b.uprising ? ' · Peasant Uprising' : ''}${b.bribery ? ' · Bribery' : ''}`, width),
    ...sideLines(story, defenders, names, width, marks),
    cut('Attacking', width),
    ...sideLines(story, story.attackers, names, width, marks),
  ];
  if (story.cards.length > 0) {
    body.push(cut('Cards played', width));
    for (const play of story.cards) body.push(...wrapped(`  ${names[play.seat]}: `, cardLine(play, names), width));
  }
  for (const d of story.destroyed.filter((x) => x.byRoll)) body.push(...wrap(`${names[d.seat]} destroys ${dieName(d.die, names)} (a rolled 1)`, width));
  for (const rolls of story.plunderRollOff) body.push(...wrap(`Roll-off for the plunder order: ${rolls.map((r) => `${names[r.seat]} ${r.value}`).join(', ')}`, width));
  for (const p of story.plunder) {
    const what = !p.got ? 'finds nothing left to plunder' : `plunders ${p.card ? cardName(p.card) : 'a card'} from ${names[b.defender]}`;
    body.push(...wrap(`${names[p.seat]} ${what}`, width));
  }
  for (const s of story.settled) {
    const dice = s.dice.length > 0 ? ` ${promisedFaces(s.dice)}` : '';
    const text = s.taken
      ? `${names[s.seat]} takes their Promise (${count(s.count, 'card')}${dice})`
      : `${names[s.seat]}'s Promise is discarded: ${(s.cards ?? []).map(cardName).join(', ') || count(s.count, 'card')}${s.dice.length === 0 ? '' : s.dice.length === 1 ? ', its die goes home' : ', its dice go home'}`;
    body.push(...wrap(text, width));
  }
  if (story.newPresidente !== null) body.push(...wrap(`After the last battle ${names[story.newPresidente]} takes the Sunglasses: the new Presidente`, width));
  if (marks.size > 0) body.push(...wrap([...marks].map((m) => MARKS[m]).join(' · '), width));
  return { title, body, fixed: fixedLines(story, width, story.buildings !== null) };
}
