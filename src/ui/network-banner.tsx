// The screens' banner of a network table: who is at the table (connected, away, played by a bot),
// whether the host paused it or the link is down, whether the next turn is held for a seat's offer
// (R11: the President's bribe) and for how long, whose play-or-pass window the host times and for
// how long (V30), who has taken a decision taken at once (Viva's orders: "Orders: Ana ✓, Bo …"),
// and the host's invites. The strings drawn here come from the live
// table, which sanitized them where they entered.
import type { Seat } from '../core/types.js';
import { inviteParts, printedInvite, type InviteLine, type TableStatus } from '../session/network-table.js';
import { visible } from '../text/sanitize.js';
import { columnsOf, cut, wrapAll } from './width.js';

/** Time left as the screens show it: whole seconds, rounded up, so it reads 1 s until the very end. */
export const secondsLeft = (ms: number): string => `${Math.ceil(ms / 1000)} s`;

/** Whom the table waits for while a seat may take its offer (R11: the President, to bribe or pass), and for how long, in the game's words. */
export function holdWait(status: TableStatus | null, names: readonly string[]): string | null {
  const hold = status?.hold ?? null;
  if (!hold) return null;
  const left = status!.holdLeftMs === null ? '' : ` (${secondsLeft(status!.holdLeftMs)} left)`;
  return `${names[hold.seat] ?? hold.role}, ${hold.role}, to ${hold.label} or pass${left}`;
}

/**
 * The window the host times (V30), in the game's words: to the seats asked here, their time left
 * before they pass (or, for a decision with a time-out action, before it is taken for them: B68's
 * "ready"); to the others, whom the table waits for. Public: a window asks by role.
 */
export function windowWait(status: TableStatus | null, names: readonly string[], here: readonly Seat[]): string | null {
  const window = status?.window ?? null;
  if (!window) return null;
  const left = status!.windowLeftMs == null ? '' : ` (${secondsLeft(status!.windowLeftMs)} left)`;
  const mine = window.seats.filter((s) => here.includes(s));
  const waiting = `waiting for ${window.seats.map((s) => names[s] ?? `seat ${s + 1}`).join(', ')}`;
  if (window.timeout !== undefined) return mine.length > 0 ? `your answer${left}: unanswered, ${window.timeout}` : `${waiting}${left}: unanswered, ${window.timeout}`;
  if (mine.length > 0) return `${window.label} or pass${left}: unanswered, it passes`;
  return `${waiting}: ${window.label} or pass${left}`;
}

/**
 * The banner over a live table's screens: the seats and what the table waits for, then the keys.
 * `deciding`: who has taken a decision taken at once (decidingLine), or null.
 * What does not fit beside the seats goes on the next line, never cut (at 80 columns a cut would
 * lose the wait for a hold); only a single part wider than the screen is.
 */
export function bannerLines(status: TableStatus, names: readonly string[], here: readonly Seat[], host: boolean, width: number, deciding: string | null = null): string[] {
  const seats = status.seats.map((s, i) => {
    const name = names[i] ?? `seat ${i + 1}`;
    const tags = [here.includes(i) ? 'you' : s.host ? 'host' : '', s.bot ? 'bot' : !s.connected ? 'away' : ''].filter(Boolean);
    return tags.length ? `${name} (${tags.join(', ')})` : name;
  });
  const notices: string[] = [];
  if (status.link === 'reconnecting' || status.link === 'connecting') notices.push('connection lost – reconnecting…');
  if (status.paused) notices.push('paused by the host');
  const wait = here.includes(status.hold?.seat ?? -1) ? null : holdWait(status, names);
  if (wait) notices.push(`waiting for ${wait}`);
  const window = windowWait(status, names, here);
  if (window) notices.push(window);
  if (deciding) notices.push(deciding);
  const keys = (host ? ['t talk', 'p pause', 'h hand a seat to a bot or back', 'i invites'] : ['t talk']).join(' · ');
  const table = `Table: ${seats.join(' · ')}`;
  const news = notices.join(' · ');
  const fits = (line: string) => columnsOf(line) <= width;
  if (!news) return [cut(table, width), cut(keys, width)];
  if (fits(`${table} – ${news}`)) return [`${table} – ${news}`, cut(keys, width)];
  if (fits(`${news} · ${keys}`)) return [cut(table, width), `${news} · ${keys}`];
  return [cut(table, width), cut(news, width), cut(keys, width)];
}

/** Seats the host no longer needs to invite: they have joined once (or a bot plays them). */
export function joinedSeats(status: TableStatus, before: ReadonlySet<Seat>): Set<Seat> {
  return new Set([...before, ...status.seats.flatMap((s, i) => (s.connected || s.bot ? [i] : []))]);
}

/** What the screens say in place of a command too long for their width: w prints it whole. */
export const WHOLE_ON_W = 'w shows it whole, to copy';

/**
 * One invite as screen rows: its heading wrapped, then its command whole on a row of its own –
 * never broken across rows, where a copy would give half a command; one longer than the width is
 * not drawn at all, the screen says w prints it whole instead.
 */
export function inviteRows(line: InviteLine, width: number): string[] {
  const { heading, command } = inviteParts(line);
  const head = wrapAll([`  ${visible(heading)}`], width);
  if (command === null) return head;
  const shown = visible(command);
  if (columnsOf(shown) + 4 <= width) return [...head, `    ${shown}`];
  if (columnsOf(shown) <= width) return [...head, shown];
  return [...head, cut(`    (its command is ${columnsOf(shown)} columns, too wide here: ${WHOLE_ON_W})`, width)];
}

/** The host's invites as w prints them on the terminal's own screen: each command whole under its heading (sanitized: names are outside text). */
export function invitePrintout(invites: readonly InviteLine[]): string[] {
  const clean = invites.map((line) => ({ ...line, text: visible(line.text), ...(line.command ? { command: visible(line.command) } : {}) }));
  return ['The invites, each command whole on its own line (your terminal may fold a long one; a copy still gives it whole):', '', ...clean.flatMap((line) => printedInvite(line, '  '))];
}

/**
 * The host's invites, in view under the banner until every invited seat has joined:
 * a title, then the lines of the seats still to come and the table's own lines (inviteRows: a
 * command whole on its own row) in at most `rows` rows; what does not fit is named, for i.
 */
export function invitePanel(invites: readonly InviteLine[], joined: ReadonlySet<Seat>, width: number, rows: number): string[] {
  const shown = invites.filter((line) => line.seat === null || !joined.has(line.seat));
  if (!shown.some((line) => line.seat !== null)) return [];
  const lines = [cut('Waiting for players to join – send each their line (i shows the invites later):', width)];
  for (const [i, line] of shown.entries()) {
    const wrapped = inviteRows(line, width);
    const last = i === shown.length - 1;
    if (lines.length + wrapped.length + (last ? 0 : 1) > rows) {
      lines.push(cut(`  … ${shown.length - i} more: press i`, width));
      break;
    }
    lines.push(...wrapped);
  }
  return lines;
}
