// `junta join INVITE`: a seat (or, with --watch, a spectator) at a table someone hosts.
// The same screens as at one laptop, with this seat's private information always visible to its
// owner (no hand-offs), a bell when it is this seat's turn, and reconnection by itself; or, with
// --plain, plain mode's lines (for a screen reader or a script at a network table). The game
// is the one the host's welcome names, found in the registry; its module's screens are drawn.
import { juntaCommand } from '../invocation.js';
import { RuntimeError, UsageError, type Io } from '../io.js';
import { screensOrRefuse } from '../screens.js';
import { plainOnly } from '../../ui/game-screens.js';
import type { GameRegistry } from '../../core/registry.js';
import type { RemoteTable } from '../../net/client.js';
import type { Table } from '../../ui/table-game.js';

export interface JoinOptions {
  watch?: boolean;
  quiet?: boolean;
  plain?: boolean;
}

/** `registry`: the games this client can play (the table's welcome names one). */
export async function joinCommand(text: string, options: JoinOptions, io: Io, registry: GameRegistry): Promise<number> {
  const [{ parseInvite, InviteError, RemoteTable, TableClosed }, { shown }] = await Promise.all([
    import('../../net/client.js'), import('../../text/width.js'),
  ]);
  let invite;
  try {
    invite = parseInvite(text, !!options.watch);
  } catch (error) {
    if (error instanceof InviteError) throw new UsageError(error.message);
    throw error;
  }
  if (!options.plain && (!io.stdout.isTTY || !process.stdin.isTTY)) {
    throw new UsageError(`'${juntaCommand('join', io.env)}' needs a terminal to show the table on; for plain text read from stdin add --plain`);
  }
  io.stderr.write(`Connecting to ${invite.url}…\n`);
  const table = new RemoteTable({ invite, games: registry });
  try {
    await table.start();
  } catch (error) {
    // Another game or protocol is this version's limit, as a bad invite is: exit 2.
    if (error instanceof TableClosed) throw error.mismatch ? new UsageError(error.message) : new RuntimeError(error.message);
    throw error;
  }
  // A game this version knows but has no screens for cannot be shown.
  const screens = await screensOrRefuse(table.module, () => {
    table.close();
    throw new UsageError(`this table plays ${shown(table.module.title, 60)}, which this version of junta cannot show yet: use the same version of junta as the host`);
  });
  const rejoin = juntaCommand(`join ${text.trim().replace(/^junta\s+join\s+/, '')}${options.watch ? ' --watch' : ''}${options.plain ? ' --plain' : ''}`, io.env);
  // A game that plays in plain mode only for now is joined in plain mode.
  if (!options.plain && plainOnly(screens)) {
    table.close();
    throw new UsageError(`this table plays ${shown(table.module.title, 60)}, which plays in plain mode for now: ${juntaCommand(`join ${text.trim().replace(/^junta\s+join\s+/, '')}${options.watch ? ' --watch' : ''} --plain`, io.env)}`);
  }
  if (options.plain) return joinPlain(table, rejoin, io);
  const [{ runNetworkTui }, { makeTheme }, { localTerminal }] = await Promise.all([
    import('../../ui/network.js'), import('../../ui/theme.js'), import('../../ui/terminal.js'),
  ]);
  const terminal = localTerminal();
  const seat = table.seat;
  const { turnBell, BEL } = await import('../../terminal/bell.js');
  const offBell = seat === null || options.quiet ? () => {} : turnBell(table.module, table, seat, () => terminal.output.write(BEL));
  const result = await runNetworkTui(table, {
    module: table.module,
    terminal,
    theme: makeTheme(io.env),
    resumeHint: seat === null ? 'Stop watching?' : 'Leave the table? Your seat shows as away until you come back with the same invite.',
    endNotes: ['The host keeps the record of this game.'],
    game: () => table.gameNumber,
  });
  offBell();
  const closed = table.live.status().closed;
  table.close();
  if (result.error) io.stderr.write(`junta: ${result.error instanceof Error ? result.error.message : String(result.error)}\n`);
  if (closed) io.stdout.write(`${shown(closed, 300)}\n`);
  io.stdout.write(`To come back: ${rejoin}\n`);
  return closed && !closed.startsWith('The host ended') ? 1 : result.code;
}

/** --plain: the table as plain mode's lines on stdout, answers read from stdin, until the game ends, the input does or the host ends the table. */
async function joinPlain(table: RemoteTable, rejoin: string, io: Io): Promise<number> {
  const [{ runPlain }, { processPlainTerminal }, { shown }] = await Promise.all([
    import('../../ui/plain/run.js'), import('../../ui/plain/lines.js'), import('../../text/width.js'),
  ]);
  const result = await runPlain(table.module, table as unknown as Table, {
    terminal: processPlainTerminal(),
    resumeHint: () => `To come back: ${rejoin}`,
    endNotes: () => ['The host keeps the record of this game.'],
  });
  const closed = table.live.status().closed;
  table.close();
  if (closed) io.stdout.write(`${shown(closed, 300)}\n`);
  return closed && !closed.startsWith('The host ended') ? 1 : result.code;
}
