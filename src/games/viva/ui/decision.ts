// Which decision a seat's view asks of it now (V7–V10, V14–V18, V24–V27, V30), in one place for
// every front end: plain mode's prompts and the full screens open the same decision for one view.
import { pendingInView } from '../rules/pending.js';
import type { VivaView } from '../rules/view.js';
import { promiseLookedInto } from './models/burglars.js';

export type DecisionKind = 'promises' | 'burglars' | 'take' | 'orders' | 'battle-cards' | 'diversion' | 'destroy' | 'spend' | 'discard';

/** The decision the view's seat must take now, or null (the public view, others decide, the game is over). */
export function decisionAsked(view: VivaView): DecisionKind | null {
  const seat = view.seat;
  if (seat === null || !pendingInView(view).required.some((d) => d.seat === seat)) return null;
  switch (view.phase) {
    case 'promises': return 'promises';
    case 'burglars': return promiseLookedInto(view) ? 'take' : 'burglars';
    case 'orders':
    case 'spy': return 'orders';
    case 'combat': {
      const step = view.battle!.step;
      return step === 'diversion' ? 'diversion' : step === 'destroy' ? 'destroy' : 'battle-cards';
    }
    // V27: once his Spend Money turn is over, the same player chooses his discards down to 4.
    case 'spend': return view.spend?.discarding ? 'discard' : 'spend';
    case 'ended': return null;
  }
}
