// The setup screen of `junta play` without options: first the game, chosen among the registry's
// games (Viva's among them), then a new game of it from what its module declares (how many may play, its
// options: Las Cartas' first President, R3), names, bots and a seed; that game's unfinished saved
// games are offered first, each saying what it is (a local game, the tutorial, a hosted table with its
// ports) and when it was last played, a hosted one asking before it opens its ports; saves that
// cannot be read are named (and kept). `?` opens the chosen game's quick start.
import { Box, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { GameInfo, GameText, OptionSpec } from '../core/game.js';
import { BOT_KINDS, defaultNames, optionValue, recordFromPlan, type SeatPlan } from '../session/plan.js';
import { namesProblem, normalizeName, seedProblem, SEED_MAX_LENGTH } from '../session/input.js';
import { NAME_MAX_LENGTH } from '../core/names.js';
import { lastPlayed } from '../session/played.js';
import type { SessionRecord } from '../session/runner.js';
import type { SavedGame as StoredGame, SaveStore } from '../session/saves.js';
import type { TableSettings } from '../session/table-settings.js';
import { NAME_COLUMNS, padEnd, shown } from '../text/width.js';
import { footerLines } from './layout.js';
import { scrollBy } from './scroll.js';
import { overlayBodyRows, overlayRows, topicContent, type OverlayContent } from './models/overlay.js';
import { OverlayView } from './screens/Overlay.js';
import { runShell, useShell } from './shell.js';
import { localTerminal } from './terminal.js';
import { makeTheme, type Theme } from './theme.js';
import { useLatest } from './useLatest.js';

// The heuristic bot first: it is the one a group most often wants beside them.
const KINDS = ['human', 'heuristic', ...BOT_KINDS.filter((k) => k !== 'heuristic')] as const;
/** What a seat is on the setup screen: a person's, or a bot's of a kind. */
type SeatKind = (typeof KINDS)[number];

/**
 * An unfinished game the screen offers to resume: its id in the save store, its entry (what it is,
 * where it stands, who plays), a line under it (when last played; a hosted table's ports), and for
 * a hosted table the question asked before its ports open.
 */
export interface SavedGame {
  id: string;
  record: SessionRecord;
  label: string;
  detail: string;
  confirm: string | null;
}

/** A hosted table's ports, in words. */
function portsOf(table: TableSettings | undefined): string {
  if (!table) return 'the default port';
  return `port ${table.port}${table.bind === null ? '' : ` on ${shown(table.bind, 40)}`}${table.sshPort === null ? '' : ` and SSH port ${table.sshPort}`}`;
}

/** The setup screen's entry for a resumable save: what it is, where it stands, who plays, when it was last played. */
export function savedEntry(game: StoredGame & { round: number; record: SessionRecord }): SavedGame {
  const where = `${game.round === 0 ? 'starting' : `round ${game.round}`}, ${game.record.players.map((p) => shown(p.name)).join(', ')}`;
  const played = `last played ${lastPlayed(game)}`;
  if (game.mode === 'hosted') {
    const ports = portsOf(game.table);
    return {
      id: game.id, record: game.record,
      label: `Reopen the hosted table (${where})`,
      detail: `on ${ports}, ${played}`,
      confirm: `This opens ${ports} to the network again; the table's invites work again. Open it? Enter or y: open · n or Esc: back`,
    };
  }
  return { id: game.id, record: game.record, label: `Resume ${game.mode === 'tutorial' ? 'the tutorial' : 'the local game'} (${where})`, detail: played, confirm: null };
}

/** What the setup screen calls an option: its label, else its flag in words ("--first-presidente": "First presidente"). */
const labelOf = (spec: OptionSpec): string => spec.label ?? spec.flag.replace(/^-+/, '').replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The values ←→ cycle an option through: its suggestions, then the players' names where a name is a value. */
const choicesOf = (spec: OptionSpec, names: readonly string[]): string[] => [...(spec.suggestions ?? []), ...(spec.playerNames ? names : [])];

/** A game the screen offers: its info, and its quick start (what `?` opens). */
export interface SetupChoice {
  game: GameInfo;
  quickStart: OverlayContent;
}

/** What the screen offers to resume of one game: its saves, and a line for each save that cannot be read. */
export interface Listing {
  saved: SavedGame[];
  broken: string[];
}

/** The topic `junta rules quickstart` shows, where a new player of any game starts. */
const QUICK_START = 'quickstart';

/** A game's quick start as the overlay shows it (its first topic when it has none of that id). */
export const quickStartOf = (text: GameText): OverlayContent => topicContent(text, QUICK_START);

/** A new game's count and options when the game is chosen: the count within its bounds, its options' defaults. */
function gameFields(game: GameInfo, count: number): { count: number; options: Record<string, string> } {
  return { count: Math.max(game.players.min, Math.min(game.players.max, count)), options: Object.fromEntries(game.options.map((o) => [o.key, o.default])) };
}

interface Row {
  id: string;
  label: string;
  /** A dim line under the row. */
  detail?: string;
}

/**
 * `games`: the games the first row chooses among, `initial` the one chosen first (an index); a new
 * record is of the chosen one. `listings`: each game's resumable saves, by its id (a game not
 * listed yet offers none).
 */
export function SetupForm({ games, initial = 0, listings, theme, onDone }: {
  games: readonly SetupChoice[]; initial?: number; listings: ReadonlyMap<string, Listing>; theme: Theme; onDone(record: SessionRecord | null, resumeId: string | null): void;
}) {
  const shell = useShell();
  const [form, set, latest] = useLatest(() => ({
    /** The chosen game: an index into `games`. */
    game: initial,
    ...gameFields(games[initial].game, games[initial].game.players.default),
    // A name and a kind for every seat any of the games may have.
    names: defaultNames(Math.max(...games.map((g) => g.game.players.max))),
    kinds: defaultNames(Math.max(...games.map((g) => g.game.players.max))).map((_, i): SeatKind => (i < 2 ? 'human' : 'heuristic')),
    seed: '',
    // The row under the game's: a saved game's (Enter resumes the latest), else the players'.
    cursor: 1,
    error: null as string | null,
    /** The quick start, scrolled to this line, over the form. */
    help: null as number | null,
    /** The saved hosted table whose opening is being asked about (an index into `saved`). */
    asking: null as number | null,
  }));
  const chosen = (f: typeof form) => games[f.game];
  const listingOf = (f: typeof form): Listing => listings.get(chosen(f).game.id) ?? { saved: [], broken: [] };
  const rowsOf = (f: typeof form): Row[] => [
    { id: 'game', label: `Game: ${chosen(f).game.title}` },
    ...listingOf(f).saved.slice(0, 3).map((g, i) => ({ id: `resume-${i}`, label: g.label, detail: g.detail })),
    { id: 'count', label: `Players: ${f.count}` },
    ...f.names.slice(0, f.count).map((name, i) => ({ id: `seat-${i}`, label: `${i + 1}. ${padEnd(shown(name), NAME_COLUMNS)} ${f.kinds[i]}` })),
    ...chosen(f).game.options.map((o, i) => ({ id: `option-${i}`, label: `${labelOf(o)}: ${shown(f.options[o.key] ?? o.default)}` })),
    { id: 'seed', label: `Seed: ${f.seed === '' ? '(made up, shown after the game)' : shown(f.seed, 60)}` },
    { id: 'start', label: 'Start the game' },
  ];
  const rows = rowsOf(form);
  const finish = (record: SessionRecord | null, resumeId: string | null = null) => {
    onDone(record, resumeId);
    shell.exit(0);
  };
  const typed = (input: string, allowed: RegExp) => [...input].filter((ch) => allowed.test(ch)).join('');
  useInput((input, key) => {
    if (!shell.active) return;
    const f = latest();
    const { game } = chosen(f);
    const saved = listingOf(f).saved;
    const rowList = rowsOf(f);
    const row = rowList[Math.min(f.cursor, rowList.length - 1)];
    if (key.ctrl && input === 'c') return finish(null);
    if (f.help !== null) {
      if (key.escape || key.return || input === '?' || input === 'q') return set({ help: null });
      return set({ help: scrollBy(key, input, f.help, helpLines(f).length, helpRows()) ?? f.help });
    }
    if (f.asking !== null) {
      const save = saved[f.asking];
      if (key.return || input === 'y' || input === 'Y') return finish(save.record, save.id);
      if (key.escape || input === 'n' || input === 'N') return set({ asking: null });
      return;
    }
    set({ error: null });
    if (key.escape) return finish(null);
    // Two keys that no name and no seed typed here may hold.
    if (input === '?') return set({ help: 0 });
    if (input === '*') return set({ kinds: f.kinds.map(() => 'human') });
    if (key.upArrow) return set({ cursor: (f.cursor + rowList.length - 1) % rowList.length });
    if (key.downArrow || key.tab) return set({ cursor: (f.cursor + 1) % rowList.length });
    const step = key.leftArrow ? -1 : key.rightArrow ? 1 : 0;
    // Another game: its bounds hold the count, its options start at their defaults; names, bots and seed stay.
    if (row.id === 'game' && step) {
      const next = (f.game + step + games.length) % games.length;
      return set({ game: next, ...gameFields(games[next].game, f.count) });
    }
    if (row.id.startsWith('resume-') && key.return) {
      const save = saved[Number(row.id.slice(7))];
      // A hosted table opens ports on this machine: asked first.
      if (save.confirm !== null) return set({ asking: Number(row.id.slice(7)) });
      return finish(save.record, save.id);
    }
    if (row.id === 'count' && step) return set({ count: gameFields(game, f.count + step).count });
    if (row.id.startsWith('option-') && step) {
      const spec = game.options[Number(row.id.slice(7))];
      const values = choicesOf(spec, f.names.slice(0, f.count));
      const now = f.options[spec.key] ?? spec.default;
      const next = values[(values.indexOf(now) + step + values.length) % values.length] ?? spec.default;
      return set({ options: { ...f.options, [spec.key]: next } });
    }
    const erase = key.backspace || key.delete ? 1 : 0;
    if (row.id.startsWith('seat-')) {
      const i = Number(row.id.slice(5));
      if (step) return set({ kinds: f.kinds.map((k, j) => (j === i ? KINDS[(KINDS.indexOf(k) + step + KINDS.length) % KINDS.length] : k)) });
      const text = key.ctrl || key.meta || key.return ? '' : typed(input, /[\p{L}\p{N} _.'-]/u);
      if (erase || text) return set({ names: f.names.map((n, j) => (j === i ? (erase ? n.slice(0, -erase) : (n + text).slice(0, NAME_MAX_LENGTH)) : n)) });
    }
    if (row.id === 'seed') {
      const text = key.ctrl || key.meta || key.return ? '' : typed(input, /[^\s?*]/u);
      if (erase || text) return set({ seed: erase ? f.seed.slice(0, -erase) : (f.seed + text).slice(0, SEED_MAX_LENGTH) });
    }
    if (key.return) {
      const seats = f.names.slice(0, f.count).map(normalizeName);
      const problem = namesProblem(seats, (i) => `Name ${i + 1}`, game.options) ?? (f.seed === '' ? null : seedProblem(f.seed));
      if (problem) return set({ error: problem });
      const options: Record<string, string> = {};
      for (const spec of game.options) {
        const checked = optionValue(spec, f.options[spec.key] ?? spec.default, seats);
        if ('problem' in checked) return set({ error: checked.problem });
        options[spec.key] = checked.value;
      }
      const seatPlan = (name: string, kind: SeatKind): SeatPlan => (kind === 'human' ? { name } : { name, bot: kind });
      const plan = { seats: seats.map((name, i) => seatPlan(name, f.kinds[i])), options, ...(f.seed === '' ? {} : { seed: f.seed }) };
      finish(recordFromPlan(plan, game));
    }
  });
  const { cursor, error, asking } = form;
  const { game, quickStart } = chosen(form);
  const { saved, broken } = listingOf(form);
  const helpLines = (f: typeof form) => overlayRows(chosen(f).quickStart, shell.columns);
  const helpRows = () => overlayBodyRows(shell.rows, shell.columns, false);
  if (form.help !== null) return <OverlayView content={quickStart} top={form.help} rows={shell.rows} width={shell.columns} theme={theme} quit={false} />;
  return (
    <Box flexDirection="column" paddingLeft={1}>
      <Text bold color={theme.tint('cyan')}>{`${game.title} – new game`}</Text>
      {broken.map((line, i) => <Text key={`broken-${i}`} color={theme.tint('red')} wrap="truncate-end">{line}</Text>)}
      <Text> </Text>
      {rows.map((r, i) => (
        <Box key={r.id} flexDirection="column">
          <Text color={i === cursor ? theme.tint('green') : undefined} wrap="truncate-end">{`${i === cursor ? '›' : ' '} ${r.label}`}</Text>
          {r.detail ? <Text dimColor wrap="truncate-end">{`    ${r.detail}`}</Text> : null}
        </Box>
      ))}
      <Text> </Text>
      {error ? <Text color={theme.tint('red')}>{error}</Text> : null}
      {asking !== null ? <Text bold color={theme.tint('yellow')}>{saved[asking].confirm}</Text> : null}
      {footerLines(['↑↓ move', '←→ change', 'type to edit a name or the seed', '* all humans', '? how to play', 'Enter start', 'Esc quit'], shell.columns - 1)
        .map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
    </Box>
  );
}

/** The unfinished saved games of `game` the screen offers, and a line for each save that cannot be read. */
async function listSaved(store: SaveStore, game: Parameters<SaveStore['resumable']>[0]): Promise<Listing> {
  let listing: Awaited<ReturnType<SaveStore['resumable']>>;
  try {
    listing = await store.resumable(game);
  } catch (error) {
    listing = { games: [], broken: [{ file: store.dir, path: store.dir, reason: (error as Error).message }] };
  }
  const saved = listing.games.map(savedEntry);
  const broken = listing.broken.map((b) => `Cannot read the saved game ${shown(b.file, 40)} (kept as it is): ${shown(b.reason, 200)}`);
  return { saved, broken };
}

/**
 * The form, drawn before the save store (and zod, which it loads) is even loaded: each game's saved
 * games join it once they are read (its module loaded to replay them), so the first frame does not wait for them.
 */
/** A game the screen sets up (a registry entry): its info, and its module (loaded with the saves) to replay the saves it may resume. */
type SetupGame = GameInfo & { load(): Promise<Parameters<SaveStore['resumable']>[0]> };

function SetupScreen({ games, choices, initial, store, theme, onDone }: {
  games: readonly SetupGame[]; choices: readonly SetupChoice[]; initial: number; store: () => Promise<SaveStore>; theme: Theme; onDone(record: SessionRecord | null, resumeId: string | null): void;
}) {
  const [listings, setListings] = useState<ReadonlyMap<string, Listing>>(new Map());
  useEffect(() => {
    let mounted = true;
    const listed = (id: string, listing: Listing) => mounted && setListings((now) => new Map(now).set(id, listing));
    for (const game of games) {
      Promise.all([store(), game.load()]).then(([opened, module]) => listSaved(opened, module)).then(
        (listing) => listed(game.id, listing),
        (error: Error) => listed(game.id, { saved: [], broken: [`Cannot read the saved games: ${shown(error.message, 200)}`] }),
      );
    }
    return () => void (mounted = false);
  }, []);
  return <SetupForm games={choices} initial={initial} listings={listings} theme={theme} onDone={onDone} />;
}

/**
 * Shows the setup screen of a new game of one of `games` (`initial` chosen first); resolves to the
 * chosen game's record (with its save's id when it is a saved game to resume), or null when the
 * player leaves. `store` opens the save store.
 */
export async function chooseSetup(games: readonly SetupGame[], initial: SetupGame, store: () => Promise<SaveStore>, env: Record<string, string | undefined>): Promise<{ record: SessionRecord; resumeId: string | null } | null> {
  let chosen: { record: SessionRecord; resumeId: string | null } | null = null;
  const choices = await Promise.all(games.map(async (game) => ({ game, quickStart: quickStartOf(await game.text()) })));
  const result = await runShell({ terminal: localTerminal() },
    <SetupScreen games={games} choices={choices} initial={Math.max(0, games.indexOf(initial))} store={store} theme={makeTheme(env)}
      onDone={(record, resumeId) => (chosen = record && { record, resumeId })} />);
  if (result.code !== 0) process.exitCode = result.code;
  if (result.error) throw result.error;
  return chosen;
}
