// What every frame the shell draws for Viva must be at 80×24 (the layout sweep): which screen
// it is – an overlay, the quit dialog, a hand-off, a "Done" screen, a public window prompt, the news,
// the end, the public table or a seat's private screen – and what is wrong with it: more than 23 rows
// (the shell keeps the last for the cursor), a line wider than 80 columns or cut without an "N more"
// mark (test/ui/frames.ts), a key of its footer not whole on one line, a battle without its two
// values and outcome on screen. A frame no pattern knows is a problem too (it is shown).
import { overlayHints } from '../../../../src/ui/models/overlay.js';
import { DISCARD_KEYS } from '../../../../src/games/viva/ui/widgets/DiscardPicker.js';
import { ORDERS_KEYS } from '../../../../src/games/viva/ui/widgets/OrdersDial.js';
import { PROMISE_KEYS } from '../../../../src/games/viva/ui/widgets/PromiseBoard.js';
import { PURCHASE_KEYS } from '../../../../src/games/viva/ui/widgets/PurchaseBasket.js';
import { WINDOW_KEYS } from '../../../../src/games/viva/ui/widgets/WindowChooser.js';
import { frameProblems } from '../../../ui/frames.js';

export type FrameKind = 'quit' | 'overlay' | 'handoff' | 'hide' | 'window' | 'news' | 'end' | 'table' | 'private';

/** A frame's text without the terminal's control sequences. */
export const strip = (frame: string): string => frame.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\n$/, '');

/** The keys each screen's footer shows (the news: its players sit here), each to be found whole on one line. */
const FOOTERS: Record<Exclude<FrameKind, 'handoff' | 'hide' | 'window' | 'private'>, string[]> = {
  quit: overlayHints(true),
  overlay: overlayHints(false),
  news: ['Enter: continue', '↑↓: scroll', 'l: log', 'q: quit'],
  end: ['↑↓ PgUp/PgDn: scroll the reveal', 'q: quit'],
  table: ['Space: skip the pause', 'l: log', '?: rules', 'q: quit'],
};
/** A private screen's footer: its widget's keys (or the pause's, with no decision), then the shell's. */
const WIDGETS = [PROMISE_KEYS, ORDERS_KEYS, PURCHASE_KEYS, DISCARD_KEYS, WINDOW_KEYS, ['Space: skip the pause']];
const SHELL = ['c card', 'r recap', 'l log', '? rules', 'q quit'];
/** A window prompt's keys, one asked or many. */
const WINDOW_PROMPT = [['1: play (a private screen for you alone)', 'Enter: pass'], ['Your number: play (a private screen for you alone; those listed before you pass)', 'Enter: all pass']];

/** The frame's lines joined into one text, so a sentence wrapped over lines still reads whole. */
const joined = (lines: readonly string[]) => lines.map((l) => l.trim()).filter((l) => l !== '').join(' ');

export function kindOf(frame: string): FrameKind | null {
  const lines = strip(frame).split('\n');
  const text = joined(lines);
  const last = lines.at(-1) ?? '';
  if (last.includes('y: quit')) return 'quit';
  if (last.includes('Esc: back')) return 'overlay';
  if (/^Pass to .+ – press Enter when only .+ can see$/.test(text)) return 'handoff';
  if (text === 'Done – press Enter to hide') return 'hide';
  if (/Does (anyone|.+) play .+\?/.test(text) && text.includes('Enter:')) return 'window';
  if (lines[0].startsWith('The game is over')) return 'end';
  if (text.includes('c card') || text.includes('? rules')) return 'private';
  if (text.includes('Enter: continue')) return 'news';
  if (text.includes('Space: skip the pause')) return 'table';
  return null;
}

const whole = (lines: readonly string[], hint: string) => lines.some((line) => line.includes(hint));

/** What is wrong with `frame`, a screen of a game between `names` (as shown). */
export function sweepProblems(frame: string, names: readonly string[]): string[] {
  const text = strip(frame);
  const lines = text.split('\n');
  const kind = kindOf(frame);
  if (kind === null) return [`a frame of no known screen:\n${text}`];
  const found = frameProblems(text).map((p) => `${kind}: ${p}`);
  const missing = (hints: readonly string[]) => hints.filter((hint) => !whole(lines, hint));
  const keys = (hints: readonly string[]) => missing(hints).map((hint) => `${kind}: the key "${hint}" is not whole:\n${text}`);
  switch (kind) {
    case 'handoff':
      if (!whole(lines, 'press Enter')) found.push(`handoff: "press Enter" is not whole:\n${text}`);
      if (!names.some((name) => whole(lines, `Pass to ${name}`))) found.push(`handoff: the name is not whole:\n${text}`);
      break;
    case 'hide':
      break;
    case 'window': {
      found.push(...(WINDOW_PROMPT.some((hints) => missing(hints).length === 0) ? [] : keys(WINDOW_PROMPT[1])));
      // Each listed player's digit and name on one line (the prompt is below the table).
      const prompt = lines.slice(lines.findIndex((line) => line.includes('Does ')));
      for (const [i, name] of names.flatMap((name) => [1, 2, 3, 4, 5].map((d) => [d, name] as const))) {
        if (joined(prompt).includes(`${i} ${name}`) && !whole(prompt, `${i} ${name}`)) found.push(`window: "${i} ${name}" is not on one line:\n${text}`);
      }
      break;
    }
    case 'private':
      found.push(...keys(SHELL));
      if (!WIDGETS.some((hints) => missing(hints).length === 0)) found.push(`private: no decision's keys whole:\n${text}`);
      break;
    default:
      found.push(...keys(FOOTERS[kind]));
  }
  // A battle on screen keeps its two values and its outcome in view (V12, V16).
  if ((kind === 'window' || kind === 'private' || kind === 'table') && /Battle at Estate \d/.test(text) && !/Attack (\?|\d+) against Defense/.test(text)) {
    found.push(`${kind}: a battle without its values:\n${text}`);
  }
  return found;
}
