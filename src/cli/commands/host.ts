// `junta host` (issue 13): one table over the network. The host holds the game, runs the bots,
// saves after every action in a save of its own (mode 'hosted'; tokens in the game's 0600 secrets
// file, never in a record), prints one
// invite per human seat, and shows the table on its own terminal – optionally playing one seat –
// or, with --headless, logs one line per event to stdout.
import { resolve } from 'node:path';
import type { GameRecord } from '../../engine/index.js';
import { FileError, readRegularFile } from '../../session/files.js';
import { visible } from '../../session/sanitize.js';
import { freshDeal, parseBotDelay, parseThinkMs, planGame, recordFromPlan, type PlayOptions } from '../../session/plan.js';
import type { InviteLine } from '../../session/live.js';
import type { GameSlot, SavedGame, SaveStore } from '../../session/saves.js';
import type { TableSettings } from '../../session/table-settings.js';
import { juntaCommand } from '../invocation.js';
import { RuntimeError, UsageError, note, type Io } from '../io.js';

export interface HostOptions extends PlayOptions {
  port?: string;
  bind?: string;
  seat?: string;
  headless?: boolean;
  spectators?: boolean;
  bribeWindow?: string;
  tlsCert?: string;
  tlsKey?: string;
  resume?: boolean;
  /** With resume: which hosted save (an id or its first digits); the most recent by default. */
  game?: string;
  /** Serve the table over SSH too (issue 14), on --ssh-port (2222). */
  ssh?: boolean;
  sshPort?: string;
  /** The host knows the seed was chosen (--seed, or a save whose seed was chosen) and hosts it anyway (issue 17). */
  knownSeed?: boolean;
}

export function parsePort(text: string, flag = '--port'): number {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 65535) throw new UsageError(`${flag} takes a port number from 1 to 65535, not "${visible(text)}"`);
  return Number(text);
}

/** --bribe-window in seconds (decimals allowed), 0 to 60; returned in ms. */
export function parseBribeWindow(text: string): number {
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > 60) throw new UsageError(`--bribe-window takes seconds from 0 to 60 (0 turns it off), not "${visible(text)}"`);
  return Math.round(Number(text) * 1000);
}

/** A PEM file is a few kilobytes; a FIFO or a huge file is refused, not read. */
const MAX_PEM_BYTES = 256 * 1024;

function readPem(file: string, what: string): string {
  try {
    return readRegularFile(file, MAX_PEM_BYTES).toString('utf8');
  } catch (error) {
    if (error instanceof FileError) throw new UsageError(`${what} ${visible(file)}: ${visible(error.reason)}`);
    throw error;
  }
}

const DEFAULT_PORT = 7310;
const DEFAULT_SSH_PORT = 2222;
const DEFAULT_BRIBE_WINDOW_MS = 5000;

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
    bribeWindowMs: options.bribeWindow !== undefined ? parseBribeWindow(options.bribeWindow) : kept?.bribeWindowMs ?? DEFAULT_BRIBE_WINDOW_MS,
    tls: options.tlsCert ? { cert: resolve(options.tlsCert), key: resolve(options.tlsKey!) } : kept?.tls ?? null,
    seatName: options.seat ?? null,
    // The saved seat stays the host's, unless this host has no screen to play it on.
    keptSeat: options.seat === undefined && !options.headless ? kept?.seat ?? null : null,
  };
}

/** What a reopened table took from its save, for the host to read (flags given are not repeated). */
export function keptSettingsLine(options: HostOptions, kept: TableSettings, players: GameRecord['players']): string | null {
  const parts: string[] = [];
  if (options.port === undefined && kept.port !== DEFAULT_PORT) parts.push(`port ${kept.port}`);
  if (options.bind === undefined && kept.bind !== null) parts.push(`--bind ${visible(kept.bind)}`);
  if (!options.ssh && options.sshPort === undefined && kept.sshPort !== null) parts.push(`SSH on port ${kept.sshPort}`);
  if (options.spectators === undefined && kept.spectators) parts.push('spectators');
  if (options.bribeWindow === undefined && kept.bribeWindowMs !== DEFAULT_BRIBE_WINDOW_MS) parts.push(`a ${kept.bribeWindowMs / 1000} s bribe window`);
  if (options.seat === undefined && !options.headless && kept.seat !== null) parts.push(`the host playing ${visible(players[kept.seat].name)}`);
  if (!options.tlsCert && kept.tls !== null) parts.push(`TLS (${visible(kept.tls.cert)})`);
  return parts.length > 0 ? `reopening the table as it was saved: ${parts.join(', ')} (a flag given overrides its setting)` : null;
}

/**
 * The seat the host plays at its own screen (issue 24): the one --seat names; none with --seat
 * none or --headless; a reopened table's saved one; else the first human seat – and then a line
 * that says so, since the host did not ask for it.
 */
export function hostSeatOf(
  options: HostOptions, settings: { seatName: string | null; keptSeat: number | null }, players: GameRecord['players'], kept: TableSettings | null,
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

/** Why a chosen seed is no secret (issue 17), in words true of every game: Viva's dice come from it too. */
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

/** The hosted save `--resume` reopens: the one named, or the most recent unfinished one. */
function hostedSave(saves: SaveStore, options: HostOptions, io: Io): SavedGame {
  const hosted = options.game !== undefined ? saves.find(options.game) : saves.list().games.find((g) => g.mode === 'hosted' && !g.finished) ?? null;
  if (!hosted || hosted.mode !== 'hosted') {
    throw new UsageError(options.game !== undefined ? `there is no hosted game "${visible(options.game)}"; '${juntaCommand('resume --list', io.env)}' shows the saves` : `there is no unfinished hosted game to resume; start one with '${juntaCommand('host', io.env)}'`);
  }
  return hosted;
}

export async function hostCommand(options: HostOptions, io: Io): Promise<number> {
  if (options.resume && ['players', 'names', 'bots', 'seed'].some((k) => options[k as keyof HostOptions] !== undefined)) {
    throw new UsageError('--resume reopens the saved table as it was; leave out -p, -n, --bots and --seed');
  }
  // The save first (it loads neither Ink nor React): a reopened table keeps its ports and the rest.
  const { SaveStore, GameOpenElsewhere } = await import('../../session/saves.js');
  const saves = SaveStore.forEnv(io.env);
  const saved = options.resume ? hostedSave(saves, options, io) : null;
  const settings = tableSettings(options, saved?.table ?? null);
  const { port, sshPort, bribeWindowMs } = settings;
  // Then, before anything loads Ink or React: the settings they read once (issue 14).
  const hostProcess = sshPort !== null ? (await import('../../net/ssh/entry.js')).prepareHostProcess() : null;
  const thinkMs = parseThinkMs(options.thinkMs);
  const botDelayMs = parseBotDelay(options.botDelay);
  if (!options.headless && (!io.stdout.isTTY || !process.stdin.isTTY)) {
    throw new UsageError(`'${juntaCommand('host', io.env)}' shows the table on this terminal; to run it as a plain server, add --headless`);
  }
  const [{ makeBots }, { Session, SessionError }, store, { seatTokens, newToken, carrySecrets }, { HostedTable }, { TableServer }, { saveAsNewGame, tellSaveWarnings }] = await Promise.all([
    import('../../bots/index.js'), import('../../session/runner.js'), import('../../net/invite.js'),
    import('../../net/tokens.js'), import('../../net/host.js'), import('../../net/server.js'), import('./live.js'),
  ]);

  let record: GameRecord;
  let slot: GameSlot | null = null;
  if (saved) {
    // A network client knows its seat only by the name it is shown, sanitized: a name the sanitizer
    // would change (possible only in a save edited by hand) could never act over the wire.
    const unsafe = saved.record.players.find((p) => visible(p.name) !== p.name);
    if (unsafe) throw new UsageError(`the saved table has a player named "${visible(unsafe.name)}", which a terminal cannot show as it is; it can be replayed, not hosted`);
    checkKnownSeed(saved.record.seedGenerated !== true, true, options.knownSeed, io);
    try {
      const opened = saves.open(saved.id);
      slot = opened.slot;
      record = opened.envelope.record;
    } catch (error) {
      if (error instanceof GameOpenElsewhere) throw new RuntimeError(error.message);
      throw error;
    }
  } else {
    const plan = planGame(options);
    checkKnownSeed(plan.seed !== undefined, false, options.knownSeed, io);
    record = recordFromPlan(plan);
  }
  const { seat: hostSeat, line: seatLine } = hostSeatOf(options, settings, record.players, saved?.table ?? null);
  const tls = settings.tls ? { cert: readPem(settings.tls.cert, '--tls-cert'), key: readPem(settings.tls.key, '--tls-key') } : undefined;
  let fingerprint: string | null = null;
  if (tls) {
    try {
      fingerprint = store.certificateFingerprint(tls.cert);
    } catch {
      throw new UsageError(`--tls-cert ${visible(settings.tls!.cert)}: not a PEM certificate`);
    }
  }
  const { seatName: _named, keptSeat: _kept, ...opened } = settings;
  const table: TableSettings = { ...opened, seat: hostSeat };
  const reopened = saved?.table ? keptSettingsLine(options, saved.table, record.players) : null;
  if (reopened) note(io, reopened);

  const bots = makeBots({ thinkMs });
  const open = (r: GameRecord, existing: GameSlot | null) => {
    let session;
    try {
      session = Session.open(r, { autosave: null, recordPath: options.record, bots });
    } catch (error) {
      existing?.release();
      if (error instanceof SessionError) throw new UsageError(`${existing ? `${existing.path}: ` : ''}${error.actionNumber ? `action ${error.actionNumber}: ` : ''}${error.message}`);
      throw error;
    }
    const kept = existing ?? saveAsNewGame(session, io, saves, 'hosted');
    if (existing) session.useSave(existing);
    // The save keeps how the table was opened, so reopening it brings back the same invites.
    kept?.keepTable(table);
    session.save();
    tellSaveWarnings(session, io);
    return { session, slot: kept };
  };
  const first = open(record, slot);
  const session = first.session;
  slot = first.slot;
  const humans = record.players.map((p) => !p.bot);
  // Without a save (autosave off) the tokens live only as long as this table.
  const tokens = slot ? seatTokens(saves, slot.id, humans, !options.resume) : humans.map((h) => (h ? newToken() : null));
  const slots: (GameSlot | null)[] = [slot];
  const save = slot?.path ?? null;
  /** The save whose secrets file holds the tokens and remembered SSH keys: the latest game's. */
  let secretsOf = slot?.id ?? null;

  let server;
  try {
    server = await TableServer.listen({ port, bind: settings.bind ?? undefined, tls });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new RuntimeError(`port ${port} is in use (another table?); choose another with --port`);
    if (code === 'EADDRNOTAVAIL') throw new RuntimeError(`--bind ${visible(settings.bind ?? '')}: this machine has no such address`);
    throw new RuntimeError(`cannot listen on port ${port}: ${(error as Error).message}`);
  }
  const addresses = store.hostAddresses(settings.bind ?? undefined);
  const seatLines = store.seatInvites({ players: record.players, tokens, hostSeat, address: addresses[0], port: server.port, secure: !!tls, fingerprint });
  const invites = seatLines.map((line) => line.text);
  const watch = settings.spectators ? [`Spectators: junta join ${tls ? 'wss' : 'ws'}://${addresses[0]}:${server.port}/watch --watch${fingerprint ? ` (add #&sha256=${fingerprint})` : ''}`] : [];
  const also = addresses.length > 1 ? [`This host's other addresses (use one in place of ${addresses[0]} if that one is not reachable): ${addresses.slice(1).join(', ')}`] : [];
  const headless = !!options.headless;
  const allInvites = [...seatLines, ...[...watch, ...also].map((text) => ({ seat: null, text }))];
  const hosted = new HostedTable({
    session, tokens, bribeWindowMs, botDelayMs, spectators: settings.spectators, hostSeat,
    invites: allInvites,
    nextSession: headless ? undefined : (previous) => {
      // Play again: the same seats (their invites stay valid), a new deal.
      const next = open(freshDeal(previous.record), null);
      slots.push(next.slot);
      // Same seats, same invites: the new save gets the tokens, so `--resume` reopens it with them.
      if (next.slot) {
        carrySecrets(saves, secretsOf, next.slot.id, tokens);
        secretsOf = next.slot.id;
      }
      return next.session;
    },
    onLine: headless ? (line) => io.stdout.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`) : undefined,
  });
  server.add(hosted);

  // Over SSH too: players without junta type one ssh command and their seat's code.
  let sshServer: { close(reason?: string): Promise<void> } | null = null;
  let sshLines: string[] = [];
  let sshSeatLines: InviteLine[] = [];
  if (sshPort !== null) {
    const [{ startSshServer }, { loadHostKey, HostKeyError }, { runRemoteScreens }, { hostedGate, sshSeatInvites, SecretKeyStore }, { stateDir }] = await Promise.all([
      import('../../net/ssh/server.js'), import('../../net/ssh/hostkey.js'), import('../../ui/remote.js'), import('../../net/ssh/table.js'), import('../../session/paths.js'),
    ]);
    let hostKey;
    try {
      hostKey = loadHostKey(stateDir(io.env));
    } catch (error) {
      await server.close();
      if (error instanceof HostKeyError) throw new RuntimeError(error.message);
      throw error;
    }
    const spec = { hosted, players: record.players, tokens, hostSeat, spectators: settings.spectators };
    try {
      const started = await startSshServer({
        gate: hostedGate(spec), screens: runRemoteScreens, hostKey, port: sshPort, bind: settings.bind ?? undefined,
        keys: secretsOf !== null ? new SecretKeyStore(saves, () => secretsOf!) : undefined,
        onError: (error) => { if (headless) io.stderr.write(`junta: an SSH connection failed: ${visible(error instanceof Error ? error.message : String(error))}\n`); },
      });
      sshServer = started;
      sshSeatLines = sshSeatInvites(spec, addresses[0], started.port, started.fingerprint);
      sshLines = sshSeatLines.map((line) => line.text);
    } catch (error) {
      await server.close();
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new RuntimeError(`port ${sshPort} is in use; choose another with --ssh-port`);
      throw error;
    }
    allInvites.unshift(...sshSeatLines);
  }
  hostProcess?.onShutdown(async () => {
    hosted.end(ended);
    await sshServer?.close('The host stopped the table.');
    await server.close();
    for (const s of slots) s?.release();
  });

  io.stdout.write([
    `Hosting a table of ${record.players.length} on port ${server.port}${tls ? ' (wss://, TLS)' : ''}${sshServer ? ', and over SSH' : ''}. Send each player their line:`,
    ...(sshLines.length > 0 ? ['  Over SSH (nothing to install; the code is asked once, a key remembered after):', ...sshLines.map((line) => `    ${line}`), '  With junta installed:'] : []),
    ...invites.map((line) => `  ${line}`),
    ...[...watch, ...also].map((line) => `  ${line}`),
    ...(seatLine ? [seatLine] : []),
    save ? `The game is saved in ${visible(save)} after every action; the invites stay valid when it is reopened with: ${juntaCommand('host --resume', io.env)}` : 'The game is not saved (see above): the invites end with this table.',
    '',
  ].join('\n'));

  const ended = 'The host ended the table. It is saved: when the host reopens it (junta host --resume), the same invite brings you back.';
  const stopSsh = () => sshServer?.close('The host ended the table; when it is reopened, the same ssh command brings you back.');
  if (headless) {
    const code = await new Promise<number>((resolve) => {
      const stop = (signal: NodeJS.Signals) => resolve(signal === 'SIGINT' ? 130 : 143);
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      hosted.subscribe(() => {
        // A save that fails is told at once: a headless host has no screen to show it on (issue 24).
        tellSaveWarnings(hosted.current, io);
        if (hosted.current.finished && !announced) {
          announced = true;
          io.stdout.write('The game is over; the players see the scores and the reveal. Ctrl+C stops the table.\n');
        }
      });
      let announced = false;
    });
    hosted.end(ended);
    await stopSsh();
    await server.close();
    for (const s of slots) s?.release();
    return code;
  }

  const [{ runNetworkTui }, { makeTheme }, { localTerminal }] = await Promise.all([
    import('../../ui/network.js'), import('../../ui/theme.js'), import('../../ui/terminal.js'),
  ]);
  const result = await runNetworkTui(hosted.client(), {
    terminal: localTerminal(),
    theme: makeTheme(io.env),
    resumeHint: `End the table for everyone? It stays saved: ${juntaCommand('host --resume', io.env)} reopens it, and the same invites work.`,
    endNotes: save ? [`Saved: ${visible(save)}`, `Everything, replayed: ${juntaCommand(`replay ${visible(save)} --reveal`, io.env)}`] : ['Not saved.'],
    game: () => hosted.gameNumber,
    playAgain: () => hosted.playAgain(),
  });
  hosted.end(ended);
  await stopSsh();
  await server.close();
  if (result.error) io.stderr.write(`junta: ${result.error instanceof Error ? result.error.message : String(result.error)}\n`);
  // A save that failed while the screens were up (they showed it) is told where it stays readable.
  tellSaveWarnings(hosted.current, io);
  const finished = hosted.current.finished;
  for (const s of slots) s?.release();
  const kept = slots.at(-1)?.path ?? null;
  io.stdout.write(finished
    ? `The game is over.${kept ? ` The record: ${visible(kept)} (${juntaCommand(`replay ${visible(kept)} --reveal`, io.env)})` : ''}\n`
    : kept ? `The table is closed and saved; reopen it with: ${juntaCommand('host --resume', io.env)}\n` : 'The table is closed; it was not saved.\n');
  return result.code;
}
