// The settings `junta host` opens a table with, read from its flags and (reopening) from its
// save: the ports, the bind address, TLS, spectators, the hold time, the window time, the host's own seat, and
// whether a chosen seed may be hosted. Nothing here opens a port or reads a file.
import { resolve } from 'node:path';
import type { GameInfo } from '../../core/game.js';
import type { GameEntry } from '../../core/registry.js';
import { visible } from '../../text/sanitize.js';
import type { PlayOptions } from '../../session/plan.js';
import type { TableSettings } from '../../session/table-settings.js';
import { UsageError, note, type Io } from '../io.js';

/** A table's players, in seat order (any game's record's). */
type TablePlayers = readonly { name: string; bot?: string }[];

export interface HostOptions extends PlayOptions {
  port?: string;
  bind?: string;
  seat?: string;
  headless?: boolean;
  spectators?: boolean;
  /** --hold-time, or its former name --bribe-window. */
  holdTime?: string;
  windowTime?: string;
  tlsCert?: string;
  tlsKey?: string;
  resume?: boolean;
  /** With resume: which hosted save (an id or its first digits); the most recent by default. */
  saveId?: string;
  /** With resume: the --game given, which the save's game must be (the save says which it is). */
  game?: GameInfo;
  /** A new table's game: --game, or the default one (a reopened table's is its save's). */
  deal?: GameEntry;
  /** Serve the table over SSH too, on --ssh-port (2222). */
  ssh?: boolean;
  sshPort?: string;
  /** The host knows the seed was chosen (--seed, or a save whose seed was chosen) and hosts it anyway. */
  knownSeed?: boolean;
}

export function parsePort(text: string, flag = '--port'): number {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535) throw new UsageError(`${flag} takes a port number from 1 to 65535, not "${visible(text)}"`);
  return Number(text);
}

/** --hold-time in seconds (decimals allowed), 0 to 60; returned in ms. */
export function parseHoldTime(text: string): number {
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > 60) throw new UsageError(`--hold-time takes seconds from 0 to 60 (0 turns it off), not "${visible(text)}"`);
  return Math.round(Number(text) * 1000);
}

/** --window-time in seconds (decimals allowed), 0 to 600; returned in ms. */
export function parseWindowTime(text: string): number {
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > 600) throw new UsageError(`--window-time takes seconds from 0 to 600 (0: no limit), not "${visible(text)}"`);
  return Math.round(Number(text) * 1000);
}

/** How long a human seat has to answer a play-or-pass window (V30, R15) when the host does not say. */
export const DEFAULT_WINDOW_MS = 20_000;

const DEFAULT_PORT = 7310;
const DEFAULT_SSH_PORT = 2222;
const DEFAULT_HOLD_MS = 5000;

/**
 * The settings a table opens with: the flags given, then (reopening) the ones it was saved with,
 * then the defaults. `seat` is the host's seat by name, resolved against the players later.
 */
export function tableSettings(options: HostOptions, kept: TableSettings | null): Omit<TableSettings, 'seat'> & { seatName: string | null; keptSeat: number | null } {
  if (options.sshPort !== undefined && !options.ssh && kept?.sshPort == null) throw new UsageError('--ssh-port goes with --ssh');
  if (!!options.tlsCert !== !!options.tlsKey) throw new UsageError('--tls-cert and --tls-key go together: the certificate and its private key');
  const port = options.port !== undefined ? parsePort(options.port) : kept?.port ?? DEFAULT_PORT;
  const sshPort = options.sshPort !== undefined ? parsePort(options.sshPort, '--ssh-port')
    : options.ssh ? kept?.sshPort ?? DEFAULT_SSH_PORT : kept?.sshPort ?? null;
  return {
    port,
    bind: options.bind ?? kept?.bind ?? null,
    sshPort,
    spectators: options.spectators ?? kept?.spectators ?? false,
    holdMs: options.holdTime !== undefined ? parseHoldTime(options.holdTime) : kept?.holdMs ?? DEFAULT_HOLD_MS,
    // Kept only when given (a save without it has the default), so a table hosted without the flag saves as before.
    ...(options.windowTime !== undefined ? { windowMs: parseWindowTime(options.windowTime) } : kept?.windowMs !== undefined ? { windowMs: kept.windowMs } : {}),
    tls: options.tlsCert ? { cert: resolve(options.tlsCert), key: resolve(options.tlsKey!) } : kept?.tls ?? null,
    seatName: options.seat ?? null,
    // The saved seat stays the host's, unless this host has no screen to play it on.
    keptSeat: options.seat === undefined && !options.headless ? kept?.seat ?? null : null,
  };
}

/** What a reopened table took from its save, for the host to read (flags given are not repeated). */
export function keptSettingsLine(options: HostOptions, kept: TableSettings, players: TablePlayers): string | null {
  const parts: string[] = [];
  if (options.port === undefined && kept.port !== DEFAULT_PORT) parts.push(`port ${kept.port}`);
  if (options.bind === undefined && kept.bind !== null) parts.push(`--bind ${visible(kept.bind)}`);
  if (!options.ssh && options.sshPort === undefined && kept.sshPort !== null) parts.push(`SSH on port ${kept.sshPort}`);
  if (options.spectators === undefined && kept.spectators) parts.push('spectators');
  if (options.holdTime === undefined && kept.holdMs !== DEFAULT_HOLD_MS) parts.push(`a ${kept.holdMs / 1000} s hold time`);
  if (options.windowTime === undefined && kept.windowMs !== undefined && kept.windowMs !== DEFAULT_WINDOW_MS) parts.push(`a ${kept.windowMs / 1000} s window time`);
  if (options.seat === undefined && !options.headless && kept.seat !== null) parts.push(`the host playing ${visible(players[kept.seat].name)}`);
  if (!options.tlsCert && kept.tls !== null) parts.push(`TLS (${visible(kept.tls.cert)})`);
  return parts.length > 0 ? `reopening the table as it was saved: ${parts.join(', ')} (a flag given overrides its setting)` : null;
}

/**
 * The seat the host plays at its own screen: the one --seat names; none with --seat
 * none or --headless; a reopened table's saved one; else the first human seat – and then a line
 * that says so, since the host did not ask for it.
 */
export function hostSeatOf(
  options: HostOptions, settings: { seatName: string | null; keptSeat: number | null }, players: TablePlayers, kept: TableSettings | null,
): { seat: number | null; line: string | null } {
  const named = settings.seatName;
  if (named === 'none') return { seat: null, line: null };
  if (named === null) {
    const first = players.findIndex((p) => !p.bot);
    if (options.headless || kept !== null || first < 0) return { seat: settings.keptSeat, line: null };
    return { seat: first, line: `You play ${visible(players[first].name)} at this terminal (--seat NAME: another seat; --seat none: host without playing).` };
  }
  const seat = players.findIndex((p) => p.name === named);
  if (seat < 0) throw new UsageError(`--seat names "${visible(named)}", who is not a player (players: ${players.map((p) => visible(p.name)).join(', ')}), or none`);
  if (players[seat].bot) throw new UsageError(`--seat ${visible(named)}: a bot plays that seat; choose a human seat`);
  if (options.headless) throw new UsageError('--seat plays a seat on the host\'s screen, which --headless does not have');
  return { seat, line: null };
}

/** Why a chosen seed is no secret, in words true of every game: Viva's dice come from it too. */
export const KNOWN_SEED_RISK = 'whoever knows the seed knows every hand, draw and die of the game';

/**
 * A table whose seed someone chose (--seed, or a save that does not say the program made it up)
 * opens only with --known-seed, and then with a warning: its players cannot count on hidden cards.
 */
export function checkKnownSeed(chosen: boolean, resumed: boolean, knownSeed: boolean | undefined, io: Io): void {
  if (!chosen) return;
  const what = resumed ? "this table's seed was chosen, not made up" : 'the seed is chosen (--seed)';
  if (!knownSeed) throw new UsageError(`${what}: ${KNOWN_SEED_RISK}; add --known-seed to host it anyway${resumed ? '' : ', or leave out --seed for a secret one'}`);
  note(io, `warning: ${what}: ${KNOWN_SEED_RISK} (hosting it, as --known-seed asks)`);
}
