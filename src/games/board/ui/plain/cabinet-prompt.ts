// Plain mode's cabinet, named Position by Position (rulings B17, B18, B34): each Position in the
// cabinet's order to a family other than the President's, or left vacant, offering only the holders a
// valid cabinet can still follow from (1–2 Positions a family, never two Generals, exactly min(6, 2k)
// filled), then, when a Position is left vacant, which one is the Cousin's, or none.
import { GENERALS, NUMBERS, POSITION_NAMES, POSITIONS, type Position } from '../../content/box.js';
import { cabinetAction, cabinetProblem, cabinetShape, type Cabinet } from '../../rules/cabinet.js';
import type { BoardState, Seat } from '../../rules/types.js';
import { unless } from '../../../../text/menu.js';
import { act, MENU, next, type Choice, type Prompt, type Shape, type Step } from './prompt.js';

type CabinetStep = Extract<Step, { kind: 'cabinet' }>;
type Holders = readonly (Seat | null)[];

const cabinetOf = (holders: Holders): Cabinet => Object.fromEntries(POSITIONS.map((p, i) => [p, holders[i] ?? null])) as Cabinet;

/** B17: whether some valid cabinet begins with these holders (a search over the rest, cut where a family would hold too many). */
export function completes(s: BoardState, holders: Holders): boolean {
  const { families, filled } = cabinetShape(s);
  const search = (h: (Seat | null)[]): boolean => {
    if (h.length === POSITIONS.length) return cabinetProblem(s, cabinetOf(h), null) === null;
    // Too many filled, or too few Positions left to fill the rest and give every family its one.
    const count = h.filter((x) => x !== null).length;
    const lacking = families.filter((f) => !h.includes(f)).length;
    const left = POSITIONS.length - h.length;
    if (count > filled || count + left < filled || filled - count < lacking) return false;
    for (const family of families) {
      const held = h.filter((x) => x === family).length;
      const generals = h.filter((x, i) => x === family && GENERALS.includes(POSITIONS[i])).length;
      if (held > NUMBERS.positionsPerFamily.max || generals > 1) return false;
    }
    return [...families, null].some((x) => search([...h, x]));
  };
  return search([...holders]);
}

/** Why a holder is not offered: B17's limits leave no valid cabinet after it. */
const NO_CABINET = 'no valid cabinet follows';

export function cabinetMenu(p: Prompt, step: CabinetStep): Shape {
  const { holders } = step;
  const named = holders.map((h, i) => `${POSITION_NAMES[POSITIONS[i]]}: ${h === null ? 'vacant' : p.names[h]}`);
  const back: Choice = { label: holders.length === 0 ? 'Back' : 'Back: the Position before', pick: () => next(p, holders.length === 0 ? MENU : { kind: 'cabinet', holders: holders.slice(0, -1) }) };
  const so = named.length > 0 ? [`So far: ${named.join('; ')}.`] : ['Name your cabinet: each Position to a family other than yours, 1 or 2 Positions a family, never two Generals.'];
  if (holders.length < POSITIONS.length) {
    const position = POSITIONS[holders.length];
    const last = holders.length === POSITIONS.length - 1;
    const pickOf = (h: Seat | null) => () => {
      const all = [...holders, h];
      const vacant = POSITIONS.filter((_, i) => all[i] === null);
      // Full, with nothing vacant: no Cousin to ask about (B34), the cabinet is named.
      return last && vacant.length === 0 ? act(cabinetAction(p.state, p.seat, cabinetOf(all), null)) : next(p, { kind: 'cabinet', holders: all });
    };
    const choices: Choice[] = [...cabinetShape(p.state).families, null].map((h) =>
      unless(completes(p.state, [...holders, h]) ? null : NO_CABINET, { label: h === null ? 'Leave it vacant (frozen until the next cabinet)' : p.names[h], pick: pickOf(h) }));
    return { lines: [...so, `Who is ${POSITION_NAMES[position]}?`], choices, back };
  }
  const vacant: Position[] = POSITIONS.filter((_, i) => holders[i] === null);
  const cabinet = cabinetOf(holders);
  return {
    lines: [...so, "Which vacant Position is your Cousin's (its vote is yours to cast), if any?"],
    choices: [
      ...vacant.map((pos): Choice => ({ label: `The ${POSITION_NAMES[pos]}`, pick: () => act(cabinetAction(p.state, p.seat, cabinet, pos)) })),
      { label: 'None', pick: () => act(cabinetAction(p.state, p.seat, cabinet, null)) },
    ],
    back,
  };
}
