// Plain mode's words for the board game's actions (rulings B3, B8–B40, B61, B68, B72): each listed
// action as a path of words, what is done first and how after ("Cast the family vote (1 vote)" → "for
// Bo"), which the prompts group into sub-menus; money as the game's text says it (billsText, B3).
import { POSITION_NAMES, POSITIONS, type Position } from '../../content/box.js';
import { cardDesign } from '../../content/cards.js';
import { sourcesOf } from '../../rules/ballot.js';
import { billsText, cardName, list, plural } from '../../rules/describe.js';
import { valueOf } from '../../rules/money.js';
import type { Action, Location, Money, Question } from '../../rules/types.js';
import type { BoardView } from '../../rules/view.js';
import { visible } from '../../../../text/sanitize.js';
import { coupActionPath, coupAnswerWords, isCoupAction } from './coup-words.js';
import { shownName, type Said } from './said.js';

export { shownName, type Said };

/** B24: a Location, as a place someone is at ("at his mistress's"). */
export const TO_LOCATION: Record<Location, string> = {
  bank: 'the Central Bank', headquarters: 'Headquarters', home: 'home', mistress: "his mistress's", nightclub: 'the Nightclub',
};

/** B24: a Location, as the choice of where to be this round. */
const GO: Record<Location, string> = {
  bank: 'Go to the Central Bank', headquarters: 'Go to Headquarters', home: 'Stay at home', mistress: "Go to your mistress's", nightclub: 'Go to the Nightclub',
};

/** B24: the Embassies' names (display only). */
const EMBASSY_NAMES: Record<string, string> = { 'embassy-north': 'the Northern Embassy', 'embassy-west': 'the Western Embassy', 'embassy-east': 'the Eastern Embassy' };

/** B11: a source of votes in words: "the family vote", "the Minister of Internal Security's vote", "Church". */
export function sourceWords(source: string): string {
  if (source === 'family') return 'the family vote';
  if (source === 'president') return "the President's vote";
  if (source === 'cousin') return "the Cousin's Position's vote";
  if ((POSITIONS as readonly string[]).includes(source)) return `the ${POSITION_NAMES[source as Position]}'s vote`;
  return source.includes('#') ? `${cardName(source)} in front of you` : visible(source);
}

/** Where a cast goes: "for Bo", "in favour", "against". */
export function optionWords(said: Said, option: string): string {
  if (option === 'for') return 'in favour';
  if (option === 'against') return 'against';
  return `for ${shownName(said, option)}`;
}

/** B3: a payment, as the game's text says money. */
const paying = (pay: Money | undefined): string[] => (pay && valueOf(pay) > 0 ? [`paying ${billsText(pay)}`] : []);

/** B13, B67: what the President decides on a tied roll call. */
function decideWords(question: Question | undefined, passed: boolean): string {
  if (question?.kind === 'competence') return passed ? 'Decide the tie: the President is found incompetent and removed' : 'Decide the tie: the President stays in office';
  return passed ? 'Decide the tie: the Budget passes' : 'Decide the tie: the Budget is defeated';
}

/** The question of the vote a view is in, if any. */
const voteQuestion = (view: BoardView): Question | undefined => {
  const top = view.flow[view.flow.length - 1];
  return top?.kind === 'vote' ? top.question : undefined;
};

/** B21: the Budget's stacks as announced so far, in words ("3 M to Bo and 0 M to Cy"). */
export function stacksWords(said: Said): string {
  const stacks = (said.view.budget?.stacks ?? []).filter((st) => st.announced !== null);
  return stacks.length === 0 ? 'no stack' : list(stacks.map((st) => `${st.announced} M to ${said.names[st.seat]}`));
}

/** "Done", in the words of the decision it ends (B21, B37, B72). */
function doneWords(said: Said): string {
  const coup = coupAnswerWords(said, 'done');
  if (coup !== null) return coup;
  switch (said.view.flow[said.view.flow.length - 1]?.kind) {
    case 'vote': return 'Done: end your voting turn';
    case 'budget': return `Propose the Budget: ${stacksWords(said)}`;
    case 'banking': return 'Done banking';
    case 'announce': return 'Done: end your announcement turn';
    default: return 'Done: end your turn';
  }
}

/** B21: whose stack and what it holds now. */
function stackNow(said: Said, name: string): Money | null {
  const seat = said.view.players.findIndex((p) => p.name === name);
  return said.view.budget?.stacks.find((st) => st.seat === seat)?.bills ?? null;
}

/** A card played (outside a vote's cast): its target, the attempt it cancels, its payment. */
function playPath(said: Said, a: Extract<Action, { type: 'play' }>): string[] {
  const d = cardDesign(a.card);
  if (a.option !== undefined) return [`Play ${d.name} (${plural(d.votes, 'vote')})`, optionWords(said, a.option)];
  const attempt = a.attempt === undefined ? null : said.view.attempts[a.attempt];
  const against = attempt ? [`cancelling attempt ${a.attempt! + 1} (${said.names[attempt.by]}'s ${attempt.card === null ? 'Death Squad' : cardName(attempt.card)})`] : [];
  const on = a.target !== undefined ? [`on ${shownName(said, a.target)}`] : [];
  const where = d.type === 'influence' ? ['face up in front of you'] : [];
  return [`Play ${d.name}`, ...against, ...on, ...where, ...paying(a.pay)];
}

/**
 * Each listed action as a path of words: its first words name what is done and group the actions
 * that share them; the rest say how. An action this version has no words for is shown as it is
 * written in a record (plain mode still plays it).
 */
export function actionPath(said: Said, a: Action): string[] {
  if (isCoupAction(a)) return coupActionPath(said, a);
  const name = (n: string) => shownName(said, n);
  switch (a.type) {
    case 'done': return [doneWords(said)];
    case 'cast': {
      const votes = sourcesOf(said.state, said.seat).find((v) => v.source === a.source)?.votes ?? 1;
      return [`Cast ${sourceWords(a.source)} (${plural(votes, 'vote')})`, optionWords(said, a.option)];
    }
    case 'play': return playPath(said, a);
    case 'stand': return ['Stand as a candidate'];
    case 'decline': return ['Decline to stand (the votes cast on you are lost)'];
    case 'decide': return [decideWords(voteQuestion(said.view), a.passed)];
    case 'ready': return ['Ready: no more gifts from you in this window'];
    case 'resign': return ['Resign the Presidency'];
    case 'discard': {
      const front = said.view.players[said.seat].influence.includes(a.card);
      return [`Discard ${cardName(a.card)}${front ? ' (Influence in front of you)' : ''}`];
    }
    case 'stack': {
      const now = stackNow(said, a.to);
      const drawn = (said.view.drawn?.[a.bill - 1] ?? 0) > 0;
      return [`Put a bill in ${name(a.to)}'s stack${now ? ` (now ${billsText(now)})` : ''}`, `a bill of ${a.bill} M ${drawn ? 'from the drawn bills' : 'from your pocket'}`];
    }
    case 'announce': {
      const now = stackNow(said, a.to);
      return [`Seal ${name(a.to)}'s stack${now ? ` (${billsText(now)})` : ''}, announcing`, `${a.amount} M`];
    }
    case 'force': return [a.force ? 'Force the Budget through' : 'Do not force the Budget'];
    case 'location':
      return a.location === 'exile' ? ['Go into exile', `at ${EMBASSY_NAMES[a.embassy ?? ''] ?? 'an Embassy'}`] : [GO[a.location]];
    case 'attempt': return [`Send ${a.card ? cardName(a.card) : 'the Death Squad'}`, `after ${name(a.victim)}`, `at ${TO_LOCATION[a.location]}`, ...paying(a.pay)];
    case 'pass': return [coupAnswerWords(said, 'pass') ?? 'Do not react'];
    case 'deposit': return [`Deposit a bill of ${a.bill} M in your Swiss account`];
    case 'withdraw': return [`Withdraw a bill of ${a.bill} M from your Swiss account`];
    case 'return': return ['Return from exile', a.bill ? `paying a bill of ${a.bill} M from your ${a.from ?? 'pocket'}` : 'free'];
    case 'stay': return ['Stay away in exile', a.bill ? `paying a bill of ${a.bill} M from your account` : 'free'];
    default: {
      const { seat: _seat, ...rest } = a as Record<string, unknown>;
      void _seat;
      return [visible(JSON.stringify(rest))];
    }
  }
}
