// The setup screen of `junta play` without options: players, names, bots, first President, seed;
// an unfinished saved game is offered first.
import { existsSync, readFileSync } from 'node:fs';
import { Box, Text, render, useApp, useInput } from 'ink';
import { useState } from 'react';
import { replayRecord, type GameRecord } from '../engine/index.js';
import { UsageError } from '../cli/io.js';
import { DEFAULT_NAMES, planGame } from '../cli/options.js';
import { recordFromPlan } from '../cli/commands/play.js';
import { parseRecord } from '../cli/records.js';
import { CLEAR, ENTER_ALT, LEAVE_ALT } from './run.js';
import { makeTheme, type Theme } from './theme.js';

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

function SetupForm({ saved, theme, onDone }: { saved: SavedGame | null; theme: Theme; onDone(record: GameRecord | null): void }) {
  const { exit } = useApp();
  const [count, setCount] = useState(4);
  const [names, setNames] = useState(DEFAULT_NAMES);
  const [kinds, setKinds] = useState<string[]>(['human', 'human', 'heuristic', 'heuristic', 'heuristic', 'heuristic']);
  const [president, setPresident] = useState('vote');
  const [seed, setSeed] = useState('');
  const [cursor, setCursor] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const rows: Row[] = [
    ...(saved ? [{ id: 'resume', label: `Resume the saved game (${saved.summary})` }] : []),
    { id: 'count', label: `Players: ${count}` },
    ...names.slice(0, count).map((name, i) => ({ id: `seat-${i}`, label: `${i + 1}. ${name.padEnd(12)} ${kinds[i]}` })),
    { id: 'president', label: `First President: ${president}` },
    { id: 'seed', label: `Seed: ${seed === '' ? '(made up, shown after the game)' : seed}` },
    { id: 'start', label: 'Start the game' },
  ];
  const row = rows[Math.min(cursor, rows.length - 1)];
  const finish = (record: GameRecord | null) => {
    onDone(record);
    exit();
  };
  const presidents = ['vote', 'random', ...names.slice(0, count)];
  useInput((input, key) => {
    setError(null);
    if (key.escape || (key.ctrl && input === 'c')) return finish(null);
    if (key.upArrow) return setCursor((c) => (c + rows.length - 1) % rows.length);
    if (key.downArrow || key.tab) return setCursor((c) => (c + 1) % rows.length);
    const step = key.leftArrow ? -1 : key.rightArrow ? 1 : 0;
    if (row.id === 'resume' && key.return) return finish(saved!.record);
    if (row.id === 'count' && step) return setCount((c) => Math.max(3, Math.min(6, c + step)));
    if (row.id === 'president' && step) {
      return setPresident(presidents[(presidents.indexOf(president) + step + presidents.length) % presidents.length] ?? 'vote');
    }
    if (row.id.startsWith('seat-')) {
      const i = Number(row.id.slice(5));
      if (step) return setKinds(kinds.map((k, j) => (j === i ? KINDS[(KINDS.indexOf(k as (typeof KINDS)[number]) + step + KINDS.length) % KINDS.length] : k)));
      if (key.backspace || key.delete) return setNames(names.map((n, j) => (j === i ? n.slice(0, -1) : n)));
      if (input && !key.ctrl && !key.meta && /^[\p{L}\p{N} _.'-]$/u.test(input)) return setNames(names.map((n, j) => (j === i ? (n + input).slice(0, 20) : n)));
    }
    if (row.id === 'seed') {
      if (key.backspace || key.delete) return setSeed(seed.slice(0, -1));
      if (input && !key.ctrl && !key.meta && input.length === 1 && !key.return) return setSeed((seed + input).slice(0, 60));
    }
    if (key.return) {
      try {
        const seats = names.slice(0, count);
        const bots = seats.flatMap((name, i) => (kinds[i] === 'human' ? [] : [`${name}:${kinds[i]}`]));
        const plan = planGame({
          players: String(count), names: seats.join(','), bots: bots.length ? bots.join(',') : undefined,
          seed: seed === '' ? undefined : seed, firstPresident: president,
        });
        finish(recordFromPlan(plan));
      } catch (e) {
        setError(e instanceof UsageError ? e.message : String(e));
      }
    }
  });
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
export async function chooseSetup(autosavePath: string, env: Record<string, string | undefined>): Promise<{ record: GameRecord } | null> {
  process.stdout.write(ENTER_ALT + CLEAR);
  let chosen: GameRecord | null = null;
  const instance = render(<SetupForm saved={unfinishedSave(autosavePath)} theme={makeTheme(env)} onDone={(r) => (chosen = r)} />, {
    exitOnCtrlC: false, patchConsole: false,
  });
  try {
    await instance.waitUntilExit();
  } finally {
    process.stdout.write(LEAVE_ALT);
  }
  return chosen ? { record: chosen } : null;
}
