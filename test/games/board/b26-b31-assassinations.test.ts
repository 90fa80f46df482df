// Phase 6 (rulings B26–B31): announcements in turn, the Minister's Death Squad and the Assassin cards
// with their costs; targets; the Bank marker; reactions with Bribe the Assassin; resolution in
// announcement order with its dice; and the reveal between the reactions and the first resolution.
import type { BoardState, Location } from '../../../src/games/board/rules/types.js';
import { act, cardOf, events, game, legal, logged, player, refused, topFrame, whoMustAct } from './builder.js';
import { atFrame, quietly } from './quietly.js';

type Scenario = Parameters<typeof game>[0];
const HOME: Record<string, Location> = { Ana: 'home', Bo: 'home', Cy: 'home', Di: 'home', Ed: 'home' };

/** Phase 6 with everyone at Home unless told; the default cabinet makes Ed the Minister and Ana the President. */
const atPhase6 = (p: Scenario = {}) => game({ ...p, phase: 6, locations: { ...HOME, ...(p?.locations ?? {}) } });

/** Everyone still to announce is done. */
const announcementsDone = (s: BoardState) => quietly(s, (t) => topFrame(t).kind !== 'announce');

describe('B26 announcements', () => {
  test('B26 the Minister of Internal Security announces first, then the others clockwise from his left', () => {
    let s = atPhase6({ positions: { minister: 'Cy' } });
    const order: string[] = [];
    while (topFrame(s).kind === 'announce') {
      const [who] = whoMustAct(s);
      order.push(who);
      s = act(s, who, { type: 'done' });
    }
    expect(order).toEqual(['Cy', 'Di', 'Ed', 'Ana', 'Bo']);
  });

  test('B26 with the Minister frozen or in exile, announcements go clockwise from the President', () => {
    const frozen = atPhase6({ president: 'Cy', frozen: ['minister'] });
    expect(topFrame(frozen)).toMatchObject({ kind: 'announce', order: [2, 3, 4, 0, 1] });
    const abroad = atPhase6({ exiled: ['Ed'] });
    expect(topFrame(abroad)).toMatchObject({ kind: 'announce', order: [0, 1, 2, 3] });
  });

  test('B26 the Death Squad is the Minister\'s alone, at most once, free and public at once', () => {
    let s = atPhase6();
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home' });
    expect(events()).toEqual([{ type: 'attempt', by: 4, victim: 0, location: 'home', card: null }]);
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' }).code).toBe('B26');
    expect(legal(s, 'Ed').actions.some((a) => a.type === 'attempt' && a.card === undefined)).toBe(false);
    s = act(s, 'Ed', { type: 'done' });
    expect(refused(s, 'Ana', { type: 'attempt', victim: 'Bo', location: 'home' }).code).toBe('B26');
    expect(legal(s, 'Ana').actions.some((a) => a.type === 'attempt')).toBe(false);
  });

  test('B26 a frozen Minister has no Death Squad', () => {
    const s = atPhase6({ president: 'Cy', frozen: ['minister'] });
    expect(refused(s, 'Cy', { type: 'attempt', victim: 'Ed', location: 'home' }).code).toBe('B26');
  });

  test('B26 an Assassin card\'s cost is paid at once with a minimal payment, and the bills leave the game', () => {
    let s = atPhase6({ hands: { Ed: ['professional-assassin'] }, pockets: { Ed: [2, 0, 1] } });
    const card = cardOf(s, 'Ed', 'professional-assassin');
    const pays = legal(s, 'Ed').actions.flatMap((a) => (a.type === 'attempt' && a.card === card && a.victim === 'Ana' && a.location === 'home' ? [a.pay] : []));
    expect(pays).toEqual([[2, 0, 0], [0, 0, 1]]);
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card, pay: [2, 0, 1] }).code).toBe('B3');
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card, pay: [1, 0, 0] }).code).toBe('B3');
    const out = [...s.out];
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card, pay: [0, 0, 1] });
    expect(player(s, 'Ed').pocket).toEqual([2, 0, 0]);
    expect(s.out).toEqual([out[0], out[1], out[2] + 1]);
    expect(events()).toEqual([
      { type: 'attempt', by: 4, victim: 0, location: 'home', card, cost: 2 },
      { type: 'paid', seat: 4, bills: [0, 0, 1], audience: [4] },
    ]);
    expect(s.attempts[0]).toMatchObject({ card, killed: null, cancelled: false });
  });

  test('B26 Mafia in front lowers an Assassin card\'s cost by 1 M', () => {
    const s = atPhase6({ hands: { Ed: ['amateur-assassin'] }, influence: { Ed: ['mafia'] }, pockets: { Ed: [1, 0, 0] } });
    const card = cardOf(s, 'Ed', 'amateur-assassin');
    const pays = legal(s, 'Ed').actions.flatMap((a) => (a.type === 'attempt' && a.card === card && a.victim === 'Ana' && a.location === 'home' ? [a.pay] : []));
    // Free now: the one listed attempt names no payment, and a bill offered is more than the cost.
    expect(pays).toEqual([undefined]);
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card, pay: [1, 0, 0] }).code).toBe('B3');
    const next = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card });
    expect(player(next, 'Ed').pocket).toEqual([1, 0, 0]);
    expect(events()).toEqual([{ type: 'attempt', by: 4, victim: 0, location: 'home', card, cost: 0 }]);
  });

  test('B26 an attempt is made with an Assassin card held in hand, which its player can pay for', () => {
    const s = atPhase6({ hands: { Ed: ['professional-assassin', 'press'], Ana: ['street-gang'] } });
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card: cardOf(s, 'Ana', 'street-gang') }).code).toBe('B26');
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card: cardOf(s, 'Ed', 'press') }).code).toBe('B26');
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card: cardOf(s, 'Ed', 'professional-assassin'), pay: [0, 0, 0] }).code).toBe('B3');
    expect(legal(s, 'Ed').actions.some((a) => a.type === 'attempt' && a.card !== undefined)).toBe(false);
  });

  test('B26 Informant may be played in the announcement turn before the announcements; what it shows is told to its player alone', () => {
    let s = atPhase6({ hands: { Ed: ['informant', 'street-gang'] }, locations: { Bo: 'mistress' } });
    const informant = cardOf(s, 'Ed', 'informant');
    expect(legal(s, 'Ed').actions).toContainEqual({ type: 'play', seat: 'Ed', card: informant, target: 'Bo' });
    s = act(s, 'Ed', { type: 'play', card: informant, target: 'Bo' });
    expect(events()).toContainEqual({ type: 'seen', seat: 4, target: 1 });
    expect(events()).toContainEqual({ type: 'seen', seat: 4, target: 1, location: 'mistress', audience: [4] });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'mistress', card: cardOf(s, 'Ed', 'street-gang') });
    expect(whoMustAct(s)).toEqual(['Ed']);
  });

  test('B26 Burglars may guess only Home, Character Assassination only Mistress', () => {
    const s = atPhase6({ hands: { Ed: ['burglars', 'character-assassination'] } });
    const burglars = cardOf(s, 'Ed', 'burglars');
    const character = cardOf(s, 'Ed', 'character-assassination');
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'nightclub', card: burglars }).code).toBe('B16');
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card: character }).code).toBe('B16');
    const guesses = (card: string) => new Set(legal(s, 'Ed').actions.flatMap((a) => (a.type === 'attempt' && a.card === card ? [a.location] : [])));
    expect(guesses(burglars)).toEqual(new Set(['home']));
    expect(guesses(character)).toEqual(new Set(['mistress']));
  });

  test('B72 at most 3 gifts in an announcement turn', () => {
    let s = atPhase6({ pockets: { Ed: [4, 0, 0] } });
    for (let i = 0; i < 3; i++) s = act(s, 'Ed', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] });
    expect(refused(s, 'Ed', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B69');
    expect(legal(s, 'Ed').samplers).toHaveLength(0);
  });
});

describe('B27 targets', () => {
  test('B27 any active player other than the announcer, the President included, may be named, several times', () => {
    let s = atPhase6({ hands: { Ed: ['street-gang', 'street-gang'] } });
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ed', location: 'home' }).code).toBe('B27');
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home' });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'bank', card: cardOf(s, 'Ed', 'street-gang') });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'mistress', card: cardOf(s, 'Ed', 'street-gang') });
    expect(s.attempts.map((a) => a.victim)).toEqual([0, 0, 0]);
  });
});

describe('B28 the Death Squad at the Bank', () => {
  test('B28 while the marker reads safe the Death Squad may not name the Central Bank; Assassin cards ignore the marker', () => {
    let s = atPhase6({ marker: 'safe', hands: { Ed: ['street-gang'] } });
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'bank' }).code).toBe('B28');
    expect(legal(s, 'Ed').actions.some((a) => a.type === 'attempt' && a.card === undefined && a.location === 'bank')).toBe(false);
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'bank', card: cardOf(s, 'Ed', 'street-gang') });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    expect(s.attempts).toHaveLength(2);
  });

  test('B28 while the marker reads activity the Death Squad may name the Central Bank', () => {
    const s = act(atPhase6(), 'Ed', { type: 'attempt', victim: 'Ana', location: 'bank' });
    expect(s.squadNamedBank).toBe(true);
  });
});

describe('B29 reactions', () => {
  test('B29 each target is asked in the order of the first announcement against him, whether or not he holds a card', () => {
    let s = atPhase6({ hands: { Ana: ['street-gang'], Bo: ['street-gang'] } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Cy', location: 'home' });
    s = act(s, 'Ed', { type: 'done' });
    s = act(s, 'Ana', { type: 'attempt', victim: 'Di', location: 'home', card: cardOf(s, 'Ana', 'street-gang') });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'attempt', victim: 'Cy', location: 'bank', card: cardOf(s, 'Bo', 'street-gang') });
    s = announcementsDone(s);
    expect(topFrame(s)).toMatchObject({ kind: 'react', order: [2, 3] });
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(legal(s, 'Cy').actions).toEqual([{ type: 'pass', seat: 'Cy' }]);
    s = act(s, 'Cy', { type: 'pass' });
    expect(events()).toEqual([{ type: 'reaction', seat: 2, attempt: -1, played: false }]);
    expect(whoMustAct(s)).toEqual(['Di']);
  });

  test('B29 Bribe the Assassin cancels one attempt against its player, several one at a time; the cards are discarded', () => {
    let s = atPhase6({ hands: { Ed: ['professional-assassin'], Bo: ['bribe-the-assassin', 'bribe-the-assassin'] }, pockets: { Ed: [0, 1, 0], Bo: [2, 1, 0] } });
    const professional = cardOf(s, 'Ed', 'professional-assassin');
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home', card: professional, pay: [0, 1, 0] });
    s = announcementsDone(s);
    expect(whoMustAct(s)).toEqual(['Bo']);
    const first = cardOf(s, 'Bo', 'bribe-the-assassin');
    expect(legal(s, 'Bo').actions.filter((a) => a.type === 'play')).toEqual([
      { type: 'play', seat: 'Bo', card: first, attempt: 0, pay: [2, 0, 0] },
      { type: 'play', seat: 'Bo', card: first, attempt: 0, pay: [0, 1, 0] },
      { type: 'play', seat: 'Bo', card: first, attempt: 1, pay: [2, 0, 0] },
      { type: 'play', seat: 'Bo', card: first, attempt: 1, pay: [0, 1, 0] },
    ]);
    s = act(s, 'Bo', { type: 'play', card: first, attempt: 1, pay: [0, 1, 0] });
    expect(s.attempts[1].cancelled).toBe(true);
    expect(s.discard).toEqual(expect.arrayContaining([first, professional]));
    expect(events()).toEqual([
      { type: 'played', seat: 1, card: first, cost: 2 },
      { type: 'paid', seat: 1, bills: [0, 1, 0], audience: [1] },
      { type: 'reaction', seat: 1, attempt: 1, played: true },
    ]);
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(refused(s, 'Bo', { type: 'play', card: cardOf(s, 'Bo', 'bribe-the-assassin'), attempt: 1, pay: [2, 0, 0] }).code).toBe('B29');
    s = act(s, 'Bo', { type: 'play', card: cardOf(s, 'Bo', 'bribe-the-assassin'), attempt: 0, pay: [2, 0, 0] });
    s = act(s, 'Bo', { type: 'pass' });
    expect(player(s, 'Bo').status).toBe('active');
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 0]);
    expect(s.situation).toBe('stable');
  });

  test('B29 Bankers in front lower Bribe the Assassin to 1 M', () => {
    let s = atPhase6({ hands: { Bo: ['bribe-the-assassin'] }, influence: { Bo: ['bankers'] }, pockets: { Bo: [1, 0, 0] } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = announcementsDone(s);
    expect(legal(s, 'Bo').actions.filter((a) => a.type === 'play').map((a) => (a.type === 'play' ? a.pay : null))).toEqual([[1, 0, 0]]);
  });

  test('B29 a reaction is Bribe the Assassin on an attempt against its player, and nothing else', () => {
    let s = atPhase6({ hands: { Ana: ['street-gang'], Bo: ['bribe-the-assassin', 'unrest'] }, pockets: { Bo: [0, 1, 0] } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = act(s, 'Ed', { type: 'done' });
    s = act(s, 'Ana', { type: 'attempt', victim: 'Cy', location: 'home', card: cardOf(s, 'Ana', 'street-gang') });
    s = announcementsDone(s);
    expect(refused(s, 'Bo', { type: 'play', card: cardOf(s, 'Bo', 'bribe-the-assassin'), attempt: 1, pay: [0, 1, 0] }).code).toBe('B29');
    expect(refused(s, 'Bo', { type: 'play', card: cardOf(s, 'Bo', 'unrest'), attempt: 0 }).code).toBe('B29');
    expect(refused(s, 'Bo', { type: 'done' }).code).toBe('B29');
    // B72: a reaction is not a turn.
    expect(refused(s, 'Bo', { type: 'gift', to: 'Di', cards: [], bills: [0, 1, 0] }).code).toBe('B72');
    expect(refused(s, 'Cy', { type: 'pass' }).code).toBe('B70');
  });

  test('B29 a target of an unresolved attempt gives and receives no gift; B62 phase 6 gifts are money only', () => {
    let s = atPhase6({ hands: { Bo: ['press'] }, pockets: { Ana: [1, 0, 0], Bo: [2, 0, 0] } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home' });
    s = act(s, 'Ed', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B29');
    expect(legal(s, 'Ana').samplers).toHaveLength(0);
    s = act(s, 'Ana', { type: 'done' });
    expect(refused(s, 'Bo', { type: 'gift', to: 'Ana', cards: [], bills: [1, 0, 0] }).code).toBe('B29');
    expect(refused(s, 'Bo', { type: 'gift', to: 'Cy', cards: [cardOf(s, 'Bo', 'press')], bills: [0, 0, 0] }).code).toBe('B62');
    s = act(s, 'Bo', { type: 'gift', to: 'Cy', cards: [], bills: [1, 0, 0] });
    expect(player(s, 'Cy').pocket).toEqual([1, 0, 0]);
  });

  test('B29 a target plays no card in his announcement turn but his announcements', () => {
    let s = atPhase6({ hands: { Ana: ['unrest', 'street-gang'] } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home' });
    s = act(s, 'Ed', { type: 'done' });
    expect(refused(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'unrest') }).code).toBe('B29');
    expect(legal(s, 'Ana').actions.some((a) => a.type === 'play')).toBe(false);
    s = act(s, 'Ana', { type: 'attempt', victim: 'Ed', location: 'home', card: cardOf(s, 'Ana', 'street-gang') });
    expect(s.attempts).toHaveLength(2);
  });
});

describe('B30 resolution', () => {
  test('B30 attempts resolve in announcement order; a die is rolled only on a correct guess, in resolution order', () => {
    let s = atPhase6({ hands: { Ed: ['amateur-assassin', 'amateur-assassin'], Cy: ['street-gang'] }, pockets: { Ed: [2, 0, 0] }, locations: { Bo: 'nightclub' }, dice: [3, 6] });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card: cardOf(s, 'Ed', 'amateur-assassin'), pay: [1, 0, 0] });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home', card: cardOf(s, 'Ed', 'amateur-assassin'), pay: [1, 0, 0] });
    s = act(s, 'Ed', { type: 'done' });
    s = quietly(s, (t) => whoMustAct(t)[0] === 'Cy');
    s = act(s, 'Cy', { type: 'attempt', victim: 'Di', location: 'home', card: cardOf(s, 'Cy', 'street-gang') });
    s = quietly(s, atFrame('window'));
    const rolls = logged().filter((e) => e.type === 'roll' || e.type === 'resolved');
    expect(rolls).toEqual([
      { type: 'roll', seat: 4, value: 3, why: 'amateur-assassin', needs: 4 },
      { type: 'resolved', attempt: 0, by: 4, victim: 0, card: 'amateur-assassin#1', killed: false, cancelled: false },
      { type: 'resolved', attempt: 1, by: 4, victim: 1, card: 'amateur-assassin#2', killed: false, cancelled: false },
      { type: 'roll', seat: 2, value: 6, why: 'street-gang', needs: 5 },
      { type: 'resolved', attempt: 2, by: 2, victim: 3, card: 'street-gang#1', killed: true, cancelled: false },
    ]);
    expect(player(s, 'Ana').status).toBe('active');
    expect(player(s, 'Di').status).toBe('dead');
    expect(s.dice).toEqual([]);
  });

  test('B30 every Assassin card is discarded as it resolves; an attempt on a player already dead has no effect', () => {
    let s = atPhase6({ hands: { Cy: ['burglars'] } });
    const burglars = cardOf(s, 'Cy', 'burglars');
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = quietly(s, (t) => whoMustAct(t)[0] === 'Cy');
    s = act(s, 'Cy', { type: 'attempt', victim: 'Bo', location: 'home', card: burglars });
    s = quietly(s, atFrame('window'));
    expect(s.attempts.map((a) => a.killed)).toEqual([true, false]);
    expect(s.discard).toContain(burglars);
    expect(logged().filter((e) => e.type === 'death')).toEqual([{ type: 'death', seat: 1, by: 4 }]);
  });

  test('B30 Character Assassination on a correct guess discards the victim\'s Influence: no death, no Unstable', () => {
    let s = atPhase6({ hands: { Ed: ['character-assassination'] }, influence: { Bo: ['church', 'press'] }, locations: { Bo: 'mistress' } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'mistress', card: cardOf(s, 'Ed', 'character-assassination') });
    s = quietly(s, atFrame('window'));
    expect(player(s, 'Bo').influence).toEqual([]);
    expect(player(s, 'Bo').status).toBe('active');
    expect(s.situation).toBe('stable');
    expect(logged().some((e) => e.type === 'discarded' && e.why === 'character' && e.cards.length === 2)).toBe(true);
  });
});

describe('B31 the reveal', () => {
  test('B31 every active Location is revealed after the reactions and before the first resolution', () => {
    let s = atPhase6({ locations: { Bo: 'bank', Cy: 'nightclub' }, exiled: ['Di'] });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'nightclub' });
    s = quietly(s, atFrame('banking'));
    const kinds = logged().map((e) => e.type);
    expect(kinds.lastIndexOf('reaction')).toBeLessThan(kinds.indexOf('revealed'));
    expect(kinds.indexOf('revealed')).toBeLessThan(kinds.indexOf('resolved'));
    expect(logged().find((e) => e.type === 'revealed')).toEqual({
      type: 'revealed',
      locations: [{ seat: 0, location: 'home' }, { seat: 1, location: 'bank' }, { seat: 2, location: 'nightclub' }, { seat: 4, location: 'home' }],
    });
    expect(s.revealed).toBe(true);
  });

  test('B31 phase 6 reveals even with no announcement', () => {
    const s = announcementsDone(atPhase6());
    expect(logged().filter((e) => e.type === 'revealed')).toHaveLength(1);
    expect(s.revealed).toBe(true);
  });

  test('B26 B31 under State Visit there are no announcements, and the reveal comes at the start of phase 7', () => {
    const s = atPhase6({ extra: { stateVisit: true } });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 4 });
    const kinds = logged().map((e) => (e.type === 'phase' ? `phase ${e.phase}` : e.type));
    expect(kinds.indexOf('phase 7')).toBeLessThan(kinds.indexOf('revealed'));
    expect(kinds).not.toContain('attempt');
  });
});
