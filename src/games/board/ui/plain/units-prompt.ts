// Plain mode's unit bribes and transfers, composed (rulings B3, B49, B50, B72): which the game only
// samples, as any number of units is a choice too large to list. A bribe: the area, then the units one
// at a time, then a minimal payment (1 M a unit, the Bankers' discount as the rules count it); a
// transfer: to whom, then the units one at a time. Each choice is offered only when the rules take it.
import { cardName } from '../../rules/describe.js';
import { placeName, unitName } from '../../rules/describe-coup.js';
import { billsText } from '../../rules/describe.js';
import { costOf, paymentsFor } from '../../rules/effects.js';
import { unitBribeNeeds, unitBribeTargets } from '../../rules/coup-bribes.js';
import { commandedBy } from '../../rules/coup-units.js';
import { isActive } from '../../rules/context.js';
import type { Action, Money } from '../../rules/types.js';
import { unless } from '../../../../text/menu.js';
import { act, MENU, next, problemOf, type Choice, type Prompt, type Shape, type Step } from './prompt.js';

type BribeStep = Extract<Step, { kind: 'bribe' }>;
type TransferStep = Extract<Step, { kind: 'transfer' }>;

const unitsWords = (units: readonly string[]): string => (units.length === 0 ? 'no unit yet' : units.map(unitName).join(', '));

/** The bribe as the rules record it: the payment only when it costs something. */
function bribeAction(p: Prompt, step: BribeStep, pay: Money): Action {
  const paid = costOf(p.state, p.seat, step.card, step.units.length) > 0;
  return { type: 'play', seat: p.view.players[p.seat].name, card: step.card, area: step.area!, units: step.units, ...(paid ? { pay } : {}) };
}

export function bribeMenu(p: Prompt, step: BribeStep): Shape {
  const targets = unitBribeTargets(p.state, p.seat, step.card);
  const needs = unitBribeNeeds(p.state, p.seat, step.card);
  const odds = needs === null ? '' : ` (1 M a unit; a die each, ${needs}–6 makes it yours)`;
  if (step.area === null) {
    return {
      lines: [`Play ${cardName(step.card)}${odds}: in which area?`],
      choices: [...targets].map(([area, units]): Choice => ({ label: `${placeName(area)}: ${unitsWords(units)}`, pick: () => next(p, { ...step, area, units: [] }) })),
      back: { label: 'Back: no bribe', pick: () => next(p, MENU) },
    };
  }
  const left = (targets.get(step.area) ?? []).filter((u) => !step.units.includes(u));
  const pays = step.units.length === 0 ? [] : paymentsFor(p.state, p.seat, step.card, step.units.length);
  const payChoices = pays.map((pay): Choice => {
    const action = bribeAction(p, step, pay);
    const label = 'pay' in action ? `Pay ${billsText(pay)} and roll` : 'Roll (it costs nothing)';
    return unless(problemOf(p, action), { label, pick: () => act(action) });
  });
  const adds = left.map((unit): Choice => {
    const more = [...step.units, unit];
    const affordable = paymentsFor(p.state, p.seat, step.card, more.length).length > 0;
    return unless(affordable ? null : 'you cannot pay for one more unit', { label: `Add ${unitName(unit)}`, pick: () => next(p, { ...step, units: more }) });
  });
  return {
    lines: [`Bribe in ${placeName(step.area)}: ${unitsWords(step.units)}. Add units one at a time, then pay and roll.`],
    choices: [...payChoices.slice(0, pays.length > 0 ? pays.length : 0), ...adds],
    back: { label: 'Back: choose the area again', pick: () => next(p, { ...step, area: null, units: [] }) },
  };
}

export function transferMenu(p: Prompt, step: TransferStep): Shape {
  const name = p.view.players[p.seat].name;
  if (step.to === null) {
    const others = p.view.players.map((_, i) => i).filter((i) => i !== p.seat && isActive(p.state, i));
    return {
      lines: ['Give command of some of your units, for the rest of the coup (they do not move in this segment): to whom?'],
      choices: others.map((to): Choice => ({ label: p.names[to], pick: () => next(p, { ...step, to, units: [] }) })),
      back: { label: 'Back: no transfer', pick: () => next(p, MENU) },
    };
  }
  const to = step.to;
  const action: Action = { type: 'transfer', seat: name, to: p.view.players[to].name, units: step.units };
  const give = unless(step.units.length === 0 ? 'add a unit first' : problemOf(p, action), { label: `Give ${p.names[to]} command of them`, pick: () => act(action) });
  const adds = commandedBy(p.state, p.seat).filter((u) => !step.units.includes(u.id)).map((u): Choice => (
    { label: `Add ${unitName(u.id)} (in ${placeName(u.at)})`, pick: () => next(p, { ...step, units: [...step.units, u.id] }) }));
  return {
    lines: [`Command for ${p.names[to]}: ${unitsWords(step.units)}. Add units one at a time, then give.`],
    choices: [give, ...adds],
    back: { label: 'Back: choose whom again', pick: () => next(p, { ...step, to: null, units: [] }) },
  };
}
