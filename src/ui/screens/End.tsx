// The end of a game (R27): the scores, then the reveal of lies, bribes and coups, scrolling, and
// where the record is.
import { Box, Text } from 'ink';
import { useKeys } from '../keys.js';
import { footerLines } from '../layout.js';
import type { FinalScore } from '../game-screens.js';
import type { Theme } from '../theme.js';
import { columnsOf, cut, padEnd, padStart, wrapAll } from '../width.js';
import { ScrollList, useScroll } from '../widgets/ScrollList.js';
import { useMemo } from 'react';

export function scoreLines(scores: readonly FinalScore[], width: number): string[] {
  const nameWidth = Math.min(26, Math.max(...scores.map((s) => columnsOf(s.name)), 4));
  return [...scores]
    .sort((a, b) => b.keys[0] - a.keys[0] || b.keys[1] - a.keys[1])
    .map((s) => cut(`${s.winner ? '*' : ' '} ${padEnd(s.name, nameWidth)} ${padStart(String(s.keys[0]), 3)} million in ${s.keys[1]} cards`, width));
}

export interface EndProps {
  scores: FinalScore[];
  /** The reveal after the game (the game's story), empty without its record. */
  reveal: readonly string[];
  /** Where the game is kept and how to replay it, in lines. */
  notes: string[];
  canPlayAgain: boolean;
  /** How "play again" seats the players (a network table keeps its seats). */
  againHint?: string;
  rows: number;
  width: number;
  theme: Theme;
  onPlayAgain(): void;
  onQuit(): void;
}

export function EndScreen({ scores, reveal: told, notes, canPlayAgain, againHint = 'n: play again (seats rotate)', rows, width, theme, onPlayAgain, onQuit }: EndProps) {
  const reveal = useMemo(() => wrapAll(told, width), [told, width]);
  const tail = wrapAll(notes, width);
  const footer = footerLines(['↑↓ PgUp/PgDn: scroll the reveal', ...(canPlayAgain ? [againHint] : []), 'q: quit'], width);
  const lines = scoreLines(scores, width);
  const size = Math.max(2, rows - 1 - lines.length - tail.length - footer.length);
  const scroll = useScroll(reveal.length, size);
  useKeys((input, key) => {
    if (input === 'n' && canPlayAgain) onPlayAgain();
    else if (input === 'q' || key.escape) onQuit();
    else return scroll.key(input, key);
    return true;
  }, 'screen');
  return (
    <Box flexDirection="column">
      <Text bold color={theme.tint('cyan')}>The game is over</Text>
      {lines.map((line, i) => <Text key={`s${i}`}>{line}</Text>)}
      <ScrollList items={reveal} rows={size} width={width} theme={theme} cursor={null} top={scroll.top} />
      {tail.map((line, i) => <Text key={`t${i}`}>{line}</Text>)}
      {footer.map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
    </Box>
  );
}
