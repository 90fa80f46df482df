// The heuristic bot in a battle's windows (V14, V15, V17, V18): it plays the before-combat
// card or the Diversionary Tactic that swings its side's exact win chance the most, when the swing is
// worth the card, the more when the defender nears the winning VP (heuristic-leader.ts); in Expert
// it destroys the die of the strongest player on the other side.
import { sideOf } from '../rules/battle.js';
import { designOf } from '../content/cards.js';
import { copyBattle } from '../rules/draft.js';
import { leadThreat } from './heuristic-leader.js';
import { sideChance } from './heuristic-odds.js';
import { cardValue, LEAD_DENIAL } from './heuristic-values.js';
import type { Action, Battle, Seat } from '../rules/types.js';
import type { VivaView } from '../rules/view.js';

/** What a battle is worth to a participant, in millions, against which a card's swing is weighed: the office more (V21). */
const STAKE = { golpista: 6, presidential: 10 } as const;

/** The battle after a listed card, as the card's effect (V15) or the re-roll (V17) would leave it. */
function after(view: VivaView, b: Battle, seat: Seat, action: Extract<Action, { type: 'play' }>): Battle {
  const next = copyBattle(b);
  const design = designOf(action.card);
  const side = sideOf(b, seat)!;
  if (design === 'diversionary-tactic') {
    const roller = view.players.findIndex((p) => p.name === action.roll);
    for (const d of next.dice) if (d.seat === roller && !d.destroyed && d.roll !== null && (action.die === undefined || d.die === action.die)) d.roll = null;
    return next;
  }
  next.played.push({ seat, card: action.card, side });
  if (design === 'assassination') next.dice.find((d) => d.die === action.die)!.destroyed = true;
  if (design === 'surprise-attack') next.surprise = true;
  if (design === 'bribery') next.bribery = true;
  if (design === 'peasant-uprising') next.uprising = true;
  return next;
}

/** V18: the die to destroy – of the other side's player with the most Buildings, his own dice first. */
function destruction(view: VivaView, actions: Action[]): Action | null {
  const targets = actions.filter((a): a is Extract<Action, { type: 'destroy' }> => a.type === 'destroy');
  const owner = (die: string) => view.battle!.dice.find((d) => d.die === die)!.seat;
  targets.sort((x, y) => view.players[owner(y.die)].tiles.length - view.players[owner(x.die)].tiles.length);
  return targets[0] ?? null;
}

/** The seat's action in a battle window, or null to leave it to the listed pass. */
export function battleAction(view: VivaView, me: Seat, actions: Action[]): Action | null {
  const b = view.battle!;
  if (b.step === 'destroy') return destruction(view, actions);
  const side = sideOf(b, me)!;
  const tiles = view.players[b.defender].tiles.length;
  const now = sideChance(b, tiles, side);
  // A defender near the winning VP loses more by a plunder (V19), and guards it more.
  const stake = (b.presidential ? STAKE.presidential : STAKE.golpista) + leadThreat(view, b.defender) * LEAD_DENIAL;
  let best: { action: Action; gain: number } | null = null;
  for (const action of actions) {
    if (action.type !== 'play') continue;
    const gain = (sideChance(after(view, b, me, action), tiles, side) - now) * stake - cardValue(action.card);
    if (gain > 0 && (best === null || gain > best.gain)) best = { action, gain };
  }
  return best?.action ?? null;
}
