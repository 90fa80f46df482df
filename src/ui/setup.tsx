// The setup screen of `junta play` without options: a new game of the game played, from what its
// module declares (how many may play, its options: Las Cartas' first President, R3), names, bots and
// a seed; unfinished saved games are offered first, each saying what it is (a local game, the tutorial, a
// hosted table with its ports) and when it was last played, a hosted one asking before it opens
// its ports; saves that cannot be read are named (and kept).
import { Box, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { GameInfo, OptionSpec } from '../core/game.js';
import { BOT_KINDS, DEFAULT_NAMES, generatedSeed, optionValue } from '../session/plan.js';
import { namesProblem, normalizeName, seedProblem, SEED_MAX_LENGTH } from '../session/input.js';
import { NAME_MAX_LENGTH } from '../content/players.js';
import { lastPlayed } from '../session/played.js';
import type { SessionRecord } from '../session/runner.js';
import type { SavedGame as StoredGame, SaveStore } from '../session/saves.js';
import type { TableSettings } from '../session/table-settings.js';
import { NAME_COLUMNS, padEnd, shown } from '../text/width.js';
import { footerLines } from './layout.js';
import { scrollBy } from './scroll.js';
import { overlayBodyRows, overlayRows, type OverlayContent } from './models/overlay.js';
import { OverlayView } from './screens/Overlay.js';
import { runShell, useShell } from './shell.js';
import { localTerminal } from './terminal.js';
import { makeTheme, type Theme } from './theme.js';
import { useLatest } from './useLatest.js';

// The heuristic bot first: it is the one a group most often wants beside them.
const KINDS = ['human', 'heuristic', ...BOT_KINDS.filter((k) => k !== 'heuristic')] as const;

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

/** A new game's record as the setup screen makes it: the game's format, the seats (bots by kind), its options, no actions. */
export interface NewRecord extends SessionRecord<never> {
  seedGenerated: boolean;
  options: Record<string, string>;
}

/** What the setup screen calls an option: its label, else its flag in words ("--first-presidente": "First presidente"). */
const labelOf = (spec: OptionSpec): string => spec.label ?? spec.flag.replace(/^-+/, '').replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The values ←→ cycle an option through: its suggestions, then the players' names where a name is a value. */
const choicesOf = (spec: OptionSpec, names: readonly string[]): string[] => [...(spec.suggestions ?? []), ...(spec.playerNames ? names : [])];

interface Row {
  id: string;
  label: string;
  /** A dim line under the row. */
  detail?: string;
}

/**
 * `game`: the game a new record is of; `help`: what `?` shows (the game's first rules topic, where
 * a new player starts).
 */
export function SetupForm({ game, help: helpContent, saved, broken = [], theme, onDone }: {
  game: GameInfo; help: OverlayContent; saved: SavedGame[]; broken?: string[]; theme: Theme; onDone(record: SessionRecord | null, resumeId: string | null): void;
}) {
  const shell = useShell();
  const { min } = game.players;
  const max = Math.min(game.players.max, DEFAULT_NAMES.length);
  const [form, set, latest] = useLatest(() => ({
    count: game.players.default,
    names: [...DEFAULT_NAMES],
    kinds: DEFAULT_NAMES.map((_, i): string => (i < 2 ? 'human' : 'heuristic')),
    options: Object.fromEntries(game.options.map((o) => [o.key, o.default])) as Record<string, string>,
    seed: '',
    cursor: 0,
    error: null as string | null,
    /** The quick start, scrolled to this line, over the form. */
    help: null as number | null,
    /** The saved hosted table whose opening is being asked about (an index into `saved`). */
    asking: null as number | null,
  }));
  const rowsOf = (f: typeof form): Row[] => [
    ...saved.slice(0, 3).map((g, i) => ({ id: `resume-${i}`, label: g.label, detail: g.detail })),
    { id: 'count', label: `Players: ${f.count}` },
    ...f.names.slice(0, f.count).map((name, i) => ({ id: `seat-${i}`, label: `${i + 1}. ${padEnd(shown(name), NAME_COLUMNS)} ${f.kinds[i]}` })),
    ...game.options.map((o, i) => ({ id: `option-${i}`, label: `${labelOf(o)}: ${shown(f.options[o.key] ?? o.default)}` })),
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
    const rowList = rowsOf(f);
    const row = rowList[Math.min(f.cursor, rowList.length - 1)];
    if (key.ctrl && input === 'c') return finish(null);
    if (f.help !== null) {
      if (key.escape || key.return || input === '?' || input === 'q') return set({ help: null });
      return set({ help: scrollBy(key, input, f.help, helpLines().length, helpRows()) ?? f.help });
    }
    if (f.asking !== null) {
      const game = saved[f.asking];
      if (key.return || input === 'y' || input === 'Y') return finish(game.record, game.id);
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
    if (row.id.startsWith('resume-') && key.return) {
      const game = saved[Number(row.id.slice(7))];
      // A hosted table opens ports on this machine: asked first.
      if (game.confirm !== null) return set({ asking: Number(row.id.slice(7)) });
      return finish(game.record, game.id);
    }
    if (row.id === 'count' && step) return set({ count: Math.max(min, Math.min(max, f.count + step)) });
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
      if (step) return set({ kinds: f.kinds.map((k, j) => (j === i ? KINDS[(KINDS.indexOf(k as (typeof KINDS)[number]) + step + KINDS.length) % KINDS.length] : k)) });
      const text = key.ctrl || key.meta || key.return ? '' : typed(input, /[\p{L}\p{N} _.'-]/u);
      if (erase || text) return set({ names: f.names.map((n, j) => (j === i ? (erase ? n.slice(0, -erase) : (n + text).slice(0, NAME_MAX_LENGTH)) : n)) });
    }
    if (row.id === 'seed') {
      const text = key.ctrl || key.meta || key.return ? '' : typed(input, /[^\s?*]/u);
      if (erase || text) return set({ seed: erase ? f.seed.slice(0, -erase) : (f.seed + text).slice(0, SEED_MAX_LENGTH) });
    }
    if (key.return) {
      const seats = f.names.slice(0, f.count).map(normalizeName);
      const problem = namesProblem(seats, (i) => `Name ${i + 1}`) ?? (f.seed === '' ? null : seedProblem(f.seed));
      if (problem) return set({ error: problem });
      const options: Record<string, string> = {};
      for (const spec of game.options) {
        const chosen = optionValue(spec, f.options[spec.key] ?? spec.default, seats);
        if ('problem' in chosen) return set({ error: chosen.problem });
        options[spec.key] = chosen.value;
      }
      const record: NewRecord = {
        format: game.recordFormat,
        seed: f.seed === '' ? generatedSeed() : f.seed,
        seedGenerated: f.seed === '',
        players: seats.map((name, i) => (f.kinds[i] === 'human' ? { name } : { name, bot: f.kinds[i] })),
        options,
        actions: [],
      };
      finish(record);
    }
  });
  const { cursor, error, asking } = form;
  const helpLines = () => overlayRows(helpContent, shell.columns);
  const helpRows = () => overlayBodyRows(shell.rows, shell.columns, false);
  if (form.help !== null) return <OverlayView content={helpContent} top={form.help} rows={shell.rows} width={shell.columns} theme={theme} quit={false} />;
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

/** The unfinished saved games the screen offers, and a line for each save that cannot be read. */
function listSaved(store: SaveStore, game: Parameters<SaveStore['resumable']>[0]): { saved: SavedGame[]; broken: string[] } {
  let listing: ReturnType<SaveStore['resumable']>;
  try {
    listing = store.resumable(game);
  } catch (error) {
    listing = { games: [], broken: [{ file: store.dir, path: store.dir, reason: (error as Error).message }] };
  }
  const saved = listing.games.map(savedEntry);
  const broken = listing.broken.map((b) => `Cannot read the saved game ${shown(b.file, 40)} (kept as it is): ${shown(b.reason, 200)}`);
  return { saved, broken };
}

/**
 * The form, drawn before the save store (and zod, which it loads) is even loaded: the saved games
 * join it once they are read, so the first frame does not wait for them.
 */
/** The game the setup screen sets up: its info, and its module (loaded with the saves) to replay the saves it may resume. */
type SetupGame = GameInfo & { load(): Promise<Parameters<SaveStore['resumable']>[0]> };

function SetupScreen({ game, help, store, theme, onDone }: {
  game: SetupGame; help: OverlayContent; store: () => Promise<SaveStore>; theme: Theme; onDone(record: SessionRecord | null, resumeId: string | null): void;
}) {
  const [listing, setListing] = useState<{ saved: SavedGame[]; broken: string[] }>({ saved: [], broken: [] });
  useEffect(() => {
    let mounted = true;
    Promise.all([store(), game.load()]).then(
      ([opened, module]) => mounted && setListing(listSaved(opened, module)),
      (error: Error) => mounted && setListing({ saved: [], broken: [`Cannot read the saved games: ${shown(error.message, 200)}`] }),
    );
    return () => void (mounted = false);
  }, []);
  return <SetupForm game={game} help={help} saved={listing.saved} broken={listing.broken} theme={theme} onDone={onDone} />;
}

/**
 * Shows the setup screen of a new game of `game`; resolves to the chosen game's record (with its
 * save's id when it is a saved game to resume), or null when the player leaves. `store` opens the save store.
 */
export async function chooseSetup(game: SetupGame, store: () => Promise<SaveStore>, env: Record<string, string | undefined>): Promise<{ record: SessionRecord; resumeId: string | null } | null> {
  let chosen: { record: SessionRecord; resumeId: string | null } | null = null;
  const first = (await game.text()).topics[0];
  const help: OverlayContent = { title: first.title, lines: first.body.split('\n') };
  const result = await runShell({ terminal: localTerminal() },
    <SetupScreen game={game} help={help} store={store} theme={makeTheme(env)} onDone={(record, resumeId) => (chosen = record && { record, resumeId })} />);
  if (result.code !== 0) process.exitCode = result.code;
  if (result.error) throw result.error;
  return chosen;
}
