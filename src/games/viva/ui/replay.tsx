// Viva's record viewer for `junta replay --interactive` (the shell's runner is src/ui/replay.tsx):
// step forward and back through a record, as the public table, one seat's view, or everything (V5:
// a seat's view shows what that seat saw) – the table or, in a battle, its panel, the seat's own
// hand and Promise, and the step's events its audience was told; the screen kit's frame
// (src/ui/ReplayFrame.tsx) holds the steps, the title and the events.
import { Text } from 'ink';
import type { ReplayAudience, ReplayProps } from '../../../ui/game-screens.js';
import { ReplayFrame, type ReplayMoment } from '../../../ui/ReplayFrame.js';
import { wrap, wrapAll } from '../../../ui/width.js';
import { ScrollList } from '../../../ui/widgets/ScrollList.js';
import { seatNames } from '../../../session/seat-names.js';
import { visible } from '../../../text/sanitize.js';
import { describeEvent, visibleTo } from '../rules/describe.js';
import type { VivaEvent, VivaState } from '../rules/types.js';
import { publicView, viewFor, type VivaView } from '../rules/view.js';
import type { VivaScreenTypes } from './screen-types.js';
import { ownFacts } from './screens/own-facts.js';
import { battlePanel } from './table/battle-panel.js';
import { battleFromView } from './table/battle-story.js';
import { headerLine, publicTableLines } from './table/public-table.js';

/** The view an audience sees of a state: the public one, a seat's, or (everything) the public one beside every hand. */
const viewOf = (state: VivaState, who: ReplayAudience): VivaView => (typeof who === 'number' ? viewFor(state, who) : publicView(state));

/** The private lines an audience sees: a seat's own, or every seat's. */
function privateLines(state: VivaState, who: ReplayAudience, names: readonly string[], width: number): string[] {
  const seats = who === 'all' ? state.players.map((_, i) => i) : typeof who === 'number' ? [who] : [];
  return seats.flatMap((seat) => wrap(visible(`${names[seat]} – ${ownFacts(viewFor(state, seat), names, true, who !== 'all')}`), width));
}

export function ReplayViewer(props: ReplayProps<VivaScreenTypes>) {
  const { record, theme } = props;
  const names = seatNames(record.players.map((p) => p.name));
  const body = ({ state, events, who, width, free }: ReplayMoment<VivaState, VivaEvent>) => {
    const view = viewOf(state, who);
    const story = battleFromView(view);
    const panel = story ? battlePanel(story, names, width) : null;
    const table = panel ? [{ text: headerLine(view, names, width), mine: false, dim: false }] : publicTableLines(view, names, width);
    const own = privateLines(state, who, names, width);
    const lines = wrapAll(events.filter((e) => visibleTo(e, who)).map((e) => visible(describeEvent(e, names))), width);
    const around = table.length + (panel ? 1 + panel.fixed.length : 0);
    // Every hand at five seats can fill the screen: the hands scroll in what the table leaves, the events keep two rows.
    const ownRows = Math.min(own.length, Math.max(1, free - around - 2));
    const room = Math.max(2, free - around - ownRows);
    // A battle's body and the step's events share the room: the events keep two rows.
    const bodyRows = panel ? Math.max(1, Math.min(panel.body.length, room - Math.min(2, lines.length))) : 0;
    const top = (
      <>
        {table.map((line, i) => <Text key={`t${i}`} bold={i === 0} dimColor={line.dim} color={i === 0 ? theme.tint('cyan') : line.mine ? theme.tint('yellow') : undefined}>{line.text}</Text>)}
        {panel ? <Text bold color={theme.tint('red')}>{panel.title}</Text> : null}
        {panel ? <ScrollList items={panel.body} rows={bodyRows} width={width} theme={theme} cursor={null} /> : null}
        {panel ? panel.fixed.map((line, i) => <Text key={`x${i}`} bold>{line}</Text>) : null}
        {own.length > 0 ? <ScrollList items={own} rows={ownRows} width={width} theme={theme} cursor={null} top={0} /> : null}
      </>
    );
    return { top, events: lines, eventRows: Math.max(1, room - bodyRows) };
  };
  return <ReplayFrame {...props} names={names} body={body} />;
}
