// The tutorial's coach panel on the private screen: what the decision means, the heuristic bot's
// choice in the words of the widget that makes it (the chooser's labels, the stack builder's
// stacks, the coup picker's cards), and why. It takes the rows the decision's widget can spare;
// the suggestion is the last thing it gives up.
import { Box, Text } from 'ink';
import type { Action, CoachAdvice, PlayerView } from '../../rules/index.js';
import { actionDetail, actionGroup, moneyLabel, ownersIn, shortName, type Glyphs } from '../labels.js';
import { groupActions, locate } from '../models/chooser.js';
import type { Theme } from '../../../../ui/theme.js';
import { wrap } from '../../../../ui/width.js';

/** The suggestion's opening words. */
export const COACH_SUGGESTS = 'The heuristic bot would';
export const COACH_BRIBE_FIRST = 'First it would bribe (b)';

const seatNamed = (view: PlayerView, name: string): number => view.players.findIndex((p) => p.name === name);

/**
 * An action as the player would make it on this screen; a chooser's choice as the chooser shows it
 * among `choices` (the detail only where its group offers several).
 */
export function describeAdvice(action: Action, view: PlayerView, names: readonly string[], glyphs: Glyphs, choices: readonly Action[]): string {
  const who = (name: string) => names[seatNamed(view, name)] ?? name;
  switch (action.type) {
    case 'propose-budget': {
      const stacks = action.stacks.filter((s) => s.money.length > 0 || s.announced > 0);
      return stacks.length > 0 ? `deal ${stacks.map((s) => `${who(s.to)} ${moneyLabel(s.money)} (announce ${s.announced})`).join(', ')}` : 'leave every stack empty';
    }
    case 'bribe': {
      const moved = action.money.length > 0 ? `move ${moneyLabel(action.money)} onto ${who(action.to)}'s stack, ` : `raise ${who(action.to)}'s stack: `;
      const own = action.ownAnnounced === undefined ? '' : ` (yours ${action.ownAnnounced})`;
      return `${moved}announce ${action.announced}${own}`;
    }
    case 'redistribute': {
      const moves = action.stacks.filter((s) => s.money.length > 0).map((s) => `${moneyLabel(s.money)} to ${who(s.to)} (announce ${s.announced})`);
      return moves.length > 0 ? `move ${moves.join(', ')}` : 'keep the returned cards (Enter with nothing moved)';
    }
    case 'commit-coup':
      return action.cards.length > 0 ? `lay ${action.cards.map(shortName).join(', ')} face down` : 'lay nothing face down';
    case 'keep-budget':
      return 'keep the stacks as they are (Esc)';
    default: {
      const ownerOf = ownersIn(view, names);
      const groups = groupActions(choices, glyphs, ownerOf);
      const at = locate(groups, action, glyphs, ownerOf);
      const group = actionGroup(action);
      return at && groups[at.group].actions.length > 1 ? `${group}: ${actionDetail(action, glyphs, ownerOf)}` : group;
    }
  }
}

/** What the panel speaks of: the seat's view, the names on screen, the glyphs, the chooser's choices. */
export interface CoachScreen {
  view: PlayerView;
  names: readonly string[];
  glyphs: Glyphs;
  choices: readonly Action[];
}

/** The panel's sentences, unwrapped: what the choice means, the suggestion and why, the bribe to make first. */
export function coachText(advice: CoachAdvice, screen: CoachScreen): { label: string; meaning: string; suggestion: string; bribe: string | null } {
  const describe = (action: Action) => describeAdvice(action, screen.view, screen.names, screen.glyphs, screen.choices);
  return {
    label: `Coach (? ${advice.topic}):`,
    meaning: advice.meaning,
    suggestion: advice.suggestion ? `» ${COACH_SUGGESTS} ${lower(describe(advice.suggestion))}. ${advice.why}` : `» ${advice.why}`,
    bribe: advice.bribe ? `» ${COACH_BRIBE_FIRST}: ${describe(advice.bribe.action)}. ${advice.bribe.why}` : null,
  };
}

/**
 * The panel's lines at `width`, within `rows`, always led by the coach's label (it names the topic
 * ? opens): all of it when it fits; else the suggestion and the bribe to make first; else the
 * suggestion alone; else nothing.
 */
export function coachLines(advice: CoachAdvice, screen: CoachScreen, width: number, rows: number): string[] {
  const text = coachText(advice, screen);
  const bribe = text.bribe === null ? [] : wrap(text.bribe, width);
  const choices = [
    [...wrap(`${text.label} ${text.meaning}`, width), ...wrap(text.suggestion, width), ...bribe],
    [...wrap(`${text.label} ${text.suggestion}`, width), ...bribe],
    wrap(`${text.label} ${text.suggestion}`, width),
  ];
  return choices.find((lines) => lines.length <= rows) ?? [];
}

const lower = (text: string): string => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

export function CoachPanel({ lines, theme }: { lines: readonly string[]; theme: Theme }) {
  if (lines.length === 0) return null;
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => <Text key={i} color={theme.tint('green')}>{line}</Text>)}
    </Box>
  );
}
