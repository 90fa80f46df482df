// Viva's screens' pure models and plain prompts, decision by decision (V7–V10, V15, V17, V18,
// V23–V25, V27, V30): a refusal tells its ruling in words, confirmations come before Promises, orders,
// payments and discards, and every action a prompt gives is accepted by the engine.
import { viva } from '../../../src/games/viva/module.js';
import type { Action, VivaState } from '../../../src/games/viva/rules/types.js';
import { setOrder, V9_RULE, createOrdersModel } from '../../../src/games/viva/ui/models/orders.js';
import { assignCard, assignDie, createPromiseModel, promiseProblem } from '../../../src/games/viva/ui/models/promises.js';
import { changeBasket, createPurchaseModel, pickCheapest, togglePaid, surplus } from '../../../src/games/viva/ui/models/purchase.js';
import { purchaseRows } from '../../../src/games/viva/ui/widgets/PurchaseBasket.js';
import { decisionAsked } from '../../../src/games/viva/ui/decision.js';
import { answerPrompt, openPrompt, promptText, type Prompt } from '../../../src/games/viva/ui/plain/prompts.js';
import { act, battle, cardOf, game, order, passBurglars, passWhile, player, promise, promiseAny, seat, whoMustAct } from './builder.js';

const THREE = ['Ana', 'Bo', 'Cy'];
const FOUR = ['Ana', 'Bo', 'Cy', 'Di'];

const open = (s: VivaState, name: string): Prompt => {
  const prompt = openPrompt(viva.rules.viewFor(s, seat(s, name)), 'decide', s.players.map((p) => p.name), false);
  if (!prompt) throw new Error(`${name} has no prompt`);
  return prompt;
};

/** Types the number of the choice whose label matches. */
function choose(prompt: Prompt, label: RegExp) {
  const line = promptText(prompt).lines.find((l) => /^ {2}\d+\. /.test(l) && label.test(l));
  if (!line) throw new Error(`no choice ${label} in:\n${promptText(prompt).lines.join('\n')}`);
  return answerPrompt(prompt, /\d+/.exec(line)![0]);
}

/** Follows the choices in turn; the last must give an action, which the engine accepts. */
function through(s: VivaState, name: string, labels: RegExp[]): { action: Action; state: VivaState; prompts: Prompt[] } {
  let prompt = open(s, name);
  const prompts = [prompt];
  for (const [i, label] of labels.entries()) {
    const answer = choose(prompt, label);
    if (answer.kind === 'action' && i === labels.length - 1) {
      const result = viva.rules.apply(s, answer.action);
      if (!result.ok) throw new Error(result.error.message);
      return { action: answer.action, state: result.state, prompts };
    }
    if (answer.kind !== 'prompt') throw new Error(`${label}: ${JSON.stringify(answer)}`);
    prompt = answer.prompt;
    prompts.push(prompt);
  }
  throw new Error('no action at the end');
}

/** A choice a rule bars now: shown with why and without a number, so no line typed can pick it; its reason. */
const barred = (prompt: Prompt, label: RegExp): string => {
  const lines = promptText(prompt).lines;
  if (lines.some((l) => /^ {2}\d+\. /.test(l) && label.test(l))) throw new Error(`${label} is offered`);
  const line = lines.find((l) => l.startsWith('  -  ') && label.test(l));
  if (!line) throw new Error(`no barred choice ${label} in:\n${lines.join('\n')}`);
  return /\(not now: (.*)\)$/.exec(line)![1];
};

/** Whether a choice is on the prompt at all, offered or barred. */
const shown = (prompt: Prompt, label: RegExp): boolean => promptText(prompt).lines.some((l) => /^ {2}(\d+\.|-) /.test(l) && label.test(l));

/** The prompt a choice leads to. */
function into(prompt: Prompt, label: RegExp): Prompt {
  const answer = choose(prompt, label);
  if (answer.kind !== 'prompt') throw new Error(`${label}: ${JSON.stringify(answer)}`);
  return answer.prompt;
}

describe('Promises (V7, V23)', () => {
  test('V7 every Golpista needs a card: until each has one, Done is shown with who has none and is not offered; moved cards and a confirmation make the engine\'s Promise', () => {
    const s = game({ players: THREE, hands: { Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'yacht'] } });
    let prompt = open(s, 'Ana');
    expect(barred(prompt, /Done: make these Promises/)).toBe('Every Golpista gets a Promise of at least one card; Bo, Cy have none yet');
    expect(barred(into(into(prompt, /Move Foreign Aid 1/), /Into Bo's Promise/), /Done: make these Promises/)).toBe('Every Golpista gets a Promise of at least one card; Cy has none yet');
    const { action, prompts } = through(s, 'Ana', [/Move Foreign Aid 1/, /Into Bo's Promise/, /Move Gunboat/, /Into Cy's Promise/, /Done/, /^ {2}\d+\. Yes/]);
    expect(action).toEqual({ type: 'promise', seat: 'Ana', promises: [{ to: 'Bo', cards: ['aid1#1'] }, { to: 'Cy', cards: ['gunboat#1'] }] });
    prompt = prompts.at(-1)!;
    expect(promptText(prompt).lines).toContain('Make these Promises? This cannot be undone.');
    expect(promptText(prompt).lines).toContain('You keep: Foreign Aid 2, Spy and Yacht.');
  });

  test('V23 Expert: a promised die never shows 6 nor the Presidente\'s number; one promised with a face reaches the engine', () => {
    const s = game({ players: THREE, variant: 'expert', militia: { Ana: 2 }, hands: { Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'yacht'] } });
    const model = createPromiseModel(viva.rules.viewFor(s, 0));
    expect(model.faces).toEqual([2, 3]);
    expect(assignDie(model, 0, { to: 1, face: 6 })).toEqual({ problem: 'A promised die shows a seat number in play other than your own and other than 6: 2, 3.' });
    expect(assignCard(model, 0, 0)).toEqual({ problem: 'A Promise goes to a Golpista, never to yourself.' });
    const { action } = through(s, 'Ana', [/Move Foreign Aid 1/, /Into Bo's/, /Move Foreign Aid 2/, /Into Cy's/, /Promise your die 1/, /To Bo showing 3 \(it attacks Cy\)/, /Done/, /Yes/]);
    expect(action).toMatchObject({ promises: [{ to: 'Bo', cards: ['aid1#1'], dice: [{ die: 'red#1', face: 3 }] }, { to: 'Cy', cards: ['aid2#1'] }] });
    expect(promiseProblem(model, ['Ana', 'Bo', 'Cy'])).toMatch(/^Every Golpista gets a Promise/);
  });
});

describe('orders (V9, V10)', () => {
  test('V9 the rule is shown, and 6 beside a die on the Presidente\'s number is shown with it, not offered; Done waits for every die\'s number', () => {
    let s = game({ players: FOUR, militia: { Bo: 2 } });
    s = passBurglars(promiseAny(s));
    const prompt = open(s, 'Bo');
    expect(promptText(prompt).lines).toContain(V9_RULE);
    expect(promptText(prompt).lines.some((l) => l.startsWith('Your Promise from the Presidente: '))).toBe(true);
    const model = createOrdersModel(viva.rules.viewFor(s, 1));
    const first = setOrder(model, 0, 1);
    if (!('model' in first)) throw new Error('refused');
    expect(setOrder(first.model, 1, 6)).toEqual({ problem: V9_RULE });
    expect(setOrder(first.model, 1, 7)).toEqual({ problem: '7 is no seat number in this game, nor 6; a die shows 1, 2, 3, 4, 6.' });
    expect(barred(prompt, /Done: give these orders/)).toBe('Every die gets one number; 2 dice have none yet');
    const set = into(into(prompt, /Order your die 1/), /^ {2}\d+\. 1: attack Ana, the Presidente/);
    expect(barred(set, /Done: give these orders/)).toBe('Every die gets one number; 1 die has none yet');
    expect(barred(into(set, /Order your die 2/), /6: defend the Presidente/)).toBe(V9_RULE.replace(/\.$/, ''));
    expect(through(s, 'Bo', [/Order your die 1/, /1: attack Ana/, /Order your die 2/, /4: attack Di/, /Done: give these orders/, /Yes/]).action).toMatchObject({ type: 'orders', seat: 'Bo' });
  });

  test('V10 a Spy declared beside the orders; on the second look the others\' orders are shown and the first may be kept', () => {
    let s = game({ players: THREE, hands: { Bo: ['spy', 'aid1'] } });
    s = passBurglars(promiseAny(s));
    const first = through(s, 'Bo', [/Order your die 1/, /3: attack Cy/, /Declare your Spy/, /Done: give these orders/, /Yes/]);
    expect(first.action).toEqual({ type: 'orders', seat: 'Bo', orders: { 'blue#1': 3 }, spy: 'spy#1' });
    s = order(first.state, { Cy: [6] });
    expect(s.phase).toBe('spy');
    const again = through(s, 'Bo', [/Done: order like this/, /Yes/]);
    expect(promptText(again.prompts[0]).lines).toContain('Cy has ordered 1 die defending the Presidente.');
    expect(again.action).toEqual({ type: 'orders', seat: 'Bo', orders: { 'blue#1': 3 } });
  });
});

describe('battle windows (V15, V17, V18, V30)', () => {
  test('V15 the cards that may be played now are offered, on what; a held card that may not says why', () => {
    const s = battle({ Bo: [1], Cy: [6], Di: [1] }, { hands: { Ana: ['aid1', 'aid2', 'aid3', 'surprise-attack', 'assassination', 'gunboat'] } });
    expect(whoMustAct(s)).toEqual(['Ana']);
    const prompt = open(s, 'Ana');
    const lines = promptText(prompt).lines;
    expect(lines).toContain('You hold Surprise Attack but may not play it now: only an attacker plays Surprise Attack.');
    expect(lines.filter((l) => /^ {2}\d+\. /.test(l))).toEqual(['  1. Play Assassination on a die of the other side', '  2. Play Gunboat', '  3. Pass (play no more cards)']);
    const { action } = through(s, 'Ana', [/Assassination/, /Di's die 1/]);
    expect(action).toEqual({ type: 'play', seat: 'Ana', card: 'assassination#1', die: 'black#1' });
  });

  test('V17 a Diversionary Tactic names one roll, all of it or one die, as the engine takes it', () => {
    let s = battle({ Bo: [1, 1], Cy: [2], Di: [4] }, { militia: { Bo: 2 }, dice: [3, 4], hands: { Bo: ['diversionary-tactic'] } });
    s = passWhile(s, (x) => x.battle?.step !== 'diversion');
    while (whoMustAct(s)[0] !== 'Bo') s = act(s, whoMustAct(s)[0], { type: 'pass' });
    const prompt = open(s, 'Bo');
    const labels = promptText(prompt).lines.filter((l) => /^ {2}\d+\. /.test(l));
    expect(labels).toEqual([
      '  1. Pass',
      '  2. Diversionary Tactic: re-roll all of your own roll (3, 4)',
      '  3. Diversionary Tactic: re-roll your die 1 of your own roll (rolled 3)',
      '  4. Diversionary Tactic: re-roll your die 2 of your own roll (rolled 4)',
    ]);
    expect(through(s, 'Bo', [/your die 2 of your own/]).action).toEqual({ type: 'play', seat: 'Bo', card: 'diversionary-tactic#1', roll: 'Bo', die: 'blue#2' });
  });

  test('V18 Expert: a rolled 1 offers the dice of the other side to destroy, or none', () => {
    let s = battle({ Bo: [1], Cy: [6], Di: [4] }, { variant: 'expert', dice: [1, 5] });
    s = passWhile(s, (x) => x.battle?.step !== 'destroy');
    expect(whoMustAct(s)).toEqual(['Cy']);
    const prompt = open(s, 'Cy');
    expect(promptText(prompt).lines.filter((l) => /^ {2}\d+\. /.test(l))).toEqual(['  1. Destroy Bo\'s die 1 (rolled 5)', '  2. Destroy none (pass)']);
    expect(through(s, 'Cy', [/Destroy Bo's die 1/]).action).toEqual({ type: 'destroy', seat: 'Cy', die: 'blue#1' });
  });

  test('V15 a second Peasant Uprising, and Bribery without a Presidential die, say why they may not be played', () => {
    let s = battle({ Bo: [3], Cy: [3], Di: [4] }, { hands: { Bo: ['peasant-uprising'], Cy: ['peasant-uprising', 'bribery'] } });
    s = act(s, 'Cy', { type: 'play', card: cardOf(s, 'Cy', 'peasant-uprising') });
    expect(promptText(open(s, 'Cy')).lines).toContain('You hold Bribery but may not play it now: Bribery needs a Presidential die in the battle.');
    s = act(s, 'Cy', { type: 'pass' });
    const bo = promptText(open(s, 'Bo')).lines;
    expect(bo).toContain('You hold Peasant Uprising but may not play it now: a second Peasant Uprising in one battle is refused.');
    expect(bo.filter((l) => /^ {2}\d+\. /.test(l))).toEqual(['  1. Pass']);
  });

  test('V30 a seat asked by role with nothing to play may only pass', () => {
    const s = battle({ Bo: [1], Cy: [6], Di: [4] }, { hands: { Ana: ANA_ONLY_AID } });
    const prompt = open(s, 'Ana');
    expect(promptText(prompt).lines.filter((l) => /^ {2}\d+\. /.test(l))).toEqual(['  1. Pass']);
  });
});
const ANA_ONLY_AID = ['aid1', 'aid2', 'aid3', 'aid4', 'yacht', 'supercar'];

describe('Spend Money (V24, V25) and discards (V27)', () => {
  const spending = (hand: string[], extra = {}, bo = [2]): VivaState => {
    let s = game({ players: THREE, hands: { Ana: ['aid1', 'aid1', 'aid1', 'aid1', 'aid1'], Bo: hand }, ...extra });
    s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid1'] })), { Bo: bo, Cy: [3] });
    return act(s, 'Ana', { type: 'done' });
  };

  test('V24 the surplus lost is shown before the payment is confirmed; the engine takes the payment', () => {
    const s = spending(['aid4', 'aid3']);
    const { action, prompts } = through(s, 'Bo', [/Change the basket/, /One more Building/, /Back/, /Pick the Foreign Aid/, /Foreign Aid 3: not picked/, /Foreign Aid 4: not picked/, /Back/, /Pay for the basket/, /Yes/]);
    expect(action).toEqual({ type: 'pay', seat: 'Bo', buy: { building: 1 }, cards: ['aid3#1', 'aid4#1'] });
    const confirm = promptText(prompts.at(-1)!).lines;
    expect(confirm).toContain('Surplus lost (no change given): 3 million.');
    expect(confirm).toContain('Pay Foreign Aid 3 and Foreign Aid 4 for this? This cannot be undone, and 3 million is lost.');
  });

  test('V24 the limits are shown with the ruling and not offered: 4 dice, one card a round, a payment buys something and covers its price', () => {
    const s = spending(['aid4', 'aid1'], { militia: { Bo: 4 } }, [2, 2, 2, 2]);
    const model = createPurchaseModel(viva.rules.viewFor(s, 1));
    expect(changeBasket(model, 'militia', 1)).toEqual({ problem: 'A player owns at most 4 dice.' });
    const one = changeBasket(model, 'card', 1);
    if (!('model' in one)) throw new Error('refused');
    expect(changeBasket(one.model, 'card', 1)).toEqual({ problem: 'One bought card per round.' });
    const paid = togglePaid(one.model, 'aid4#1');
    if (!('model' in paid)) throw new Error('refused');
    expect(surplus(paid.model)).toBe(3);
    const menu = open(s, 'Bo');
    expect(barred(menu, /Pay for the basket/)).toBe('A payment buys something; the basket is empty');
    const basket = into(menu, /Change the basket/);
    expect(barred(basket, /One more Militia/)).toBe('A player owns at most 4 dice');
    // Nothing to take out: "one fewer" is not there at all.
    expect(shown(basket, /fewer/)).toBe(false);
    const card = into(basket, /One more card/);
    expect(barred(card, /One more card/)).toBe('One bought card per round');
    expect(promptText(card).lines).toContain('  2. One card fewer (now 1)');
    // A card in the basket and no Foreign Aid picked: paying waits for the Aid.
    expect(barred(into(card, /Back/), /Pay for the basket/)).toBe('A payment names the Foreign Aid cards paid; none is picked');
  });

  test('V24 with no Foreign Aid in hand, picking the Aid to pay with is shown with its reason, not offered', () => {
    let s = game({ players: THREE, hands: { Ana: ['aid1', 'aid1', 'aid1', 'aid1', 'yacht'], Bo: ['aid2'], Cy: ['gunboat'] } });
    s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['yacht'] })), { Bo: [2], Cy: [3] });
    s = act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'done' });
    const menu = open(s, 'Cy');
    expect(promptText(menu).lines.join('\n')).toContain('You hold no Foreign Aid.');
    expect(barred(menu, /Pick the Foreign Aid/)).toBe('You hold no Foreign Aid to pay with');
  });

  test('V24 "Pick for me" is offered only with something in the basket to pay for, and never says "short of 0"', () => {
    const s = spending(['aid1', 'aid2']);
    const pay = into(open(s, 'Bo'), /Pick the Foreign Aid/);
    expect(shown(pay, /Pick for me/)).toBe(false);
    expect(pickCheapest(createPurchaseModel(viva.rules.viewFor(s, 1)))).toEqual({ problem: 'A payment buys something; the basket is empty.' });
    // The screens' basket has no such row either, until the basket holds something.
    const model = createPurchaseModel(viva.rules.viewFor(s, 1));
    expect(purchaseRows(model).some((r) => r.kind === 'cheapest')).toBe(false);
    expect(purchaseRows({ ...model, basket: { building: 0, militia: 1, card: 0 } }).some((r) => r.kind === 'cheapest')).toBe(true);
    // A Building and a Militia, more than the Aid (4 million, with the Promise's) pays for: shown with what it is short of.
    const both = into(into(into(open(s, 'Bo'), /Change the basket/), /One more Building/), /One more Militia/);
    expect(barred(into(into(both, /Back/), /Pick the Foreign Aid/), /Pick for me/)).toBe('Your Foreign Aid is worth 4 million, short of 6');
    const militia = into(into(into(open(s, 'Bo'), /Change the basket/), /One more Militia/), /Back/);
    expect(promptText(into(into(militia, /Pick the Foreign Aid/), /Pick for me/)).lines).toContain('Picked to pay: Foreign Aid 2, worth 2 million.');
  });

  test('V25 PR Campaign and Party Donation are offered in one\'s own turn', () => {
    const s = spending(['pr-campaign', 'party-donation']);
    expect(through(s, 'Bo', [/Play PR Campaign/]).action).toEqual({ type: 'play', seat: 'Bo', card: 'pr-campaign#1' });
  });

  test('V27 exactly the cards over 4 are discarded, asked as the seat\'s Spend Money turn ends, after a confirmation', () => {
    let s = spending(['aid1', 'aid2', 'aid3', 'gunboat', 'spy']);
    expect(decisionAsked(viva.rules.viewFor(s, 1))).toBe('spend');
    expect(through(s, 'Bo', [/Done spending: end your turn, then choose 2 to discard down to 4$/]).action).toEqual({ type: 'done', seat: 'Bo' });
    s = act(s, 'Bo', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(decisionAsked(viva.rules.viewFor(s, 1))).toBe('discard');
    expect(decisionAsked(viva.rules.viewFor(s, 2))).toBeNull();
    expect(decisionAsked(viva.rules.publicView(s))).toBeNull();
    const prompt = open(s, 'Bo');
    expect(prompt.kind).toBe('discard');
    expect(promptText(prompt).lines[0]).toBe('Your Spend Money turn is over and your hand holds 6 cards: choose 2 to discard down to 4.');
    expect(barred(prompt, /Done: discard these/)).toBe('Discard exactly 2 cards, down to 4; 0 picked');
    expect(barred(into(prompt, /Gunboat: kept/), /Done: discard these/)).toBe('Discard exactly 2 cards, down to 4; 1 picked');
    // Two picked: a kept card says so until one is taken back, and Done is offered.
    const two = into(into(prompt, /Gunboat: kept/), /Spy: kept/);
    expect(barred(two, /Foreign Aid 3: kept/)).toBe('You discard exactly 2, down to 4; take one back first');
    expect(promptText(two).lines.filter((l) => /^ {2}\d+\. /.test(l))).toEqual(['  1. Gunboat: to discard', '  2. Spy: to discard', '  3. Done: discard these']);
    const { action, state } = through(s, 'Bo', [/Gunboat: kept/, /Spy: kept/, /Done: discard these/, /Yes/]);
    expect(action).toEqual({ type: 'discard', seat: 'Bo', cards: ['gunboat#1', 'spy#1'] });
    expect(player(state, 'Bo').discards).toEqual(['gunboat#1', 'spy#1']);
    expect(whoMustAct(state)).toEqual(['Cy']);
  });
});

describe('Burglars (V8)', () => {
  test('V8 Burglars on another Golpista\'s Promise, then the card taken, as the engine takes them', () => {
    let s = game({ players: THREE, hands: { Bo: ['burglars'], Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'yacht'] } });
    s = promise(s, { Bo: ['aid1'], Cy: ['gunboat', 'aid2'] });
    const played = through(s, 'Bo', [/Play Burglars on Cy's Promise \(2 cards\)/]);
    const taken = through(played.state, 'Bo', [/Take Gunboat/]);
    expect(taken.action).toEqual({ type: 'take', seat: 'Bo', card: 'gunboat#1' });
    expect(promptText(taken.prompts[0]).lines[0]).toBe('Cy\'s Promise holds Foreign Aid 2 and Gunboat. Which card do you take (never a die)?');
  });

  test('a seat not asked has no prompt, nor any seat an optional one (Viva offers nothing optional)', () => {
    const s = game({ players: THREE });
    const view = viva.rules.viewFor(s, 1);
    expect(openPrompt(view, 'decide', ['Ana', 'Bo', 'Cy'], false)).toBeNull();
    expect(openPrompt(viva.rules.viewFor(s, 0), 'optional', ['Ana', 'Bo', 'Cy'], false)).toBeNull();
  });
});
