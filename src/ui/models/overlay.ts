// What the overlays over a game say – the rules topic with the table's legend, a card's face,
// quitting – from the game's reference text (its GameText), and the rows they take; shared by the
// screens and plain mode (no Ink here).
import type { CardFace, GameText } from '../../core/game.js';
import { footerLines } from '../layout.js';
import { wrapAll } from '../width.js';

export type OverlayKind = 'help' | 'log' | 'card' | 'recap' | 'quit' | 'invites';

export interface OverlayContent {
  title: string;
  lines: string[];
  /** Start at the end (logs) rather than the top. */
  fromEnd?: boolean;
}

/** The rules topic `topicId` as it reads on its own (the first topic when the game has none of that id): the setup screen's quick start. */
export function topicContent(text: GameText, topicId: string | undefined): OverlayContent {
  const topic = text.topics.find((t) => t.id === topicId) ?? text.topics[0];
  return { title: topic.title, lines: topic.body.split('\n') };
}

/** The rules topic `topicId` over a table (the first when the game has none of that id), with the table's legend when the game has one. */
export function helpContent(text: GameText, topicId: string | undefined): OverlayContent {
  const topic = topicContent(text, topicId);
  const legend = text.legend === undefined ? [] : ['Reading the table:', `  ${text.legend}`, ''];
  return { title: `${topic.title} (rules: junta rules)`, lines: [...legend, ...topic.lines] };
}

/** Every card face of a game (GameText's faces; without them, its catalogue's cards by their heading and text). */
export function cardFaces(text: GameText): NonNullable<GameText['faces']> {
  if (text.faces) return text.faces;
  const faces = new Map<string, CardFace>(text.cards.cards.map((c) => [c.id, { names: [c.name], title: c.name, lines: [...c.heading, '', c.text] }]));
  return { all: [...faces.values()], of: (id) => faces.get(id) };
}

/** The face of the card `card` (its id in play), or the line that none is under the cursor. */
export function cardContent(text: GameText, card: string | null): OverlayContent {
  const face = card === null ? undefined : cardFaces(text).of(card);
  if (!face) return { title: 'Card', lines: ['No card is under the cursor.'] };
  return { title: face.title, lines: [...face.lines] };
}

/** The face a player names (`card NAME` in plain mode): the first whose name starts with `typed`, in any case. */
export function faceNamed(text: GameText, typed: string): CardFace | undefined {
  const start = typed.trim().toLowerCase();
  return cardFaces(text).all.find((f) => f.names.some((n) => n.toLowerCase().startsWith(start)));
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
