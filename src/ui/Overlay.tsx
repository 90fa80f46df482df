// Full-screen overlays over a game: the rules of the phase, a card's text, the log, quitting.
import { Box, Text } from 'ink';
import { PHASE_TOPIC, RULES_TOPICS } from '../content/rules.js';
import { designOf, isRebellion } from '../engine/catalogue.js';
import { describeEvent } from '../engine/index.js';
import type { Session } from '../session/runner.js';
import type { Overlay, Screen } from './App.js';
import { eventsFor, wrap } from './story.js';
import type { Theme } from './theme.js';

export function OverlayView({ overlay, session, screen, focusedCard, columns, rows, theme }: {
  overlay: Exclude<Overlay, null>; session: Session; screen: Screen; focusedCard: string | null; columns: number; rows: number; theme: Theme;
}) {
  const names = session.record.players.map((p) => p.name);
  let title = '';
  let lines: string[] = [];
  if (overlay === 'quit') {
    title = 'Quit?';
    lines = [session.saveWarning
      ? 'This game is NOT saved (autosave is off): quitting ends it for good.'
      : 'The game is saved after every action; continue it later with: junta resume', '', 'y: quit · n: keep playing'];
  } else if (overlay === 'help') {
    const topic = RULES_TOPICS.find((t) => t.id === (PHASE_TOPIC[session.state.phase] ?? 'overview'))!;
    title = topic.title;
    lines = topic.body.split('\n');
  } else if (overlay === 'card' && focusedCard) {
    const d = isRebellion(focusedCard) ? null : designOf(focusedCard);
    title = d ? d.name : 'Rebellion card';
    lines = d ? [`${d.kind}, votes ${d.votes}${d.kind === 'intervention' ? '' : `, battle ${d.battle}`}`, '', d.text || 'No action.']
      : ['Lay it face down in a coup to fight for the rebels.'];
  } else {
    const seat = screen.kind === 'private' ? screen.seat : 'public';
    title = seat === 'public' ? 'Log (public)' : `Log (as ${names[seat]} saw it)`;
    lines = eventsFor(session, seat).map((e) => describeEvent(e, names));
  }
  const wrapped = lines.flatMap((l) => wrap(l, columns - 2));
  const shown = overlay === 'log' ? wrapped.slice(-(rows - 3)) : wrapped.slice(0, rows - 3);
  return (
    <Box flexDirection="column" width={columns}>
      <Text bold color={theme.tint('cyan')}>{title}</Text>
      {shown.map((l, i) => <Text key={i}>{l}</Text>)}
      <Text dimColor>Esc: back</Text>
    </Box>
  );
}

