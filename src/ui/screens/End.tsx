// The end of a game: the scores, best first, under the names of the game's score keys (R27: Money,
// Cards), then the game's reveal after it (Las Cartas: lies, bribes and coups), scrolling, and
// where the record is.
import { Box, Text } from 'ink';
import { byKeys, keyNames } from '../../session/score-keys.js';
import { useKeys } from '../keys.js';
import { footerLines } from '../layout.js';
import { nobodyWon, type FinalScore } from '../game-screens.js';
import type { Theme } from '../theme.js';
import { columnsOf, cut, padEnd, padStart, wrapAll } from '../width.js';
import { ScrollList, useScroll } from '../widgets/ScrollList.js';
import { useMemo } from 'react';

/** The scores as a table: a heading row of the keys' names (`scoreKeys`, the game's), then a row per seat, best first, a winner starred. */
export function scoreLines(scores: readonly FinalScore[], scoreKeys: readonly string[] | undefined, width: number): string[] {
  if (scores.length === 0) return [];
  const nameWidth = Math.min(26, Math.max(...scores.map((s) => columnsOf(s.name)), 4));
  const keys = keyNames(scoreKeys, Math.max(...scores.map((s) => s.keys.length)));
  const widths = keys.map((key, i) => Math.max(columnsOf(key), ...scores.map((s) => String(s.keys[i] ?? '').length)));
  const cells = (values: readonly string[]) => values.map((v, i) => `  ${padStart(v, widths[i])}`).join('');
  return [
    cut(`  ${padEnd('', nameWidth)}${cells(keys)}`, width),
    ...[...scores].sort((a, b) => byKeys(a.keys, b.keys))
      .map((s) => cut(`${s.winner ? '*' : ' '} ${padEnd(s.name, nameWidth)}${cells(keys.map((_, i) => String(s.keys[i] ?? '')))}`, width)),
  ];
}

/**
 * The heading of the end, in lines of `width`: the game is over, and who won it (the scores'
 * winners, in seat order: one, several together, or nobody, as the board game's B10 and B64 allow).
 */
export function endHeading(scores: readonly FinalScore[], width: number): string[] {
  return wrapAll([`The game is over${whoWon(scores)}`], width);
}

/** Who won, after "The game is over": nothing when no scores are known. */
function whoWon(scores: readonly FinalScore[]): string {
  if (scores.length === 0) return '';
  if (nobodyWon(scores)) return ' · nobody wins';
  const winners = scores.filter((s) => s.winner).map((s) => s.name);
  return winners.length === 1 ? ` · ${winners[0]} wins` : ` · ${winners.slice(0, -1).join(', ')} and ${winners.at(-1)} win together`;
}

export interface EndProps {
  scores: FinalScore[];
  /** The names of the standing's keys, most important first (the module's narration.scoreKeys). */
  scoreKeys?: readonly string[];
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

export function EndScreen({ scores, scoreKeys, reveal: told, notes, canPlayAgain, againHint = 'n: play again (seats rotate)', rows, width, theme, onPlayAgain, onQuit }: EndProps) {
  const reveal = useMemo(() => wrapAll(told, width), [told, width]);
  const tail = wrapAll(notes, width);
  const footer = footerLines(['↑↓ PgUp/PgDn: scroll the reveal', ...(canPlayAgain ? [againHint] : []), 'q: quit'], width);
  const heading = endHeading(scores, width);
  const lines = scoreLines(scores, scoreKeys, width);
  const size = Math.max(2, rows - heading.length - lines.length - tail.length - footer.length);
  const scroll = useScroll(reveal.length, size);
  useKeys((input, key) => {
    if (input === 'n' && canPlayAgain) onPlayAgain();
    else if (input === 'q' || key.escape) onQuit();
    else return scroll.key(input, key);
    return true;
  }, 'screen');
  return (
    <Box flexDirection="column">
      {heading.map((line, i) => <Text key={`h${i}`} bold color={theme.tint('cyan')}>{line}</Text>)}
      {lines.map((line, i) => <Text key={`s${i}`}>{line}</Text>)}
      <ScrollList items={reveal} rows={size} width={width} theme={theme} cursor={null} top={scroll.top} />
      {tail.map((line, i) => <Text key={`t${i}`}>{line}</Text>)}
      {footer.map((line, i) => <Text key={`f${i}`} dimColor>{line}</Text>)}
    </Box>
  );
}
