// The public table's lines as every Viva screen draws them (V5): the heading bold in cyan, the
// seat's own row in yellow, the Presidente's in green, the dim lines dim.
import { Box, Text } from 'ink';
import type { Theme } from '../../../../ui/theme.js';
import type { TableLine } from './public-table.js';

export function TableLines({ lines, theme }: { lines: readonly TableLine[]; theme: Theme }) {
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} bold={i === 0} dimColor={line.dim} color={i === 0 ? theme.tint('cyan') : line.mine ? theme.tint('yellow') : line.presidente ? theme.tint('green') : undefined}>{line.text}</Text>
      ))}
    </Box>
  );
}
