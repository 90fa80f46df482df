// Las Cartas' record viewer for `junta replay --interactive` (the shell's runner is src/ui/replay.tsx):
// step forward and back through a record from the beginning (or from --to), as the public table,
// one seat's view, or everything (R5: a seat's view shows what that seat saw).
import { Box, Text } from 'ink';
import { publicView, viewFor, visibleTo } from '../rules/index.js';
import { shown } from '../../../text/width.js';
import { line as eventLine } from '../../../ui/log-lines.js';
import { lasCartasLog } from './log.js';
import { KeyRouter } from '../../../ui/keys.js';
import { useReplaySteps } from '../../../ui/useReplaySteps.js';
import { cardLabel, glyphsOf, moneyLabel } from './labels.js';
import { footerLines } from '../../../ui/layout.js';
import type { ReplayProps } from '../../../ui/game-screens.js';
import type { LasCartasScreenTypes } from './screen-types.js';
import { useShell } from '../../../ui/shell.js';
import { headerLines, Lines, tableLines } from './PublicTable.js';
import { cut, wrap, wrapAll } from '../../../ui/width.js';
import { ScrollList } from '../../../ui/widgets/ScrollList.js';

export function ReplayViewer({ record, initial, steps, audiences, start, at, theme }: ReplayProps<LasCartasScreenTypes>) {
  const shell = useShell();
  const { index, audience, keys } = useReplaySteps(steps.length, audiences, start, at);
  const st = { index, audience };
  const names = record.players.map((p) => shown(p.name));
  const width = shell.columns;
  const state = st.index === 0 ? initial.state : steps[st.index - 1].state;
  const events = st.index === 0 ? initial.events : steps[st.index - 1].events;
  const who = st.audience;
  const view = typeof who === 'number' ? viewFor(state, who) : publicView(viewFor(state, 0));
  const seats = who === 'all' ? state.players.map((_, i) => i) : typeof who === 'number' ? [who] : [];
  const action = st.index > 0 ? steps[st.index - 1].action : null;
  const label = who === 'public' ? 'the public table' : who === 'all' ? 'everything' : `${names[who]}'s view`;
  const header = headerLines(view, names, width);
  const table = tableLines(view, names, width, glyphsOf(theme));
  const privateLines = seats.flatMap((seat) => {
    const p = state.players[seat];
    const stack = state.budget?.stacks[seat];
    return wrap(`${names[seat]}: ${p.hand.map(cardLabel).join(', ') || 'no cards'} · on ${moneyLabel(p.top)} · Swiss ${moneyLabel(p.swiss)}${stack ? ` · stack ${moneyLabel(stack.cards)}` : ''}`, width);
  });
  const title = cut(`Action ${st.index} of ${steps.length}${action ? ` (${action.type} by ${names[record.players.findIndex((p) => p.name === action.seat)] ?? '?'})` : ''} · showing ${label}`, width);
  const footer = footerLines(['←/→ step', 'g/G first/last', audiences.length > 1 ? 'Tab: change view' : 'Tab: only the public view (unfinished game)', 'q quit'], width);
  const lines = wrapAll(events.filter((e) => visibleTo(e, who === 'all' ? 'all' : who)).map((e) => eventLine(lasCartasLog, e, names)), width);
  const room = Math.max(1, shell.rows - header.length - table.length - privateLines.length - 1 - footer.length);
  return (
    <KeyRouter before={keys} after={() => {}}>
      <Box flexDirection="column">
        {header.map((line, i) => <Text key={`h${i}`} bold color={theme.tint('cyan')}>{line}</Text>)}
        <Lines lines={table} theme={theme} />
        {privateLines.map((line, i) => <Text key={`p${i}`}>{line}</Text>)}
        <Text bold>{title}</Text>
        <ScrollList items={lines} rows={room} width={width} theme={theme} cursor={null} top={0} />
        {footer.map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
      </Box>
    </KeyRouter>
  );
}
