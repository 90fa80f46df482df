// The pass-and-play screens: a public table, private decision screens behind hand-offs, bots
// acting in the open. Every screen is drawn from viewFor(state, seat).
import { Box, Text, useInput } from 'ink';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeEvent, legalActions, pending, viewFor, type Action, type Seat } from '../engine/index.js';
import type { Session } from '../session/runner.js';
import { visible } from '../session/sanitize.js';
import { Chooser } from './Chooser.js';
import { CommitPicker } from './CommitPicker.js';
import { EndView } from './End.js';
import { cardLabel, moneyLabel } from './labels.js';
import { OverlayView } from './Overlay.js';
import { StackBuilder } from './StackBuilder.js';
import { eventsFor, humanSeats, notebook, recap, wrap } from './story.js';
import { Header, Table } from './Table.js';
import type { Theme } from './theme.js';
import { useMirror } from './useLatest.js';

export type Screen =
  | { kind: 'table' }
  | { kind: 'handoff'; seat: Seat; purpose: 'decide' | 'bribe' }
  | { kind: 'private'; seat: Seat; purpose: 'decide' | 'bribe' }
  | { kind: 'hide'; seat: Seat }
  /** A public announcement everyone should see: the outcome of a coup (the events of one step). */
  | { kind: 'news'; step: number }
  | { kind: 'end' };

export type Overlay = null | 'help' | 'log' | 'quit' | 'card';

export interface AppProps {
  session: Session;
  theme: Theme;
  /** Pause after each bot action, in ms (0 in tests). */
  botDelayMs: number;
  /** Input ignored after a hand-off screen appears, in ms. */
  guardMs: number;
  columns: number;
  rows: number;
  recordPath: string | null;
  autosavePath: string;
  /** Clears the screen and scrollback: before every hand-off. */
  clearScreen(): void;
  onQuit(): void;
  onPlayAgain(): void;
  blank?: boolean;
}

export function App(props: AppProps) {
  const { session, theme, columns, rows } = props;
  const [, setTick] = useState(0);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  const [screen, setScreen, currentScreen] = useMirror<Screen>({ kind: 'table' });
  const [overlay, setOverlay, currentOverlay] = useMirror<Overlay>(null);
  const [focusedCard, setFocusedCard, currentCard] = useMirror<string | null>(null);
  const [, setGuardUntil, guardUntil] = useMirror(0);
  const [error, setError] = useState<string | null>(null);
  const skip = useRef<(() => void) | null>(null);
  const humans = humanSeats(session);
  const names = session.record.players.map((p) => p.name);

  const showHandOff = useCallback((next: Screen) => {
    props.clearScreen();
    setGuardUntil(Date.now() + props.guardMs);
    setScreen(next);
  }, [props]);

  /** Where the game goes next: bots act in the open, humans behind hand-offs. */
  const told = useRef(session.steps.length - 1);

  /** The first step not yet announced whose coup was fought, if any. */
  const coupToTell = useCallback((): number | null => {
    for (let i = told.current + 1; i < session.steps.length; i++) {
      if (session.steps[i].events.some((e) => e.type === 'coup-revealed')) return (told.current = i);
    }
    told.current = session.steps.length - 1;
    return null;
  }, [session]);

  const route = useCallback(async (from: Screen): Promise<void> => {
    const news = coupToTell();
    if (news !== null) {
      showHandOff({ kind: 'news', step: news });
      if (humans.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, props.botDelayMs * 5));
      return route({ kind: 'table' });
    }
    if (session.finished) return setScreen({ kind: 'end' });
    const human = session.humanDecision();
    const botBusy = session.required().some((d) => session.botOf(d.seat));
    if (botBusy || !human) {
      if (from.kind !== 'private' || humans.length > 1) setScreen({ kind: 'table' });
      const result = await session.botStep();
      if (result === 'acted') {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, props.botDelayMs);
          skip.current = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        skip.current = null;
        refresh();
        return route(from);
      }
      return route(from);
    }
    if (humans.length === 1) return setScreen({ kind: 'private', seat: human.seat, purpose: 'decide' });
    if (from.kind === 'private' && from.seat === human.seat) return setScreen({ ...from, purpose: 'decide' });
    showHandOff({ kind: 'handoff', seat: human.seat, purpose: 'decide' });
  }, [session, humans.length, props.botDelayMs, refresh, showHandOff, coupToTell]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void route({ kind: 'table' });
  }, [route]);

  const submit = useCallback((action: Action, seat: Seat) => {
    const result = session.submit(action);
    if (!result.ok) return setError(result.error.message);
    setError(null);
    refresh();
    if (session.finished) return setScreen({ kind: 'end' });
    const next = session.humanDecision();
    const stay = humans.length === 1 || (next?.seat === seat && !session.required().some((d) => session.botOf(d.seat)));
    if (stay) return void route({ kind: 'private', seat, purpose: 'decide' });
    showHandOff({ kind: 'hide', seat });
  }, [session, humans.length, refresh, route, showHandOff]);

  const bribeAllowedFor = (seat: Seat): boolean =>
    pending(session.state).optional.some((o) => o.seat === seat && o.kinds.includes('bribe'));

  useInput((input, key) => {
    const screen = currentScreen();
    const overlay = currentOverlay();
    const focusedCard = currentCard();
    if (key.ctrl && input === 'c') return props.onQuit();
    if (overlay) {
      if (overlay === 'quit') {
        if (input === 'y') return props.onQuit();
        if (input === 'n' || key.escape) setOverlay(null);
        return;
      }
      if (key.escape || key.return || input === 'q' || input === overlay[0]) setOverlay(null);
      return;
    }
    if (screen.kind === 'news') {
      if (Date.now() >= guardUntil() && key.return && humans.length > 0) void route({ kind: 'table' });
      if (input === 'q') setOverlay('quit');
      return;
    }
    if (screen.kind === 'handoff' || screen.kind === 'hide') {
      if (Date.now() < guardUntil()) return;
      if (key.return) {
        if (screen.kind === 'hide') return void route({ kind: 'table' });
        props.clearScreen();
        return setScreen({ kind: 'private', seat: screen.seat, purpose: screen.purpose });
      }
      if (screen.kind === 'handoff' && input === 'b' && screen.purpose === 'decide' && !session.botOf(session.state.president) && bribeAllowedFor(session.state.president) && screen.seat !== session.state.president) {
        return showHandOff({ kind: 'handoff', seat: session.state.president, purpose: 'bribe' });
      }
      if (input === 'q') setOverlay('quit');
      return;
    }
    if (screen.kind === 'end') {
      if (input === 'n') return props.onPlayAgain();
      if (input === 'q' || key.escape) return props.onQuit();
      return;
    }
    if (screen.kind === 'table' && (input === ' ' || key.return)) skip.current?.();
    if (input === 'q') return setOverlay('quit');
    if (input === '?') return setOverlay('help');
    if (input === 'l') return setOverlay('log');
    if (input === 'c' && focusedCard) return setOverlay('card');
    if (screen.kind === 'private' && input === 'b' && screen.purpose === 'decide' && screen.seat === session.state.president && bribeAllowedFor(screen.seat)) {
      setScreen({ ...screen, purpose: 'bribe' });
    }
  }, { isActive: !props.blank });

  if (props.blank) return <Text> </Text>;

  const footer = (keys: string) => (
    <>
      {session.saveWarning ? <Text color={theme.tint('red')} wrap="truncate-end">{`Not saved – ${visible(session.saveWarning)}`}</Text> : null}
      <Text dimColor wrap="truncate-end">{keys.slice(0, columns)}</Text>
    </>
  );

  if (overlay) return <OverlayView {...{ overlay, session, screen, focusedCard, columns, rows, theme }} />;

  if (screen.kind === 'handoff') {
    const name = names[screen.seat];
    const canBribe = screen.purpose === 'decide' && screen.seat !== session.state.president && !session.botOf(session.state.president) && bribeAllowedFor(session.state.president);
    return (
      <Box flexDirection="column" paddingTop={Math.max(0, Math.floor(rows / 2) - 3)} paddingLeft={2}>
        <Text bold>{`Pass to ${name} – press Enter when only ${name} can see`}</Text>
        {screen.purpose === 'bribe' ? <Text>(the President wants to offer a bribe)</Text> : null}
        {canBribe ? <Text dimColor>{`${names[session.state.president]}, the President, may bribe first: press b`}</Text> : null}
      </Box>
    );
  }
  if (screen.kind === 'hide') {
    return (
      <Box flexDirection="column" paddingTop={Math.max(0, Math.floor(rows / 2) - 3)} paddingLeft={2}>
        <Text bold>Done – press Enter to hide</Text>
      </Box>
    );
  }
  if (screen.kind === 'end') return <EndView {...{ session, theme, props, columns, rows }} />;
  if (screen.kind === 'news') {
    const lines = session.steps[screen.step].events.filter((e) => !e.to).map((e) => describeEvent(e, names))
      .filter((line) => !line.startsWith('Turn ')).flatMap((line) => wrap(line, columns));
    return (
      <Box flexDirection="column" width={columns}>
        <Text bold color={theme.tint('red')}>Coup!</Text>
        {lines.slice(0, rows - 3).map((line, i) => <Text key={i}>{line}</Text>)}
        {footer(humans.length > 0 ? 'Enter: continue · q: quit' : 'q: quit')}
      </Box>
    );
  }

  const viewer = screen.kind === 'private' ? screen.seat : humans[0] ?? 0;
  const view = viewFor(session.state, viewer);
  if (screen.kind === 'table') {
    const room = Math.max(3, rows - view.players.length - 6);
    const log = eventsFor(session, 'public').slice(-room).flatMap((e) => wrap(describeEvent(e, names), columns)).slice(-room);
    return (
      <Box flexDirection="column" width={columns}>
        <Header view={view} theme={theme} />
        <Table view={view} theme={theme} width={columns} />
        <Text> </Text>
        {log.map((line, i) => <Text key={i}>{line}</Text>)}
        {footer('Space: skip the pause · l: log · ?: rules · q: quit')}
      </Box>
    );
  }

  const decision = pending(session.state).required.find((d) => d.seat === viewer);
  const legal = legalActions(session.state, viewer);
  const builder = screen.purpose === 'bribe' || ['propose-budget', 'reform-budget', 'redistribute', 'commit-coup'].includes(decision?.decision ?? '');
  const notes = notebook(view, names);
  const handLines = Math.ceil((view.hand.map(cardLabel).join(', ').length + view.players[viewer].name.length + 9) / columns);
  const fixed = 1 + view.players.length + 2 + handLines + 1 + (notes ? 1 : 0) + 2;
  const choices = builder ? 0 : Math.min(legal.actions.length, 8) + 1;
  // The recap takes what the decision leaves, up to 6 lines: a coup's reveal should not scroll away.
  const recent = builder ? [] : recap(session, viewer).flatMap((line) => wrap(line, columns)).slice(-Math.max(1, Math.min(6, rows - fixed - choices)));
  const bodyRows = Math.max(3, rows - fixed - recent.length);
  const me = view.players[viewer];
  const decisionArea = (() => {
    const active = !overlay;
    if (screen.purpose === 'bribe') {
      return <StackBuilder key={`bribe-${session.state.actionCount}`} mode="bribe" view={view} legal={legal} theme={theme} active={active} rows={bodyRows}
        onSubmit={(a) => submit(a, viewer)} onCancel={() => (screen.kind === 'private' ? submitNothing() : undefined)} />;
    }
    if (!decision) return <Text dimColor>Waiting for the others…</Text>;
    const key = `${decision.decision}-${session.state.actionCount}`;
    switch (decision.decision) {
      case 'propose-budget':
        return <StackBuilder key={key} mode="budget" view={view} legal={legal} theme={theme} active={active} rows={bodyRows} onSubmit={(a) => submit(a, viewer)} />;
      case 'reform-budget':
        return <StackBuilder key={key} mode="reform" view={view} legal={legal} theme={theme} active={active} rows={bodyRows} onSubmit={(a) => submit(a, viewer)}
          onCancel={() => submit({ type: 'keep-budget', seat: me.name }, viewer)} />;
      case 'redistribute':
        return <StackBuilder key={key} mode="redistribute" view={view} legal={legal} theme={theme} active={active} rows={bodyRows} onSubmit={(a) => submit(a, viewer)} />;
      case 'commit-coup':
        return <CommitPicker key={key} view={view} theme={theme} active={active} rows={bodyRows} onSubmit={(a) => submit(a, viewer)} onFocusCard={setFocusedCard} />;
      default:
        return <Chooser key={key} title={TITLES[decision.decision] ?? 'Your move'} actions={legal.actions.filter((a) => a.type !== 'bribe')}
          theme={theme} rows={Math.max(2, bodyRows - 2)} active={active} onChoose={(a) => submit(a, viewer)} onFocusCard={setFocusedCard} />;
    }
  })();

  /** No bribe after all: back to the President's own turn, or, when they came at a hand-off, hide. */
  function submitNothing() {
    if (decision) return setScreen({ kind: 'private', seat: viewer, purpose: 'decide' });
    if (humans.length === 1) return void route({ kind: 'private', seat: viewer, purpose: 'decide' });
    showHandOff({ kind: 'hide', seat: viewer });
  }

  const stack = view.stacks[viewer];
  const canBribe = viewer === session.state.president && bribeAllowedFor(viewer) && screen.purpose === 'decide';
  return (
    <Box flexDirection="column" width={columns}>
      <Header view={view} theme={theme} />
      <Table view={view} theme={theme} width={columns} />
      <Text wrap="wrap" color={theme.tint('yellow')}>{`${me.name} – hand: ${view.hand.map(cardLabel).join(', ') || 'empty'}`}</Text>
      <Text wrap="truncate-end">{`Middleman: on ${moneyLabel(view.top)} · Swiss ${moneyLabel(view.swiss)}${stack ? ` · your stack ${moneyLabel(stack)} (announced ${me.stack?.announced ?? 0})` : ''}`}</Text>
      {notes ? <Text wrap="truncate-end">{notes}</Text> : null}
      {recent.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
      {decisionArea}
      {error ? <Text color={theme.tint('red')}>{error}</Text> : null}
      {footer(`↑↓/jk move · Enter choose · Esc back${canBribe ? ' · b bribe' : ''} · c card · l log · ? rules · q quit`)}
    </Box>
  );
}

const TITLES: Partial<Record<string, string>> = {
  'name-first-president': 'Name the first President (secret until everyone has named one)',
  'play-or-draw': 'Your turn: play a card or draw one',
  'finish-turn': 'Your turn: use a Building or end your turn',
  react: 'You are attacked! Answer with a Bodyguard?',
  'declare-buildings': "Declare your Buildings' votes for this round",
  'choose-president': 'The rebels tie: choose the new President',
};

