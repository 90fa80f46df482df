// A seat's private screen: the table, its hand, Money and stack, its notebook (R5), the recap of
// what happened since its last turn, and the widget for its decision – all from the seat's port.
// Las Cartas' own screen (its optional action is R11's bribe, built in the stack builder); the
// offer's key and words and a network table's hold come from the game through the table screens.
import { Box, Text } from 'ink';
import { useEffect, useMemo } from 'react';
import { legalFromView } from '../../rules/index.js';
import type { DecisionProps } from '../../../../ui/game-screens.js';
import type { LasCartasScreenTypes } from '../screen-types.js';
import { useKeys } from '../../../../ui/keys.js';
import { secondsLeft } from '../../../../ui/network-banner.js';
import { cardLabel, glyphsOf, moneyLabel, ownersIn } from '../labels.js';
import { footerLines, share } from '../../../../ui/layout.js';
import { recapLines } from '../../../../ui/log-lines.js';
import { lasCartasLog } from '../log.js';
import { notebook } from '../story.js';
import { headerLines, Lines, tableLines } from '../PublicTable.js';
import type { Theme } from '../../../../ui/theme.js';
import { cut, wrap, wrapAll } from '../../../../ui/width.js';
import { Chooser, chooserRows, chooserRowsShowing } from '../widgets/Chooser.js';
import { CommitPicker, commitRows } from '../widgets/CommitPicker.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';
import { builderRows, StackBuilder } from '../widgets/StackBuilder.js';
import { widgetFor, type Widget } from '../models/decision.js';
import { CoachPanel, coachLines } from '../widgets/CoachPanel.js';

/** Rows a decision's widget keeps beside the tutorial's coach, when it asks for that many. */
const COACHED_WIDGET_ROWS = 6;

const WIDGET_KEYS: Record<Widget['kind'], string[]> = {
  chooser: ['↑↓ move', 'Enter choose', 'Esc back'],
  builder: ['↑↓ pick', '←→ move card or change amount', 'Tab cards/stacks', 'Enter done'],
  commit: ['↑↓ move', 'Space pick', 'Enter done'],
  notice: ['Enter go on'],
  wait: ['Space: skip the pause'],
};

export function DecisionScreen(props: DecisionProps<LasCartasScreenTypes>) {
  const { view, step, log, names, purpose, offer, error, notice, rows, width, theme } = props;
  const legal = useMemo(() => legalFromView(view), [view]);
  const own = widgetFor(view, purpose, names);
  const held = props.heldBy && purpose === 'decide';
  const widget: Widget = held ? { kind: 'wait', who: props.heldBy! } : own;
  const holding = purpose === 'decide' && widget.kind === 'wait' ? props.holding : undefined;
  // Only the chooser and the coup picker have a card under their cursor; elsewhere `c` has none.
  const listsCards = widget.kind === 'chooser' || widget.kind === 'commit';
  const { onFocusCard } = props;
  useEffect(() => {
    if (!listsCards) onFocusCard(null);
  }, [listsCards, onFocusCard]);
  useKeys((input, key) => {
    if (offer && input === offer.key) props.onOffer();
    else if (holding && key.return) holding.pass(false);
    else if (holding && input === 'n') holding.pass(true);
    else if (input === ' ' && widget.kind === 'wait' && props.onSkip) props.onSkip();
    else if (key.return && widget.kind === 'notice') props.onSubmit(widget.action);
    else return false;
    return true;
  }, 'screen');

  const me = view.players[view.seat];
  const header = headerLines(view, names, width);
  const table = tableLines(view, names, width, glyphsOf(theme));
  // The coup picker lists the hand itself.
  const hand = widget.kind === 'commit' ? [] : wrap(`${names[view.seat]} – hand (votes/battle): ${view.hand.map(cardLabel).join(', ') || 'empty'}`, width);
  const stack = view.stacks[view.seat];
  const money = wrap(`Middleman: on ${moneyLabel(view.top)} · under (Swiss) ${moneyLabel(view.swiss)}${stack ? ` · your stack ${moneyLabel(stack)}, announced ${me.stack?.announced ?? 0}` : ''}`, width);
  const notes = notebook(view, log, names);
  const noteLines = notes ? wrap(notes, width) : [];
  const hints = [...(widget.kind === 'wait' && !props.onSkip ? [] : WIDGET_KEYS[widget.kind]), ...(offer ? [`${offer.key} ${offer.label}`] : []), 'c card', 'r recap', 'l log', '? rules & legend', 'q quit'];
  const footer = footerLines(hints, width);
  const errorLines = [...(error ? wrap(error, width) : []), ...(notice ? wrap(notice, width) : [])];
  const recap = wrapAll(recapLines(lasCartasLog, log, view.seat, names, props.talk), width);
  const fixed = header.length + table.length + hand.length + money.length + noteLines.length + errorLines.length + footer.length;
  const choices = legal.actions.filter((a) => a.type !== 'bribe');
  const noticeLines = widget.kind === 'notice' ? [...wrap(widget.text, width), cut(`Enter: ${widget.answer}`, width)] : [];
  const wants = widget.kind === 'builder' ? builderRows(widget.mode, view) : widget.kind === 'commit' ? commitRows(view)
    : widget.kind === 'notice' ? { wants: noticeLines.length, needs: noticeLines.length }
    : widget.kind === 'chooser' ? { wants: chooserRows(choices, theme), needs: chooserRowsShowing(choices, theme, props.coach?.suggestion, ownersIn(view, names)) } : { wants: 1, needs: 1 };
  // The tutorial's coach takes what the widget can spare – it keeps what it needs, and six rows
  // when it asks for them, so a chooser still shows several choices – before the recap does.
  const kept = Math.max(wants.needs, Math.min(wants.wants, COACHED_WIDGET_ROWS));
  const coach = props.coach ? coachLines(props.coach, { view, names, glyphs: glyphsOf(theme), choices }, width, Math.max(0, rows - fixed - kept)) : [];
  const free = Math.max(0, rows - fixed - coach.length);
  const space = share(free, wants.wants, wants.needs, recap.length);
  const recapRows = space.recap;
  const widgetRows = space.decision;
  const key = `${view.seat}-${step}-${purpose}`;
  const submit = props.onSubmit;

  let area;
  if (widget.kind === 'builder') {
    area = <StackBuilder key={key} mode={widget.mode} view={view} names={names} legal={legal} theme={theme} rows={widgetRows} width={width} onSubmit={submit}
      onCancel={widget.mode === 'bribe' ? props.onCancelOffer : widget.mode === 'reform' ? () => submit({ type: 'keep-budget', seat: me.name }) : undefined} />;
  } else if (widget.kind === 'commit') {
    area = <CommitPicker key={key} view={view} names={names} theme={theme} rows={widgetRows} width={width} onSubmit={submit} onFocusCard={props.onFocusCard}
      suggested={props.coach?.suggestion} />;
  } else if (widget.kind === 'chooser') {
    area = <Chooser key={key} title={widget.title} actions={choices} theme={theme} rows={widgetRows} width={width}
      onChoose={submit} onFocusCard={props.onFocusCard} ownerOf={ownersIn(view, names)} suggested={props.coach?.suggestion} />;
  } else if (widget.kind === 'notice') {
    area = <Box flexDirection="column">{noticeLines.map((line, i) => <Text key={i} bold={i === noticeLines.length - 1}>{line}</Text>)}</Box>;
  } else if (holding) {
    const when = holding.leftMs === null ? `Before ${widget.who}'s turn` : `${widget.who}'s turn in ${secondsLeft(holding.leftMs)}`;
    area = <Text bold>{cut(`${when} – ${holding.offer.key}: ${holding.offer.label} · Enter: pass · n: pass all this round`, width)}</Text>;
  } else {
    area = <Text dimColor>{cut(`Waiting for ${widget.who}…`, width)}</Text>;
  }

  return (
    <Box flexDirection="column">
      {header.map((line, i) => <Text key={`h${i}`} bold color={theme.tint('cyan')}>{line}</Text>)}
      <Lines lines={table} theme={theme} />
      {hand.map((line, i) => <Text key={`c${i}`} color={theme.tint('yellow')}>{line}</Text>)}
      {money.map((line, i) => <Text key={`m${i}`}>{line}</Text>)}
      {noteLines.map((line, i) => <Text key={`n${i}`}>{line}</Text>)}
      {recapRows > 0 ? <RecapWindow lines={recap} rows={recapRows} width={width} theme={theme} /> : null}
      <CoachPanel lines={coach} theme={theme} />
      {area}
      {errorLines.map((line, i) => <Text key={`e${i}`} color={theme.tint('red')}>{line}</Text>)}
      {footer.map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
    </Box>
  );
}

/** The newest recap lines; when they do not all fit, the first row says so and names the key. */
function RecapWindow({ lines, rows, width, theme }: { lines: string[]; rows: number; width: number; theme: Theme }) {
  if (lines.length <= rows) return <ScrollList items={lines} rows={rows} width={width} theme={theme} cursor={null} dim />;
  const shown = lines.slice(lines.length - (rows - 1));
  return (
    <Box flexDirection="column">
      <Text dimColor>{cut(`↑ ${lines.length - shown.length} earlier recap lines – r: the whole recap`, width)}</Text>
      {shown.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}
