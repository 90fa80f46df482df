// The setup screen of `junta play` without options: players, names, bots, first President, seed;
// an unfinished saved game is offered first.
import { existsSync, readFileSync } from 'node:fs';
import { Box, Text, useInput } from 'ink';
import { replayRecord, type GameRecord } from '../engine/index.js';
import { UsageError } from '../cli/io.js';
import { DEFAULT_NAMES, planGame } from '../cli/options.js';
import { recordFromPlan } from '../cli/commands/play.js';
import { parseRecord } from '../cli/records.js';
import { runShell, useShell } from './shell.js';
import { localTerminal } from './terminal.js';
import { makeTheme, type Theme } from './theme.js';
import { useLatest } from './useLatest.js';

const KINDS = ['human', 'heuristic', 'random', 'ismcts'] as const;

interface SavedGame {
  record: GameRecord;
  summary: string;
}

function unfinishedSave(path: string): SavedGame | null {
  if (!existsSync(path)) return null;
  try {
    const record = parseRecord(JSON.parse(readFileSync(path, 'utf8')), path);
    const replay = replayRecord(record);
    if (!replay.ok || replay.state.phase === 'ended') return null;
    return { record, summary: `round ${replay.state.round}, ${record.players.map((p) => p.name).join(', ')}` };
  } catch {
    return null;
  }
}

interface Row {
  id: string;
  label: string;
}

export function SetupForm({ saved, theme, onDone }: { saved: SavedGame | null; theme: Theme; onDone(record: GameRecord | null): void }) {
  const shell = useShell();
  const [form, set, latest] = useLatest(() => ({
    count: 4,
    names: [...DEFAULT_NAMES],
    kinds: ['human', 'human', 'heuristic', 'heuristic', 'heuristic', 'heuristic'],
    president: 'vote',
    seed: '',
    cursor: 0,
    error: null as string | null,
  }));
  const rowsOf = (f: typeof form): Row[] => [
    ...(saved ? [{ id: 'resume', label: `Resume the saved game (${saved.summary})` }] : []),
    { id: 'count', label: `Players: ${f.count}` },
    ...f.names.slice(0, f.count).map((name, i) => ({ id: `seat-${i}`, label: `${i + 1}. ${name.padEnd(12)} ${f.kinds[i]}` })),
    { id: 'president', label: `First President: ${f.president}` },
    { id: 'seed', label: `Seed: ${f.seed === '' ? '(made up, shown after the game)' : f.seed}` },
    { id: 'start', label: 'Start the game' },
  ];
  const rows = rowsOf(form);
  const finish = (record: GameRecord | null) => {
    onDone(record);
    shell.exit(0);
  };
  const typed = (input: string, allowed: RegExp) => [...input].filter((ch) => allowed.test(ch)).join('');
  useInput((input, key) => {
    if (!shell.active) return;
    const f = latest();
    const rowList = rowsOf(f);
    const row = rowList[Math.min(f.cursor, rowList.length - 1)];
    set({ error: null });
    if (key.escape || (key.ctrl && input === 'c')) return finish(null);
    if (key.upArrow) return set({ cursor: (f.cursor + rowList.length - 1) % rowList.length });
    if (key.downArrow || key.tab) return set({ cursor: (f.cursor + 1) % rowList.length });
    const step = key.leftArrow ? -1 : key.rightArrow ? 1 : 0;
    if (row.id === 'resume' && key.return) return finish(saved!.record);
    if (row.id === 'count' && step) return set({ count: Math.max(3, Math.min(6, f.count + step)) });
    if (row.id === 'president' && step) {
      const presidents = ['vote', 'random', ...f.names.slice(0, f.count)];
      return set({ president: presidents[(presidents.indexOf(f.president) + step + presidents.length) % presidents.length] ?? 'vote' });
    }
    const erase = key.backspace || key.delete ? 1 : 0;
    if (row.id.startsWith('seat-')) {
      const i = Number(row.id.slice(5));
      if (step) return set({ kinds: f.kinds.map((k, j) => (j === i ? KINDS[(KINDS.indexOf(k as (typeof KINDS)[number]) + step + KINDS.length) % KINDS.length] : k)) });
      const text = key.ctrl || key.meta || key.return ? '' : typed(input, /[\p{L}\p{N} _.'-]/u);
      if (erase || text) return set({ names: f.names.map((n, j) => (j === i ? (erase ? n.slice(0, -erase) : (n + text).slice(0, 20)) : n)) });
    }
    if (row.id === 'seed') {
      const text = key.ctrl || key.meta || key.return ? '' : typed(input, /[^\s]/u);
      if (erase || text) return set({ seed: erase ? f.seed.slice(0, -erase) : (f.seed + text).slice(0, 60) });
    }
    if (key.return) {
      try {
        const seats = f.names.slice(0, f.count);
        const bots = seats.flatMap((name, i) => (f.kinds[i] === 'human' ? [] : [`${name}:${f.kinds[i]}`]));
        const plan = planGame({
          players: String(f.count), names: seats.join(','), bots: bots.length ? bots.join(',') : undefined,
          seed: f.seed === '' ? undefined : f.seed, firstPresident: f.president,
        });
        finish(recordFromPlan(plan));
      } catch (e) {
        set({ error: e instanceof UsageError ? e.message : String(e) });
      }
    }
  });
  const { cursor, error } = form;
  return (
    <Box flexDirection="column" paddingLeft={1}>
      <Text bold color={theme.tint('cyan')}>Junta: Las Cartas – new game</Text>
      <Text> </Text>
      {rows.map((r, i) => (
        <Text key={r.id} color={i === cursor ? theme.tint('green') : undefined}>{`${i === cursor ? '›' : ' '} ${r.label}`}</Text>
      ))}
      <Text> </Text>
      {error ? <Text color={theme.tint('red')}>{error}</Text> : null}
      <Text dimColor>↑↓ move · ←→ change · type to edit a name or the seed · Enter start · Esc quit</Text>
    </Box>
  );
}

/** Shows the setup screen; resolves to the chosen game's record, or null when the player leaves. */
export async function chooseSetup(autosavePath: string, env: Record<string, string | undefined>): Promise<{ record: GameRecord; resumed: boolean } | null> {
  let chosen: GameRecord | null = null;
  const saved = unfinishedSave(autosavePath);
  const result = await runShell({ terminal: localTerminal() }, <SetupForm saved={saved} theme={makeTheme(env)} onDone={(r) => (chosen = r)} />);
  if (result.code !== 0) process.exitCode = result.code;
  if (result.error) throw result.error;
  return chosen ? { record: chosen, resumed: chosen === saved?.record } : null;
}
