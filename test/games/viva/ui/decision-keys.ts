// The keys that make an action on Viva's decision screen (V7–V10, V14–V18, V24–V27): for the action a
// bot chose from the seat's view, the presses each widget needs – the Promise board's ←→ per card and
// die, the orders' digits per die (every die first sent home, so no step breaks V9), the basket's ←→
// and Space on the Aid paid, the discard marks, a window's choice (and an Assassination's target) by
// its place in the list – each ending in Enter and, where it asks, the confirming Enter.
import { numberOf } from '../../../../src/games/viva/rules/context.js';
import type { Action } from '../../../../src/games/viva/rules/types.js';
import type { VivaView } from '../../../../src/games/viva/rules/view.js';
import { createOrdersModel } from '../../../../src/games/viva/ui/models/orders.js';
import { createPromiseModel } from '../../../../src/games/viva/ui/models/promises.js';
import { createPurchaseModel } from '../../../../src/games/viva/ui/models/purchase.js';
import { createDiscardModel } from '../../../../src/games/viva/ui/models/discard.js';
import { openPrompt, promptShape, type Prompt } from '../../../../src/games/viva/ui/plain/prompts.js';
import { purchaseRows } from '../../../../src/games/viva/ui/widgets/PurchaseBasket.js';
import { DOWN, ENTER, RIGHT, SPACE } from '../../../ui/keys.js';

/** JSON with every object's keys in order, so two equal actions read alike. */
const sorted = (value: unknown): string => JSON.stringify(value, (_key, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
const same = (a: unknown, b: unknown) => sorted(a) === sorted(b);
const downs = (n: number) => Array.from({ length: n }, () => DOWN);

/** The path through a window's choices (an index, then a sub-list's) whose pick is `action`, or null. */
function pathTo(prompt: Prompt, action: Action, depth = 0): number[] | null {
  const shape = promptShape(prompt);
  for (let i = 0; i < shape.choices.length; i++) {
    const answer = shape.choices[i].pick();
    if (answer.kind === 'action' && same(answer.action, action)) return [i];
    if (answer.kind === 'prompt' && depth < 2) {
      const rest = pathTo(answer.prompt, action, depth + 1);
      if (rest) return [i, ...rest];
    }
  }
  return null;
}

/** A key list to move from row `from` to row `to` with ↓ (the lists wrap, so never up). */
const moveTo = (from: number, to: number, total: number) => downs((to - from + total) % total);

export function keysFor(view: VivaView, names: readonly string[], action: Action): string[] {
  const prompt = openPrompt(view, 'decide', names, false);
  if (prompt === null) throw new Error(`no decision for seat ${view.seat} in ${view.phase}`);
  switch (prompt.kind) {
    case 'promises': {
      if (action.type !== 'promise') break;
      const model = createPromiseModel(view);
      const seatOf = (name: string) => model.names.indexOf(name);
      const keys: string[] = [];
      const cardChoices = [null, ...model.golpistas];
      for (const card of model.hand) {
        const to = action.promises.find((p) => p.cards.includes(card));
        keys.push(...Array.from({ length: cardChoices.indexOf(to ? seatOf(to.to) : null) }, () => RIGHT), DOWN);
      }
      const dieChoices = [null, ...model.golpistas.flatMap((to) => model.faces.map((face) => ({ to, face })))];
      for (const die of model.dice) {
        const to = action.promises.find((p) => p.dice?.some((d) => d.die === die));
        const face = to?.dice?.find((d) => d.die === die)?.face;
        const at = to ? dieChoices.findIndex((c) => c !== null && c.to === seatOf(to.to) && c.face === face) : 0;
        keys.push(...Array.from({ length: at }, () => RIGHT), DOWN);
      }
      return [...keys, ENTER, ENTER];
    }
    case 'orders': {
      if (action.type !== 'orders') break;
      const model = createOrdersModel(view);
      const home = String(numberOf(view.seat!));
      const keys: string[] = [home, 'a'];
      for (const die of model.dice) keys.push(String(action.orders[die]), DOWN);
      if (action.spy) keys.push('s');
      return [...keys, ENTER, ENTER];
    }
    case 'spend': {
      const model = createPurchaseModel(view);
      let rows = purchaseRows(model);
      let at = 0;
      const keys: string[] = [];
      const go = (index: number) => {
        keys.push(...moveTo(at, index, rows.length));
        at = index;
      };
      if (action.type === 'done') go(rows.findIndex((r) => r.kind === 'done'));
      else if (action.type === 'play') go(rows.findIndex((r) => r.kind === 'play' && r.card === action.card));
      else if (action.type === 'pay') {
        for (const item of ['building', 'militia', 'card'] as const) {
          const n = action.buy[item] ?? 0;
          if (n === 0) continue;
          go(rows.findIndex((r) => r.kind === 'item' && r.item === item));
          keys.push(...Array.from({ length: n }, () => RIGHT));
        }
        // With something in the basket, "Pick for me" is a row too (V24).
        rows = purchaseRows({ ...model, basket: { building: action.buy.building ?? 0, militia: action.buy.militia ?? 0, card: action.buy.card ?? 0 } });
        for (const card of action.cards) {
          go(rows.findIndex((r) => r.kind === 'aid' && r.card === card));
          keys.push(SPACE);
        }
        go(rows.findIndex((r) => r.kind === 'pay'));
        return [...keys, ENTER, ENTER];
      } else break;
      return [...keys, ENTER];
    }
    case 'discard': {
      if (action.type !== 'discard') break;
      const model = createDiscardModel(view);
      const keys: string[] = [];
      let at = 0;
      for (const card of action.cards) {
        const index = model.hand.indexOf(card);
        keys.push(...moveTo(at, index, model.hand.length), SPACE);
        at = index;
      }
      return [...keys, ENTER, ENTER];
    }
    default: {
      const path = pathTo(prompt, action);
      if (path) return path.flatMap((i) => [...downs(i), ENTER]);
    }
  }
  throw new Error(`no keys for ${JSON.stringify(action)} on the ${prompt.kind} decision`);
}

