// Viva el Presidente!'s heuristic bot, deciding from its seat's view only: Promises that
// buy the supporters it needs against the rebels it expects (V7, V20), Burglars on the largest Promise
// (V8), orders scored by their battles' exact chances (heuristic-orders.ts; among equal ones its
// generator draws, never the seat order), cards where they swing a battle (heuristic-battle.ts),
// spending towards Buildings and the 4-dice limit (V24–V26), and the best 4 cards kept (V27). It
// remembers the orders it saw revealed in past rounds (heuristic-memory.ts).
import type { Choices, GameBot } from '../../../core/game.js';
import type { Random } from '../../../core/types.js';
import { randomChoice } from '../../../core/random-bot.js';
import { designOf, DICE_PER_COLOUR, HAND_LIMIT, isAid, totalAid } from '../content/cards.js';
import { golpistas } from '../rules/context.js';
import { battleAction } from './heuristic-battle.js';
import { leadThreat, unseenVpShare } from './heuristic-leader.js';
import { Memory, type Habits } from './heuristic-memory.js';
import { winChance } from './heuristic-odds.js';
import { scoreOrders } from './heuristic-orders.js';
import { BUILDING_VALUE, cardValue, DIE_VALUE, keptValue } from './heuristic-values.js';
import type { Action, Seat } from '../rules/types.js';
import type { VivaView } from '../rules/view.js';

/** The cards the Presidente keeps when nobody threatens him, and when rebels may win (the rest he promises). */
const KEEP = { safe: 5, threatened: 3 } as const;
/** A coup chance above which the Presidente buys support. */
const THREAT = 0.25;
/** A Promise this large is worth a Burglars (V8). */
const BURGLARS_MIN = 2;
/** The others' dice that make a Spy worth declaring (V10). */
const SPY_MIN_DICE = 4;

const byValue = (a: string, b: string): number => cardValue(a) - cardValue(b) || (a < b ? -1 : 1);

/** A lead threat (heuristic-leader.ts) from which a Golpista gets no more than the one card V7 asks. */
const LEADER = 0.5;

/**
 * V7, V20: one card each, the weakest, the very weakest to the one nearest winning; the rest beyond
 * what he keeps to the Golpistas whose dice he needs most, none to a runaway leader.
 */
function promises(view: VivaView, me: Seat, habits: Habits): Action {
  const hand = [...view.players[me].hand!].sort(byValue);
  const share = unseenVpShare(view);
  const threat = (g: Seat): number => leadThreat(view, g, share);
  const nearest = golpistas(view).sort((x, y) => threat(y) - threat(x));
  const to = golpistas(view);
  const rebels = to.reduce((t, g) => t + view.players[g].dice.length * habits.rebelRate(g), 0);
  const defense = { dice: 0, fixed: view.players[me].dice.length + view.players[me].tiles.length + 1 };
  const threatened = winChance({ dice: Math.max(1, Math.round(rebels)), fixed: 0 }, defense) > THREAT;
  const given = to.map((g) => ({ to: view.players[g].name, seat: g, cards: [hand[nearest.indexOf(g)]] }));
  const rest = hand.slice(to.length);
  const keep = threatened ? KEEP.threatened : KEEP.safe;
  const extra = rest.slice(0, Math.max(0, rest.length - keep));
  // Most wanted: the Golpistas with the most dice who rebel least.
  const trusted = given.filter((x) => threat(x.seat) < LEADER);
  const wanted = [...(trusted.length > 0 ? trusted : given)].sort((x, y) => view.players[y.seat].dice.length * (1 - habits.rebelRate(y.seat))
    - view.players[x.seat].dice.length * (1 - habits.rebelRate(x.seat)) || x.seat - y.seat);
  extra.forEach((card, i) => wanted[threatened ? i % Math.min(2, wanted.length) : i % wanted.length].cards.push(card));
  return { type: 'promise', seat: view.players[me].name, promises: given.map(({ to: name, cards }) => ({ to: name, cards })) };
}

function burglars(view: VivaView, actions: Action[]): Action | null {
  const takes = actions.filter((a): a is Extract<Action, { type: 'take' }> => a.type === 'take');
  if (takes.length > 0) return takes.sort((x, y) => cardValue(y.card) - cardValue(x.card))[0];
  const plays = actions.filter((a): a is Extract<Action, { type: 'burglars' }> => a.type === 'burglars');
  const size = (a: Extract<Action, { type: 'burglars' }>) => view.players.find((p) => p.name === a.from)?.promise?.size ?? 0;
  const best = plays.sort((x, y) => size(y) - size(x))[0];
  return best && size(best) >= BURGLARS_MIN ? best : null;
}

function orders(view: VivaView, me: Seat, habits: Habits, actions: Action[], random: Random): Action | null {
  const listed = actions.filter((a): a is Extract<Action, { type: 'orders' }> => a.type === 'orders');
  const scored = listed.filter((a) => a.spy === undefined).map((action) => ({ action, score: scoreOrders(view, habits, me, action.orders) }));
  if (scored.length === 0) return null;
  const top = Math.max(...scored.map((s) => s.score));
  const ties = scored.filter((s) => s.score >= top - 1e-9);
  const best = ties.length === 1 ? ties[0] : ties[Math.floor(random() * ties.length)];
  const othersDice = golpistas(view).filter((g) => g !== me).reduce((t, g) => t + view.players[g].dice.length, 0);
  // The listed Spy variant of an order shares its orders (rules/legal.ts).
  const spy = othersDice >= SPY_MIN_DICE ? listed.find((a) => a.spy !== undefined && a.orders === best.action.orders) : undefined;
  return spy ?? best.action;
}

/** V24–V26: Party Donation, a PR Campaign before a Building, then the payment that adds the most worth. */
function spend(view: VivaView, me: Seat, actions: Action[]): Action | null {
  const hand = view.players[me].hand!;
  const money = totalAid(hand.filter(isAid));
  const donation = actions.find((a) => a.type === 'play' && designOf(a.card) === 'party-donation');
  if (donation) return donation;
  const pr = actions.find((a) => a.type === 'play' && designOf(a.card) === 'pr-campaign');
  if (pr && (view.spend?.discounts ?? 0) === 0 && view.tiles.length > 0 && money >= 2) return pr;
  const dice = view.players[me].dice.length;
  let best: { action: Action; gain: number } | null = null;
  for (const action of actions) {
    if (action.type !== 'pay') continue;
    const { building = 0, militia = 0, card = 0 } = action.buy;
    const dieWorth = DIE_VALUE.slice(dice + 1, Math.min(DICE_PER_COLOUR, dice + militia) + 1).reduce((a, b) => a + b, 0);
    const left = hand.filter((c) => !action.cards.includes(c));
    const gain = building * BUILDING_VALUE + dieWorth + card * 1.8 + keptValue(left) - keptValue(hand);
    if (gain > 0 && (best === null || gain > best.gain)) best = { action, gain };
  }
  return best?.action ?? null;
}

/** V27, as its Spend Money turn ends: the least worth goes. */
function discard(view: VivaView, me: Seat): Action {
  const hand = [...view.players[me].hand!].sort(byValue);
  return { type: 'discard', seat: view.players[me].name, cards: hand.slice(0, hand.length - HAND_LIMIT) };
}

function choose(view: VivaView, me: Seat, habits: Habits, choices: Choices<Action>, random: Random): Action | null {
  const pass = choices.actions.find((a) => a.type === 'pass' || a.type === 'done') ?? null;
  switch (view.phase) {
    case 'promises': return view.players[me].hand!.length >= golpistas(view).length ? promises(view, me, habits) : null;
    case 'burglars': return burglars(view, choices.actions) ?? pass;
    case 'orders':
    case 'spy': return orders(view, me, habits, choices.actions, random);
    case 'combat': return battleAction(view, me, choices.actions) ?? pass;
    case 'spend': return view.spend?.discarding ? discard(view, me) : spend(view, me, choices.actions) ?? pass;
    default: return null;
  }
}

/** A heuristic bot with its own memory of the tables it sits at (one per bot maker's call). */
export function heuristicBot(): GameBot<VivaView, Choices<Action>, Action> {
  const memory = new Memory();
  return {
    kind: 'heuristic',
    decide: (view: VivaView, choices: Choices<Action>, random: Random) => {
      const me = view.seat!;
      const habits = memory.observe(view);
      return choose(view, me, habits, choices, random) ?? randomChoice(choices, random, 0);
    },
  };
}

