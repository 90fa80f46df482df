// The record viewer's frame every game's `junta replay --interactive` shares (R5, V5: a seat's view
// shows what that seat saw): the step and audience keys, the step's state and events, the title that
// names the action and whose view it is, the events' list and the footer; the game draws the table.
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { ReplayAudience, ReplayProps } from './game-screens.js';
import { KeyRouter } from './keys.js';
import { footerLines } from './layout.js';
import { useShell } from './shell.js';
import { useReplaySteps } from './useReplaySteps.js';
import { cut, wrap } from './width.js';
import { ScrollList } from './widgets/ScrollList.js';

/** One step of a record as the viewer shows it: the action, the events it gave, the state after it. */
interface Step<S, A, E> { action: A; events: E[]; state: S }

/** What the game draws from: the step shown, to whom, and the room the title and the footer leave. */
export interface ReplayMoment<S, E> {
  state: S;
  /** The step's events (the setup's before the first action), for every audience: the game keeps what `who` was told. */
  events: E[];
  who: ReplayAudience;
  width: number;
  /** The rows left to the table and the events once the title and the footer are drawn. */
  free: number;
}

/** What the game draws: everything above the title, the step's event lines and the rows they may take. */
export interface ReplayBody {
  top: ReactNode;
  events: string[];
  eventRows: number;
}

export interface ReplayFrameProps<S, A extends { type: string; seat: string }, E> extends Omit<ReplayProps, 'record' | 'initial' | 'steps'> {
  record: { players: readonly { name: string }[] };
  initial: { state: S; events: E[] };
  steps: readonly Step<S, A, E>[];
  /** The seats' names as the game shows them. */
  names: readonly string[];
  /** The title on one line, cut at the width (otherwise wrapped). */
  titleOnOneLine?: boolean;
  body(moment: ReplayMoment<S, E>): ReplayBody;
}

export function ReplayFrame<S, A extends { type: string; seat: string }, E>(props: ReplayFrameProps<S, A, E>) {
  const { record, initial, steps, audiences, start, at, theme, names } = props;
  const shell = useShell();
  const { index, audience: who, keys } = useReplaySteps(steps.length, audiences, start, at);
  const width = shell.columns;
  const step = index === 0 ? null : steps[index - 1];
  const state = step ? step.state : initial.state;
  const events = step ? step.events : initial.events;
  const action = step ? step.action : null;
  const label = who === 'public' ? 'the public table' : who === 'all' ? 'everything' : `${names[who]}'s view`;
  const actor = action ? names[record.players.findIndex((p) => p.name === action.seat)] ?? '?' : '';
  const heading = `Action ${index} of ${steps.length}${action ? ` (${action.type} by ${actor})` : ''} · showing ${label}`;
  const title = props.titleOnOneLine ? [cut(heading, width)] : wrap(heading, width);
  const footer = footerLines(['←/→ step', 'g/G first/last', audiences.length > 1 ? 'Tab: change view' : 'Tab: only the public view (unfinished game)', 'q quit'], width);
  const body = props.body({ state, events, who, width, free: shell.rows - title.length - footer.length });
  return (
    <KeyRouter before={keys} after={() => {}}>
      <Box flexDirection="column">
        {body.top}
        {title.map((line, i) => <Text key={`h${i}`} bold>{line}</Text>)}
        <ScrollList items={body.events} rows={body.eventRows} width={width} theme={theme} cursor={null} top={0} />
        {footer.map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
      </Box>
    </KeyRouter>
  );
}
