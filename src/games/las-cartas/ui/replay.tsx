// Las Cartas' record viewer for `junta replay --interactive` (the shell's runner is src/ui/replay.tsx):
// step forward and back through a record from the beginning (or from --to), as the public table,
// one seat's view, or everything (R5: a seat's view shows what that seat saw); the screen kit's
// frame (src/ui/ReplayFrame.tsx) holds the steps, the title and the events.
import { Text } from 'ink';
import { publicView, viewFor, visibleTo, type GameEvent, type State } from '../rules/index.js';
import { shown } from '../../../text/width.js';
import { line as eventLine } from '../../../ui/log-lines.js';
import { lasCartasLog } from './log.js';
import { cardLabel, glyphsOf, moneyLabel } from './labels.js';
import type { ReplayProps } from '../../../ui/game-screens.js';
import { ReplayFrame, type ReplayMoment } from '../../../ui/ReplayFrame.js';
import type { LasCartasScreenTypes } from './screen-types.js';
import { headerLines, Lines, tableLines } from './PublicTable.js';
import { wrap, wrapAll } from '../../../ui/width.js';

export function ReplayViewer(props: ReplayProps<LasCartasScreenTypes>) {
  const { record, theme } = props;
  const names = record.players.map((p) => shown(p.name));
  const body = ({ state, events, who, width, free }: ReplayMoment<State, GameEvent>) => {
    const view = typeof who === 'number' ? viewFor(state, who) : publicView(viewFor(state, 0));
    const seats = who === 'all' ? state.players.map((_, i) => i) : typeof who === 'number' ? [who] : [];
    const header = headerLines(view, names, width);
    const table = tableLines(view, names, width, glyphsOf(theme));
    const privateLines = seats.flatMap((seat) => {
      const p = state.players[seat];
      const stack = state.budget?.stacks[seat];
      return wrap(`${names[seat]}: ${p.hand.map(cardLabel).join(', ') || 'no cards'} · on ${moneyLabel(p.top)} · Swiss ${moneyLabel(p.swiss)}${stack ? ` · stack ${moneyLabel(stack.cards)}` : ''}`, width);
    });
    const top = (
      <>
        {header.map((line, i) => <Text key={`h${i}`} bold color={theme.tint('cyan')}>{line}</Text>)}
        <Lines lines={table} theme={theme} />
        {privateLines.map((line, i) => <Text key={`p${i}`}>{line}</Text>)}
      </>
    );
    const lines = wrapAll(events.filter((e) => visibleTo(e, who === 'all' ? 'all' : who)).map((e) => eventLine(lasCartasLog, e, names)), width);
    return { top, events: lines, eventRows: Math.max(1, free - header.length - table.length - privateLines.length) };
  };
  return <ReplayFrame {...props} names={names} titleOnOneLine body={body} />;
}
