// The narration of a replayed game: one line per event a reader may see, under round and phase headers.
// Names come from records, so every line passes the sanitizer: a name can neither forge a line nor
// send a control sequence, and names are cut to the width screens show.
import { describeEvent, score, type GameEvent, type ReplayStep, type Seat, type State } from '../engine/index.js';
import { canSee } from '../session/las-cartas.js';
import { visible } from '../text/sanitize.js';
import { seatNames } from '../session/seat-names.js';
import { NAME_COLUMNS, columns, padEnd, shown } from '../text/width.js';

export type Audience = Seat | 'public' | 'all';

const PHASE_HEADERS: Partial<Record<GameEvent['type'], string>> = {
  'foreign-aid-drawn': 'Foreign aid and budget',
  'budget-defeated': 'Coup',
};


function header(event: GameEvent, names: string[], votingShown: { round: number }, round: number): string | null {
  if (event.type === 'round-started') return `Round ${event.round} · President ${names[event.president]}`;
  if (event.type === 'turn-started' && event.turn === 1 && votingShown.round !== round) {
    votingShown.round = round;
    return '  Voting';
  }
  if (event.type === 'cards-refilled') return null;
  const title = PHASE_HEADERS[event.type];
  return title ? `  ${title}` : null;
}

export function narrate(initial: GameEvent[], steps: ReplayStep[], recordNames: string[], audience: Audience): string[] {
  const names = recordNames.map((n) => shown(n));
  const lines: string[] = [];
  const votingShown = { round: -1 };
  let round = 0;
  let drawingShown = -1;
  const emit = (events: GameEvent[], actionNumber: number | null) => {
    let numbered = false;
    for (const event of events) {
      if (!canSee(event, audience)) continue;
      if (event.type === 'round-started') round = event.round;
      const head = header(event, names, votingShown, round);
      if (head) lines.push(...(event.type === 'round-started' ? ['', head] : [head]));
      if (event.type === 'cards-refilled' && drawingShown !== round) {
        drawingShown = round;
        lines.push('  Drawing');
      }
      if (event.type === 'round-started') continue;
      const label = actionNumber !== null && !numbered ? `${actionNumber}.`.padStart(6) : ''.padStart(6);
      numbered = true;
      lines.push(`${label} ${describeEvent(event, names)}`);
    }
  };
  emit(initial, null);
  steps.forEach((step, i) => emit(step.events, i + 1));
  return lines.map(visible);
}

/** Every character outside printable ASCII as a JSON \\u escape: the line stays valid JSON and safe on a terminal. */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The events a reader may see as JSON lines, for programs: `step` is the action that caused the
 * event (0 for the deal), then `type`; `visibility` is "public" or the names of the players who may see it,
 * then the engine's own event fields (seats are 0-based indexes into game-started's `players`),
 * then `text`, the narration's sentence.
 */
export function eventJsonLines(initial: GameEvent[], steps: ReplayStep[], names: string[], audience: Audience): string[] {
  const lines: string[] = [];
  const emit = (events: GameEvent[], step: number) => {
    for (const event of events) {
      if (!canSee(event, audience)) continue;
      const { to, type, ...fields } = event;
      const visibility = to ? to.map((seat) => names[seat]) : 'public';
      lines.push(asciiJson({ step, type, visibility, ...fields, text: describeEvent(event, names) }));
    }
  };
  emit(initial, 0);
  steps.forEach((step, i) => emit(step.events, i + 1));
  return lines;
}

export function scoreTable(state: State): string[] {
  const result = score(state);
  const names = seatNames(result.players.map((p) => p.name));
  const width = Math.min(NAME_COLUMNS, Math.max(6, ...names.map(columns)));
  const rows = [...result.players].sort((a, b) => b.money - a.money || b.cards - a.cards);
  return [
    '',
    'Final scores',
    `  ${padEnd('Player', width)}  Money  Cards`,
    ...rows.map((p) => {
      const mark = result.winners.includes(p.seat) ? (result.winners.length > 1 ? '  shared win' : '  winner') : '';
      return `  ${padEnd(names[p.seat], width)}  ${String(p.money).padStart(5)}  ${String(p.cards).padStart(5)}${mark}`;
    }),
  ];
}
