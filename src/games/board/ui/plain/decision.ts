// What each decision of the board game is, in words above its choices (rulings B8–B13, B15, B17,
// B21, B23, B24, B26, B29, B36, B37, B61, B68, B72): the decision and its limits, then what the seat
// needs in front of it (the votes cast so far, the bills still to stack, the gifts left).
import { NUMBERS } from '../../content/box.js';
import { billsText, describeEvent, list, plural } from '../../rules/describe.js';
import type { FrameView } from '../../rules/view.js';
import type { Prompt } from './prompt.js';
import { optionWords, stacksWords } from './words.js';

const WINDOW_MOMENTS = ['', 'after the play pass', 'between the rounds of the vote', 'after the Budget', 'before the coup question',
  'at the start of the coup', 'before the sides', 'before the execution'];

/** B69: gifts still to make in this turn or window. */
const giftsLeft = (made: number): string => `you may give ${plural(NUMBERS.giftsPerWindow - made, 'more gift')}`;

function voteLines(p: Prompt, f: Extract<FrameView, { kind: 'vote' }>): string[] {
  const question = describeEvent({ type: 'vote', question: f.question }, p.names).replace(/^The vote on (.*) begins\.$/, '$1');
  const options = [...new Set(f.casts.map((c) => c.option))];
  const tally = options.map((o) => `${plural(f.casts.filter((c) => c.option === o).reduce((n, c) => n + c.votes, 0), 'vote')} ${optionWords(p, typeof o === 'number' ? p.view.players[o].name : o)}`);
  const so = tally.length > 0 ? [`Votes so far: ${list(tally)}.`] : [];
  switch (f.stage) {
    case 'declines': return [`The vote on ${question}: you are a candidate. Do you stand, or decline?`, ...so];
    case 'tie': return [`The vote on ${question} is tied: you decide it as President.`, ...so];
    default: return [`Your turn in round ${f.round} of the vote on ${question}: cast your sources of votes and play cards one at a time, give gifts (${giftsLeft(f.gifts)}), then say you are done.`, ...so];
  }
}

function budgetLines(p: Prompt): string[] {
  const drawn = p.view.drawn;
  return [
    'Your Budget: put bills one at a time into a stack for each other player (the drawn bills first, then your pocket\'s), seal each stack announcing at most what it holds, then propose it.',
    `Drawn bills not yet stacked: ${drawn ? billsText(drawn) : 'none'}. Announced so far: ${stacksWords(p)}.`,
  ];
}

/** The lines above a decision's choices; `fresh`: the first time it is shown, with what it is. */
export function decisionLines(p: Prompt, fresh: boolean): string[] {
  const f = p.view.flow[p.view.flow.length - 1];
  const lines = ((): string[] => {
    switch (f?.kind) {
      case 'vote': return voteLines(p, f);
      case 'window': return [`Trade window ${WINDOW_MOMENTS[f.number] ?? f.number}: ${f.moneyOnly ? 'money only; ' : ''}give gifts (${giftsLeft(f.gifts[p.seat] ?? 0)}), then say you are ready.`];
      case 'pass': return [`Your phase-1 turn: play the cards you may play now, give gifts (${giftsLeft(f.gifts)}), then say you are done.`];
      case 'hand-limit': return [`You hold more than ${NUMBERS.handLimit} cards, counting Influence in front of you: discard one.`];
      case 'cabinet': return ['Phase 2: name your cabinet, or resign instead; you may give gifts in this decision.'];
      case 'budget': return budgetLines(p);
      case 'force': return ['The Budget was defeated: as Minister of Internal Security, do you force it through? Forced, the stacks are handed out and the Police start any coup in Parliament.'];
      case 'locations': return ['Phase 5: choose where you spend this round; the others see only that you have chosen.'];
      case 'announce': return [`Your announcement turn: send assassins, play the cards you may play now, give money (${giftsLeft(f.gifts)}), then say you are done.`];
      case 'react': return ['An attempt names you: cancel one with Bribe the Assassin, or do not react.'];
      case 'banking': return ['At the Central Bank: deposit or withdraw one bill at a time (a bill moved one way cannot come back this visit), then say you are done.'];
      case 'exiles': return ['You are in exile: return, or stay away; each has its fee.'];
      default: return ['Your decision.'];
    }
  })();
  return fresh ? lines : lines.slice(0, 1);
}
