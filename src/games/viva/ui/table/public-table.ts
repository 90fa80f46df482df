// The public table's lines (V5: everyone may look): the round, the phase and the Presidente; one row
// per Estate with its VP as everyone sees them, buildings, dice, hand size, Promise (its size; Expert
// its dice by face) and orders once revealed; the deck, the discard pile, the buildings left and the
// last battle's result. Built from public facts only, so a seat's view shows nothing more than the
// public one.
import { numberOf } from '../../rules/context.js';
import { pendingInView } from '../../rules/pending.js';
import { publicVictoryPoints } from '../../rules/score.js';
import type { Seat } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';
import { count, orderNumbers, phaseWords, promisedFaces, targetWords } from './labels.js';
import { seatNames } from '../../../../session/seat-names.js';
import { columnsOf, cut, padEnd, padStart } from '../../../../ui/width.js';

export interface TableLine {
  text: string;
  /** The viewer's own row. */
  mine: boolean;
  dim?: boolean;
  /** The Presidente's row. */
  presidente?: boolean;
}

/** The first of `said` that fits, else the last cut: a line says less before it is cut. */
const fitting = (said: readonly string[], width: number): string => said.find((line) => columnsOf(line) <= width) ?? cut(said[said.length - 1], width);

/** Round, phase, the Presidente and the target, in one line. */
export function headerLine(view: VivaView, names: readonly string[], width: number): string {
  const round = view.round > 0 ? `Round ${view.round} · ` : '';
  const presidente = ` · Presidente ${names[view.presidente]}`;
  const target = ` · ${targetWords(view)}`;
  const phase = `${round}${phaseWords(view)}`;
  const brief = `${round}${phaseWords(view, true)}`;
  return fitting([`${phase}${presidente}${target}`, `${brief}${presidente}${target}`, `${phase}${target}`, `${brief}${target}`, brief], width);
}

/** A Promise as everyone sees it (V5, V23): its size and, Expert, its dice by face; never its cards. */
function promiseText(view: VivaView, seat: Seat): string {
  const p = view.players[seat].promise;
  if (!p) return '–';
  return p.dice.length > 0 ? `${count(p.size, 'card')} ${promisedFaces(p.dice)}` : count(p.size, 'card');
}

/** Orders as everyone sees them: whether given, the numbers once revealed (V9, V10); loans by face (V23). */
function ordersText(view: VivaView, seat: Seat): string {
  const p = view.players[seat];
  const loans = p.loans.length > 0 ? ` ${p.loans.map((l) => `${l.face}*`).join(' ')}` : '';
  if (seat === view.presidente) return view.phase === 'orders' || view.phase === 'spy' || view.phase === 'combat' ? 'defends' : '';
  if (view.revealed && p.orders) return `${orderNumbers(p.orders) || 'no dice'}${loans}`;
  if (view.phase === 'orders' || view.phase === 'spy') return p.ordered ? 'given' : '–';
  return loans.trim();
}

/** One row per Estate, under a heading row: who is to act is marked ›, the Presidente P. */
export function estateLines(view: VivaView, names: readonly string[], width: number): TableLine[] {
  const toAct = new Set(pendingInView(view).required.map((d) => d.seat));
  const nameWidth = Math.min(24, Math.max(6, ...names.map((n) => columnsOf(n))));
  const promises = view.players.map((_, i) => promiseText(view, i));
  const promiseWidth = Math.max(7, ...promises.map((t) => columnsOf(t)));
  const head = (mark: string, n: string, name: string, role: string, vp: string, tiles: string, dice: string, hand: string) =>
    `${mark}${n} ${padEnd(name, nameWidth)} ${padEnd(role, 1)} ${padStart(vp, 2)} ${padStart(tiles, 4)} ${padStart(dice, 4)} ${padStart(hand, 4)} `;
  const heading = head(' ', '#', 'Player', '', 'VP', 'Bldg', 'Dice', 'Hand');
  const lines: TableLine[] = [{ text: cut(`${heading}${padEnd('Promise', promiseWidth)}  Orders`, width).trimEnd(), mine: false, dim: true }];
  view.players.forEach((p, i) => {
    const row = head(toAct.has(i) ? '›' : ' ', String(numberOf(i)), names[i], i === view.presidente ? 'P' : '', String(publicVictoryPoints(view, i)),
      String(p.tiles.length), String(p.dice.length), String(p.handSize));
    const text = `${row}${padEnd(promises[i], promiseWidth)}  ${ordersText(view, i)}`.trimEnd();
    lines.push({ text: cut(text, width), mine: i === view.seat, presidente: i === view.presidente });
  });
  return lines;
}

/** The piles and the last battle, each in a line (V2: the discard pile and the deck's size are public). */
export function pileLines(view: VivaView, width: number): string[] {
  const loans = view.players.reduce((n, p) => n + p.loans.length, 0);
  const piles = fitting([
    `Deck ${view.deckSize} · Discard ${view.discard.length} · Buildings left ${view.tiles.length} · Dice in the Supplies ${view.supplies.length}${loans > 0 ? ' · * on loan' : ''}`,
    `Deck ${view.deckSize} · Discard ${view.discard.length} · Buildings left ${view.tiles.length}`,
    `Deck ${view.deckSize} · Discard ${view.discard.length}`,
  ], width);
  const last = view.lastBattle;
  if (!last) return [piles];
  const at = `Last battle, round ${last.round}: Estate ${numberOf(last.defender)}`;
  const result = last.attack === null || last.defense === null
    ? [`${at}, no attacker left, the attack fails`, `${at}, no attacker left`]
    : [`${at}, ${last.attack} against ${last.defense}, the attack ${last.success ? 'succeeds' : 'fails'}`, `${at}, ${last.attack} v ${last.defense}, ${last.success ? 'taken' : 'held'}`];
  return [piles, fitting(result, width)];
}

/** The whole public table: the header, the Estates, the piles; names are sanitized and cut here. */
export function publicTableLines(view: VivaView, rawNames: readonly string[], width: number): TableLine[] {
  const names = seatNames(rawNames);
  return [
    { text: headerLine(view, names, width), mine: false },
    ...estateLines(view, names, width),
    ...pileLines(view, width).map((text) => ({ text, mine: false, dim: true })),
  ];
}
