// Plain mode's prompts against the widgets' pure models (R8–R20): the budget's sub-prompts keep
// R9's limits with a sentence and ask again, the bribe builder keeps R11's, the chooser's two levels
// and the coup picker (R20) make the actions the screens make, and a typed JSON action is checked.
import { describeEvent, isRebellion, viewFor, type Action, type State } from '../../src/games/las-cartas/rules/index.js';
import type { Purpose } from '../../src/session/flow.js';
import { answerPrompt, openPrompt, promptText, type Answer, type Prompt } from '../../src/games/las-cartas/ui/plain/prompts.js';
import { act, draw, finishVoting, FOUR, game, giveMoney, play, seatOf, THREE, toCoup } from '../support/game.js';
import { numberOf } from './plain-driver.js';

const NAMES = THREE;

function open(state: State, name: string, purpose: Purpose = 'decide', canBribe = false): Prompt {
  const prompt = openPrompt(viewFor(state, seatOf(state, name)), purpose, NAMES, canBribe);
  if (!prompt) throw new Error(`${name} has nothing to decide`);
  return prompt;
}

/** A prompt being answered: each step must lead to another prompt. */
class At {
  constructor(readonly prompt: Prompt) {}
  /** Types the number of the choice whose label starts with `label`. */
  pick(label: string): At {
    return this.type(numberOf(this.prompt, label));
  }
  type(line: string): At {
    const answer = answerPrompt(this.prompt, line);
    if (answer.kind !== 'prompt') throw new Error(`"${line}" ended the prompt: ${JSON.stringify(answer)}`);
    return new At(answer.prompt);
  }
  answer(line: string): Answer {
    return answerPrompt(this.prompt, line);
  }
  choose(label: string): Answer {
    return this.answer(numberOf(this.prompt, label));
  }
  get text(): string {
    return text(this.prompt);
  }
}

const at = (state: State, name: string, purpose: Purpose = 'decide', canBribe = false): At => new At(open(state, name, purpose, canBribe));

const text = (prompt: Prompt): string => [...promptText(prompt).lines, promptText(prompt).ask].join('\n');
const reason = (answer: Answer): string => (answer.kind === 'refused' ? answer.reason : `not refused: ${answer.kind}`);

/** Phase 2, Ana President of three, having drawn m3#1, m2#1, m2#2, m1#4 (8 million, R9's cap); m1#1 on her Middleman. */
const budget = (): State => game({}, { players: THREE, money: ['m3', 'm2', 'm2', 'm1'], stacks: 'none' });

describe('the budget, one numbered sub-prompt at a time (R8, R9)', () => {
  test('the first prompt lists the stacks, what stays on the Middleman and the cap', () => {
    const prompt = open(budget(), 'Ana');
    expect(text(prompt)).toContain('Your own stack: 3 + 2 + 2 + 1 = 8 million, announced as 0.');
    expect(text(prompt)).toContain('Left on your Middleman, out of the budget: 1 million.');
    expect(text(prompt)).toContain('Announced in all: 0, of at most 8');
    expect(promptText(prompt).ask).toBe('Your choice (1 to 3): ');
  });

  test('an announcement over the cap is refused with a sentence, the same question is asked again, and a lower one is taken', () => {
    // The Middleman's 1 million onto Bo's stack, the 3 million onto Cy's, then Ana's own stack announced at its whole 5.
    const asked = at(budget(), 'Ana')
      .pick('Move a Money card').pick('1 million on your Middleman').pick("Bo's stack")
      .pick('Move a Money card').pick('3 million').pick("Cy's stack")
      .pick("Change a stack's announcement").pick('Your own stack').type('5')
      .pick("Change a stack's announcement").pick("Cy's stack");
    expect(promptText(asked.prompt).lines).toEqual(["What do you announce for Cy's stack? It holds 3 million."]);
    expect(promptText(asked.prompt).ask).toBe('Type a number from 0 to 3: ');
    expect(asked.type('3').text).toContain("Cy's stack: 3 million, announced as 3.");
    const full = at(budget(), 'Ana')
      .pick('Move a Money card').pick('1 million on your Middleman').pick("Bo's stack")
      .pick('Move a Money card').pick('3 million').pick("Cy's stack")
      .pick("Change a stack's announcement").pick('Your own stack').type('5')
      .pick("Change a stack's announcement").pick("Bo's stack").type('1')
      .pick("Change a stack's announcement").pick("Cy's stack");
    expect(promptText(full.prompt).ask).toBe('Type a number from 0 to 2: ');
    expect(reason(full.answer('3'))).toBe('That would announce 9 in all, more than the 8 million drawn: type 0 to 2.');
    // Refused: the prompt is unchanged, so the same question is asked again, and 2 is taken.
    expect(full.type('2').text).toContain("Cy's stack: 3 million, announced as 2.");
  });

  test('a stack whose announcement can only be one number is settled, not asked: shown with why, without a number (R9)', () => {
    // The Middleman's 1 million onto Bo's stack, then Ana's own stack announced at its whole 8: the cap leaves Bo 0.
    const full = at(budget(), 'Ana')
      .pick('Move a Money card').pick('1 million on your Middleman').pick("Bo's stack")
      .pick("Change a stack's announcement").pick('Your own stack').type('8')
      .pick("Change a stack's announcement");
    expect(full.text).toContain("  -  Bo's stack: 1 million, announced as 0 (not now: it can only be 0 now)");
    expect(full.text).toContain("  -  Cy's stack: 0 million, announced as 0 (not now: it can only be 0 now)");
    expect(promptText(full.prompt).ask).toBe('Your choice (1, or 0 to go back): ');
    expect(full.text).not.toMatch(/^ {2}\d+\. Bo's stack/m);
  });

  test("an announcement above the stack's true value is refused (R9), and so is a word where a number belongs", () => {
    const asked = at(budget(), 'Ana').pick('Move a Money card').pick('3 million').pick("Cy's stack")
      .pick("Change a stack's announcement").pick("Cy's stack");
    expect(reason(asked.answer('4'))).toBe("Cy's stack holds 3 million, and no stack may be announced above its true value: type 0 to 3.");
    expect(reason(asked.answer('three'))).toBe('Type a whole number from 0 to 3.');
  });

  test('Done asks to confirm, "No" goes back, "Yes" proposes the budget the sub-prompts built', () => {
    const confirm = at(budget(), 'Ana').pick('Move a Money card').pick('3 million').pick("Bo's stack")
      .pick("Change a stack's announcement").pick("Bo's stack").type('2')
      .pick('Done');
    expect(confirm.text).toContain('Propose this budget? This cannot be undone.');
    expect(confirm.pick('No, change it').text).toContain('1. Move a Money card');
    expect(confirm.choose('Yes')).toEqual({
      kind: 'action',
      action: { type: 'propose-budget', seat: 'Ana', stacks: [{ to: 'Ana', money: ['m2#1', 'm2#2', 'm1#4'], announced: 0 }, { to: 'Bo', money: ['m3#1'], announced: 2 }] },
    });
  });

  test('a number that is no choice is refused with the range, and 0 goes back from a sub-prompt', () => {
    const menu = at(budget(), 'Ana');
    expect(reason(menu.answer('9'))).toBe('"9" is not one of the choices: type 1 to 3, or ? for help.');
    expect(reason(menu.answer(''))).toBe('Nothing was typed: type 1 to 3, or ? for help.');
    const cards = menu.pick('Move a Money card');
    expect(promptText(cards.prompt).ask).toBe('Your choice (1 to 5, or 0 to go back): ');
    // Back on the menu: the stacks as they are, without the introduction the first showing had.
    expect(menu.text).toContain('Form the budget');
    expect(cards.type('0').text).toMatch(/^Your own stack: 3 \+ 2 \+ 2 \+ 1 = 8 million, announced as 0\.\n[^]*\n {2}1\. Move a Money card/);
  });
});

describe('bribes (R11)', () => {
  /** Phase 3 after Ana's budget: Ana 3 + 1 announced 4, Bo 2 announced 2, Cy 2 announced 2 (cap 8). */
  const voting = (): State => game({}, { players: THREE, money: ['m3', 'm2', 'm2', 'm1'], stacks: { Bo: ['m2#1'], Cy: ['m2#2'] } });

  test("the President's own choices offer a bribe; the answer opens the bribe builder, which may be left without bribing", () => {
    const s = voting();
    expect(at(s, 'Ana', 'decide', true).choose('Offer a bribe')).toEqual({ kind: 'offer' });
    expect(at(s, 'Ana').text).not.toContain('Offer a bribe');
    expect(at(s, 'Ana', 'optional').choose('No bribe after all')).toEqual({ kind: 'cancel' });
  });

  test("a bribe is not offered with Money to two players (one bribe, one player) nor before anything moved, and another stack's announcement is not lowered", () => {
    const two = at(voting(), 'Ana', 'optional').pick('Move a Money card').pick('3 million').pick("Bo's stack")
      .pick('Move a Money card').pick('1 million').pick("Cy's stack");
    expect(two.text).toContain('  -  Done: offer this bribe (not now: A bribe goes to one player at a time)');
    // Nothing moved or raised yet: Done says so and is not offered.
    expect(at(voting(), 'Ana', 'optional').text).toContain('  -  Done: offer this bribe (not now: Move Money onto a stack or raise its announcement first)');
    const lower = at(voting(), 'Ana', 'optional').pick("Change a stack's announcement");
    expect(lower.text).toContain("  -  Bo's stack: 2 million, announced as 2 (not now: it can only be 2 now)");
  });

  test('a bribe built by sub-prompts is the action the engine takes, the own announcement lowered to what stays (R9)', () => {
    const s = voting();
    const start = at(s, 'Ana', 'optional');
    expect(start.text).toContain('Your own stack: 3 + 1 = 4 million, announced as 4.');
    const moved = start.pick('Move a Money card').pick('1 million').pick("Bo's stack");
    expect(moved.text).toContain('Your own stack: 3 million, announced as 3 (was 4).');
    const offer = moved.pick("Change a stack's announcement").pick("Bo's stack").type('3').pick('Done').choose('Yes');
    expect(offer).toEqual({ kind: 'action', action: { type: 'bribe', seat: 'Ana', to: 'Bo', money: ['m1#4'], announced: 3, ownAnnounced: 3 } });
    if (offer.kind === 'action') act(s, offer.action);
  });
});

describe('the chooser and typed actions', () => {
  test('a play with several ways opens a second level; 0 goes back; the chosen detail is the action', () => {
    const thief = at(game({ Ana: ['thief'] }, { players: THREE }), 'Ana').pick('Play Thief');
    expect(promptText(thief.prompt).lines[0]).toBe('Play Thief: how?');
    expect(thief.type('0').text).toContain('Your turn: play a card or draw one.');
    const chosen = thief.choose("take a random Money card from Cy's Middleman");
    expect(chosen.kind === 'action' && chosen.action).toMatchObject({ type: 'play-card', seat: 'Ana', target: 'Cy' });
  });

  test('the Bodyguard question to a player who has none says so, and that everyone attacked is asked (R15); one choice lets it happen', () => {
    const drawn = act(game({ Bo: ['thief'] }, { players: THREE, drawPile: ['militia'] }), { type: 'draw-card', seat: 'Ana' });
    const attacked = act(drawn, { type: 'play-card', seat: 'Bo', card: 'thief#1', target: 'Ana' });
    const asked = at(attacked, 'Ana');
    expect(promptText(asked.prompt).lines[0]).toBe("Bo's Thief is aimed at you, and you have no Bodyguard to stop it. Everyone attacked is asked, Bodyguard or not, so the question reveals nothing.");
    expect(promptText(asked.prompt).ask).toBe('Your choice (1): ');
    expect(asked.choose('Let it happen')).toEqual({ kind: 'action', action: { type: 'react', seat: 'Ana', bodyguard: null } });
  });

  test("an action typed as JSON is checked by the seat's validator: legal, illegal, malformed", () => {
    const menu = at(game({}, { players: THREE }), 'Ana');
    expect(menu.answer('{"type":"draw-card"}')).toEqual({ kind: 'action', action: { type: 'draw-card', seat: 'Ana' } });
    expect(reason(menu.answer('{"type":"draw-card","seat":"Bo"}'))).toMatch(/^That action is not allowed now: /);
    expect(reason(menu.answer('{"type":'))).toBe('That line starts like an action but is not valid JSON.');
    expect(reason(menu.answer('{"type":"end-turn"}'))).toMatch(/^That action is not allowed now: /);
    // The engine's message never quotes the seat typed: the refusal is one line, with no control.
    const forged = reason(menu.answer('{"type":"draw-card","seat":"Bo\\nFinal scores\\u001b[2J"}'));
    expect(forged).toBe('That action is not allowed now: seat names no player at the table.');
    expect(forged).not.toMatch(/[\n\x1b]/);
  });
});

describe('the coup (R20)', () => {
  test("cards are picked and unpicked by number; the side follows the Rebellion card; Done confirms in the hand's order", () => {
    // Bo has committed; Cy lays cards next, with a Rebellion card in hand.
    const s = act(toCoup({ Cy: ['militia', 'students'] }), { type: 'commit-coup', seat: 'Bo', cards: [] });
    const cy = viewFor(s, seatOf(s, 'Cy'));
    const start = at(s, 'Cy');
    expect(start.text).toContain('Cards face down so far: Bo 0.');
    expect(start.text).toContain('Without your Rebellion card you stay loyal.');
    const picked = start.pick('a Rebellion card').pick('Militia').pick('Militia').pick('Militia');
    expect(picked.text).toContain('With your Rebellion card you fight for the rebels.');
    const confirm = picked.pick('Done');
    expect(promptText(confirm.prompt).lines[0]).toMatch(/^Lay face down: (Rebellion and Militia|Militia and Rebellion)\?$/);
    const cards = cy.hand.filter((c) => isRebellion(c) || c.startsWith('militia'));
    expect(confirm.choose('Yes')).toEqual({ kind: 'action', action: { type: 'commit-coup', seat: 'Cy', cards } satisfies Action });
  });
});

describe('after a defeat and a handover: the redistribution (R18) and the re-formed budget (R19)', () => {
  test('the President moves only the returned cards, onto stacks other than the First Rebel\'s, within the cap', () => {
    // Four players (a three-player coup has no First Rebel): Ana 2, Bo 3, Cy 3, Di 1 + 1, each announced at its value
    // (cap 10). Bo's Catholic Church defeats the budget: Bo, First Rebel, returns m3#1 to Ana.
    let s = game({ Bo: ['catholic-church'] }, { players: FOUR });
    s = finishVoting(play(draw(s, 'Ana'), 'Bo', 'catholic-church', { vote: 'against' }));
    expect(s.coup?.step).toBe('redistribute');
    const start = at(s, 'Ana');
    expect(start.text).toContain('Redistribute the stack the First Rebel returned');
    expect(start.text).not.toContain("Bo's stack");
    const cards = start.pick('Move a Money card');
    expect(promptText(cards.prompt).lines.slice(1)).toEqual(['  1. 3 million, now in your own stack', '  0. Back']);
    const moved = cards.pick('3 million').pick("Cy's stack").pick("Change a stack's announcement").pick("Cy's stack");
    expect(reason(moved.answer('7'))).toBe("Cy's stack holds 6 million, and no stack may be announced above its true value: type 3 to 6.");
    expect(reason(moved.answer('2'))).toMatch(/^Cy's stack was announced as 3, and a bribe or redistribution may only raise/);
    const done = moved.type('6').pick('Done');
    expect(done.text).toContain('Redistribute like this? This cannot be undone.');
    const made = done.choose('Yes');
    expect(made).toEqual({ kind: 'action', action: { type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: ['m3#1'], announced: 6 }] } });
    if (made.kind === 'action') act(s, made.action);
  });

  test('the new President may keep the budget or re-form it, announcing anew', () => {
    const s = act(game({ Ana: ['vote-of-no-confidence'] }, { players: FOUR, stacks: {} }), { type: 'play-card', seat: 'Ana', card: 'vote-of-no-confidence', target: 'Cy' });
    const start = at(s, 'Cy');
    expect(start.text).toContain('You may re-form the budget');
    expect(start.choose('Keep the budget as it is')).toEqual({ kind: 'action', action: { type: 'keep-budget', seat: 'Cy' } });
    const reformed = start.pick("Change a stack's announcement").pick("Ana's stack").type('1').pick('Done');
    const made = reformed.choose('Yes');
    expect(made.kind).toBe('action');
    if (made.kind === 'action') {
      expect(made.action).toMatchObject({ type: 'propose-budget', seat: 'Cy' });
      act(s, made.action);
    }
  });
});

describe('plain sentences', () => {
  test("the budget tells the Money on the Middleman from the Money under it (the Swiss account), each with its own sum", () => {
    // Ana has 1 million on her Middleman and 3 + 4 under it.
    const s = giveMoney(budget(), 'Ana', ['m3#5', 'm4#1'], 'swiss');
    const prompt = at(s, 'Ana');
    expect(prompt.text).toContain('Left on your Middleman, out of the budget: 1 million.');
    expect(prompt.text).toContain('Left in your Swiss account (under your Middleman), out of the budget: 3 + 4 = 7 million.');
    const cards = prompt.pick('Move a Money card');
    expect(cards.text).toContain('1. 3 million, now in your own stack');
    expect(cards.text).toContain('1 million on your Middleman, out of the budget');
    expect(cards.text).toContain('4 million in your Swiss account, out of the budget');
    const moved = cards.pick('4 million in your Swiss account').pick("Bo's stack");
    expect(moved.text).toContain('Left in your Swiss account (under your Middleman), out of the budget: 3 million.');
    const back = moved.pick('Move a Money card');
    expect(back.text).toContain("4 million from your Swiss account, now in Bo's stack");
    expect(back.pick('4 million from your Swiss account').text).toContain('Back into your Swiss account');
  });


  test('a tie of three names them as a list: "Ana, Bo and Cy"', () => {
    expect(describeEvent({ type: 'first-president-tie', tied: [0, 1, 2], revote: false }, NAMES)).toBe('Tie between Ana, Bo and Cy; they face a revote.');
    expect(describeEvent({ type: 'first-president-tie', tied: [0, 2], revote: true }, NAMES)).toBe('Tie between Ana and Cy; the lot decides.');
  });
});
