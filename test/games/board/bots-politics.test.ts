// The heuristic bot's elections, roll calls, cabinet and phase 1 (rulings B8–B19, B34, B67): it votes
// for itself or the leader it backs, so a first election ends without a tie; on a roll call for its own
// side; a cabinet that buys support; Influence and Donations played in phase 1; the card least worth
// keeping discarded at the hand limit.
import seedrandom from 'seedrandom';
import type { Random } from '../../../src/core/types.js';
import { heuristicBot } from '../../../src/games/board/bots/heuristic.js';
import { GENERALS, POSITIONS } from '../../../src/games/board/content/box.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import type { Action, BoardState, VoteFrame } from '../../../src/games/board/rules/types.js';
import { viewFor } from '../../../src/games/board/rules/view.js';
import { act, allReady, game, logged, seat, topFrame, whoMustAct } from './builder.js';
import { answer, botsPlay } from './bot-support.js';
import { firstElection, rollCall } from './vote-support.js';

/** The bots play until it is `name`'s turn. */
const atTurn = (s: BoardState, name: string) => botsPlay(s, (x) => whoMustAct(x)[0] !== name);

/** Every Position vacant: no family has a Position's vote. */
const VACANT = Object.fromEntries(POSITIONS.map((p) => [p, 'vacant'])) as Record<(typeof POSITIONS)[number], 'vacant'>;

const voteFrame = (s: BoardState) => s.flow.find((f) => f.kind === 'vote') as VoteFrame;
const inVote = (s: BoardState) => s.flow.some((f) => f.kind === 'vote');

describe('B8–B14 elections', () => {
  test('B8 the first voter stands for himself: Influence from his hand played on himself, then his family vote', () => {
    let s = firstElection({ hands: { Ana: ['church'] } });
    expect(answer(s, 'Ana')).toEqual({ type: 'play', seat: 'Ana', card: 'church#1', option: 'Ana' });
    s = act(s, 'Ana', answer(s, 'Ana')!);
    expect(answer(s, 'Ana')).toEqual({ type: 'cast', seat: 'Ana', source: 'family', option: 'Ana' });
  });

  test('B8 a voter who cannot beat the leader backs him rather than splitting the vote', () => {
    let s = firstElection({ hands: { Ana: ['church'] } });
    s = botsPlay(s, (x) => whoMustAct(x)[0] !== 'Bo');
    expect(answer(s, 'Bo')).toEqual({ type: 'cast', seat: 'Bo', source: 'family', option: 'Ana' });
  });

  test('B8 B10 a voter stronger than the leader stands for himself', () => {
    let s = firstElection({ hands: { Bo: ['church'] } });
    s = botsPlay(s, (x) => whoMustAct(x)[0] !== 'Bo');
    expect(answer(s, 'Bo')).toEqual({ type: 'play', seat: 'Bo', card: 'church#1', option: 'Bo' });
  });

  test('B9 B10 a first election among bots elects a President without a tie', () => {
    const s = botsPlay(firstElection({ hands: { Cy: ['press'], Di: ['peasants'] } }), inVote);
    // Ana stands (1), Bo backs her, Cy (Press: 4) and then Di (Peasants: 5) are stronger and stand, Ed backs Di.
    expect(s.president).toBe(seat(s, 'Di'));
    expect(logged().some((e) => e.type === 'count' && e.result === 'tie')).toBe(false);
  });

  test('B9 a candidate asked stands', () => {
    let s = firstElection();
    s = botsPlay(s, (x) => voteFrame(x).stage === 'round');
    expect(voteFrame(s).stage).toBe('declines');
    expect(answer(s, whoMustAct(s)[0])).toEqual({ type: 'stand', seat: whoMustAct(s)[0] });
  });

  test('B12 B13 in round 2 a Vote card is played when it turns a level count', () => {
    // Round 1: Ana 2 for herself, Bo 2 for himself is level; Bo's Rigged Count in round 2 puts him ahead.
    let s = firstElection({ seats: ['Ana', 'Bo', 'Cy', 'Di'], hands: { Bo: ['rigged-count'] } });
    s = act(act(s, 'Ana', { type: 'cast', source: 'family', option: 'Ana' }), 'Ana', { type: 'done' });
    s = act(act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' }), 'Bo', { type: 'done' });
    s = act(act(s, 'Cy', { type: 'cast', source: 'family', option: 'Ana' }), 'Cy', { type: 'done' });
    s = act(act(s, 'Di', { type: 'cast', source: 'family', option: 'Bo' }), 'Di', { type: 'done' });
    s = allReady(botsPlay(s, (x) => voteFrame(x).stage !== 'window'));
    s = act(s, 'Ana', { type: 'done' });
    expect(answer(s, 'Bo')).toEqual({ type: 'play', seat: 'Bo', card: 'rigged-count#1', option: 'Bo' });
  });
});

describe('B11 B67 roll calls for its own side', () => {
  test('B22 the President votes for his Budget with every source', () => {
    const s = rollCall({ kind: 'budget' }, { budget: { stacks: [], kept: [0, 0, 0] } });
    expect(answer(s, 'Ana')).toMatchObject({ type: 'cast', option: 'for' });
  });

  test('B22 a Minister who got a good stack votes yes; one who got nothing votes no in round 2', () => {
    let s = rollCall({ kind: 'budget' }, { budget: { stacks: [{ to: 'Ed', bills: [0, 0, 1], announced: 3 }], kept: [0, 0, 0] } });
    s = botsPlay(s, (x) => whoMustAct(x)[0] !== 'Ed');
    expect(answer(s, 'Ed')).toEqual({ type: 'cast', seat: 'Ed', source: 'minister', option: 'for' });
    const t = rollCall({ kind: 'budget' }, { budget: { stacks: [], kept: [0, 0, 0] } });
    const after = botsPlay(t, (x) => !(voteFrame(x)?.round === 2 && whoMustAct(x)[0] === 'Ed'));
    expect(answer(after, 'Ed')).toEqual({ type: 'cast', seat: 'Ed', source: 'minister', option: 'against' });
  });

  test('B67 on Presidential Competence its caller votes to remove the President, the President against, his two-Position man against', () => {
    // B74's cabinet: Bo holds two Positions, Di one.
    const s = rollCall({ kind: 'competence', by: 2 });
    expect(answer(s, 'Ana')).toMatchObject({ option: 'against' });
    expect(answer(atTurn(s, 'Bo'), 'Bo')).toMatchObject({ option: 'against' });
    expect(answer(atTurn(s, 'Cy'), 'Cy')).toMatchObject({ option: 'for' });
    expect(answer(atTurn(s, 'Di'), 'Di')).toMatchObject({ option: 'for' });
  });

  test('B13 the President decides a tie on his Budget: passed', () => {
    let s = rollCall({ kind: 'budget' }, { budget: { stacks: [], kept: [0, 0, 0] } });
    // Nobody casts: 0 to 0 is a tie (B13).
    while (!(topFrame(s).kind === 'vote' && voteFrame(s).stage === 'tie')) s = topFrame(s).kind === 'window' ? allReady(s) : act(s, whoMustAct(s)[0], { type: 'done' });
    expect(answer(s, 'Ana')).toEqual({ type: 'decide', seat: 'Ana', passed: true });
  });
});

describe('B17 B18 B34 a cabinet that buys support', () => {
  test('B17 the second Positions go to the families with the votes the President needs; the Minister to the first of them', () => {
    const s = game({ phase: 2, influence: { Cy: ['church'], Di: ['conservatives'] } });
    const cabinet = answer(s, 'Ana') as Extract<Action, { type: 'cabinet' }>;
    const held = (name: string) => POSITIONS.filter((p) => cabinet.positions[p] === name).length;
    expect([held('Bo'), held('Cy'), held('Di'), held('Ed')]).toEqual([1, 2, 2, 1]);
    expect(cabinet.positions.minister).toBe('Cy');
    const named = act(s, 'Ana', cabinet);
    expect(named.positions.minister.holder).toBe(seat(s, 'Cy'));
  });

  /**
   * Ana's cabinet at the same table later on (the bot's memory is the table's while the game goes
   * forward): the cabinet, and how many Positions it gives each family.
   */
  const laterCabinet = (bot: ReturnType<typeof heuristicBot>, s: BoardState, random: Random) => {
    const t = { ...game({ phase: 2, positions: VACANT }), actionCount: s.actionCount + 1 };
    const cabinet = bot.decide(viewFor(t, 0), choicesOf(t, 0), random) as Extract<Action, { type: 'cabinet' }>;
    return { cabinet, held: (name: string) => POSITIONS.filter((p) => cabinet.positions[p] === name).length };
  };

  test('B17 those who voted for the President in his election are paid first', () => {
    let s = firstElection();
    for (const [name, option] of [['Ana', 'Ana'], ['Bo', 'Ana'], ['Cy', 'Cy'], ['Di', 'Cy'], ['Ed', 'Ana']]) {
      s = act(act(s, name, { type: 'cast', source: 'family', option }), name, { type: 'done' });
    }
    // Ana's bot sees who backed her when she is asked to stand, and remembers it at her cabinet.
    const bot = heuristicBot();
    const random = seedrandom('cabinet');
    expect(bot.decide(viewFor(s, 0), choicesOf(s, 0), random)).toEqual({ type: 'stand', seat: 'Ana' });
    const { cabinet, held } = laterCabinet(bot, s, random);
    expect([held('Bo'), held('Cy'), held('Di'), held('Ed')]).toEqual([2, 1, 1, 2]);
    expect(cabinet.positions.minister).toBe('Bo');
  });

  test('B17 those who voted for his Budget are paid before those who voted against it', () => {
    let s = rollCall({ kind: 'budget' }, { budget: { stacks: [], kept: [0, 0, 0] }, positions: VACANT });
    s = act(act(s, 'Ana', { type: 'cast', source: 'family', option: 'for' }), 'Ana', { type: 'done' });
    s = act(act(s, 'Bo', { type: 'cast', source: 'family', option: 'against' }), 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'done' });
    s = act(act(s, 'Di', { type: 'cast', source: 'family', option: 'for' }), 'Di', { type: 'done' });
    s = act(s, 'Ed', { type: 'done' });
    // Ana's bot sees the casts in window 2 and remembers them at her next cabinet.
    const bot = heuristicBot();
    const random = seedrandom('cabinet');
    expect(bot.decide(viewFor(s, 0), choicesOf(s, 0), random)).toEqual({ type: 'ready', seat: 'Ana' });
    const { cabinet, held } = laterCabinet(bot, s, random);
    expect([held('Bo'), held('Cy'), held('Di'), held('Ed')]).toEqual([1, 2, 2, 1]);
    expect(cabinet.positions.minister).toBe('Di');
  });

  test('B18 B34 with exiles a vacant General becomes the Cousin\'s, and the cabinet is legal', () => {
    const s = game({ phase: 2, exiled: ['Bo', 'Cy'] });
    const cabinet = answer(s, 'Ana') as Extract<Action, { type: 'cabinet' }>;
    expect(GENERALS).toContain(cabinet.cousin);
    const named = act(s, 'Ana', cabinet);
    expect(named.cousin).toBe(cabinet.cousin);
  });
});

describe('B15 B16 phase 1', () => {
  test('B15 the play pass puts Influence in front, takes a Donation\'s bill, then is done', () => {
    let s = game({ phase: 1, step: 1, hands: { Ana: ['tax-inspector', 'secret-party-donation', 'press'] } });
    expect(answer(s, 'Ana')).toEqual({ type: 'play', seat: 'Ana', card: 'press#1' });
    s = act(s, 'Ana', answer(s, 'Ana')!);
    expect(answer(s, 'Ana')).toMatchObject({ type: 'play', card: 'secret-party-donation#1' });
    s = act(s, 'Ana', answer(s, 'Ana')!);
    expect(answer(s, 'Ana')).toEqual({ type: 'done', seat: 'Ana' });
  });

  test('B67 Presidential Competence is kept while the President\'s men outvote the rest, played when they do not', () => {
    const kept = game({ phase: 1, step: 1, president: 'Bo', hands: { Ana: ['presidential-competence'] } });
    const f = topFrame(kept) as { order: number[] };
    expect(f.order[0]).toBe(seat(kept, 'Bo'));
    // B74's cabinet from Bo's left: Cy and Di hold two Positions: Bo 2 + Cy 3 + Di 3 against Ana 2 + Ed 2.
    expect(answer(atTurn(kept, 'Ana'), 'Ana')).toEqual({ type: 'done', seat: 'Ana' });
    const weak = game({ phase: 1, step: 1, president: 'Bo', hands: { Ana: ['presidential-competence'] }, influence: { Ana: ['church'] } });
    expect(answer(atTurn(weak, 'Ana'), 'Ana')).toMatchObject({ type: 'play', card: 'presidential-competence#1' });
  });

  test('B15 at the hand limit the card least worth keeping is discarded', () => {
    const seven = ['church', 'conservatives', 'rigged-count', 'professional-assassin', 'secret-party-donation', 'bribe-the-assassin', 'aid-increase'];
    const s = allReady(game({ phase: 1, step: 2, hands: { Bo: seven } }));
    expect(topFrame(s).kind).toBe('hand-limit');
    expect(answer(s, 'Bo')).toEqual({ type: 'discard', seat: 'Bo', card: 'aid-increase#1' });
  });

  test('B68 B61 in a window with no vote to buy the bot is ready and never resigns', () => {
    const s = game({ phase: 1, step: 1 });
    const w = botsPlay(s, (x) => topFrame(x).kind !== 'window');
    expect(topFrame(w)).toMatchObject({ kind: 'window', number: 1 });
    expect(answer(w, 'Ana')).toEqual({ type: 'ready', seat: 'Ana' });
  });
});
