// The coup question and a coup's start (rulings B16, B40, B41, B42, B43, B45, B48, B52): who is asked
// and in what order, the grounds for a coup (Unstable, Headquarters, Unrest, Coup Rumours, a Coup Event
// whose requirement holds), a failed Coup Event, the First Rebel, deployment (the Police in Parliament
// after a forced Budget), the question's Coup Event units taking the field after deployment.
import { coupEventPlay, coupEventPlays, DROP_AREAS } from '../../../src/games/board/rules/coup-cards.js';
import { BoardError, makeCtx } from '../../../src/games/board/rules/context.js';
import { commanderOf } from '../../../src/games/board/rules/coup-units.js';
import type { BoardState } from '../../../src/games/board/rules/types.js';
import { act, events, game, legal, logged, player, refused, topFrame, whoMustAct } from './builder.js';

type Scenario = Parameters<typeof game>[0];

/** Phase 8 after trade window 4: the coup question (round.ts's third step). */
const atQuestion = (p: Scenario = {}) => game({ phase: 8, step: 2, ...p });
const unitAt = (s: BoardState, id: string) => s.coup!.units.find((u) => u.id === id)!;
const kinds = (s: BoardState, name: string) => legal(s, name).actions.map((a) => a.type);

describe('B41 the coup question', () => {
  test('B41 each active non-President is asked, clockwise from the President\'s left; if nobody starts, phase 9 follows', () => {
    let s = atQuestion({ president: 'Cy', exiled: ['Ed'], bank: 'lunch', locations: { Ana: 'bank' } });
    const asked: string[] = [];
    while (topFrame(s).kind === 'coup-question') {
      const [who] = whoMustAct(s);
      asked.push(who);
      s = act(s, who, { type: 'pass' });
    }
    expect(asked).toEqual(['Di', 'Ana', 'Bo']);
    expect(logged().filter((e) => e.type === 'coup')).toEqual([3, 0, 1].map((seat) => ({ type: 'coup', seat, started: false })));
    expect(s.coup).toBeNull();
    expect(s.flow[0]).toMatchObject({ kind: 'round', phase: 9 });
    expect(topFrame(s)).toMatchObject({ kind: 'banking' });
  });

  test('B41 B75 with every other player in exile or dead nobody is asked and phase 9 follows', () => {
    const s = atQuestion({ situation: 'unstable', exiled: ['Bo', 'Cy', 'Di'], dead: ['Ed'] });
    expect(s.coup).toBeNull();
    expect(logged().filter((e) => e.type === 'coup')).toEqual([]);
    expect(logged()).toContainEqual({ type: 'phase', phase: 9 });
  });

  test('B41 the President is never asked, and only the player whose answer it is may answer', () => {
    const s = atQuestion({ situation: 'unstable' });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(refused(s, 'Ana', { type: 'start' }).code).toBe('B70');
    expect(refused(s, 'Cy', { type: 'pass' }).code).toBe('B70');
  });

  test('B41 with the situation Stable and no ground, "start" is neither listed nor accepted', () => {
    const s = atQuestion();
    expect(kinds(s, 'Bo')).toEqual(['pass']);
    expect(refused(s, 'Bo', { type: 'start' }).code).toBe('B41');
    expect(refused(s, 'Bo', { type: 'done' }).code).toBe('B41');
  });

  test('B40 B41 with the situation Unstable the first to start is the First Rebel, a Rebel, and the rest are not asked', () => {
    let s = atQuestion({ situation: 'unstable' });
    s = act(s, 'Bo', { type: 'pass' });
    expect(kinds(s, 'Cy')).toEqual(['start', 'pass']);
    s = act(s, 'Cy', { type: 'start' });
    expect(s.coup).toMatchObject({ firstRebel: 2, rebels: [2], segment: 0, over: false });
    expect(events()).toContainEqual({ type: 'coup', seat: 2, started: true });
    expect(logged().filter((e) => e.type === 'coup').map((e) => (e as { seat: number }).seat)).toEqual([1, 2]);
    // B41: then the trade window 5, before the rebellion phase (no Position is frozen: no Cousin question).
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 5 });
  });

  test('B41 a revealed Location of Headquarters is a ground for a coup when Stable; a hidden one is not', () => {
    const revealed = atQuestion({ locations: { Bo: 'headquarters' }, extra: { revealed: true } });
    expect(kinds(revealed, 'Bo')).toContain('start');
    expect(act(revealed, 'Bo', { type: 'start' }).coup?.firstRebel).toBe(1);
    const hidden = atQuestion({ locations: { Bo: 'headquarters' }, extra: { revealed: false } });
    expect(refused(hidden, 'Bo', { type: 'start' }).code).toBe('B41');
  });

  test('B40 B41 Unrest played at the question makes the situation Unstable, and he may then start', () => {
    let s = atQuestion({ hands: { Bo: ['unrest'] } });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] });
    expect(s.situation).toBe('unstable');
    expect(events()).toContainEqual({ type: 'situation', situation: 'unstable' });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(kinds(s, 'Bo')).toEqual(['start', 'pass']);
    s = act(s, 'Bo', { type: 'start' });
    expect(s.coup?.firstRebel).toBe(1);
  });

  test('B41 B39 a Secret Party Donation at the question gives its bill and the answer goes on', () => {
    let s = atQuestion({ hands: { Bo: ['secret-party-donation'] }, aid: [3] });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] });
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 1]);
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(kinds(s, 'Bo')).toEqual(['pass']);
  });

  test('B16 a card not allowed on the coup question is refused', () => {
    const s = atQuestion({ hands: { Bo: ['bribe-police', 'church', 'coup-rumours'] } });
    expect(refused(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] }).code).toBe('B16');
    expect(refused(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[1] }).code).toBe('B16');
    // A card of another hand, or no card at all.
    expect(refused(s, 'Cy', { type: 'play', card: player(s, 'Bo').hand[2] }).code).toBe('B70');
    expect(refused(s, 'Bo', { type: 'play', card: 'students#1' }).code).toBe('B16');
    expect(refused(s, 'Bo', { type: 'play' }).code).toBe('malformed');
  });
});

describe('B41 B16 Coup Events at the question', () => {
  test('B41 Coup Rumours is the answer "start" when Stable; it places no units', () => {
    let s = atQuestion({ hands: { Bo: ['coup-rumours'] } });
    const card = player(s, 'Bo').hand[0];
    s = act(s, 'Bo', { type: 'play', card });
    expect(s.coup).toMatchObject({ firstRebel: 1, placedAtQuestion: false });
    expect(s.discard).toContain(card);
    expect(logged().filter((e) => e.type === 'placed')).toEqual([]);
    expect(s.coup!.units.filter((u) => u.at !== 'unraised' && u.owner !== null)).toEqual([]);
  });

  test('B41 B52 a Coup Event whose requirement holds is the answer "start"; its units take the field after deployment and move from the rebellion phase on', () => {
    let s = atQuestion({ hands: { Bo: ['students'] }, influence: { Bo: ['students-federation'] } });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] });
    expect(s.coup).toMatchObject({ firstRebel: 1, placedAtQuestion: true });
    const order = events().map((e) => e.type);
    expect(order.indexOf('deployed')).toBeLessThan(order.indexOf('placed'));
    expect(events()).toContainEqual({ type: 'placed', seat: 1, card: 'students', area: 'university', units: ['students#1', 'students#2', 'students#3'] });
    for (const id of ['students#1', 'students#2', 'students#3']) {
      expect(unitAt(s, id)).toMatchObject({ at: 'university', owner: 1, held: false });
      expect(commanderOf(s, unitAt(s, id))).toBe(1);
    }
  });

  test('B16 B41 a Coup Event whose requirement fails is discarded without effect and gives no ground', () => {
    let s = atQuestion({ hands: { Bo: ['strikers'] }, influence: { Bo: ['students-federation'] } });
    const card = player(s, 'Bo').hand[0];
    s = act(s, 'Bo', { type: 'play', card });
    expect(events()).toEqual([{ type: 'played', seat: 1, card, failed: true }]);
    expect(s.discard).toContain(card);
    expect(s.coup).toBeNull();
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(refused(s, 'Bo', { type: 'start' }).code).toBe('B41');
    s = act(s, 'Bo', { type: 'pass' });
    expect(whoMustAct(s)).toEqual(['Cy']);
  });

  test('B16 B41 a failed Coup Event does not stop a player with another ground from starting', () => {
    let s = atQuestion({ situation: 'unstable', hands: { Bo: ['christian-militia'] } });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] });
    expect(s.coup).toBeNull();
    s = act(s, 'Bo', { type: 'start' });
    expect(s.coup).toMatchObject({ firstRebel: 1, placedAtQuestion: false });
    expect(s.coup!.units.filter((u) => u.id.startsWith('militia')).map((u) => u.at)).toEqual(['unraised', 'unraised', 'unraised']);
  });

  test('B41 B48 the Helicopter played at the question names an area other than an Embassy, and takes the field there', () => {
    let s = atQuestion({ hands: { Bo: ['helicopter'] } });
    const card = player(s, 'Bo').hand[0];
    expect(refused(s, 'Bo', { type: 'play', card }).code).toBe('B48');
    expect(refused(s, 'Bo', { type: 'play', card, area: 'embassy-west' }).code).toBe('B48');
    expect(refused(s, 'Bo', { type: 'play', card, area: 'harbor' }).code).toBe('B48');
    expect(legal(s, 'Bo').actions.filter((a) => a.type === 'play').map((a) => (a as { area?: string }).area)).toEqual(DROP_AREAS);
    expect(DROP_AREAS).toHaveLength(24);
    s = act(s, 'Bo', { type: 'play', card, area: 'radio' });
    expect(unitAt(s, 'helicopter')).toMatchObject({ at: 'radio', owner: 1 });
    expect(s.coup).toMatchObject({ placedAtQuestion: true, questionEvent: { card, area: 'radio' } });
  });

  test('B52 a Coup Event other than the Helicopter names no area', () => {
    const s = atQuestion({ hands: { Bo: ['rioters'] } });
    expect(refused(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'plaza' }).code).toBe('B52');
  });
});

describe('B42 B43 the coup\'s start', () => {
  test('B43 the units deploy as board-map.md places them; Coup Event units are not raised', () => {
    const s = act(atQuestion({ situation: 'unstable' }), 'Bo', { type: 'start' });
    expect(events()).toContainEqual({ type: 'deployed', policeInParliament: false });
    const at = Object.fromEntries(s.coup!.units.map((u) => [u.id, u.at]));
    expect(at).toMatchObject({
      'army1#1': 'barracks-1', 'army2#6': 'barracks-2', 'army3#3': 'barracks-3',
      'police#1': 'precinct-1', 'police#2': 'precinct-2', 'police#3': 'precinct-3', 'police#4': 'precinct-4',
      'guard#1': 'palace', 'guard#4': 'palace', marines: 'harbor', paratroops: 'airfield', helicopter: 'unraised', 'demonstrators#4': 'unraised',
    });
    expect(s.coup!.units).toHaveLength(50);
  });

  test('B43 B23 after a forced Budget the Police deploy in Parliament', () => {
    const s = act(atQuestion({ situation: 'unstable', extra: { policeInParliament: true } }), 'Bo', { type: 'start' });
    expect(events()).toContainEqual({ type: 'deployed', policeInParliament: true });
    expect(s.coup!.units.filter((u) => u.id.startsWith('police')).map((u) => u.at)).toEqual(['parliament', 'parliament', 'parliament', 'parliament']);
  });

  test('B41 B42 the start runs in order: deployment, the question\'s Coup Event, then trade window 5 before the rebellion phase', () => {
    const s = act(atQuestion({ hands: { Bo: ['demonstrators'] } }), 'Bo', { type: 'play', card: 'demonstrators#1' });
    const order = events().map((e) => e.type).filter((t) => ['coup', 'deployed', 'placed', 'window', 'segment'].includes(t));
    expect(order).toEqual(['coup', 'deployed', 'placed', 'window']);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 5 });
    expect(s.coup!.segment).toBe(0);
  });
});

describe('B52 a Coup Event in a movement turn (the play the movement turn shares)', () => {
  /** A coup at trade window 5 with Bo's cards; the play is applied to a copy through the shared function. */
  const inCoup = () => game({ phase: 8, coup: { firstRebel: 'Bo', stage: 'start' }, hands: { Bo: ['students', 'coup-rumours', 'helicopter', 'strikers'] }, influence: { Bo: ['students-federation'] } });
  const play = (s: BoardState, raw: Record<string, unknown>) => {
    const next = structuredClone(s);
    const ctx = makeCtx(next);
    return { next, ctx, played: coupEventPlay(ctx, 1, raw, 'move') };
  };

  test('B52 B50 its units are placed at once in their home area, commanded by its player, and do not move in this segment', () => {
    const s = inCoup();
    const { next, played } = play(s, { card: 'students#1' });
    expect(played).toMatchObject({ holds: true, placed: ['students#1', 'students#2', 'students#3'], action: { type: 'play', seat: 'Bo', card: 'students#1' } });
    expect(next.coup!.units.find((u) => u.id === 'students#2')).toMatchObject({ at: 'university', owner: 1, held: true, startedAt: null });
    expect(next.discard).toContain('students#1');
  });

  test('B16 a Coup Event whose requirement fails places nothing in a movement turn either', () => {
    const { next, played, ctx } = play(inCoup(), { card: 'strikers#1' });
    expect(played).toMatchObject({ holds: false, placed: [] });
    expect(ctx.events).toEqual([{ type: 'played', seat: 1, card: 'strikers#1', failed: true }]);
    expect(next.coup!.units.filter((u) => u.id.startsWith('strikers')).map((u) => u.at)).toEqual(['unraised', 'unraised', 'unraised']);
  });

  test('B48 the Helicopter is placed where its player names, held for this segment', () => {
    const { next } = play(inCoup(), { card: 'helicopter#1', area: 'north-end' });
    expect(next.coup!.units.find((u) => u.id === 'helicopter')).toMatchObject({ at: 'north-end', owner: 1, held: true });
  });

  test('B16 Coup Rumours is not played in a movement turn, and is not listed there', () => {
    const s = inCoup();
    expect(() => play(s, { card: 'coup-rumours#1' })).toThrow(BoardError);
    const cards = coupEventPlays(s, 1, 'move').map((a) => (a as { card: string }).card);
    expect(cards).not.toContain('coup-rumours#1');
    expect(new Set(cards)).toEqual(new Set(['students#1', 'helicopter#1', 'strikers#1']));
  });
});

describe('B42 the coup track', () => {
  /** Every asked player gives the quietest answer: no move, no attack, no shelling, ready, Pro-President, nobody executed. */
  function quietCoup(start: BoardState): { s: BoardState; movers: string[][] } {
    let s = start;
    const movers: string[][] = [];
    while (s.coup !== null && !s.coup.over) {
      const [who] = whoMustAct(s);
      const top = topFrame(s);
      if (top.kind === 'movement' && top.at === 0) movers.push(top.order.map((i) => s.players[i].name));
      const actions = legal(s, who).actions;
      const answer = actions.find((a) => a.type === 'done' || a.type === 'pass' || a.type === 'ready')
        ?? actions.find((a) => (a.type === 'side' && a.side === 'president') || (a.type === 'execute' && a.target === null));
      if (!answer) throw new Error(`no quiet answer for ${who} at ${top.kind}`);
      const { seat: _seat, ...move } = answer as { seat: string };
      s = act(s, who, move);
    }
    return { s, movers };
  }

  test('B42 seven spaces, the rebellion phase then coup phases 1–6, each a movement segment then a battle segment, then the aftermath and phase 9', () => {
    // B45: the Rioters placed at the question spare the First Rebel an act of rebellion in his first turn.
    let s = act(atQuestion({ president: 'Ana', hands: { Bo: ['rioters'] } }), 'Bo', { type: 'play', card: 'rioters#1' });
    const { s: after, movers } = quietCoup(s);
    s = after;
    const track = logged().flatMap((e) => (e.type === 'segment' ? [`${e.segment} ${e.part}`] : []));
    expect(track).toEqual([0, 1, 2, 3, 4, 5, 6].flatMap((n) => [`${n} movement`, `${n} battle`]));
    // B42 B45: turns clockwise from the First Rebel; the President has none in the rebellion phase.
    expect(movers[0]).toEqual(['Bo', 'Cy', 'Di', 'Ed']);
    expect(movers.slice(1)).toEqual(Array.from({ length: 6 }, () => ['Bo', 'Cy', 'Di', 'Ed', 'Ana']));
    const order = logged().map((e) => e.type);
    expect(order.indexOf('control')).toBeGreaterThan(order.lastIndexOf('segment'));
    expect(order.indexOf('coup-over')).toBeGreaterThan(order.indexOf('executed'));
    // B76: phase 9 follows (nobody is asked in it here) and its step 5 clears the board; the next round begins.
    expect(order.lastIndexOf('phase')).toBeGreaterThan(order.indexOf('coup-over'));
    expect(logged()).toContainEqual({ type: 'phase', phase: 9 });
    expect(s.coup).toBeNull();
    expect(s.flow[0]).toMatchObject({ kind: 'round', phase: 1 });
  });
});
