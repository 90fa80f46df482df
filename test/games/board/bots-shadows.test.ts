// The heuristic bot in the shadows (rulings B24–B38, B64): it chooses a Location against the threats
// it has seen (where it was struck, where the Death Squad strikes), goes into exile when it is the
// likely target with much to lose, sends the Death Squad and its Assassins at the most dangerous
// rival's likeliest Location, bribes the Assassin whose guess is right, banks its spare pocket money
// and comes back from exile paying the smallest bill. Past rounds reach it through its memory, fed the
// views it was shown then.
import seedrandom from 'seedrandom';
import { heuristicAnswer } from '../../../src/games/board/bots/heuristic.js';
import { Memory } from '../../../src/games/board/bots/heuristic-memory.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import { viewFor } from '../../../src/games/board/rules/view.js';
import type { Action, Attempt, BoardState, Location } from '../../../src/games/board/rules/types.js';
import { act, cardOf, game, player, seat, topFrame } from './builder.js';

type Scenario = Parameters<typeof game>[0];
const EVERYWHERE: Record<string, Location> = { Ana: 'headquarters', Bo: 'nightclub', Cy: 'home', Di: 'mistress', Ed: 'home' };

/** A past round as the bot saw it after the reveal (B31): the Locations face up and the round's attempts resolved. */
function pastRound(memory: Memory, name: string, round: number, p: Scenario & { attempts?: Partial<Attempt>[] } = {}): void {
  const attempts = (p.attempts ?? []).map((a): Attempt => ({ by: 4, victim: 1, location: 'home', card: null, cancelled: false, killed: false, ...a }));
  const s = game({ ...p, round, phase: 7, locations: { ...EVERYWHERE, ...(p.locations ?? {}) }, extra: { revealed: true, attempts, ...(p.extra ?? {}) } });
  memory.observe(viewFor(s, seat(s, name)));
}

/** Phase 6 at Bo's announcement turn: Ed (the Minister) and Ana are done (B26). */
function atBosTurn(p: Scenario): BoardState {
  let s = game({ phase: 6, locations: { ...EVERYWHERE }, ...p });
  s = act(s, 'Ed', { type: 'done' });
  return act(s, 'Ana', { type: 'done' });
}

/** The heuristic's answer for a player, from his view and his memory (fed this view too). */
function answer(s: BoardState, name: string, memory = new Memory(), seed = 'shadows'): Action | null {
  const view = viewFor(s, seat(s, name));
  return heuristicAnswer(view, choicesOf(s, seat(s, name)), seedrandom(seed), memory.observe(view));
}

/** Answers over many seeds: what the bot does whatever its tie-breaking draws. */
const answers = (s: BoardState, name: string, memory: () => Memory, seeds = 20): Action[] =>
  Array.from({ length: seeds }, (_, i) => answer(s, name, memory(), `shadows-${i}`)!);

const locationOf = (a: Action | null): string | null => (a?.type === 'location' ? a.location : null);

describe('B24, B36: the heuristic goes into exile when it is the likely target', () => {
  // Ed holds the Ministry (the default cabinet); his Death Squad struck at Bo last round.
  const struck = () => {
    const m = new Memory();
    pastRound(m, 'Bo', 1, { attempts: [{ by: 4, victim: 1, location: 'home' }] });
    return m;
  };
  const rich = (p: Scenario = {}) => game({ round: 2, phase: 5, bank: 'holiday', pockets: { Bo: [0, 1, 6] }, ...p });

  test('B24 B36 the Minister\'s Death Squad struck at him last round, his pocket is full and the Bank is closed: exile', () => {
    expect(answers(rich(), 'Bo', struck).map(locationOf)).toEqual(Array(20).fill('exile'));
  });

  test('B24 with nothing in his pocket, or with no Death Squad after him, he stays on the island', () => {
    const island = ['bank', 'headquarters', 'home', 'mistress', 'nightclub'];
    expect(answers(rich({ pockets: {} }), 'Bo', struck).map(locationOf).filter((l) => !island.includes(l!))).toEqual([]);
    expect(answers(rich(), 'Bo', () => new Memory()).map(locationOf).filter((l) => !island.includes(l!))).toEqual([]);
  });

  test('B24 B28 with the Bank open and the marker "Bank safe", the Death Squad cannot reach him there: he banks instead of fleeing', () => {
    const s = rich({ bank: 'open', marker: 'safe' });
    expect(answers(s, 'Bo', struck).map(locationOf)).toEqual(Array(20).fill('bank'));
  });
});

describe('B24, B31: a Location away from the danger it has seen', () => {
  test('B24 struck at Home by an Assassin last round, where he always is, he goes elsewhere', () => {
    const memory = () => {
      const m = new Memory();
      pastRound(m, 'Bo', 1, { locations: { Bo: 'home' } });
      pastRound(m, 'Bo', 2, { locations: { Bo: 'home' }, attempts: [{ by: 2, victim: 1, location: 'home', card: 'street-gang#1' }] });
      return m;
    };
    const s = game({ round: 3, phase: 5 });
    const elsewhere = ['bank', 'headquarters', 'mistress', 'nightclub'];
    expect(answers(s, 'Bo', memory).map(locationOf).filter((l) => !elsewhere.includes(l!))).toEqual([]);
  });

  test('B24 where the Death Squad struck in past rounds (at anyone), she does not go', () => {
    const memory = () => {
      const m = new Memory();
      pastRound(m, 'Ana', 1, { attempts: [{ by: 4, victim: 2, location: 'mistress' }] });
      pastRound(m, 'Ana', 2, { attempts: [{ by: 4, victim: 3, location: 'mistress' }] });
      return m;
    };
    // Ana, the President, holds no Position (Headquarters is worth no more to her than any other Location).
    const s = game({ round: 3, phase: 5 });
    expect(answers(s, 'Ana', memory).map(locationOf)).not.toContain('mistress');
    // Without that history every Location is hers at some draw.
    expect(answers(s, 'Ana', () => new Memory(), 40).map(locationOf)).toContain('mistress');
  });

  test('B37 with money to bank and no threat at the Bank, he goes to the Central Bank', () => {
    const s = game({ round: 1, phase: 5, pockets: { Bo: [2, 2, 2] } });
    expect(answers(s, 'Bo', () => new Memory()).map(locationOf)).toEqual(Array(20).fill('bank'));
  });
});

describe('B26–B28: attempts at the most dangerous rival\'s likeliest Location', () => {
  /** Di takes the biggest stack each round and is seen at the Nightclub, except at the Bank in the rounds named; Cy banks his small one. */
  const memory = (rounds: number[], bankedIn: number[]) => () => {
    const m = new Memory();
    for (const round of rounds) {
      pastRound(m, 'Ed', round, {
        locations: { Di: bankedIn.includes(round) ? 'bank' : 'nightclub', Cy: 'bank' },
        budget: { stacks: [{ to: 'Di', bills: [0, 2, 2], announced: 10 }, { to: 'Cy', bills: [1, 0, 0], announced: 1 }] },
      });
    }
    return m;
  };
  /** Di has banked everything he took (last round): he is looked for where he usually is. */
  const banked = memory([1, 2, 3], [3]);

  test('B26 the Minister sends the Death Squad at the richest rival where he is seen most', () => {
    const s = game({ round: 4, phase: 6, locations: { ...EVERYWHERE } });
    expect(answer(s, 'Ed', banked())).toEqual({ type: 'attempt', seat: 'Ed', victim: 'Di', location: 'nightclub' });
  });

  test('B26 B37 a rich rival who has not banked his stacks is looked for at the Bank', () => {
    const s = game({ round: 3, phase: 6, locations: { ...EVERYWHERE } });
    expect(answer(s, 'Ed', memory([1, 2], [])())).toEqual({ type: 'attempt', seat: 'Ed', victim: 'Di', location: 'bank' });
  });

  test('B26 a Professional Assassin goes at the same likeliest Location, paid with the cheapest bills', () => {
    const s = atBosTurn({ round: 4, hands: { Bo: ['professional-assassin'] }, pockets: { Bo: [2, 0, 1] } });
    const card = cardOf(s, 'Bo', 'professional-assassin');
    expect(answer(s, 'Bo', banked())).toEqual({ type: 'attempt', seat: 'Bo', victim: 'Di', location: 'nightclub', card, pay: [2, 0, 0] });
  });

  test('B26 with no history to guess from and the Bank on holiday, a paid Assassin stays in hand', () => {
    const s = atBosTurn({ round: 1, bank: 'holiday', hands: { Bo: ['professional-assassin'] }, pockets: { Bo: [2, 0, 1] } });
    expect(answer(s, 'Bo')).toEqual({ type: 'done', seat: 'Bo' });
  });

  test('B26 B37 in the first round the President, who kept the Budget\'s bills, is looked for at the Bank', () => {
    const s = atBosTurn({ round: 1, hands: { Bo: ['professional-assassin'] }, pockets: { Bo: [2, 0, 1] } });
    expect(answer(s, 'Bo')).toMatchObject({ type: 'attempt', victim: 'Ana', location: 'bank' });
  });

  test('B26 B5 an Informant on the most dangerous rival comes first, and the Death Squad then goes where it showed him', () => {
    let s = game({ round: 4, phase: 6, locations: { ...EVERYWHERE, Di: 'home' }, hands: { Ed: ['informant'] } });
    const informant = cardOf(s, 'Ed', 'informant');
    const m = banked();
    expect(answer(s, 'Ed', m)).toEqual({ type: 'play', seat: 'Ed', card: informant, target: 'Di' });
    s = act(s, 'Ed', { type: 'play', card: informant, target: 'Di' });
    expect(answer(s, 'Ed', m)).toEqual({ type: 'attempt', seat: 'Ed', victim: 'Di', location: 'home' });
  });
});

describe('B26: Character Assassination at the Mistress of the rival with the most Influence', () => {
  test('B26 Character Assassination goes at the rival with the most Influence in front, seen with his Mistress', () => {
    const m = new Memory();
    for (const round of [1, 2]) pastRound(m, 'Bo', round, { locations: { Di: 'mistress' }, influence: { Di: ['church', 'press', 'peasants'] } });
    const s = atBosTurn({ round: 3, hands: { Bo: ['character-assassination'] }, influence: { Di: ['church', 'press', 'peasants'], Cy: ['landowners'] } });
    expect(answer(s, 'Bo', m)).toEqual({ type: 'attempt', seat: 'Bo', victim: 'Di', location: 'mistress', card: cardOf(s, 'Bo', 'character-assassination') });
  });

  test('B26 against rivals with no Influence in front it stays in hand', () => {
    const s = atBosTurn({ round: 3, hands: { Bo: ['character-assassination'] } });
    expect(answer(s, 'Bo')).toEqual({ type: 'done', seat: 'Bo' });
  });
});

describe('B29: a reaction when targeted', () => {
  const targeted = (location: Location) => {
    let s = game({ round: 1, phase: 6, locations: { ...EVERYWHERE, Bo: location }, hands: { Bo: ['bribe-the-assassin'], Cy: ['street-gang'] }, pockets: { Bo: [0, 1, 0] } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = act(s, 'Ed', { type: 'done' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'attempt', victim: 'Bo', location: 'nightclub', card: cardOf(s, 'Cy', 'street-gang') });
    s = act(s, 'Cy', { type: 'done' });
    s = act(s, 'Di', { type: 'done' });
    expect(topFrame(s)).toMatchObject({ kind: 'react' });
    return s;
  };

  test('B29 he bribes the Assassin whose guess is his Location: the Death Squad at Home', () => {
    const s = targeted('home');
    expect(answer(s, 'Bo')).toEqual({ type: 'play', seat: 'Bo', card: cardOf(s, 'Bo', 'bribe-the-assassin'), attempt: 0, pay: [0, 1, 0] });
  });

  test('B29 a right Character Assassination guess is bribed only by a player with Influence in front to lose', () => {
    const at = (influence: string[]) => {
      let s = game({ round: 1, phase: 6, locations: { ...EVERYWHERE, Bo: 'mistress' }, hands: { Bo: ['bribe-the-assassin'], Cy: ['character-assassination'] }, influence: { Bo: influence }, pockets: { Bo: [0, 1, 0] } });
      for (const name of ['Ed', 'Ana', 'Bo']) s = act(s, name, { type: 'done' });
      s = act(s, 'Cy', { type: 'attempt', victim: 'Bo', location: 'mistress', card: cardOf(s, 'Cy', 'character-assassination') });
      for (const name of ['Cy', 'Di']) s = act(s, name, { type: 'done' });
      return answer(s, 'Bo');
    };
    expect(at(['church'])).toMatchObject({ type: 'play', attempt: 0 });
    expect(at([])).toEqual({ type: 'pass', seat: 'Bo' });
  });

  test('B29 at the Nightclub it is the Street Gang he bribes; at the Bank neither guess is right and he keeps his card', () => {
    expect(answer(targeted('nightclub'), 'Bo')).toMatchObject({ type: 'play', attempt: 1 });
    expect(answer(targeted('bank'), 'Bo')).toEqual({ type: 'pass', seat: 'Bo' });
  });
});

describe('B37, B36: banking and the exile\'s return', () => {
  /** Every answer of the banker until he is done. */
  function bankAll(s: BoardState, name: string): BoardState {
    const memory = new Memory();
    while (topFrame(s).kind === 'banking') s = act(s, name, answer(s, name, memory)!);
    return s;
  }

  test('B37 B64 at the Bank he deposits every pocket bill into his Swiss account and takes nothing out', () => {
    const s = bankAll(game({ phase: 7, locations: { Bo: 'bank' }, pockets: { Bo: [2, 1, 2] }, accounts: { Bo: [0, 1, 0] }, extra: { revealed: true } }), 'Bo');
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 0]);
    expect(player(s, 'Bo').account).toEqual([2, 2, 2]);
  });

  test('B37 B29 holding Bribe the Assassin, he keeps its cost in his pocket', () => {
    const s = bankAll(game({ phase: 7, locations: { Bo: 'bank' }, hands: { Bo: ['bribe-the-assassin'] }, pockets: { Bo: [2, 1, 2] }, extra: { revealed: true } }), 'Bo');
    expect(player(s, 'Bo').pocket).toEqual([2, 0, 0]);
    expect(player(s, 'Bo').account).toEqual([0, 1, 2]);
  });

  test('B36 an exile comes back, paying the smallest pocket bill (staying away would cost an account bill)', () => {
    const s = game({ phase: 9, exiled: ['Bo'], pockets: { Bo: [0, 1, 1] }, accounts: { Bo: [3, 0, 0] }, aidSize: 40, extra: { revealed: true } });
    expect(topFrame(s)).toMatchObject({ kind: 'exiles' });
    expect(answer(s, 'Bo')).toEqual({ type: 'return', seat: 'Bo', from: 'pocket', bill: 2 });
  });
});
