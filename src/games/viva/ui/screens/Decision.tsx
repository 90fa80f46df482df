// A seat's private decision screen in Viva (V5, V7–V10, V14–V18, V24–V27, V30): the public table –
// or, in a battle, its panel – then the seat's own hand, Promise and orders, its notebook, the cards
// that came into or left its hand since its last decision, the recap of what happened meanwhile, and
// the widget for its decision over the decision's pure model. Keys in a footer that always fits; `c`,
// `r`, `l`, `?` and `q` are the shell's (the widgets leave them alone).
import { Box, Text } from 'ink';
import { useRef, useState } from 'react';
import type { DecisionProps } from '../../../../ui/game-screens.js';
import { useKeys } from '../../../../ui/keys.js';
import { footerLines, share } from '../../../../ui/layout.js';
import { cut, wrap } from '../../../../ui/width.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';
import { seatNames } from '../../../../session/seat-names.js';
import { visible } from '../../../../text/sanitize.js';
import { handNews, recapSentences } from '../models/recap.js';
import { openPrompt, type Prompt } from '../plain/prompts.js';
import type { VivaScreenTypes } from '../screen-types.js';
import { notebookFacts } from '../story.js';
import { headIn, PAGE_KEYS, pagedTop } from '../widgets/Frame.js';
import { ownFacts } from './own-facts.js';
import { battlePanel } from '../table/battle-panel.js';
import { battleFromView } from '../table/battle-story.js';
import { headerLine, publicTableLines, type TableLine } from '../table/public-table.js';
import { TableLines } from '../table/TableLines.js';
import type { WidgetProps } from '../widgets/common.js';
import { DISCARD_KEYS, DiscardPicker, discardRows } from '../widgets/DiscardPicker.js';
import { ORDERS_KEYS, OrdersDial, ordersRows } from '../widgets/OrdersDial.js';
import { PROMISE_KEYS, PromiseBoard, promiseRows } from '../widgets/PromiseBoard.js';
import { basketRows, PURCHASE_KEYS, PurchaseBasket } from '../widgets/PurchaseBasket.js';
import { WINDOW_KEYS, WindowChooser, windowRows, type WindowPrompt } from '../widgets/WindowChooser.js';

/** The keys the shell gives every private screen, after the decision's own. */
const SHELL_KEYS = ['c card', 'r recap', 'l log', '? rules', 'q quit'];

/** The recap's rows the widget leaves when it asks for more: the mark of the earlier events and the newest. */
const RECAP_KEPT = 2;

/** The decision's widget, its keys and the rows it asks for; null when the seat has nothing to decide now. */
function widgetFor(prompt: Prompt | null, props: WidgetProps) {
  if (prompt === null) return null;
  const { view, names, width } = props;
  switch (prompt.kind) {
    case 'promises': return { keys: PROMISE_KEYS, rows: promiseRows(view, names, width), draw: (p: WidgetProps) => <PromiseBoard {...p} /> };
    case 'orders': return { keys: ORDERS_KEYS, rows: ordersRows(view, names, width), draw: (p: WidgetProps) => <OrdersDial {...p} /> };
    case 'spend': return { keys: PURCHASE_KEYS, rows: basketRows(view, width), draw: (p: WidgetProps) => <PurchaseBasket {...p} /> };
    case 'discard': return { keys: DISCARD_KEYS, rows: discardRows(view, width), draw: (p: WidgetProps) => <DiscardPicker {...p} /> };
    default: {
      const windowPrompt: WindowPrompt = prompt;
      return { keys: WINDOW_KEYS, rows: windowRows(windowPrompt, width), draw: (p: WidgetProps) => <WindowChooser {...p} prompt={windowPrompt} /> };
    }
  }
}

/**
 * The table's lines within what the rest leaves it: all of them, else without the piles and the
 * last battle, else without the heading row too (the Estates' rows stay: whose turn, who is Presidente).
 */
function tableIn(lines: readonly TableLine[], room: number): TableLine[] {
  if (lines.length <= room) return [...lines];
  const rows = lines.filter((line, i) => i === 0 || !line.dim || i === 1);
  return rows.length <= room ? rows : rows.filter((_, i) => i !== 1);
}

export function VivaDecision(props: DecisionProps<VivaScreenTypes>) {
  const { view, log, purpose, error, notice, rows, width, theme, onSubmit, onFocusCard } = props;
  const names = seatNames(props.names);
  const seat = view.seat!;
  const prompt = openPrompt(view, purpose, names, false);
  const widgetProps: WidgetProps = { view, names, rows: 0, width, theme, onSubmit, onFocusCard };
  const widget = widgetFor(prompt, widgetProps);
  // The notebook's first line shown, when it is cut (PgUp/PgDn page it, as the widget's head pages in its frame).
  const [notesTop, setNotesTop] = useState(0);
  const notesPaging = useRef({ total: 0, room: 0 });
  useKeys((input, key) => {
    const paged = pagedTop(key, notesTop, notesPaging.current.total, notesPaging.current.room);
    if (paged !== null) setNotesTop(paged);
    else if (widget === null && input === ' ' && props.onSkip) props.onSkip();
    else return false;
    return true;
  }, 'screen');

  const story = battleFromView(view);
  const panel = story ? battlePanel(story, names, width) : null;
  const allTable = panel ? [{ text: headerLine(view, names, width), mine: false }] : publicTableLines(view, names, width);
  const own = wrap(visible(ownFacts(view, names, prompt?.kind !== 'orders')), width);
  const facts = notebookFacts(view, names, 'numbers');
  const allNotes = facts.length > 0 ? wrap(visible(`You know: ${facts.join(' · ')}`), width) : [];
  const gained = handNews(log, seat, names);
  const news = gained ? wrap(visible(gained), width) : [];
  const problems = [...(error ? wrap(error, width) : []), ...(notice ? wrap(notice, width) : [])];
  const recap = recapSentences(log, seat, names).map((line) => wrap(visible(line), width));
  const recapRows = recap.reduce((n, lines) => n + lines.length, 0);
  const panelFixed = panel ? 1 + panel.fixed.length : 0;
  const wants = widget?.rows ?? { wants: 1, needs: 1, headCut: () => false };
  /** The screen's rows with this footer: what each part gets, and whether a text above the decision pages (the notebook, the widget's head). */
  const layoutWith = (footer: readonly string[]) => {
    // What must stay: the footer, the refusals, the seat's own facts and news, the widget's needs; the table and the notebook give way.
    const kept = panelFixed + own.length + news.length + problems.length + footer.length + wants.needs;
    const table = tableIn(allTable, Math.max(1, rows - kept - Math.min(allNotes.length, 2)));
    const notesRoom = Math.max(0, rows - kept - table.length);
    const notes = Math.min(allNotes.length, notesRoom);
    const fixed = table.length + panelFixed + own.length + notes + news.length + problems.length + footer.length;
    // A battle's body takes what the widget can spare; the recap what is left of that.
    const bodyRows = panel ? Math.min(panel.body.length, Math.max(1, rows - fixed - wants.needs)) : 0;
    const free = Math.max(0, rows - fixed - bodyRows);
    // The widget gets what it asks for but two rows of the recap (its mark and its newest line), then the recap the rest.
    const space = share(free, wants.wants, wants.needs, Math.min(recapRows, RECAP_KEPT));
    const recapShown = Math.min(recapRows, space.recap + Math.max(0, space.decision - wants.wants));
    const decisionRows = free - recapShown;
    const pages = allNotes.length > notesRoom || (widget !== null && wants.headCut(decisionRows));
    return { table, notesRoom, bodyRows, recapShown, decisionRows, pages };
  };
  const keys = [...(widget?.keys ?? (props.onSkip ? ['Space: skip the pause'] : [])), ...SHELL_KEYS];
  const plain = footerLines(keys, width);
  const paging = layoutWith(plain).pages;
  const footer = paging ? footerLines([...keys.slice(0, -SHELL_KEYS.length), PAGE_KEYS, ...SHELL_KEYS], width) : plain;
  const { table, notesRoom, bodyRows, recapShown, decisionRows } = layoutWith(footer);
  const notes = headIn(allNotes, notesRoom, notesTop);
  notesPaging.current = { total: allNotes.length, room: notesRoom };
  // A new decision draws a new widget; the orders are one decision given together (V9), so the
  // others' orders (over the network, while this seat is typing its own) leave this dial as it is.
  // A Spy's second look (V10) is a decision of its own, on a dial of its own.
  const together = prompt?.kind === 'orders' && view.phase === 'orders';
  const key = `${seat}-${together ? `orders of round ${view.round}` : props.step}-${purpose}`;
  return (
    <Box flexDirection="column">
      <TableLines lines={table} theme={theme} />
      {panel ? (
        <Box flexDirection="column">
          <Text bold color={theme.tint('red')}>{panel.title}</Text>
          <ScrollList items={panel.body} rows={bodyRows} width={width} theme={theme} cursor={null} />
          {panel.fixed.map((line, i) => <Text key={i} bold>{line}</Text>)}
        </Box>
      ) : null}
      {own.map((line, i) => <Text key={`o${i}`} color={theme.tint('yellow')}>{line}</Text>)}
      {notes.map((line, i) => <Text key={`n${i}`}>{line}</Text>)}
      {news.map((line, i) => <Text key={`g${i}`} bold color={theme.tint('yellow')}>{line}</Text>)}
      {recapShown > 0 ? <RecapWindow sentences={recap} rows={recapShown} width={width} /> : null}
      {widget ? <Box key={key} flexDirection="column">{widget.draw({ ...widgetProps, rows: decisionRows })}</Box> : <Text dimColor>{cut('Waiting for the others to decide.', width)}</Text>}
      {problems.map((line, i) => <Text key={`e${i}`} color={theme.tint('red')}>{line}</Text>)}
      {footer.map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
    </Box>
  );
}

/** The recap's newest sentences, each whole; when they do not all fit, the first row says how many are above and names the key. */
function RecapWindow({ sentences, rows, width }: { sentences: readonly string[][]; rows: number; width: number }) {
  const total = sentences.reduce((n, lines) => n + lines.length, 0);
  let from = sentences.length;
  let used = total <= rows ? 0 : 1;
  while (from > 0 && used + sentences[from - 1].length <= rows) used += sentences[--from].length;
  if (total <= rows) from = 0;
  const shown = sentences.slice(from).flat();
  return (
    <Box flexDirection="column">
      {from > 0 ? <Text dimColor>{wrap(`↑ ${from} earlier events – r: the whole recap`, width)[0]}</Text> : null}
      {shown.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}
