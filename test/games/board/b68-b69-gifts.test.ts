// Trade windows and gifts (rulings B5, B29, B61, B62, B68, B69): every active player asked at once,
// up to 3 gifts each of unrevealed cards and pocket bills, then "ready"; the bills told only to the two.
import { pending } from '../../../src/games/board/rules/index.js';
import { act, events, game, player, refused, topFrame, whoMustAct } from './builder.js';

/** A window 4 (after phase 7, before the coup question): phase 8 starts with it. */
const atWindow = (extra: Parameters<typeof game>[0] = {}) => game({ phase: 8, ...extra });

describe('B68 trade windows', () => {
  test('B68 a window asks every active player at once', () => {
    const s = atWindow({ exiled: ['Cy'], dead: ['Di'] });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 4 });
    expect(whoMustAct(s)).toEqual(['Ana', 'Bo', 'Ed']);
  });

  test('B68 a player who answered ready is asked no more and makes no more gifts, but still receives', () => {
    let s = atWindow({ hands: { Ana: ['church'], Bo: ['press'] } });
    s = act(s, 'Bo', { type: 'ready' });
    expect(whoMustAct(s)).not.toContain('Bo');
    expect(refused(s, 'Bo', { type: 'gift', to: 'Ana', cards: [player(s, 'Bo').hand[0]], bills: [0, 0, 0] }).code).toBe('B70');
    s = act(s, 'Ana', { type: 'gift', to: 'Bo', cards: [player(s, 'Ana').hand[0]], bills: [0, 0, 0] });
    expect(player(s, 'Bo').hand).toHaveLength(2);
  });

  test('B61 the President may answer "resign" in window 4; nobody else may', () => {
    const s = atWindow();
    expect(refused(s, 'Bo', { type: 'resign' }).code).toBe('B61');
  });
});

describe('B69 gifts', () => {
  test('B69 a gift moves cards from hand and pocket bills at once; B5 the public learns only who, to whom and how many cards', () => {
    let s = atWindow({ hands: { Ana: ['church', 'press'] }, pockets: { Ana: [2, 1, 0] } });
    const church = player(s, 'Ana').hand[0];
    s = act(s, 'Ana', { type: 'gift', to: 'Bo', cards: [church], bills: [1, 1, 0] });
    expect(player(s, 'Bo').hand).toEqual([church]);
    expect(player(s, 'Bo').pocket).toEqual([1, 1, 0]);
    expect(player(s, 'Ana').pocket).toEqual([1, 0, 0]);
    const [told, toTwo] = events();
    expect(told).toEqual({ type: 'gift', from: 0, to: 1, cards: 1 });
    expect(toTwo).toMatchObject({ type: 'gift', bills: [1, 1, 0], audience: [0, 1] });
  });

  test('B69 a fourth gift in one window is refused', () => {
    let s = atWindow({ pockets: { Ana: [4, 0, 0] } });
    for (let i = 0; i < 3; i++) s = act(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] });
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B69');
  });

  test('B69 a gift moves at least one card or bill, to another active player', () => {
    const s = atWindow({ pockets: { Ana: [1, 0, 0] }, exiled: ['Cy'] });
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [0, 0, 0] }).code).toBe('B69');
    expect(refused(s, 'Ana', { type: 'gift', to: 'Ana', cards: [], bills: [1, 0, 0] }).code).toBe('B69');
    expect(refused(s, 'Ana', { type: 'gift', to: 'Cy', cards: [], bills: [1, 0, 0] }).code).toBe('B62');
  });

  test('B62 only cards in hand and bills in the pocket are given', () => {
    const s = atWindow({ hands: { Ana: ['press'] }, influence: { Ana: ['church'] }, pockets: { Ana: [1, 0, 0] } });
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [player(s, 'Ana').influence[0]], bills: [0, 0, 0] }).code).toBe('B62');
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [0, 1, 0] }).code).toBe('B62');
  });
});

describe('B68 the network host\'s window time', () => {
  test('B68 a window declares "ready" as what the host records for a seat whose time ran out', () => {
    const s = atWindow();
    const asked = pending(s).required;
    expect(asked.map((d) => d.timeout)).toEqual(s.players.map((p) => ({ action: { type: 'ready', seat: p.name }, label: 'ready' })));
  });
});
