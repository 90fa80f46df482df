// Viva's play-or-pass windows on screen (V8, V14–V18, V30): Burglars and the card it takes, the
// before-combat cards that may be played now and on what (those held that may not, with the ruling),
// a Diversionary Tactic on a roll or one die of it, and an Expert destruction. A thin list over the
// windows' prompts (their choices come from the pure models): ↑↓ and Enter choose, and from an
// Assassination's target its Back item (or Esc) goes back; the battle itself stands in the panel above, not repeated here.
import { offeredChoices } from '../../../../text/menu.js';
import { useKeys } from '../../../../ui/keys.js';
import { useLatest } from '../../../../ui/useLatest.js';
import { battleSentences } from '../plain/battle-words.js';
import { promptShape, type Prompt } from '../plain/prompts.js';
import { cursorMove, useFocusCard, type WidgetProps } from './common.js';
import { Frame, frameRows } from './Frame.js';

export const WINDOW_KEYS = ['↑↓ move', 'Enter choose'];

/** The window prompts this chooser draws. */
export type WindowPrompt = Extract<Prompt, { kind: 'burglars' | 'take' | 'battle-cards' | 'diversion' | 'destroy' }>;

/** The prompt's words without the battle's sentences (the panel above draws the battle). */
export function windowHead(prompt: Prompt): string[] {
  const battle = new Set(battleSentences(prompt.view, prompt.names));
  return promptShape(prompt).lines.filter((line) => !battle.has(line));
}

export const windowItems = (prompt: Prompt): string[] => {
  const shape = promptShape(prompt);
  return [...offeredChoices(shape).map((c) => c.label), ...(shape.back ? [shape.back.label] : [])];
};

/** The card a choice of the window names, for `c`. */
function cardAt(prompt: Prompt, index: number): string | null {
  if (prompt.kind === 'take') return prompt.cards[index] ?? null;
  if (prompt.kind === 'battle-cards' && prompt.target === null) return prompt.model.plays[index]?.card ?? null;
  if ((prompt.kind === 'burglars' || prompt.kind === 'diversion') && index > 0) return prompt.model.card;
  return null;
}

export const windowRows = (prompt: Prompt, width: number) => frameRows(windowHead(prompt), windowItems(prompt), width);

export function WindowChooser({ prompt: first, rows, width, theme, onSubmit, onFocusCard }: WidgetProps & { prompt: WindowPrompt }) {
  const [st, set, latest] = useLatest<{ prompt: Prompt; cursor: number; problem: string | null }>(() => ({ prompt: first, cursor: 0, problem: null }));
  useKeys((_input, key) => {
    const now = latest();
    const shape = promptShape(now.prompt);
    const choices = [...offeredChoices(shape), ...(shape.back ? [shape.back] : [])];
    const moved = cursorMove(key, now.cursor, choices.length);
    if (moved !== null) set({ cursor: moved, problem: null });
    else if (key.escape && shape.back) {
      const back = shape.back.pick();
      if (back.kind === 'prompt') set({ prompt: back.prompt, cursor: 0, problem: null });
    } else if (key.return) {
      const answer = choices[now.cursor].pick();
      if (answer.kind === 'action') onSubmit(answer.action);
      else if (answer.kind === 'prompt') set({ prompt: answer.prompt, cursor: 0, problem: null });
      else if (answer.kind === 'refused') set({ problem: answer.reason });
    } else return false;
    return true;
  }, 'widget');
  useFocusCard(cardAt(st.prompt, st.cursor), onFocusCard);
  return <Frame head={windowHead(st.prompt)} items={windowItems(st.prompt)} cursor={st.cursor} status={st.problem ? { text: st.problem, kind: 'problem' } : null}
    rows={rows} width={width} theme={theme} />;
}
