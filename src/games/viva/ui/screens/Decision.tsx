// A seat's private decision screen in Viva (V5, V7–V10, V14–V18, V24–V27, V30): the public table –
// or, in a battle, its panel – then the seat's own hand, Promise and orders, its notebook, the cards
// that came into or left its hand since its last decision, the recap of what happened meanwhile, and
// the widget for its decision over the decision's pure model. Keys in a footer that always fits; `c`,
// `r`, `l`, `?` and `q` are the shell's (the widgets leave them alone).
import { Box, Text } from 'ink';
import type { DecisionProps } from '../../../../ui/game-screens.js';
import { useKeys } from '../../../../ui/keys.js';
import { footerLines, share } from '../../../../ui/layout.js';
import type { Theme } from '../../../../ui/theme.js';
import { cut, wrap, wrapAll } from '../../../../ui/width.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';
import { seatNames } from '../../../../session/seat-names.js';
import { visible } from '../../../../text/sanitize.js';
import { handNews, recapSentences } from '../models/recap.js';
import { ownSentences } from '../plain/describe.js';
import { openPrompt, type Prompt } from '../plain/prompts.js';
import type { VivaScreenTypes } from '../screen-types.js';
import { notebook } from '../story.js';
import { battlePanel } from '../table/battle-panel.js';
import { battleFromView } from '../table/battle-story.js';
import { headerLine, publicTableLines, type TableLine } from '../table/public-table.js';
import type { WidgetProps } from '../widgets/common.js';
import { DISCARD_KEYS, DiscardPicker, discardRows } from '../widgets/DiscardPicker.js';
import { ORDERS_KEYS, OrdersDial, ordersRows } from '../widgets/OrdersDial.js';
import { PROMISE_KEYS, PromiseBoard, promiseRows } from '../widgets/PromiseBoard.js';
import { basketRows, PURCHASE_KEYS, PurchaseBasket } from '../widgets/PurchaseBasket.js';
import { WINDOW_KEYS, WindowChooser, windowRows, type WindowPrompt } from '../widgets/WindowChooser.js';

/** The keys the shell gives every private screen, after the decision's own. */
const SHELL_KEYS = ['c card', 'r recap', 'l log', '? rules', 'q quit'];

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

function TableLines({ lines, theme }: { lines: readonly TableLine[]; theme: Theme }) {
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} bold={i === 0} dimColor={line.dim} color={i === 0 ? theme.tint('cyan') : line.mine ? theme.tint('yellow') : line.presidente ? theme.tint('green') : undefined}>{line.text}</Text>
      ))}
    </Box>
  );
}

/** The seat's own facts in one paragraph (the Presidente's Promises to each Golpista are on the board while he makes them). */
const ownLines = (view: DecisionProps<VivaScreenTypes>['view'], names: readonly string[], width: number): string[] =>
  wrap(ownSentences(view, names).filter((s) => !s.startsWith('Your Promise to ')).join(' '), width);

export function VivaDecision(props: DecisionProps<VivaScreenTypes>) {
  const { view, log, purpose, error, notice, rows, width, theme, onSubmit, onFocusCard } = props;
  const names = seatNames(props.names);
  const seat = view.seat!;
  const prompt = openPrompt(view, purpose, names, false);
  const widgetProps: WidgetProps = { view, names, rows: 0, width, theme, onSubmit, onFocusCard };
  const widget = widgetFor(prompt, widgetProps);
  useKeys((input) => {
    if (widget === null && input === ' ') props.onSkip();
    else return false;
    return true;
  }, 'screen');

  const story = battleFromView(view);
  const panel = story ? battlePanel(story, names, width) : null;
  const table = panel ? [{ text: headerLine(view, names, width), mine: false }] : publicTableLines(view, names, width);
  const own = ownLines(view, names, width);
  const noted = notebook(view, log, names);
  const notes = noted ? wrap(visible(noted), width) : [];
  const gained = handNews(log, seat, names);
  const news = gained ? wrap(visible(gained), width) : [];
  const problems = [...(error ? wrap(error, width) : []), ...(notice ? wrap(notice, width) : [])];
  const footer = footerLines([...(widget?.keys ?? ['Space: skip the pause']), ...SHELL_KEYS], width);
  const recap = wrapAll(recapSentences(log, seat, names).map(visible), width);
  const panelFixed = panel ? 1 + panel.fixed.length : 0;
  const fixed = table.length + panelFixed + own.length + notes.length + news.length + problems.length + footer.length;
  const wants = widget?.rows ?? { wants: 1, needs: 1 };
  // A battle's body takes what the widget can spare; the recap what is left of that.
  const bodyRows = panel ? Math.min(panel.body.length, Math.max(1, rows - fixed - wants.needs)) : 0;
  const free = Math.max(0, rows - fixed - bodyRows);
  const space = share(free, wants.wants, wants.needs, recap.length);
  const key = `${seat}-${props.step}-${purpose}`;
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
      {space.recap > 0 ? <RecapWindow lines={recap} rows={space.recap} width={width} /> : null}
      {widget ? <Box key={key} flexDirection="column">{widget.draw({ ...widgetProps, rows: space.decision })}</Box> : <Text dimColor>{cut('Waiting for the others to decide.', width)}</Text>}
      {problems.map((line, i) => <Text key={`e${i}`} color={theme.tint('red')}>{line}</Text>)}
      {footer.map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
    </Box>
  );
}

/** The newest recap lines; when they do not all fit, the first row says how many are above and names the key. */
function RecapWindow({ lines, rows, width }: { lines: readonly string[]; rows: number; width: number }) {
  const shown = lines.length <= rows ? lines : lines.slice(lines.length - (rows - 1));
  return (
    <Box flexDirection="column">
      {shown.length < lines.length ? <Text dimColor>{wrap(`↑ ${lines.length - shown.length} earlier lines – r: the whole recap`, width)[0]}</Text> : null}
      {shown.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}
