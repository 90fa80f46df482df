// `junta replay --interactive`: step forward and back through a record, from the public table,
// one seat's view, or everything.
import { Box, Text, render, useApp, useInput } from 'ink';
import { describeEvent, startRecord, viewFor, visibleTo, type GameEvent, type GameRecord, type ReplayStep, type State } from '../engine/index.js';
import { cardLabel, moneyLabel } from './labels.js';
import { CLEAR, ENTER_ALT, LEAVE_ALT } from './run.js';
import { Header, Table } from './Table.js';
import { makeTheme, type Theme } from './theme.js';
import { useLatest } from './useLatest.js';

export type ReplayAudience = 'public' | 'all' | number;

interface ViewerProps {
  record: GameRecord;
  initial: { state: State; events: GameEvent[] };
  steps: ReplayStep[];
  audiences: ReplayAudience[];
  start: ReplayAudience;
  theme: Theme;
  columns: number;
  rows: number;
}

const canSee = (e: GameEvent, who: ReplayAudience) => (who === 'public' ? !e.to : visibleTo(e, who === 'all' ? 'all' : who));

export function ReplayViewer({ record, initial, steps, audiences, start, theme, columns, rows }: ViewerProps) {
  const { exit } = useApp();
  const [st, set, latest] = useLatest(() => ({ index: steps.length, audience: start }));
  const names = record.players.map((p) => p.name);
  useInput((input, key) => {
    const now = latest();
    if (input === 'q' || key.escape) return exit();
    if (key.rightArrow || input === 'l' || input === ' ') set({ index: Math.min(steps.length, now.index + 1) });
    if (key.leftArrow || input === 'h') set({ index: Math.max(0, now.index - 1) });
    if (input === 'g') set({ index: 0 });
    if (input === 'G') set({ index: steps.length });
    if (key.tab) set({ audience: audiences[(audiences.indexOf(now.audience) + 1) % audiences.length] });
  });
  const state = st.index === 0 ? initial.state : steps[st.index - 1].state;
  const events = st.index === 0 ? initial.events : steps[st.index - 1].events;
  const who = st.audience;
  const view = viewFor(state, typeof who === 'number' ? who : 0);
  const seats = who === 'all' ? state.players.map((_, i) => i) : typeof who === 'number' ? [who] : [];
  const action = st.index > 0 ? steps[st.index - 1].action : null;
  const label = who === 'public' ? 'the public table' : who === 'all' ? 'everything' : `${names[who]}'s view`;
  const lines = events.filter((e) => canSee(e, who)).map((e) => describeEvent(e, names));
  return (
    <Box flexDirection="column" width={columns}>
      <Header view={view} theme={theme} />
      <Table view={{ ...view, seat: -1 }} theme={theme} width={columns} />
      {seats.map((seat) => {
        const p = state.players[seat];
        const stack = state.budget?.stacks[seat];
        return (
          <Text key={seat} wrap="truncate-end">{`${p.name}: ${p.hand.map(cardLabel).join(', ') || 'no cards'} · on ${moneyLabel(p.top)} · Swiss ${moneyLabel(p.swiss)}${stack ? ` · stack ${moneyLabel(stack.cards)}` : ''}`}</Text>
        );
      })}
      <Text bold>{`Action ${st.index} of ${steps.length}${action ? ` (${action.type} by ${action.seat})` : ''} · showing ${label}`}</Text>
      {lines.slice(-(Math.max(3, rows - state.players.length - seats.length - 7))).map((line, i) => <Text key={i} wrap="truncate-end">{line}</Text>)}
      <Text dimColor wrap="truncate-end">{`←/→ step · g/G first/last · Tab: ${audiences.length > 1 ? 'change view' : 'only the public view (unfinished game)'} · q quit`}</Text>
    </Box>
  );
}

export async function runReplayTui(record: GameRecord, steps: ReplayStep[], allowPrivate: boolean, start: ReplayAudience, env: Record<string, string | undefined>): Promise<number> {
  const audiences: ReplayAudience[] = allowPrivate ? ['public', ...record.players.map((_, i) => i), 'all'] : ['public'];
  const initial = startRecord(record);
  process.stdout.write(ENTER_ALT + CLEAR);
  try {
    const instance = render(
      <ReplayViewer record={record} initial={initial} steps={steps} audiences={audiences} start={start} theme={makeTheme(env)}
        columns={process.stdout.columns ?? 80} rows={(process.stdout.rows ?? 24) - 1} />,
      { exitOnCtrlC: true, patchConsole: false },
    );
    await instance.waitUntilExit();
  } finally {
    process.stdout.write(LEAVE_ALT);
  }
  return 0;
}
