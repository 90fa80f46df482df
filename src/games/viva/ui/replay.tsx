// Viva's record viewer for `junta replay --interactive` (the shell's runner is src/ui/replay.tsx):
// step forward and back through a record, as the public table, one seat's view, or everything (V5:
// a seat's view shows what that seat saw) – the table or, in a battle, its panel, the seat's own
// hand and Promise, and the step's events its audience was told.
import { Box, Text } from 'ink';
import type { ReplayAudience, ReplayProps } from '../../../ui/game-screens.js';
import { KeyRouter } from '../../../ui/keys.js';
import { useReplaySteps } from '../../../ui/useReplaySteps.js';
import { footerLines } from '../../../ui/layout.js';
import { useShell } from '../../../ui/shell.js';
import { wrap, wrapAll } from '../../../ui/width.js';
import { ScrollList } from '../../../ui/widgets/ScrollList.js';
import { seatNames } from '../../../session/seat-names.js';
import { visible } from '../../../text/sanitize.js';
import { describeEvent, visibleTo } from '../rules/describe.js';
import type { VivaState } from '../rules/types.js';
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

export function ReplayViewer({ record, initial, steps, audiences, start, at, theme }: ReplayProps<VivaScreenTypes>) {
  const shell = useShell();
  const { index, audience, keys } = useReplaySteps(steps.length, audiences, start, at);
  const st = { index, audience };
  const names = seatNames(record.players.map((p) => p.name));
  const width = shell.columns;
  const state = st.index === 0 ? initial.state : steps[st.index - 1].state;
  const events = st.index === 0 ? initial.events : steps[st.index - 1].events;
  const who = st.audience;
  const view = viewOf(state, who);
  const action = st.index > 0 ? steps[st.index - 1].action : null;
  const label = who === 'public' ? 'the public table' : who === 'all' ? 'everything' : `${names[who]}'s view`;
  const story = battleFromView(view);
  const panel = story ? battlePanel(story, names, width) : null;
  const table = panel ? [{ text: headerLine(view, names, width), mine: false, dim: false }] : publicTableLines(view, names, width);
  const own = privateLines(state, who, names, width);
  const actor = action ? names[record.players.findIndex((p) => p.name === action.seat)] ?? '?' : '';
  const title = wrap(`Action ${st.index} of ${steps.length}${action ? ` (${action.type} by ${actor})` : ''} · showing ${label}`, width);
  const footer = footerLines(['←/→ step', 'g/G first/last', audiences.length > 1 ? 'Tab: change view' : 'Tab: only the public view (unfinished game)', 'q quit'], width);
  const lines = wrapAll(events.filter((e) => visibleTo(e, who)).map((e) => visible(describeEvent(e, names))), width);
  const around = table.length + (panel ? 1 + panel.fixed.length : 0) + title.length + footer.length;
  // Every hand at five seats can fill the screen: the hands scroll in what the table leaves, the events keep two rows.
  const ownRows = Math.min(own.length, Math.max(1, shell.rows - around - 2));
  const room = Math.max(2, shell.rows - around - ownRows);
  // A battle's body and the step's events share the room: the events keep two rows.
  const bodyRows = panel ? Math.max(1, Math.min(panel.body.length, room - Math.min(2, lines.length))) : 0;
  const eventRows = Math.max(1, room - bodyRows);
  return (
    <KeyRouter before={keys} after={() => {}}>
      <Box flexDirection="column">
        {table.map((line, i) => <Text key={`t${i}`} bold={i === 0} dimColor={line.dim} color={i === 0 ? theme.tint('cyan') : line.mine ? theme.tint('yellow') : undefined}>{line.text}</Text>)}
        {panel ? <Text bold color={theme.tint('red')}>{panel.title}</Text> : null}
        {panel ? <ScrollList items={panel.body} rows={bodyRows} width={width} theme={theme} cursor={null} /> : null}
        {panel ? panel.fixed.map((line, i) => <Text key={`x${i}`} bold>{line}</Text>) : null}
        {own.length > 0 ? <ScrollList items={own} rows={ownRows} width={width} theme={theme} cursor={null} top={0} /> : null}
        {title.map((line, i) => <Text key={`h${i}`} bold>{line}</Text>)}
        <ScrollList items={lines} rows={eventRows} width={width} theme={theme} cursor={null} top={0} />
        {footer.map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
      </Box>
    </KeyRouter>
  );
}
