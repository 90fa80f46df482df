// The narration of a replayed game, of any game through its module: one line per event a
// reader may see (core/audience.ts), under the game's own headings
// (GameNarration.chapters), and its final standing as a table. Names come from records, so every
// line passes the sanitizer: a name can neither forge a line nor send a control sequence, and names
// are cut to the width screens show.
import { mayRead, toldTo, type Reader } from '../core/audience.js';
import { withoutRetold } from '../core/game.js';
import type { Chapters, GameModule } from '../core/game.js';
import { visible } from '../text/sanitize.js';
import { byKeys, keyNames } from '../session/score-keys.js';
import { seatNames } from '../session/seat-names.js';
import { NAME_COLUMNS, columns, padEnd, padStart, shown } from '../text/width.js';

/** What the narration reads of a game: its rules (sentences, visibility, standing) and its narration's extras. */
export type Told<S, E> = Pick<GameModule<S, unknown, unknown, E>, 'rules' | 'audienceField' | 'narration' | 'retells'>;

/** The events of one applied action. */
interface StepEvents<E> {
  events: readonly E[];
}

/** No headings: one line per event. */
const NO_CHAPTERS: Chapters<unknown> = { before: () => ({ heading: [], told: true }) };

/** Lines the narration puts between two actions: after action `after` (0: after the deal), before the next. */
export interface NarrationMark {
  after: number;
  lines: readonly string[];
}

export function narrate<S, E>(game: Told<S, E>, initial: readonly E[], steps: readonly StepEvents<E>[], recordNames: readonly string[], reader: Reader, mark?: NarrationMark): string[] {
  const names = recordNames.map((n) => shown(n));
  const chapters = game.narration?.chapters?.(names) ?? NO_CHAPTERS;
  const lines: string[] = [];
  const retells = game.retells?.bind(game);
  const emit = (events: readonly E[], actionNumber: number | null) => {
    let numbered = false;
    // What the reader may read, each event once: one told to it in private leaves out its public twin (core/retold.ts).
    for (const event of withoutRetold(events.filter((e) => mayRead(game, e, reader, names.length)), retells)) {
      const { heading, told } = chapters.before(event);
      lines.push(...heading);
      if (!told) continue;
      const label = actionNumber !== null && !numbered ? `${actionNumber}.`.padStart(6) : ''.padStart(6);
      numbered = true;
      lines.push(`${label} ${game.rules.describeEvent(event, names)}`);
    }
  };
  const marked = (after: number) => {
    if (mark?.after === after) lines.push(...mark.lines);
  };
  emit(initial, null);
  marked(0);
  steps.forEach((step, i) => {
    emit(step.events, i + 1);
    marked(i + 1);
  });
  return lines.map(visible);
}

/** Every character outside printable ASCII as a JSON \\u escape: the line stays valid JSON and safe on a terminal. */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The events a reader may see as JSON lines, for programs: `step` is the action that caused the
 * event (0 for the deal), then the event's `type`; `visibility` is "public" or the names of the
 * players who may see it (in place of the game's audience field), then the game's own event fields
 * (seats are 0-based indexes into the record's players), then `text`, the narration's sentence.
 */
export function eventJsonLines<S, E>(game: Told<S, E>, initial: readonly E[], steps: readonly StepEvents<E>[], names: readonly string[], reader: Reader): string[] {
  const field = game.audienceField;
  const lines: string[] = [];
  const emit = (events: readonly E[], step: number) => {
    for (const event of events) {
      if (!mayRead(game, event, reader, names.length)) continue;
      const { type, ...fields } = event as Record<string, unknown>;
      if (field !== undefined) delete fields[field];
      const to = toldTo(game, event, names.length);
      const visibility = to ? to.map((seat) => names[seat]) : 'public';
      lines.push(asciiJson({ step, type, visibility, ...fields, text: game.rules.describeEvent(event, names) }));
    }
  };
  emit(initial, 0);
  steps.forEach((step, i) => emit(step.events, i + 1));
  return lines;
}

/** The final standing (the game's `score`) as a table, best first, its winners marked (a shared win, or nobody); names that would look alike carry their seat. */
export function scoreTable<S, E>(game: Told<S, E>, state: S, recordNames: readonly string[]): string[] {
  const result = game.rules.score(state);
  const names = seatNames(recordNames);
  const width = Math.min(NAME_COLUMNS, Math.max(6, ...names.map(columns)));
  const keys = keyNames(game.narration?.scoreKeys, Math.max(0, ...result.players.map((p) => p.keys.length)));
  const widths = keys.map((key, i) => Math.max(columns(key), ...result.players.map((p) => String(p.keys[i] ?? '').length)));
  const rows = [...result.players].sort((a, b) => byKeys(a.keys, b.keys));
  const cells = (values: readonly string[]) => values.map((v, i) => `  ${padStart(v, widths[i])}`).join('');
  return [
    '',
    'Final scores',
    `  ${padEnd('Player', width)}${cells(keys)}`,
    ...rows.map((p) => {
      const mark = result.winners.includes(p.seat) ? (result.winners.length > 1 ? '  shared win' : '  winner') : '';
      return `  ${padEnd(names[p.seat], width)}${cells(keys.map((_, i) => String(p.keys[i] ?? '')))}${mark}`;
    }),
    // The board game's B10 and B64: a game may end with no winner.
    ...(result.winners.length === 0 ? ['  Nobody wins.'] : []),
  ];
}
