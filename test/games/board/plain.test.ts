// Plain mode plays the board game (rulings B5, B17, B21, B34, B64, B68, B69, B72): a scripted player
// against four random bots to the scores, answering every decision by the numbers its prompts offer
// (gifts and the cabinet composed step by step), never shown what another seat was told; and the
// composers offer only what the rules take.
import seedrandom from 'seedrandom';
import { board } from '../../../src/games/board/module.js';
import { boardRules } from '../../../src/games/board/rules/index.js';
import { valueOf } from '../../../src/games/board/rules/money.js';
import type { BoardState } from '../../../src/games/board/rules/types.js';
import { answerPrompt, openPrompt, promptText, type Prompt } from '../../../src/games/board/ui/plain/prompts.js';
import { Session } from '../../../src/session/runner.js';
import { LocalTable, localClient } from '../../../src/session/local-table.js';
import type { Ask, LineSource } from '../../../src/ui/plain/lines.js';
import { runPlain } from '../../../src/ui/plain/run.js';
import { act, game, player, seat } from './builder.js';
import { randomGames } from './random-games.js';
import { actionPath } from '../../../src/games/board/ui/plain/words.js';

/** The numbered choices of a prompt, as shown: number and label. */
function offered(prompt: Prompt): { n: string; label: string }[] {
  return promptText(prompt).lines.flatMap((line) => {
    const m = /^ {2}(\d+)\. (.*)$/.exec(line);
    return m && m[1] !== '0' ? [{ n: m[1], label: m[2] }] : [];
  });
}

/** Types `label`'s number at the prompt; the next prompt, or the action it made. */
function pick(prompt: Prompt, label: string | RegExp) {
  const choice = offered(prompt).find((c) => (typeof label === 'string' ? c.label === label : label.test(c.label)));
  if (!choice) throw new Error(`no choice ${String(label)} in:\n${promptText(prompt).lines.join('\n')}`);
  return answerPrompt(prompt, choice.n);
}

/** The prompt reached by following `labels`. */
function at(prompt: Prompt, ...labels: (string | RegExp)[]): Prompt {
  return labels.reduce((p, label) => {
    const answer = pick(p, label);
    if (answer.kind !== 'prompt') throw new Error(`${label}: ${JSON.stringify(answer)}`);
    return answer.prompt;
  }, prompt);
}

/** Follows the prompt through `labels`; the action made at the end. */
function follow(prompt: Prompt, ...labels: (string | RegExp)[]) {
  let at = prompt;
  for (const [i, label] of labels.entries()) {
    const answer = pick(at, label);
    if (answer.kind === 'prompt') at = answer.prompt;
    else if (i === labels.length - 1 && answer.kind === 'action') return answer.action;
    else throw new Error(`${label}: ${JSON.stringify(answer)}`);
  }
  throw new Error(`no action after ${labels.join(' / ')}`);
}

const promptOf = (s: BoardState, name: string): Prompt => openPrompt(boardRules.viewFor(s, seat(s, name)), 'decide', s.players.map((p) => p.name), false)!;

/**
 * A scripted player at plain mode's prompts: at each question it types one of the numbers offered
 * (a random one, by its seed), going deeper into sub-menus and composers until the decision is made.
 */
class RandomTypist implements LineSource {
  readonly interactive = false;
  lines = 0;
  private readonly random: () => number;
  constructor(private readonly session: { state: BoardState; record: { players: { name: string }[] } }, seed: string) {
    this.random = seedrandom(seed);
  }
  get lineNumber(): number {
    return this.lines;
  }
  close(): void {}
  async next(ask: Ask): Promise<string | null> {
    this.lines += 1;
    if (ask.kind !== 'choice') return ask.kind === 'name' ? this.session.record.players[ask.seat].name : '';
    const s = this.session.state;
    const names = s.players.map((p) => p.name);
    // The prompt as plain mode shows it now: followed from its opening by the lines typed since (the loop keeps its own).
    let prompt = openPrompt(boardRules.viewFor(s, ask.seat), ask.purpose, names, false)!;
    for (const line of this.typed) {
      const answer = answerPrompt(prompt, line);
      if (answer.kind !== 'prompt') throw new Error(`the prompt ended at "${line}"`);
      prompt = answer.prompt;
    }
    const choices = offered(prompt);
    const line = choices[Math.floor(this.random() * choices.length)].n;
    const answer = answerPrompt(prompt, line);
    this.typed = answer.kind === 'prompt' ? [...this.typed, line] : [];
    return line;
  }
  private typed: string[] = [];
}

test('a scripted player plays a 5-seat game against four heuristic bots through the prompts, to the scores, seeing nothing told to another seat', async () => {
  const players = [{ name: 'Ana' }, ...['Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ name, bot: 'heuristic' }))];
  const bots = (await board.bots())({});
  const session = Session.open(board, { format: 'junta-board/1', seed: 'plain-five', players, actions: [] }, { autosave: null, bots });
  let text = '';
  const typist = new RandomTypist(session, 'plain-five');
  const result = await runPlain(session.game, localClient(new LocalTable(session)), {
    terminal: { input: process.stdin, output: { write: (t: string) => (text += t), isTTY: false } },
    lines: typist,
    resumeHint: () => 'The game is saved.',
    endNotes: () => [],
  });
  expect(result).toEqual({ code: 0, finished: true });
  expect(session.finished).toBe(true);
  const human = session.record.actions.filter((a) => (a as { seat: string }).seat === 'Ana');
  expect(human.length).toBeGreaterThan(50);
  expect(human.some((a) => (a as { type: string }).type === 'gift')).toBe(true);
  // B64: the scores are the Swiss accounts.
  const accounts = session.state.players.map((p) => valueOf(p.account));
  expect(text).toContain('The game is over');
  for (const [i, p] of session.state.players.entries()) expect(text).toMatch(new RegExp(`${p.name} (wins|shares the win|has) with ${accounts[i]} M in the Swiss account|${p.name} has ${accounts[i]} M in the Swiss account`));
  // B5: no sentence told only to other seats reaches Ana's screen.
  const names = session.record.players.map((p) => p.name);
  const told = new Set(session.steps.flatMap((st) => st.events).filter((e) => e.audience && !e.audience.includes(0)).map((e) => boardRules.describeEvent(e, names)));
  expect(told.size).toBeGreaterThan(0);
  expect(text.split('\n').map((line) => line.trim()).filter((line) => told.has(line))).toEqual([]);
  // Every choice Ana was shown read in words, a coup's included (no action written as JSON).
  expect(session.steps.some((st) => st.events.some((e) => e.type === 'coup'))).toBe(true);
  expect(text).not.toMatch(/^ {2}\d+\. \{/m);
}, 60000);

describe('B69 a gift composed at the prompts', () => {
  test('B69 the recipient, then a card and a bill one at a time, then given: the action the rules take', () => {
    const s = game({ phase: 8, hands: { Ana: ['church'] }, pockets: { Ana: [1, 1, 0] } });
    const church = player(s, 'Ana').hand[0];
    const action = follow(promptOf(s, 'Ana'), /^Give a gift/, 'Bo', 'Add Church', 'Add a bill of 2 M', 'Give it to Bo');
    expect(action).toEqual({ type: 'gift', seat: 'Ana', to: 'Bo', cards: [church], bills: [0, 1, 0] });
    expect(player(act(s, 'Ana', action as never), 'Bo').hand).toContain(church);
  });

  test('B69 an empty gift is not offered: the rules\' reason is shown beside it', () => {
    const s = game({ phase: 8, hands: { Ana: ['church'] } });
    const answer = pick(promptOf(s, 'Ana'), /^Give a gift/);
    if (answer.kind !== 'prompt') throw new Error('no recipient prompt');
    const gift = pick(answer.prompt, 'Bo');
    if (gift.kind !== 'prompt') throw new Error('no gift prompt');
    expect(offered(gift.prompt).map((c) => c.label)).not.toContain('Give it to Bo');
    expect(promptText(gift.prompt).lines).toContain('  -  Give it to Bo (not now: a gift moves at least one card or bill)');
  });

  test('B68 in window 7 only money is given: no card is offered, each says why', () => {
    const s = game({ phase: 8, hands: { Ana: ['church'] }, pockets: { Ana: [1, 0, 0] } });
    // Window 7 is money only (B68): the same composer, its cards refused by the rules.
    const seven: BoardState = { ...s, flow: s.flow.map((f) => (f.kind === 'window' ? { ...f, number: 7, moneyOnly: true } : f)) };
    const answer = pick(promptOf(seven, 'Ana'), /^Give a gift/);
    if (answer.kind !== 'prompt') throw new Error('no recipient prompt');
    const gift = pick(answer.prompt, 'Bo');
    if (gift.kind !== 'prompt') throw new Error('no gift prompt');
    expect(offered(gift.prompt).map((c) => c.label)).toEqual(['Add a bill of 1 M']);
    expect(promptText(gift.prompt).lines).toContain('  -  Add Church (not now: only money is given in this window)');
  });
});

describe('B17 the cabinet named at the prompts', () => {
  test('B17 Position by Position: a family with a General is not offered a second one, and the cabinet is the action the rules take', () => {
    const s = game({ phase: 2 });
    const action = follow(promptOf(s, 'Ana'), 'Name the cabinet…', 'Bo', 'Bo', 'Cy', 'Di', 'Ed', 'Cy');
    expect(action).toMatchObject({ type: 'cabinet', seat: 'Ana', positions: { minister: 'Bo', general1: 'Bo', general2: 'Cy', general3: 'Di', admiral: 'Ed', 'air-force': 'Cy' }, cousin: null });
    expect(act(s, 'Ana', action as never).positions.general2.holder).toBe(seat(s, 'Cy'));
    const general2 = at(promptOf(s, 'Ana'), 'Name the cabinet…', 'Bo', 'Cy');
    expect(promptText(general2).lines).toContain('Who is General of the 2nd Brigade?');
    expect(offered(general2).map((c) => c.label)).toEqual(['Bo', 'Di', 'Ed']);
  });

  test('B18, B34 with an exile a Position is left vacant, and the Cousin\'s Position is asked among the vacant ones', () => {
    const s = game({ phase: 2, exiled: ['Di', 'Ed'] });
    const action = follow(promptOf(s, 'Ana'), 'Name the cabinet…', 'Bo', 'Cy', /^Leave it vacant/, /^Leave it vacant/, 'Bo', 'Cy', 'The General of the 3rd Brigade');
    expect(action).toMatchObject({ type: 'cabinet', cousin: 'general3', positions: { general2: null, general3: null } });
    expect(act(s, 'Ana', action as never).cousin).toBe('general3');
  });
});

test('B41–B59 every choice of a coup\'s decisions reads in words: the question, the Cousin, moves, transfers, flight, attacks, the Gunboat and Airstrikes, retreats, sides, the Junta\'s vote, the execution', () => {
  const kinds = new Set<string>();
  const unsaid: string[] = [];
  for (const g of randomGames('plain-coup-words', 0, 0, { coups: 4, coupActions: 400 })) {
    for (const { before } of g.steps) {
      const top = before.flow[before.flow.length - 1];
      if (before.coup === null && top.kind !== 'coup-question') continue;
      const names = before.players.map((p) => p.name);
      for (const { seat: who } of boardRules.pending(before).required) {
        const said = { view: boardRules.viewFor(before, who), state: before, seat: who, names };
        for (const action of boardRules.legalActions(before, who).actions) {
          kinds.add(action.type);
          const words = actionPath(said, action).join(', ');
          if (words.includes('{')) unsaid.push(words);
        }
      }
    }
  }
  expect(unsaid).toEqual([]);
  expect([...kinds].sort()).toEqual(expect.arrayContaining(['attack', 'done', 'execute', 'move', 'pass', 'ready', 'shell', 'side']));
});

describe('a unit bribe and a transfer composed, as the game only samples them', () => {
  // Ed is President; from his left Ana holds the 1st Brigade, Bo the 2nd (B74's pattern); Ana is the First Rebel in coup phase 1.
  const movement = () => game({ president: 'Ed', hands: { Ana: ['bribe-second-brigade'] }, pockets: { Ana: [3, 0, 0] }, dice: [6, 1], coup: { firstRebel: 'Ana', segment: 1 } });

  test('B50 the area, then the units one at a time, then a minimal payment: the bribe the rules take, its dice in unit-id order', () => {
    const s = movement();
    const action = follow(promptOf(s, 'Ana'), 'Play Bribe Second Army Brigade: choose the units…', /Barracks of the 2nd Brigade: /,
      'Add Army, 2nd Brigade 1', 'Add Army, 2nd Brigade 2', /^Pay 2 bills of 1 M, worth 2 M and roll$/);
    expect(action).toEqual({ type: 'play', seat: 'Ana', card: expect.stringMatching(/^bribe-second-brigade#/), area: 'barracks-2', units: ['army2#1', 'army2#2'], pay: [2, 0, 0] });
    const after = act(s, 'Ana', action as Record<string, unknown>);
    expect(after.coup!.units.filter((u) => u.owner === seat(after, 'Ana')).map((u) => u.id)).toEqual(['army2#1']);
  });

  test('B50 a unit more than the pocket pays for is not offered: the reason is shown beside it', () => {
    const s = game({ president: 'Ed', hands: { Ana: ['bribe-second-brigade'] }, pockets: { Ana: [1, 0, 0] }, coup: { firstRebel: 'Ana', segment: 1 } });
    const prompt = at(promptOf(s, 'Ana'), 'Play Bribe Second Army Brigade: choose the units…', /Barracks of the 2nd Brigade: /, 'Add Army, 2nd Brigade 1');
    expect(promptText(prompt).lines.join('\n')).toMatch(/Add Army, 2nd Brigade 2 .*you cannot pay for one more unit/);
  });

  test('B49 to whom, then the units one at a time: the transfer the rules take', () => {
    const s = movement();
    const action = follow(promptOf(s, 'Ana'), 'Give command of units…', 'Bo', /^Add Army, 1st Brigade 1 /, /^Add Army, 1st Brigade 3 /, 'Give Bo command of them');
    expect(action).toEqual({ type: 'transfer', seat: 'Ana', to: 'Bo', units: ['army1#1', 'army1#3'] });
    const after = act(s, 'Ana', action as Record<string, unknown>);
    expect(after.coup!.units.filter((u) => u.owner === seat(after, 'Bo')).map((u) => u.id)).toEqual(['army1#1', 'army1#3']);
  });
});
