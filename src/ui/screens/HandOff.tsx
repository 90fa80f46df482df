// The screens between players: "Pass to Bo" and "Done – press Enter to hide". Nothing private is
// on them; Enter waits for a quiet keyboard (the App's input guard).
import { Box, Text } from 'ink';
import { useKeys } from '../keys.js';
import { wrap } from '../width.js';

export interface HandOffProps {
  name: string;
  /** The President asked to bribe before this player's turn. */
  bribe: boolean;
  /** The President may bribe first: their name, for the `b` hint. */
  briber: string | null;
  rows: number;
  width: number;
  onEnter(): void;
  onBribe(): void;
}

const centred = (rows: number) => Math.max(0, Math.floor(rows / 2) - 3);

export function HandOffScreen({ name, bribe, briber, rows, width, onEnter, onBribe }: HandOffProps) {
  useKeys((input, key) => {
    if (key.return) onEnter();
    else if (input === 'b' && briber) onBribe();
    else return false;
    return true;
  }, 'screen');
  return (
    <Box flexDirection="column" paddingTop={centred(rows)} paddingLeft={2}>
      {wrap(`Pass to ${name} – press Enter when only ${name} can see`, width - 2).map((line, i) => <Text key={i} bold>{line}</Text>)}
      {bribe ? <Text>(the President wants to offer a bribe)</Text> : null}
      {briber ? wrap(`${briber}, the President, may bribe first: press b`, width - 2).map((line, i) => <Text key={`b${i}`} dimColor>{line}</Text>) : null}
    </Box>
  );
}

export function HideScreen({ rows, onEnter }: { rows: number; onEnter(): void }) {
  useKeys((_input, key) => {
    if (!key.return) return false;
    onEnter();
    return true;
  }, 'screen');
  return (
    <Box flexDirection="column" paddingTop={centred(rows)} paddingLeft={2}>
      <Text bold>Done – press Enter to hide</Text>
    </Box>
  );
}
