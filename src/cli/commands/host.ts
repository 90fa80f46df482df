// `junta host`: one table over the network. The host holds the game, runs the bots, saves after
// every action in a save of its own (mode 'hosted'; tokens in the game's 0600 secrets file, never
// in a record), prints one invite per human seat, and shows the table on its own terminal –
// optionally playing one seat – or, with --headless, logs one line per event to stdout.
// hostCommand reads the settings (host-settings.ts), then runs the steps below in order: the game, the session and
// its save, the servers (WebSocket, and SSH with --ssh), the invites, the table until it ends,
// and one teardown for every way it ends. The game is the save's (its record's format) or --game's,
// through the registry; every seat plays it at its screens, so a game without screens is refused.
import type { GameEntry, GameRegistry } from '../../core/registry.js';
import { FileError, readRegularFile } from '../../io/files.js';
import { visible } from '../../text/sanitize.js';
import { freshDeal, parseBotDelay, parseThinkMs, planGame, recordFromPlan } from '../../session/plan.js';
import { printedInvite, type InviteLine } from '../../session/network-table.js';
import type { Session, SessionGame, SessionRecord } from '../../session/runner.js';
import type { GameOpenElsewhere, GameSlot, SavedGame, SaveStore } from '../../session/saves.js';
import type { TableSettings } from '../../session/table-settings.js';
import type { HostedTable } from '../../net/host.js';
import type { TableServer } from '../../net/server.js';
import { checkFileGame } from '../file-game.js';
import { notPlayable } from '../game-flags.js';
import { juntaCommand } from '../invocation.js';
import { screensOrRefuse } from '../screens.js';
import { plainOnly } from '../../ui/game-screens.js';
import { checkKnownSeed, DEFAULT_WINDOW_MS, hostSeatOf, keptSettingsLine, tableSettings, type HostOptions } from './host-settings.js';
import { RuntimeError, UsageError, note, type Io } from '../io.js';

/** A table's game as the host holds it: any registered game's, in its own types. */
type TableGame = SessionGame<unknown, unknown, unknown, unknown, unknown, SessionRecord>;
type TableSession = Session<unknown, unknown, unknown, unknown, unknown, SessionRecord>;

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

/** The hosted save `--resume` reopens: the one named, or the most recent unfinished one. */
async function hostedSave(saves: SaveStore, options: HostOptions, io: Io): Promise<SavedGame> {
  const hosted = options.saveId !== undefined ? await saves.find(options.saveId) : (await saves.list()).games.find((g) => g.mode === 'hosted' && !g.finished) ?? null;
  if (!hosted || hosted.mode !== 'hosted') {
    throw new UsageError(options.saveId !== undefined ? `there is no hosted game "${visible(options.saveId)}"; '${juntaCommand('resume --list', io.env)}' shows the saves` : `there is no unfinished hosted game to resume; start one with '${juntaCommand('host', io.env)}'`);
  }
  checkFileGame(options.game, hosted.record.format, `the hosted game ${hosted.id}`);
  return hosted;
}

/** What every player is told when the host ends the table. */
const TABLE_ENDED = 'The host ended the table. It is saved: when the host reopens it (junta host --resume), the same invite brings you back.';
/** What the SSH players are told when the host ends the table. */
const SSH_TABLE_ENDED = 'The host ended the table; when it is reopened, the same ssh command brings you back.';
/** What the SSH players are told when a signal stops the host. */
const SSH_HOST_STOPPED = 'The host stopped the table.';

/** The modules a table runs on, loaded once its settings are read; none of them loads Ink or React. */
async function loadTableModules() {
  const [bots, invite, tokens, host, server, live] = await Promise.all([
    import('../../bots/index.js'), import('../../net/invite.js'),
    import('../../net/tokens.js'), import('../../net/host.js'), import('../../net/server.js'), import('./running.js'),
  ]);
  return { bots, invite, tokens, host, server, live };
}

type TableModules = Awaited<ReturnType<typeof loadTableModules>>;
type Tls = { cert: string; key: string };

/** The game a table opens with: a reopened save (locked by this process from now on), or a new deal from the flags. */
async function tableGame(saved: SavedGame | null, saves: SaveStore, openElsewhere: typeof GameOpenElsewhere, options: HostOptions, io: Io, game: GameEntry): Promise<{ record: SessionRecord; slot: GameSlot | null }> {
  if (!saved) {
    const plan = planGame(options, game);
    checkKnownSeed(plan.seed !== undefined, false, options.knownSeed, io);
    return { record: recordFromPlan(plan, game), slot: null };
  }
  // A network client knows its seat only by the name it is shown: a save's names are what a name is
  // made of (session/input.ts's rule, checked where the save is read), so the sanitizer leaves them as they are.
  checkKnownSeed(saved.record.seedGenerated !== true, true, options.knownSeed, io);
  try {
    const opened = await saves.open(saved.id);
    return { record: opened.envelope.record, slot: opened.slot };
  } catch (error) {
    if (error instanceof openElsewhere) throw new RuntimeError(error.message);
    throw error;
  }
}

/** The certificate and key for wss://, read from their files, and the certificate's fingerprint for the invites. */
function readTls(files: TableSettings['tls'], invite: TableModules['invite']): { tls: Tls | undefined; fingerprint: string | null } {
  if (!files) return { tls: undefined, fingerprint: null };
  const tls = { cert: readPem(files.cert, '--tls-cert'), key: readPem(files.key, '--tls-key') };
  try {
    return { tls, fingerprint: invite.certificateFingerprint(tls.cert) };
  } catch {
    throw new UsageError(`--tls-cert ${visible(files.cert)}: not a PEM certificate`);
  }
}

/**
 * How the table opens a game's session: on its save (`existing`, a reopened one) or on a new
 * hosted save, which keeps the table's settings; a save that fails is told at once.
 */
async function sessionOpener(m: TableModules, game: TableGame, saves: SaveStore, options: HostOptions, io: Io, table: TableSettings, thinkMs: number) {
  const bots = await m.bots.botsOfGame(game, { thinkMs });
  return (r: SessionRecord, existing: GameSlot | null): { session: TableSession; slot: GameSlot | null } => {
    let session;
    try {
      // The CLI's one way to open a record's session (a refused record is exit 2 naming the save).
      session = m.live.openGameSession(game, r, existing?.path ?? null, { bots, recordPath: options.record });
    } catch (error) {
      existing?.release();
      throw error;
    }
    const kept = existing ?? m.live.saveAsNewGame(session, io, saves, 'hosted');
    if (existing) session.useSave(existing);
    // The save keeps how the table was opened, so reopening it brings back the same invites.
    kept?.keepTable(table);
    session.save();
    m.live.tellSaveWarnings(session, io);
    return { session, slot: kept };
  };
}

/** The table's WebSocket server, listening; a port or address it cannot have is told in words. */
async function listenForPlayers(m: TableModules, port: number, bind: string | null, tls: Tls | undefined): Promise<TableServer> {
  try {
    return await m.server.TableServer.listen({ port, bind: bind ?? undefined, tls });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new RuntimeError(`port ${port} is in use (another table?); choose another with --port`);
    if (code === 'EADDRNOTAVAIL') throw new RuntimeError(`--bind ${visible(bind ?? '')}: this machine has no such address`);
    throw new RuntimeError(`cannot listen on port ${port}: ${(error as Error).message}`);
  }
}

interface SshTable {
  hosted: HostedTable;
  game: TableGame;
  players: SessionRecord['players'];
  tokens: (string | null)[];
  hostSeat: number | null;
  settings: ReturnType<typeof tableSettings>;
  sshPort: number;
  address: string;
  saves: SaveStore;
  /** The save whose secrets file remembers the players' SSH keys (it changes with each new game); null: none. */
  secretsOf: () => string | null;
  headless: boolean;
}

/**
 * Serves the table over SSH too: players without junta type one ssh command and their seat's
 * code. Returns the server and its invite lines; when it cannot start, the table's server is closed.
 */
async function serveOverSsh(table: SshTable, server: TableServer, io: Io): Promise<{ sshServer: { close(reason?: string): Promise<void> }; sshSeatLines: InviteLine[] }> {
  const [{ startSshServer }, { loadHostKey, HostKeyError }, { runRemoteScreens }, { hostedGate, sshSeatInvites, SecretKeyStore }, { stateDir }] = await Promise.all([
    import('../../net/ssh/server.js'), import('../../net/ssh/hostkey.js'), import('../../ui/remote.js'), import('../../net/ssh/hosted-seats.js'), import('../../session/paths.js'),
  ]);
  let hostKey;
  try {
    hostKey = loadHostKey(stateDir(io.env));
  } catch (error) {
    await server.close();
    if (error instanceof HostKeyError) throw new RuntimeError(error.message);
    throw error;
  }
  const { hosted, game, players, tokens, hostSeat, settings, sshPort, saves, secretsOf, headless } = table;
  const spec = { hosted, players, tokens, hostSeat, spectators: settings.spectators };
  try {
    const started = await startSshServer({
      gate: hostedGate(spec), screens: (context) => runRemoteScreens({ ...context, module: game }), hostKey, port: sshPort, bind: settings.bind ?? undefined,
      keys: secretsOf() !== null ? new SecretKeyStore(saves, () => secretsOf()!) : undefined,
      onError: (error) => { if (headless) io.stderr.write(`junta: an SSH connection failed: ${visible(error instanceof Error ? error.message : String(error))}\n`); },
    });
    return { sshServer: started, sshSeatLines: sshSeatInvites(spec, table.address, started.port, started.fingerprint) };
  } catch (error) {
    await server.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new RuntimeError(`port ${sshPort} is in use; choose another with --ssh-port`);
    throw error;
  }
}

/** What the host reads once the table is open: the line to send each player, and where the game is saved. */
function hostingMessage(what: {
  title: string; players: number; port: number; tls: boolean; ssh: boolean; sshLines: InviteLine[]; invites: InviteLine[]; seatLine: string | null; save: string | null;
}, io: Io): string {
  const { title, players, port, tls, ssh, sshLines, invites, seatLine, save } = what;
  return [
    `Hosting a table of ${title} for ${players} on port ${port}${tls ? ' (wss://, TLS)' : ''}${ssh ? ', and over SSH' : ''}. Send each player their line:`,
    ...(sshLines.length > 0 ? ['  Over SSH (nothing to install; the code is asked once, a key remembered after):', ...sshLines.flatMap((line) => printedInvite(line, '    ')), '  With junta installed:'] : []),
    ...invites.flatMap((line) => printedInvite(line, '  ')),
    ...(seatLine ? [seatLine] : []),
    save ? `The game is saved in ${visible(save)} after every action; the invites stay valid when it is reopened with: ${juntaCommand('host --resume', io.env)}` : 'The game is not saved (see above): the invites end with this table.',
    '',
  ].join('\n');
}

/**
 * A headless table runs until Ctrl+C or SIGTERM (exit 130 or 143), saying when the game is over
 * and telling at once a save that fails: a headless host has no screen to show it on.
 */
function runHeadless(hosted: HostedTable, live: TableModules['live'], io: Io): Promise<number> {
  return new Promise<number>((resolve) => {
    const stop = (signal: NodeJS.Signals) => resolve(signal === 'SIGINT' ? 130 : 143);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    let announced = false;
    hosted.subscribe(() => {
      live.tellSaveWarnings(hosted.current, io);
      if (hosted.current.finished && !announced) {
        announced = true;
        io.stdout.write('The game is over; the players see the scores and the reveal. Ctrl+C stops the table.\n');
      }
    });
  });
}

/** The table on the host's own terminal until the host ends it; returns the screens' exit code and error. */
async function runOnScreen(hosted: HostedTable, save: string | null, io: Io): Promise<{ code: number; error?: unknown }> {
  const [{ runNetworkTui }, { makeTheme }, { localTerminal }] = await Promise.all([
    import('../../ui/network.js'), import('../../ui/theme.js'), import('../../ui/terminal.js'),
  ]);
  return runNetworkTui(hosted.client(), {
    module: hosted.current.game,
    terminal: localTerminal(),
    theme: makeTheme(io.env),
    resumeHint: `End the table for everyone? It stays saved: ${juntaCommand('host --resume', io.env)} reopens it, and the same invites work.`,
    endNotes: save ? [`Saved: ${visible(save)}`, `Everything, replayed: ${juntaCommand(`replay ${visible(save)} --reveal`, io.env)}`] : ['Not saved.'],
    game: () => hosted.gameNumber,
    playAgain: () => hosted.playAgain(),
  });
}

/** What the host reads when the screens close: where the game's record is, or how to reopen the table. */
function closingLine(finished: boolean, kept: string | null, io: Io): string {
  return finished
    ? `The game is over.${kept ? ` The record: ${visible(kept)} (${juntaCommand(`replay ${visible(kept)} --reveal`, io.env)})` : ''}\n`
    : kept ? `The table is closed and saved; reopen it with: ${juntaCommand('host --resume', io.env)}\n` : 'The table is closed; it was not saved.\n';
}

/** `registry`: the games the program knows (a save's game is found in it by its record's format). */
export async function hostCommand(options: HostOptions, io: Io, registry: GameRegistry): Promise<number> {
  if (options.resume && ['players', 'names', 'bots', 'seed'].some((k) => options[k as keyof HostOptions] !== undefined)) {
    throw new UsageError('--resume reopens the saved table as it was; leave out -p, -n, --bots and --seed');
  }
  // The save first (it loads neither Ink nor React): a reopened table keeps its ports and the rest.
  const { SaveStore, GameOpenElsewhere } = await import('../../session/saves.js');
  const saves = SaveStore.forEnv(io.env, registry);
  const saved = options.resume ? await hostedSave(saves, options, io) : null;
  // The table's game: the save's, by its record's format (the store read it with that game's schema), or --game's.
  const entry = saved ? registry.byFormat(saved.record.format)! : options.deal ?? registry.default;
  const settings = tableSettings(options, saved?.table ?? null);
  const { port, sshPort, holdMs } = settings;
  // Then, before anything loads Ink or React: the settings they read once.
  const hostProcess = sshPort !== null ? (await import('../../net/ssh/entry.js')).prepareHostProcess() : null;
  const game = await entry.load() as TableGame;
  // Every seat plays at the game's screens (the host's, `junta join`'s, over SSH): a game without them cannot be hosted.
  const screens = await screensOrRefuse(game, () => notPlayable(entry, io.env));
  // A game that plays in plain mode only for now has no screen for this terminal nor for SSH: a headless table, joined with --plain.
  if (plainOnly(screens) && (!options.headless || sshPort !== null)) {
    throw new UsageError(`${entry.title} plays in plain mode for now: host it with --headless (without --ssh), and each player joins with ${juntaCommand('join <invite> --plain', io.env)}`);
  }
  const thinkMs = parseThinkMs(options.thinkMs);
  const botDelayMs = parseBotDelay(options.botDelay);
  if (!options.headless && (!io.stdout.isTTY || !process.stdin.isTTY)) {
    throw new UsageError(`'${juntaCommand('host', io.env)}' shows the table on this terminal; to run it as a plain server, add --headless`);
  }
  const m = await loadTableModules();

  const opening = await tableGame(saved, saves, GameOpenElsewhere, options, io, entry);
  const { record } = opening;
  const { seat: hostSeat, line: seatLine } = hostSeatOf(options, settings, record.players, saved?.table ?? null);
  const { tls, fingerprint } = readTls(settings.tls, m.invite);
  const { seatName: _named, keptSeat: _kept, ...opened } = settings;
  const table: TableSettings = { ...opened, seat: hostSeat };
  const reopened = saved?.table ? keptSettingsLine(options, saved.table, record.players) : null;
  if (reopened) note(io, reopened);

  const open = await sessionOpener(m, game, saves, options, io, table, thinkMs);
  const first = open(record, opening.slot);
  const humans = record.players.map((p) => !p.bot);
  // Without a save (autosave off) the tokens live only as long as this table.
  const tokens = first.slot ? m.tokens.seatTokens(saves, first.slot.id, humans, !options.resume) : humans.map((h) => (h ? m.tokens.newToken() : null));
  /** Each game's save, the first and those played after it at this table. */
  const slots: (GameSlot | null)[] = [first.slot];
  const save = first.slot?.path ?? null;
  /** The save whose secrets file holds the tokens and remembered SSH keys: the latest game's. */
  let secretsOf = first.slot?.id ?? null;

  const server = await listenForPlayers(m, port, settings.bind, tls);
  const addresses = m.invite.hostAddresses(settings.bind ?? undefined);
  const seatLines = m.invite.seatInvites({ title: game.title, players: record.players, tokens, hostSeat, address: addresses[0], port: server.port, secure: !!tls, fingerprint });
  const watch = settings.spectators ? [m.invite.spectatorInvite({ address: addresses[0], port: server.port, secure: !!tls, fingerprint })] : [];
  const also = addresses.length > 1 ? [{ seat: null, text: `This host's other addresses (use one in place of ${addresses[0]} if that one is not reachable): ${addresses.slice(1).join(', ')}` }] : [];
  const others: InviteLine[] = [...watch, ...also];
  const headless = !!options.headless;
  const allInvites = [...seatLines, ...others];
  const hosted = await m.host.HostedTable.open({
    session: first.session, tokens, holdMs, windowMs: settings.windowMs ?? DEFAULT_WINDOW_MS, botDelayMs, spectators: settings.spectators, hostSeat,
    invites: allInvites,
    nextSession: headless ? undefined : (previous) => {
      // Play again: the same seats (their invites stay valid), a new deal.
      const next = open(freshDeal(previous.record, previous.game), null);
      slots.push(next.slot);
      // Same seats, same invites: the new save gets the tokens, so `--resume` reopens it with them.
      if (next.slot) {
        m.tokens.carrySecrets(saves, secretsOf, next.slot.id, tokens);
        secretsOf = next.slot.id;
      }
      return next.session;
    },
    onLine: headless ? (line) => io.stdout.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`) : undefined,
  });
  server.add(hosted);

  let sshServer: { close(reason?: string): Promise<void> } | null = null;
  let sshSeatLines: InviteLine[] = [];
  if (sshPort !== null) {
    ({ sshServer, sshSeatLines } = await serveOverSsh({
      hosted, game, players: record.players, tokens, hostSeat, settings, sshPort, address: addresses[0], saves, secretsOf: () => secretsOf, headless,
    }, server, io));
    allInvites.unshift(...sshSeatLines);
  }
  /** Ends the table for everyone, closes its servers and lets other processes open its saves. */
  const closeTable = async (sshReason: string) => {
    hosted.end(TABLE_ENDED);
    await sshServer?.close(sshReason);
    await server.close();
    for (const s of slots) s?.release();
  };
  hostProcess?.onShutdown(() => closeTable(SSH_HOST_STOPPED));

  io.stdout.write(hostingMessage({
    title: game.title, players: record.players.length, port: server.port, tls: !!tls, ssh: !!sshServer, sshLines: sshSeatLines,
    invites: [...seatLines, ...others], seatLine, save,
  }, io));

  if (headless) {
    const code = await runHeadless(hosted, m.live, io);
    await closeTable(SSH_TABLE_ENDED);
    return code;
  }
  const result = await runOnScreen(hosted, save, io);
  await closeTable(SSH_TABLE_ENDED);
  if (result.error) io.stderr.write(`junta: ${result.error instanceof Error ? result.error.message : String(result.error)}\n`);
  // A save that failed while the screens were up (they showed it) is told where it stays readable.
  m.live.tellSaveWarnings(hosted.current, io);
  io.stdout.write(closingLine(hosted.current.finished, slots.at(-1)?.path ?? null, io));
  return result.code;
}
