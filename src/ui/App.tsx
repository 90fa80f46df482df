// The screens of a table at one terminal, composed: the table flow (which screen shows, the bots,
// the input guard), the overlays, a network table's banner and key modes, and the keys every
// screen shares, each in its own hook; this component draws the banner, the invites, the screen
// the flow chose, and over it an open overlay or the talk editor. It sees the game only through
// seat ports and the game's module, which its front end loaded with the game's screens.
import { Box, Text } from 'ink';
import { useRef } from 'react';
import type { Seat } from '../core/types.js';
import { DEFAULT_TIMINGS, type FlowTimings } from '../session/flow.js';
import { visible } from '../text/sanitize.js';
import { shown } from '../text/width.js';
import { KeyRouter } from './keys.js';
import { TalkEditor } from './TalkEditor.js';
import type { OverlayKind } from './models/overlay.js';
import { OverlayView } from './screens/Overlay.js';
import { useGameScreens } from './screens-context.js';
import { invitePrintout } from './network-banner.js';
import { useShell } from './shell.js';
import type { Table, TableCoach } from './table-game.js';
import { coachAt, overlayContentAt } from './tableOverlays.js';
import { TableScreens } from './TableScreens.js';
import type { Theme } from './theme.js';
import { useLiveBanner } from './useLiveBanner.js';
import { decidingLine } from './deciding.js';
import { useLiveKeys } from './useLiveKeys.js';
import { useOverlay } from './useOverlay.js';
import { useTableFlow } from './useTableFlow.js';
import { useTableKeys } from './useTableKeys.js';

export interface AppProps {
  table: Table;
  theme: Theme;
  /** Pause after each bot action, in ms (0 in tests): the flow's botPauseMs. */
  botDelayMs: number;
  /** The flow's quiet periods and news time (their defaults otherwise). */
  timings?: Partial<FlowTimings>;
  /** The clock the input guard reads (injected in tests). */
  clock?: () => number;
  /** The quit dialog's line on how to come back (it may change: autosave can fail mid-game). */
  resumeHint(): string;
  /** Lines for the end screen: where the record is kept, how to replay it. */
  endNotes: string[];
  onQuit(): void;
  /** Another game with the same players; absent where it cannot be offered. */
  onPlayAgain?(): void;
  /** The tutorial's coach for the private screens (its `?` opens the coach's topic); absent outside the tutorial. */
  coach?: TableCoach;
}

export function App(props: AppProps) {
  const { table, theme } = props;
  const shell = useShell();
  const game = useGameScreens();
  const timings: FlowTimings = { ...DEFAULT_TIMINGS, ...props.timings, botPauseMs: props.botDelayMs };
  // Names come from outside: sanitized and cut to 24 columns (older records allow longer) once, here.
  const names = table.port('public').names.map((name) => shown(name));
  const live = table.live ?? null;
  const me: Seat | null = table.here[0] ?? null;
  const flow = useTableFlow(game.game, table, timings, props.clock ?? Date.now);
  const screen = flow.screen;
  /** The card under the cursor of the screen's chooser, for c. */
  const focusedCard = useRef<string | null>(null);
  const overlayContent = (kind: OverlayKind) => overlayContentAt(kind, { shell: game, table, screen, names, resumeHint: props.resumeHint, coach: props.coach, card: focusedCard.current, width });
  const overlay = useOverlay(overlayContent, props.onQuit);
  const liveKeys = useLiveKeys(live, names.length, me);
  const keys = useTableKeys({
    flow, overlay, liveKeys, onQuit: props.onQuit,
    at: () => ({ card: !!focusedCard.current, live: !!live, host: !!live?.host, seated: table.here.length > 0 }),
    togglePause: () => live?.host?.togglePause(),
    printInvites: () => shell.print(invitePrintout(live?.host?.invites() ?? [])),
  });

  const width = shell.columns;
  const notice = table.notice();
  // Who has ordered (Viva, V9), from this terminal's view: public parts only.
  const deciding = live ? decidingLine(game.game, table.port(me ?? 'public').snapshot().view, names) : null;
  const { status, banner, invites } = useLiveBanner(live, names, table.here, liveKeys.handing, width, shell.rows, deciding);
  const rows = shell.rows - banner.length - invites.length;
  const open = overlay.open;
  const talking = liveKeys.draft;
  return (
    <KeyRouter before={keys.before} after={keys.after}>
      {banner.map((line, i) => <Text key={`live${i}`} dimColor={i > 0} color={i === 0 ? theme.tint('magenta') : undefined}>{line}</Text>)}
      {invites.map((line, i) => <Text key={`inv${i}`} color={theme.tint(i === 0 ? 'cyan' : 'yellow')}>{line}</Text>)}
      <Box display={open || talking ? 'none' : 'flex'} flexDirection="column">
        <TableScreens screen={screen} table={table} situation={flow.situation} names={names} status={status} notice={notice === null ? null : visible(notice)}
          error={flow.error ?? keys.refusal} coach={coachAt(props.coach, table, screen, names)} endNotes={props.endNotes} rows={rows} width={width} theme={theme}
          dispatch={flow.dispatch} submit={(seat, action) => void flow.submit(seat, action)} skipBotPause={flow.skipBotPause}
          focusCard={(card) => (focusedCard.current = card)} onQuit={props.onQuit} onPlayAgain={props.onPlayAgain} />
      </Box>
      {open && !talking ? <OverlayView content={overlayContent(open.kind)} top={open.top} rows={rows} width={width} theme={theme} quit={open.kind === 'quit'} /> : null}
      {talking ? <TalkEditor draft={talking} talk={live?.talk() ?? []} names={names} me={me} rows={rows} width={width} theme={theme} /> : null}
    </KeyRouter>
  );
}
