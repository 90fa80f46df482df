// What the overlays over a game say – the rules of the phase with the table's legend, a card's
// text, quitting – and the rows they take; shared by the screens and plain mode (no Ink here).
import { LEGEND, PHASE_TOPIC, RULES_TOPICS } from '../../content/rules.js';
import { designOf, isRebellion, type Phase } from '../../engine/index.js';
import { footerLines } from '../layout.js';
import { wrapAll } from '../width.js';

export type OverlayKind = 'help' | 'log' | 'card' | 'recap' | 'quit' | 'invites';

export interface OverlayContent {
  title: string;
  lines: string[];
  /** Start at the end (logs) rather than the top. */
  fromEnd?: boolean;
}

/** The rules of the phase, or of `topicId` when given (the tutorial's coach names its topic). */
export function helpContent(phase: Phase, topicId?: string): OverlayContent {
  const topic = RULES_TOPICS.find((t) => t.id === (topicId ?? PHASE_TOPIC[phase] ?? 'overview')) ?? RULES_TOPICS[0];
  return { title: `${topic.title} (rules: junta rules)`, lines: ['Reading the table:', `  ${LEGEND}`, '', ...topic.body.split('\n')] };
}

export function cardContent(card: string | null): OverlayContent {
  if (!card) return { title: 'Card', lines: ['No card is under the cursor.'] };
  if (isRebellion(card)) return { title: 'Rebellion card', lines: ['Lay it face down in a coup to fight for the rebels.'] };
  const d = designOf(card);
  return { title: d.name, lines: [`${d.kind}, votes ${d.votes}${d.kind === 'intervention' ? '' : `, battle ${d.battle}`}`, '', d.text || 'No action.'] };
}

export function quitContent(resumeHint: string): OverlayContent {
  return { title: 'Quit?', lines: [resumeHint] };
}

/** The overlay's lines as screen rows, wrapped to the width. */
export function overlayRows(content: OverlayContent, width: number): string[] {
  return wrapAll(content.lines, width);
}

/** Rows an overlay's body may use. */
export const overlayBodyRows = (rows: number, width: number, quit: boolean): number => rows - 1 - footerLines(overlayHints(quit), width).length;

export function overlayHints(quit: boolean): string[] {
  return quit ? ['y: quit', 'n: keep playing'] : ['↑↓ PgUp/PgDn Home/End: scroll', 'Esc: back'];
}
