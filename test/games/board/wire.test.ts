// The board game's wire schemas (records junta-board/1; B3, B5, B71): a record of a played game with
// a pinned Political deck, Foreign Aid deck and dice is taken; unknown fields, cards, denominations,
// die results out of 1–6 and decks that are not the whole box are refused, naming the field. A start
// position the builder writes is taken and begins the game at phase 1 of its round; every bound and
// consistency rule B71 lists refuses it in one sentence naming the field.
import seedrandom from 'seedrandom';
import { shuffled } from '../../../src/core/sampling.js';
import { replayGame } from '../../../src/core/replay.js';
import { ALL_CARDS, typeOf } from '../../../src/games/board/content/cards.js';
import { board } from '../../../src/games/board/module.js';
import { canonicalBills } from '../../../src/games/board/rules/setup.js';
import { positionOf, type StartPosition } from '../../../src/games/board/rules/start.js';
import { publicView } from '../../../src/games/board/rules/view.js';
import { boardWire } from '../../../src/games/board/wire.js';
import { FIVE, game } from './builder.js';
import { playRandom } from './random-games.js';

const players = FIVE.map((name) => ({ name }));
const political = shuffled(ALL_CARDS, seedrandom('wire-political'));
const aid = shuffled(canonicalBills(), seedrandom('wire-aid'));
const dice = [6, 5, 4, 3, 2, 1];
const start = { seed: 'wire-record', players: FIVE, political, aid, dice };
const played = playRandom(board.rules.create(start).state, seedrandom('wire-play'), 200);
const record = { format: 'junta-board/1', seed: start.seed, players, options: { map: 'city-1', catalogue: 'board-1' }, political, aid, dice, actions: played.steps.map((p) => p.action) };

/** A position at the start of round 3: Ana President, Cy in exile (his General and Admiral frozen), a vacant Air Force Commander. */
const position = (): StartPosition => positionOf(game({
  round: 3, president: 'Ana', exiled: ['Cy'], positions: { admiral: 'Cy', 'air-force': 'vacant' }, frozen: ['general2', 'admiral'],
  hands: { Ana: ['church', 'press'], Bo: ['unrest'] }, influence: { Di: ['peasants'] }, pockets: { Bo: [2, 1, 0] }, accounts: { Ed: [0, 0, 3] }, aidSize: 60,
}));
const startRecord = (s: StartPosition = position()) => ({ format: 'junta-board/1', seed: 'start', players, start: s, actions: [] as unknown[] });

/** The first issue of a refused value: "path: message"; "taken" when taken. */
function refusal(schema: typeof boardWire.record | typeof boardWire.view | typeof boardWire.event | typeof boardWire.action, value: unknown): string {
  const checked = schema.safeParse(value);
  if (checked.success) return 'taken';
  const issue = checked.error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('records junta-board/1 (B71)', () => {
  test('a played game with a pinned Political deck, Foreign Aid deck and dice is taken, as JSON carries it, and replays', () => {
    expect(record.actions.length).toBeGreaterThan(20);
    expect(refusal(boardWire.record, JSON.parse(JSON.stringify(record)))).toBe('taken');
    expect(refusal(boardWire.record, { format: 'junta-board/1', seed: 's', players, actions: [] })).toBe('taken');
    const replayed = replayGame(board.rules, { start, actions: record.actions });
    expect(replayed.ok && JSON.stringify(replayed.state)).toBe(JSON.stringify(played.steps.at(-1)!.after));
  });

  test.each<[string, (r: typeof record) => unknown, RegExp]>([
    ['a format of another game', (r) => ({ ...r, format: 'junta-viva/1' }), /^format: must be "junta-board\/1"/],
    ['an unknown field', (r) => ({ ...r, deck: [] }), /^: Unrecognized key: "deck"/],
    ['another map', (r) => ({ ...r, options: { map: 'city-2' } }), /^options\.map: /],
    ['three players', (r) => ({ ...r, players: r.players.slice(0, 3) }), /^players: /],
    ['eight players', (r) => ({ ...r, players: [...r.players, ...['Flo', 'Gus', 'Hal'].map((name) => ({ name }))] }), /^players: /],
    ['an unknown card in the Political deck', (r) => ({ ...r, political: ['joker#1', ...r.political.slice(1)] }), /^political\.0: is not a board card/],
    ['a Political deck with a card twice', (r) => ({ ...r, political: [r.political[1], ...r.political.slice(1)] }), /^political: names each of the 64 Political cards once/],
    ['a Foreign Aid deck short of a bill', (r) => ({ ...r, aid: r.aid.slice(1) }), /^aid: holds 51, 30, 15 bills/],
    ['a bill of 5 M', (r) => ({ ...r, aid: [5, ...r.aid.slice(1)] }), /^aid\.0: is not a bill of 1, 2 or 3 million/],
    ['a die result of 7', (r) => ({ ...r, dice: [1, 7] }), /^dice\.1: /],
    ['a die result of 0', (r) => ({ ...r, dice: [0] }), /^dice\.0: /],
    ['an action of an unknown type', (r) => ({ ...r, actions: [{ type: 'coup', seat: 'Ana' }] }), /^actions\.0\.type: /],
    ['an action with an unknown field', (r) => ({ ...r, actions: [{ type: 'done', seat: 'Ana', card: 'church#1' }] }), /^actions\.0: Unrecognized key: "card"/],
    ['a gift of a bill count that is no count', (r) => ({ ...r, actions: [{ type: 'gift', seat: 'Ana', to: 'Bo', cards: [], bills: [1, -1, 0] }] }), /^actions\.0\.bills\.1: /],
    ['a deposit of a bill of 4 M', (r) => ({ ...r, actions: [{ type: 'deposit', seat: 'Ana', bill: 4 }] }), /^actions\.0\.bill: is not a bill/],
  ])('refuses %s, naming the field', (_, change, message) => {
    expect(refusal(boardWire.record, change(structuredClone(record)))).toMatch(message);
  });
});

describe('B71 a record\'s start position', () => {
  test('B71 a position the builder writes is taken; the game begins at phase 1 of its round with that position', () => {
    const s = position();
    expect(refusal(boardWire.record, JSON.parse(JSON.stringify(startRecord(s))))).toBe('taken');
    const created = board.rules.create({ seed: 'start', players: FIVE, start: s } as Parameters<typeof board.rules.create>[0]);
    expect(created.events.slice(0, 3)).toMatchObject([{ type: 'setup' }, { type: 'round', round: 3 }, { type: 'phase', phase: 1 }]);
    expect(created.state).toMatchObject({ round: 3, president: 0, chair: 0, cousin: null });
    expect(created.state.positions.admiral).toEqual({ holder: 2, frozen: true });
    expect(created.state.players[2].status).toBe('exiled');
    // B15: phase 1 begins with its draws, 2 cards each.
    expect(created.events.filter((e) => e.type === 'draw' && e.audience === undefined)).toHaveLength(4);
    expect(created.state.aid).toHaveLength(60);
  });

  test('B71 a record beginning at a start position replays its actions to the same state', () => {
    const s = position();
    const first = board.rules.create({ seed: 'start', players: FIVE, start: s } as Parameters<typeof board.rules.create>[0]);
    const game = playRandom(first.state, seedrandom('start-play'), 300);
    const saved = JSON.parse(JSON.stringify({ ...startRecord(s), actions: game.steps.map((p) => p.action) }));
    expect(refusal(boardWire.record, saved)).toBe('taken');
    const replayed = replayGame(board.rules, { start: { seed: 'start', players: FIVE, start: saved.start } as Parameters<typeof board.rules.create>[0], actions: saved.actions });
    expect(replayed.ok && JSON.stringify(replayed.state)).toBe(JSON.stringify(game.steps.at(-1)!.after));
  });

  test.each<[string, (s: StartPosition) => void, RegExp]>([
    ['a card in two places', (s) => { s.discard.push(s.drawPile[0]); }, /^start\.discard\.0: is a card the position already holds elsewhere/],
    ['a card in no place', (s) => { s.drawPile.pop(); }, /^start: leaves out 1 of the 64 Political cards/],
    ['a card of another type in front', (s) => { s.players[1].influence.push(...s.drawPile.splice(s.drawPile.findIndex((c) => typeOf(c) !== 'influence'), 1)); }, /^start\.players\.1\.influence\.0: is not an Influence card/],
    ['a bill too many', (s) => { s.players[1].pocket[0] += 1; }, /^start: holds 52 bills of 1 M, not 51/],
    ['fewer than 8 bills in the deck', (s) => { for (const d of s.aid.splice(7)) s.out[d - 1] += 1; }, /^start\.aid: holds fewer than 8 bills/],
    ['a round later than the deck allows', (s) => { s.round = 12; }, /^start\.round: is too late for the Foreign Aid deck/],
    ['a Position held by the President', (s) => { s.positions.minister = 0; }, /^start\.positions\.minister: is held by the President/],
    ['a vacant Position not frozen', (s) => { s.frozen = ['general2', 'admiral']; }, /^start\.frozen: leaves out a vacant Position/],
    ["an exile's Position not frozen", (s) => { s.frozen = ['general2', 'air-force']; }, /^start\.frozen: leaves out an exile's Position/],
    ["a dead President's Cousin's Position not frozen", (s) => { s.positions.minister = 'cousin'; }, /^start\.frozen: leaves out a dead President's Cousin's Position/],
    ["a Cousin's Position not frozen", (s) => { s.cousin = 'minister'; }, /^start\.cousin: names a Position that is not frozen/],
    ['a family with two Generals', (s) => { s.positions.general2 = s.positions.general1; }, /^start\.positions: gives seat \d two Generals|more than 2 Positions/],
    ['an exiled President', (s) => { s.president = 2; }, /^start\.president: names an exile/],
    ['a dead player', (s) => { (s.players[1] as { status: string }).status = 'dead'; }, /^start\.players\.1\.status: /],
    ['a President past the table', (s) => { s.president = 6; }, /^start\.president: names a seat not at the table/],
    ['a player too few', (s) => { s.players.pop(); }, /^start\.players: lists 4 players, not one for each of the 5 seats/],
    ['an unknown card', (s) => { s.drawPile[0] = 'joker#1'; }, /^start\.drawPile\.0: is not a board card/],
    ['an unknown field', (s) => { Object.assign(s, { coup: true }); }, /^start: Unrecognized key: "coup"/],
    ['an Unstable situation', (s) => { Object.assign(s, { situation: 'unstable' }); }, /^start\.situation: /],
  ])('B71 refuses %s, naming the field', (_, change, message) => {
    const s = position();
    change(s);
    expect(refusal(boardWire.record, startRecord(s))).toMatch(message);
  });

  test('B71 a start position pins no deck: a pinned deck beside it is refused, and create refuses it too', () => {
    expect(refusal(boardWire.record, { ...startRecord(), aid })).toMatch(/^start: comes with a pinned deck/);
    expect(() => board.rules.create({ seed: 's', players: FIVE, start: position(), political } as Parameters<typeof board.rules.create>[0])).toThrow(/pins no deck/);
  });

  test('B71 create refuses an inconsistent position in one sentence naming the field', () => {
    const s = position();
    s.positions.minister = 0;
    expect(() => board.rules.create({ seed: 's', players: FIVE, start: s } as Parameters<typeof board.rules.create>[0])).toThrow(/^start\.positions\.minister: is held by the President/);
  });
});

describe('views, events and actions', () => {
  test('B5 the public view and every seat\'s are taken; a view with a deck, or a seat off the table, is refused', () => {
    const s = played.steps.at(-1)!.after;
    for (let who = 0; who < FIVE.length; who++) expect(refusal(boardWire.view, board.rules.viewFor(s, who))).toBe('taken');
    const view = publicView(s);
    expect(refusal(boardWire.view, view)).toBe('taken');
    expect(refusal(boardWire.view, { ...view, aid: [1, 2, 3] })).toMatch(/^: Unrecognized key: "aid"/);
    expect(refusal(boardWire.view, { ...view, seat: 9 })).toMatch(/^seat: /);
  });

  test('events are strict: a die of 7, a bill of 4 M or an unknown field is refused', () => {
    expect(refusal(boardWire.event, { type: 'roll', seat: 0, value: 4, why: 'Amateur Assassin', needs: 4 })).toBe('taken');
    expect(refusal(boardWire.event, { type: 'roll', seat: 0, value: 7, why: 'Amateur Assassin', needs: 4 })).toMatch(/^value: /);
    expect(refusal(boardWire.event, { type: 'bill', seat: 0, why: 'tie', denomination: 4 })).toMatch(/^denomination: /);
    expect(refusal(boardWire.event, { type: 'gift', from: 0, to: 1, cards: 0, value: 3 })).toMatch(/^: Unrecognized key: "value"/);
  });
});
