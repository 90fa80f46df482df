// The log as the screens and plain mode tell it, from a seat port only (generic, in the
// game's words, from its module): every event a seat may read as a line, with a network table's
// talk between them, a seat's recap since its last act, and the next step with news (the
// module's `headline`).
import { withoutRetold } from '../core/game.js';
import type { Seat } from '../core/types.js';
import type { TalkLine } from '../session/network-table.js';
import { timedOutLine, type StepLog } from '../session/port.js';
import { visible } from '../text/sanitize.js';

/** What the log's lines read of a game's module: its events' sentences, which retell which, where a recap starts, its news. */
export interface LogGame<E = unknown> {
  rules: { describeEvent(event: E, names: readonly string[]): string };
  retells?(told: E, plain: E): boolean;
  recapFrom?(events: readonly E[]): number;
  headline?(events: readonly E[]): string | null;
}

/** An event as a line for the screens: the game's English, sanitized (events may quote raw names). */
export const line = <E>(game: LogGame<E>, e: E, names: readonly string[]): string => visible(game.rules.describeEvent(e, names));

/**
 * Every event of a log, in order, as English lines; at a network table, the talk this terminal
 * received from step `since` on, each line after the step it was said at.
 */
export function logLines<E>(game: LogGame<E>, log: readonly StepLog<E>[], names: readonly string[], talk: readonly TalkLine[] = [], me: Seat | null = null, since = log[0]?.step ?? 0, recordEnds?: number): string[] {
  const text = (t: TalkLine) => talkText(t, names, me);
  const steps = new Set(log.map((s) => s.step));
  const retells = game.retells?.bind(game);
  const ended = (step: number) => (step === recordEnds ? [recordEndLine(step)] : []);
  const lines = log.flatMap((s) => [
    ...withoutRetold(s.events, retells).map((e) => line(game, e, names)), ...timedOutLines(s, names), ...talk.filter((t) => t.step === s.step).map(text), ...ended(s.step),
  ]);
  const loose = talk.filter((t) => t.step >= since && !steps.has(t.step));
  const first = log[0]?.step ?? Infinity;
  return [...loose.filter((t) => t.step < first).map(text), ...lines, ...loose.filter((t) => t.step > first).map(text)];
}

/** The line of a step a network host took for a seat whose time ran out (B68: "Bo: ready (time ran out)"), if it was one. */
export function timedOutLines(step: StepLog<unknown>, names: readonly string[]): string[] {
  if (step.timedOut === undefined || step.actor === null) return [];
  return [visible(timedOutLine(names[step.actor] ?? `seat ${step.actor + 1}`, step.timedOut))];
}

/** The log's line where a record played on (`replay --continue`) ended after `step` actions. */
export const recordEndLine = (step: number): string => `-- The record ends here, after action ${step}; the game goes on from here --`;

/** One line of table talk as this terminal shows it (the text was sanitized where it entered). */
export function talkText(said: TalkLine, names: readonly string[], me: Seat | null): string {
  const who = (seat: Seat | null) => (seat === null ? 'The host' : seat === me ? 'You' : names[seat] ?? `seat ${seat + 1}`);
  const to = said.to === null ? '' : said.to === me ? ' to you' : ` to ${names[said.to] ?? `seat ${said.to + 1}`}`;
  return `${who(said.from)}${to}: “${said.text}”`;
}

/**
 * What happened since this seat last acted, as it saw it (and the talk since): from the end of
 * its last act on – what the same step went on to do once that act was over (the game's
 * `recapFrom`) belongs to the recap – then every later step.
 */
export function recapLines<E>(game: LogGame<E>, log: readonly StepLog<E>[], seat: Seat, names: readonly string[], talk: readonly TalkLine[] = []): string[] {
  const from = lastActAt(log, seat) + 1;
  if (from === 0) return logLines(game, log, names, talk, seat, 0);
  const last = log[from - 1];
  const after = game.recapFrom?.(last.events) ?? -1;
  const rest = after < 0 ? [] : [{ ...last, events: last.events.slice(after) }];
  return logLines(game, [...rest, ...log.slice(from)], names, talk, seat, last.step);
}

/** Where in `log` the seat last acted (its step's index), or -1: not in it. */
export function lastActAt<E>(log: readonly StepLog<E>[], seat: Seat): number {
  let at = log.length - 1;
  while (at >= 0 && log[at].actor !== seat) at--;
  return at;
}

/** The events from the seat's last act on (that act's own included), as its log has them; none if it has not acted. */
export function sinceLastAct<E>(log: readonly StepLog<E>[], seat: Seat): E[] {
  const at = lastActAt(log, seat);
  return at < 0 ? [] : log.slice(at).flatMap((s) => s.events);
}

/** The first step after `told` with news (the game's `headline`: a coup fought), if any. */
export function newsAfter<E>(game: LogGame<E>, log: readonly StepLog<E>[], told: number): number | null {
  return log.find((s) => s.step > told && headlineOf(game, s.events) !== null)?.step ?? null;
}

/** The news screen's title for a step's events, or null: the step has none. */
export const headlineOf = <E>(game: LogGame<E>, events: readonly E[]): string | null => game.headline?.(events) ?? null;
