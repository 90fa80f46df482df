// The screen switch of a table: the screen the table flow chose (a hand-off, a hide, coup news,
// the end, the public table or a seat's private decision), drawn from what that screen may see
// (R5): the public port everywhere but on the seat's own screen. Only hand-offs and the public
// table show whom the table waits for; the optional action the game offers (R11's bribe) shows where
// it may be taken, in the game's words, and a network table's hold for it on the screens it holds.
import { Box } from 'ink';
import type { Seat } from '../core/types.js';
import type { FlowInput, Screen, Situation } from '../session/flow.js';
import type { TableStatus } from '../session/network-table.js';
import { visible } from '../text/sanitize.js';
import { holdWait } from './network-banner.js';
import { useGameScreens } from './screens-context.js';
import { EndScreen } from './screens/End.js';
import { HandOffScreen, HideScreen } from './screens/HandOff.js';
import { NewsScreen } from './screens/News.js';
import { WindowPrompt, windowPromptRows } from './screens/WindowPrompt.js';
import { headlineOf, logLines } from './log-lines.js';
import type { Table } from './table-game.js';
import type { Theme } from './theme.js';

export interface TableScreensProps {
  screen: Screen;
  table: Table;
  situation(): Situation;
  /** The screen's names, sanitized and cut. */
  names: readonly string[];
  status: TableStatus | null;
  /** The table's warning, sanitized, or null. */
  notice: string | null;
  /** Why the last decision or key was refused, for the private screen. */
  error: string | null;
  /** The tutorial's advice on this decision, in the game's own type, or null. */
  coach: unknown;
  endNotes: readonly string[];
  rows: number;
  width: number;
  theme: Theme;
  dispatch(input: FlowInput): void;
  /** A seat's decision, an action of the table's game from its decision screen. */
  submit(seat: Seat, action: unknown): void;
  skipBotPause(): void;
  focusCard(card: string | null): void;
  onQuit(): void;
  onPlayAgain?(): void;
}

// The callbacks are new functions at each render, as the screens' effects expect: the decision
// screen forgets the card under the cursor whenever it draws without a list of cards.
export function TableScreens(props: TableScreensProps) {
  const { screen, table, names, status, notice, rows, width, theme, dispatch } = props;
  const pub = table.port('public');
  const live = table.live ?? null;
  // The public table and the seat's private screen are the game's own (its module's screens, loaded at the front end's start).
  const { game, screens: { Table: TableScreen, Decision: DecisionScreen, story } } = useGameScreens();
  // A bot's pause to skip only where bots run (a network client's bots pause at the host).
  const skip = table.bots ? () => props.skipBotPause() : undefined;
  switch (screen.kind) {
    case 'handoff': {
      const sit = props.situation();
      const offer = sit.offer;
      const first = screen.purpose === 'decide' && offer !== null && offer.seat !== screen.seat && table.here.includes(offer.seat) ? { ...offer, name: names[offer.seat] } : null;
      return <HandOffScreen name={names[screen.seat]} taking={screen.purpose === 'optional' ? offer : null} first={first} rows={rows} width={width}
        onEnter={() => dispatch({ type: 'enter' })} onOffer={() => dispatch({ type: 'offer' })} />;
    }
    case 'hide':
      return <HideScreen shown={story.shown?.(table.port(screen.seat).log(), screen.seat, names) ?? []} rows={rows} width={width} onEnter={() => dispatch({ type: 'enter' })} />;
    case 'news': {
      const log = pub.log(screen.step - 1);
      return <NewsScreen title={headlineOf(game, log.find((s) => s.step === screen.step)?.events ?? []) ?? ''} lines={story.news(log, screen.step, names)} waits={table.here.length > 0} rows={rows} width={width} theme={theme}
        onEnter={() => dispatch({ type: 'enter' })} />;
    }
    case 'end': {
      const record = pub.reveal();
      return <EndScreen scores={story.finalScores(pub.log(), names)} scoreKeys={game.narration?.scoreKeys} reveal={record ? story.reveal.lines(record) : []} notes={[...(record ? [`Seed: ${visible(record.seed)}`] : []), ...props.endNotes]}
        canPlayAgain={!!props.onPlayAgain} againHint={live ? 'n: play again (same seats, same invites)' : undefined} rows={rows} width={width} theme={theme} onPlayAgain={() => props.onPlayAgain?.()} onQuit={props.onQuit} />;
    }
    case 'table': {
      const snapshot = pub.snapshot();
      const sit = props.situation();
      const elsewhere = sit.required.filter((s) => !sit.here.includes(s) && !sit.bots.includes(s));
      const log = pub.log(Math.max(-1, snapshot.step - 30));
      return <TableScreen view={snapshot.view} names={names} log={logLines(game, log, names, live?.talk() ?? [], table.here[0] ?? null, undefined, table.recordEnds)}
        waitingFor={holdWait(status, names) ?? (elsewhere.length > 0 ? elsewhere.map((s) => names[s]).join(', ') : null)} notice={notice} rows={rows} width={width} theme={theme}
        onSkip={skip} />;
    }
    case 'window': {
      // The public table above (the battle the window is about), the prompt below it.
      const snapshot = pub.snapshot();
      const prompt = { seats: screen.seats, label: screen.label, names, width };
      return (
        <Box flexDirection="column">
          <TableScreen view={snapshot.view} names={names} log={logLines(game, pub.log(Math.max(-1, snapshot.step - 30)), names, live?.talk() ?? [], null)}
            waitingFor={null} notice={notice} rows={Math.max(1, rows - windowPromptRows(prompt))} width={width} theme={theme} />
          <WindowPrompt {...prompt} onPlay={(seat) => dispatch({ type: 'play', seat })} onPassAll={() => dispatch({ type: 'enter' })} />
        </Box>
      );
    }
    case 'private': {
      const port = table.port(screen.seat);
      const snapshot = port.snapshot();
      const sit = props.situation();
      const offer = screen.purpose === 'decide' && sit.offer?.seat === screen.seat ? sit.offer : null;
      const hold = status?.hold ?? null;
      const holding = hold !== null && hold.seat === screen.seat && live ? { offer: hold, leftMs: status?.holdLeftMs ?? null, pass: (rest: boolean) => live.passOffer(rest) } : undefined;
      return <DecisionScreen view={snapshot.view} step={snapshot.step} log={port.log()} names={names} purpose={screen.purpose} offer={offer}
        talk={live?.talk()} heldBy={hold !== null && hold.seat !== screen.seat ? holdWait(status, names) : null} holding={holding}
        error={props.error} notice={notice} rows={rows} width={width} theme={theme}
        onSubmit={(action) => props.submit(screen.seat, action)} onCancelOffer={() => dispatch({ type: 'cancel-offer' })}
        onOffer={() => dispatch({ type: 'offer' })} onSkip={skip} onFocusCard={(card) => props.focusCard(card)}
        coach={props.coach} />;
    }
  }
}
