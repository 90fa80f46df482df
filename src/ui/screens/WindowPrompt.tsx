// A public play-or-pass window (V30) asked of the players here together, below the game's public
// table: a player presses their digit to play (then a hand-off to them alone), Enter passes for
// all; the keys wait for a quiet keyboard (the App's input guard) as a hand-off's do. Its keys come
// before the table's, as a widget's do: a game's public table takes Enter to skip a bot's pause.
import { Box, Text } from 'ink';
import type { Seat } from '../../core/types.js';
import { useKeys } from '../keys.js';
import { footerLines } from '../layout.js';
import { wrap } from '../width.js';
import { windowPromptText, windowSeatOf } from '../window-prompt.js';

export interface WindowPromptProps {
  seats: readonly Seat[];
  label: string;
  names: readonly string[];
  width: number;
  onPlay(seat: Seat): void;
  onPassAll(): void;
}

/** The rows the prompt takes below the table, at `width`. */
export const windowPromptRows = (props: Pick<WindowPromptProps, 'seats' | 'label' | 'names' | 'width'>): number => promptLines(props).length;

function promptLines({ seats, label, names, width }: Pick<WindowPromptProps, 'seats' | 'label' | 'names' | 'width'>): { text: string; bold: boolean }[] {
  const text = windowPromptText(seats, label, names);
  return [
    ...wrap(text.question, width).map((line) => ({ text: line, bold: true })),
    // Each choice whole on a line (a digit never parted from its name), as each key is.
    ...footerLines(text.choices, width, '   ').map((line) => ({ text: line, bold: true })),
    ...footerLines(text.keys, width).map((line) => ({ text: line, bold: false })),
  ];
}

export function WindowPrompt(props: WindowPromptProps) {
  useKeys((input, key) => {
    if (key.return) props.onPassAll();
    else {
      const seat = windowSeatOf(props.seats, input);
      if (seat === null) return false;
      props.onPlay(seat);
    }
    return true;
  }, 'widget');
  return (
    <Box flexDirection="column">
      {promptLines(props).map((line, i) => <Text key={i} bold={line.bold} dimColor={!line.bold}>{line.text}</Text>)}
    </Box>
  );
}
