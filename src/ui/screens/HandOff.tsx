// The screens between players: "Pass to Bo" and "Done – press Enter to hide". Nothing private is
// on a hand-off; "Done" is still its player's, and shows what their decision showed them (R5: a
// card's look at a stack or a hand, in the game's story) before it hides. Enter waits for a quiet keyboard (the App's input guard). A hand-off also says when a
// player here may first take the optional action the game offers them (R11's bribe), in the game's words.
import { Box, Text } from 'ink';
import type { SeatOffer } from '../../session/flow.js';
import { useKeys } from '../keys.js';
import { wrap } from '../width.js';

/** An offer as a hand-off names it: the game's words for it, and its key. */
export type OfferWords = Omit<SeatOffer, 'seat'>;

export interface HandOffProps {
  name: string;
  /** This player comes to take the offer (asked for at another player's hand-off), or null. */
  taking: OfferWords | null;
  /** Another player here may take their offer before this player's turn: their name and the offer. */
  first: (OfferWords & { name: string }) | null;
  rows: number;
  width: number;
  onEnter(): void;
  onOffer(): void;
}

const centred = (rows: number) => Math.max(0, Math.floor(rows / 2) - 3);

export function HandOffScreen({ name, taking, first, rows, width, onEnter, onOffer }: HandOffProps) {
  useKeys((input, key) => {
    if (key.return) onEnter();
    else if (first && input === first.key) onOffer();
    else return false;
    return true;
  }, 'screen');
  return (
    <Box flexDirection="column" paddingTop={centred(rows)} paddingLeft={2}>
      {wrap(`Pass to ${name} – press Enter when only ${name} can see`, width - 2).map((line, i) => <Text key={i} bold>{line}</Text>)}
      {taking ? <Text>{`(${taking.role} wants to offer a ${taking.label})`}</Text> : null}
      {first ? wrap(`${first.name}, ${first.role}, may ${first.label} first: press ${first.key}`, width - 2).map((line, i) => <Text key={`b${i}`} dimColor>{line}</Text>) : null}
    </Box>
  );
}

export interface HideProps {
  /** What the player's decision showed them (the game's story), as lines (sanitized), or none. */
  shown: readonly string[];
  rows: number;
  width: number;
  onEnter(): void;
}

export function HideScreen({ shown, rows, width, onEnter }: HideProps) {
  useKeys((_input, key) => {
    if (!key.return) return false;
    onEnter();
    return true;
  }, 'screen');
  // The newest lines when they do not all fit: the last is what the decision just showed.
  const lines = shown.flatMap((text) => wrap(text, width - 2)).slice(-Math.max(0, rows - 3));
  const top = Math.max(0, centred(rows) - lines.length);
  return (
    <Box flexDirection="column" paddingTop={top} paddingLeft={2}>
      {lines.map((line, i) => <Text key={i}>{line}</Text>)}
      {lines.length > 0 ? <Text> </Text> : null}
      <Text bold>Done – press Enter to hide</Text>
    </Box>
  );
}
