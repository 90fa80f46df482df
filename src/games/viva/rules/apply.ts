// The reducer (V1–V29): one untrusted action checked and applied to a copy of the state, or a typed
// refusal citing the ruling with the state unchanged. Never throws.
import { isCard } from '../content/cards.js';
import { fail, makeCtx, seatNamed, VivaError, type Ctx } from './context.js';
import { destroyByRoll, passInBattle, playInBattle } from './combat-cards.js';
import { draftOf } from './draft.js';
import { pruneKnown } from './knowledge.js';
import { giveOrders } from './orders.js';
import { burglarsAsked, makePromises, passBurglars, playBurglars, takeFromPromise } from './promises.js';
import { chooseDiscards, endTurn, pay, playInSpend } from './spend.js';
import type { Action, Applied, Seat, VivaState } from './types.js';

type Raw = Record<string, unknown>;

const card = (value: unknown, field = 'card'): string => {
  if (!isCard(value)) fail('malformed', `${field} is not a Viva card`);
  return value;
};
const cards = (value: unknown, field = 'cards'): string[] => {
  if (!Array.isArray(value)) fail('malformed', `${field} must be a list of cards`);
  return value.map((c) => card(c, field));
};
const optionalString = (value: unknown, field: string): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fail('malformed', `${field} must be a string`);
  return value;
};

function play(ctx: Ctx, seat: Seat, raw: Raw, name: string): Action {
  const { s } = ctx;
  const c = card(raw.card);
  const die = optionalString(raw.die, 'die');
  const roll = optionalString(raw.roll, 'roll');
  if (s.phase === 'combat') playInBattle(ctx, seat, c, { die, roll });
  else if (s.phase === 'spend') playInSpend(ctx, seat, c);
  else fail(c.startsWith('burglars#') ? 'V8' : 'V14', 'no card is played this way now');
  return { type: 'play', seat: name, card: c, ...(die !== undefined ? { die } : {}), ...(roll !== undefined ? { roll } : {}) };
}

function pass(ctx: Ctx, seat: Seat): void {
  if (burglarsAsked(ctx.s) === seat) passBurglars(ctx, seat);
  else if (ctx.s.phase === 'combat') passInBattle(ctx, seat);
  else fail('V30', 'no window asks this player now');
}

/** Every action type has its handler; each returns the action as recorded (only its known fields). */
function dispatch(ctx: Ctx, seat: Seat, raw: Raw, name: string): Action {
  switch (raw.type) {
    case 'promise': return { type: 'promise', seat: name, promises: makePromises(ctx, seat, raw.promises) };
    case 'burglars': {
      const c = card(raw.card);
      playBurglars(ctx, seat, c, raw.from);
      return { type: 'burglars', seat: name, card: c, from: raw.from as string };
    }
    case 'take': {
      const c = card(raw.card);
      takeFromPromise(ctx, seat, c);
      return { type: 'take', seat: name, card: c };
    }
    case 'orders': {
      const spy = raw.spy === undefined ? undefined : card(raw.spy, 'spy');
      const orders = giveOrders(ctx, seat, raw.orders, spy);
      return { type: 'orders', seat: name, orders, ...(spy ? { spy } : {}) };
    }
    case 'play': return play(ctx, seat, raw, name);
    case 'destroy': {
      const die = optionalString(raw.die, 'die') ?? fail('malformed', 'destroy names a die');
      destroyByRoll(ctx, seat, die);
      return { type: 'destroy', seat: name, die };
    }
    case 'pass': pass(ctx, seat); return { type: 'pass', seat: name };
    case 'pay': {
      const paid = cards(raw.cards);
      const buy = pay(ctx, seat, raw.buy, paid);
      const named = Object.fromEntries(Object.entries(buy).filter(([, n]) => n > 0));
      return { type: 'pay', seat: name, buy: named, cards: paid };
    }
    case 'done': endTurn(ctx, seat); return { type: 'done', seat: name };
    case 'discard': {
      const given = cards(raw.cards);
      chooseDiscards(ctx, seat, given);
      return { type: 'discard', seat: name, cards: given };
    }
    default: return fail('malformed', 'the action\'s type is not one of Viva\'s');
  }
}

export function apply(state: VivaState, action: unknown): Applied {
  try {
    if (typeof action !== 'object' || action === null || Array.isArray(action)) fail('malformed', 'an action is an object');
    const raw = action as Raw;
    if (state.phase === 'ended') fail('V29', 'the game is over');
    const seat = seatNamed(state, raw.seat);
    const next = draftOf(state);
    const ctx = makeCtx(next);
    const recorded = dispatch(ctx, seat, raw, next.players[seat].name);
    pruneKnown(next);
    next.actionCount += 1;
    return { ok: true, state: next, events: ctx.events, action: recorded };
  } catch (error) {
    if (error instanceof VivaError) return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: 'internal', message: `internal error: ${String(error)}` } };
  }
}
