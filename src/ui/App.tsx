// The screens of a table at one terminal: the pure table flow decides which screen shows (hand-
// offs, private decisions, the public table, coup news, the end); this component keeps its state,
// runs the bots it is told to, guards keys, and composes the screen components. It sees the game
// only through seat ports.
import { Box, Text } from 'ink';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { Action, Seat } from '../engine/index.js';
import { DEFAULT_TIMINGS, guardKey, nextRoute, openGuard, sameScreen, type FlowInput, type FlowState, type FlowTimings, type Screen, type Situation } from '../session/flow.js';
import type { TableClient } from '../session/table.js';
import type { Coach } from '../session/tutorial.js';
import { KeyRouter, type KeyHandler } from './keys.js';
import { bannerLines, emptyDraft, invitePanel, joinedSeats, presidentWait, talkKey, TalkEditor, waitingText, type TalkDraft } from './live.js';
import { scrollBy, lastStart } from './scroll.js';
import { visible } from '../session/sanitize.js';
import { shown } from '../session/width.js';
import { useShell } from './shell.js';
import { situationOf } from './situation.js';
import { finalScores, logLines, recapLines, stepLines } from './story.js';
import type { Theme } from './theme.js';
import { DecisionScreen } from './screens/Decision.js';
import { EndScreen } from './screens/End.js';
import { HandOffScreen, HideScreen } from './screens/HandOff.js';
import { NewsScreen } from './screens/News.js';
import { cardContent, helpContent, overlayBodyRows, overlayRows, quitContent, type OverlayContent, type OverlayKind } from './models/overlay.js';
import { OverlayView } from './screens/Overlay.js';
import { TableScreen } from './screens/TableScreen.js';

export interface AppProps {
  table: TableClient;
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
  coach?: Coach;
}

interface OverlayState {
  kind: OverlayKind;
  top: number;
}

export function App(props: AppProps) {
  const { table, theme } = props;
  const shell = useShell();
  const clock = props.clock ?? Date.now;
  const timings: FlowTimings = { ...DEFAULT_TIMINGS, ...props.timings, botPauseMs: props.botDelayMs };
  const pub = table.port('public');
  // Names come from outside: sanitized and cut to 24 columns (older records allow longer) once, here.
  const names = pub.names.map((name) => shown(name));
  const [, render] = useReducer((n: number) => n + 1, 0);
  const flow = useRef<FlowState>({ screen: { kind: 'table' }, told: pub.snapshot().step });
  const guard = useRef(openGuard(clock(), 0));
  const overlay = useRef<OverlayState | null>(null);
  const focusedCard = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Why the last key did nothing, until the next key (issue 24: no key is refused silently). */
  const refusal = useRef<string | null>(null);
  const botRunning = useRef(false);
  // A network table (issue 13): its status banner, the talk editor, the host's seat-to-bot key.
  const live = table.live ?? null;
  const draft = useRef<TalkDraft | null>(null);
  const handing = useRef(false);
  const skip = useRef<(() => void) | null>(null);
  /** Seats that have joined at least once: their invites leave the host's screen. */
  const joined = useRef<ReadonlySet<Seat>>(new Set());
  const alive = useRef(true);

  const situation = (): Situation => situationOf(table, flow.current.told);

  const dispatch = (input: FlowInput): void => {
    if (!alive.current) return;
    const before = flow.current.screen;
    const route = nextRoute(situation(), flow.current, input, timings);
    flow.current = route.state;
    if (!sameScreen(before, route.state.screen)) {
      guard.current = openGuard(clock(), route.quietMs);
      setError(null);
      if (route.clear) shell.clear();
    }
    if (route.botStep) void runBot(route.botPauseMs);
    if (route.autoContinueMs !== null) setTimeout(() => dispatch({ type: 'enter' }), route.autoContinueMs);
    render();
  };

  async function runBot(pauseMs: number): Promise<void> {
    const bots = table.bots;
    if (!bots || botRunning.current) return;
    botRunning.current = true;
    try {
      const acted = await bots.step();
      if (acted === 'acted' && pauseMs > 0 && alive.current) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pauseMs);
          skip.current = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      skip.current = null;
      botRunning.current = false;
    }
    dispatch({ type: 'update' });
  }

  useEffect(() => {
    const unsubscribe = pub.subscribe(() => dispatch({ type: 'update' }));
    const offLive = live?.subscribe(() => dispatch({ type: 'update' }));
    dispatch({ type: 'update' });
    return () => {
      alive.current = false;
      unsubscribe();
      offLive?.();
    };
  }, []);

  const screen = flow.current.screen;
  const viewerOf = (s: Screen): Seat | 'public' => (s.kind === 'private' ? s.seat : 'public');

  const openOverlay = (kind: OverlayKind) => {
    overlay.current = { kind, top: 0 };
    const content = overlayContent(kind);
    if (content.fromEnd) overlay.current.top = lastStart(overlayRows(content, shell.columns).length, overlayBodyRows(shell.rows, shell.columns, false));
    render();
  };

  function overlayContent(kind: OverlayKind): OverlayContent {
    const viewer = viewerOf(screen);
    const port = table.port(viewer);
    const talk = live?.talk() ?? [];
    const me = table.here[0] ?? null;
    switch (kind) {
      case 'quit': return quitContent(props.resumeHint());
      case 'help': return helpContent(pub.snapshot().view.phase, coachFor(screen)?.topic);
      case 'card': return cardContent(focusedCard.current);
      case 'recap': return { title: 'Since your last turn', lines: viewer === 'public' ? [] : recapLines(port.log(), viewer, names, talk), fromEnd: true };
      case 'log': return { title: viewer === 'public' ? 'Log (public)' : `Log (as ${names[viewer]} saw it)`, lines: logLines(port.log(), names, talk, me, 0), fromEnd: true };
      // They name the players, and a resumed save's names are outside text.
      case 'invites': return { title: 'Invites: one line per seat, to paste at that player\'s terminal', lines: (live?.host?.invites() ?? []).map((line) => visible(line.text)) };
    }
  }

  /** The coach's advice on a private screen (the tutorial only). */
  function coachFor(s: Screen) {
    if (!props.coach || s.kind !== 'private') return null;
    const port = table.port(s.seat);
    return props.coach(port.snapshot().view, s.purpose, port.log(), names);
  }

  const before: KeyHandler = (input, key) => {
    if (key.ctrl && input === 'c') {
      props.onQuit();
      return true;
    }
    // Keys typed while the terminal is too small are dropped, not kept for later.
    if (!shell.active) return true;
    const checked = guardKey(guard.current, clock());
    guard.current = checked.guard;
    if (!checked.accepted) return true;
    if (refusal.current !== null) {
      refusal.current = null;
      render();
    }
    if (draft.current) {
      const next = talkKey(draft.current, input, key, names.length, table.here[0] ?? null);
      if (next === 'cancel') draft.current = null;
      else if (next === 'send') {
        const why = live ? live.say(draft.current.to, draft.current.text) : 'no table to talk at';
        draft.current = why ? { ...draft.current, error: why } : null;
      } else draft.current = next;
      render();
      return true;
    }
    if (handing.current) {
      handing.current = false;
      const seat = Number(input) - 1;
      if (Number.isInteger(seat) && seat >= 0 && seat < names.length) live?.host?.toggleBot(seat);
      render();
      return true;
    }
    const open = overlay.current;
    if (!open) return false;
    if (open.kind === 'quit') {
      if (input === 'y') props.onQuit();
      else if (input === 'n' || key.escape) overlay.current = null;
      render();
      return true;
    }
    if (key.escape || key.return || input === 'q' || input === open.kind[0]) overlay.current = null;
    else {
      const total = overlayRows(overlayContent(open.kind), shell.columns).length;
      open.top = scrollBy(key, input, open.top, total, overlayBodyRows(shell.rows, shell.columns, false)) ?? open.top;
    }
    render();
    return true;
  };

  /** Keys no screen took: the ones every screen shares. */
  const after: KeyHandler = (input) => {
    const kind = screen.kind;
    if (input === 'q' && kind !== 'end') openOverlay('quit');
    else if (input === '?' && (kind === 'table' || kind === 'private')) openOverlay('help');
    else if (input === 'l' && (kind === 'table' || kind === 'private' || kind === 'news')) openOverlay('log');
    else if (input === 'r' && kind === 'private') openOverlay('recap');
    else if (input === 'c' && kind === 'private') {
      if (focusedCard.current) openOverlay('card');
      else {
        refusal.current = 'c shows the card under the cursor, and there is none here: move the cursor onto a card first.';
        render();
      }
    }
    else if (input === 't' && live && (table.here.length > 0 || live.host)) {
      draft.current = emptyDraft();
      render();
    } else if (input === 'p' && live?.host) live.host.togglePause();
    else if (input === 'h' && live?.host) {
      handing.current = true;
      render();
    } else if (input === 'i' && live?.host) openOverlay('invites');
  };

  const submit = async (seat: Seat, action: Action) => {
    const port = table.port(seat);
    const result = await port.submit(action, port.snapshot().step);
    if (!result.ok) return setError(visible(result.error.message));
    dispatch({ type: 'submitted' });
  };

  const width = shell.columns;
  const rawNotice = table.notice();
  const notice = rawNotice === null ? null : visible(rawNotice);
  const status = live?.status() ?? null;
  const banner = status ? bannerLines(status, names, table.here, !!live?.host, width) : [];
  if (handing.current) banner[banner.length - 1] = `Hand which seat to a bot, or back to its player? Press its number, 1–${names.length} (any other key: cancel)`;
  if (status) joined.current = joinedSeats(status, joined.current);
  const invites = live?.host ? invitePanel(live.host.invites(), joined.current, width, Math.floor(shell.rows / 2)) : [];
  const rows = shell.rows - banner.length - invites.length;
  const body = (() => {
    switch (screen.kind) {
      case 'handoff': {
        const sit = situation();
        const briber = screen.purpose === 'decide' && sit.briber !== null && sit.briber !== screen.seat && table.here.includes(sit.briber) ? names[sit.briber] : null;
        return <HandOffScreen name={names[screen.seat]} bribe={screen.purpose === 'bribe'} briber={briber} rows={rows} width={width}
          onEnter={() => dispatch({ type: 'enter' })} onBribe={() => dispatch({ type: 'bribe' })} />;
      }
      case 'hide':
        return <HideScreen rows={rows} onEnter={() => dispatch({ type: 'enter' })} />;
      case 'news':
        return <NewsScreen lines={stepLines(pub.log(screen.step - 1), screen.step, names)} waits={table.here.length > 0} rows={rows} width={width} theme={theme}
          onEnter={() => dispatch({ type: 'enter' })} />;
      case 'end': {
        const record = pub.reveal();
        return <EndScreen scores={finalScores(pub.log(), names)} record={record} notes={[...(record ? [`Seed: ${visible(record.seed)}`] : []), ...props.endNotes]}
          canPlayAgain={!!props.onPlayAgain} againHint={live ? 'n: play again (same seats, same invites)' : undefined} rows={rows} width={width} theme={theme} onPlayAgain={() => props.onPlayAgain?.()} onQuit={props.onQuit} />;
      }
      case 'table': {
        const snapshot = pub.snapshot();
        const sit = situation();
        const elsewhere = sit.required.filter((s) => !sit.here.includes(s) && !sit.bots.includes(s));
        return <TableScreen view={snapshot.view} names={names} log={logLines(pub.log(Math.max(-1, snapshot.step - 30)), names, live?.talk() ?? [], table.here[0] ?? null)}
          waitingFor={waitingText(live, names) ?? (elsewhere.length > 0 ? elsewhere.map((s) => names[s]).join(', ') : null)} notice={notice} rows={rows} width={width} theme={theme}
          onSkip={() => skip.current?.()} />;
      }
      case 'private': {
        const port = table.port(screen.seat);
        const snapshot = port.snapshot();
        const sit = situation();
        const canBribe = screen.purpose === 'decide' && sit.briber === screen.seat;
        const held = status?.bribeWindow ?? null;
        return <DecisionScreen view={snapshot.view} step={snapshot.step} log={port.log()} names={names} purpose={screen.purpose} canBribe={canBribe}
          talk={live?.talk()} heldBy={held !== null && held !== screen.seat ? presidentWait(status, names) : null}
          onPassBribe={held === screen.seat ? (rest) => live?.passBribe(rest) : undefined} windowLeftMs={held === screen.seat ? status?.bribeWindowLeftMs : null}
          error={error ?? refusal.current} notice={notice} rows={rows} width={width} theme={theme}
          onSubmit={(action) => void submit(screen.seat, action)} onCancelBribe={() => dispatch({ type: 'cancel-bribe' })}
          onBribe={() => dispatch({ type: 'bribe' })} onSkip={() => skip.current?.()} onFocusCard={(card) => (focusedCard.current = card)}
          coach={coachFor(screen)} />;
      }
    }
  })();

  const open = overlay.current;
  const talking = draft.current;
  return (
    <KeyRouter before={before} after={after}>
      {banner.map((line, i) => <Text key={`live${i}`} dimColor={i > 0} color={i === 0 ? theme.tint('magenta') : undefined}>{line}</Text>)}
      {invites.map((line, i) => <Text key={`inv${i}`} color={theme.tint(i === 0 ? 'cyan' : 'yellow')}>{line}</Text>)}
      <Box display={open || talking ? 'none' : 'flex'} flexDirection="column">{body}</Box>
      {open && !talking ? <OverlayView content={overlayContent(open.kind)} top={open.top} rows={rows} width={width} theme={theme} quit={open.kind === 'quit'} /> : null}
      {talking ? <TalkEditor draft={talking} talk={live?.talk() ?? []} names={names} me={table.here[0] ?? null} rows={rows} width={width} theme={theme} /> : null}
    </KeyRouter>
  );
}
