// A seat's legal actions read from its view alone (R5): a state consistent with the view
// answers like the real one (the non-interference property the engine's tests hold), so a remote
// seat, the screens and the tutorial's coach list and check its choices without the full state.
import seedrandom from 'seedrandom';
import { determinize } from './determinize.js';
import { legalActions, type LegalActions } from './legal.js';
import type { PlayerView } from './view.js';

const NO_CHOICES = (seat: number): LegalActions => ({ seat, kinds: [], actions: [], samplers: {}, validate: () => ({ code: 'not-your-turn', message: 'nothing to do now' }) });

/** The seat's legal actions from its view; the sample is fixed, so the answers are repeatable. */
export function legalFromView(view: PlayerView): LegalActions {
  if (view.seat < 0 || view.phase === 'ended') return NO_CHOICES(view.seat);
  return legalActions(determinize(view, seedrandom('legal-from-view')), view.seat);
}
