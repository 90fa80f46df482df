// Viva's wire schemas (records junta-viva/1; V4, V5): a record of a played game,
// with a pinned deck and pinned dice, is taken; unknown fields, unknown cards and dice, die results
// out of 1–6, a pinned deck that is not every card once and an overlong queue are refused, the
// refusal naming the field. Views and events are strict too, and pending decisions read from any
// view are the state's.
import seedrandom from 'seedrandom';
import { ALL_CARDS } from '../../../src/games/viva/content/cards.js';
import { viva } from '../../../src/games/viva/module.js';
import { MAX_PINNED_DICE } from '../../../src/games/viva/rules/setup.js';
import type { Action, VivaState } from '../../../src/games/viva/rules/types.js';
import { vivaWire } from '../../../src/games/viva/wire.js';

const PLAYERS = ['Ana', 'Bo', 'Cy', 'Di'];

/** Plays seeded random actions until the game ends or `until` holds; returns the state and the actions. */
function playRandom(seed: string, until: (s: VivaState) => boolean = () => false): { state: VivaState; actions: Action[] } {
  const random = seedrandom(seed);
  let state = viva.rules.create({ seed, players: PLAYERS, options: { variant: 'expert' } }).state;
  const actions: Action[] = [];
  while (!viva.rules.isOver(state) && !until(state) && actions.length < 5000) {
    const [decision] = viva.rules.pending(state).required;
    const choices = viva.rules.legalActions(state, decision.seat);
    const total = choices.actions.length + choices.samplers.length;
    const i = Math.floor(random() * total);
    const action = i < choices.actions.length ? choices.actions[i] : choices.samplers[i - choices.actions.length](random);
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions.push(result.action);
  }
  return { state, actions };
}

const played = playRandom('wire-record');
const record = {
  format: 'junta-viva/1',
  seed: 'wire-record',
  players: PLAYERS.map((name) => ({ name })),
  options: { variant: 'expert', firstPresidente: 'roll' },
  deck: [...ALL_CARDS].reverse(),
  dice: [6, 5, 4, 3, 2, 1],
  actions: played.actions,
};

/** The first issue of a refused value: "path: message". */
function refusal(schema: typeof vivaWire.record | typeof vivaWire.view | typeof vivaWire.event | typeof vivaWire.action, value: unknown): string {
  const checked = schema.safeParse(value);
  if (checked.success) return 'taken';
  const issue = checked.error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('records junta-viva/1', () => {
  test('a played Expert game with a pinned deck and pinned dice is taken, as JSON carries it', () => {
    expect(played.actions.length).toBeGreaterThan(20);
    expect(refusal(vivaWire.record, JSON.parse(JSON.stringify(record)))).toBe('taken');
    expect(refusal(vivaWire.record, { format: 'junta-viva/1', seed: 's', players: PLAYERS.map((name) => ({ name })), actions: [] })).toBe('taken');
  });

  test.each<[string, (r: typeof record) => unknown, RegExp]>([
    ['a format of another game', (r) => ({ ...r, format: 'junta-las-cartas/1' }), /^format: must be "junta-viva\/1"/],
    ['an unknown field', (r) => ({ ...r, decks: {} }), /^: Unrecognized key: "decks"/],
    ['an unknown field of a player', (r) => ({ ...r, players: [{ name: 'Ana', colour: 'red' }, ...r.players.slice(1)] }), /^players\.0: Unrecognized key: "colour"/],
    ['an unknown option', (r) => ({ ...r, options: { variant: 'expert', firstPresident: 'vote' } }), /^options: Unrecognized key: "firstPresident"/],
    ['a variant not in the game', (r) => ({ ...r, options: { variant: 'hard' } }), /^options\.variant: /],
    ['two players too few', (r) => ({ ...r, players: r.players.slice(0, 2) }), /^players: /],
    ['an unknown card in the pinned deck', (r) => ({ ...r, deck: ['joker#1', ...r.deck.slice(1)] }), /^deck\.0: is not a Viva card/],
    ['a pinned deck with a card twice', (r) => ({ ...r, deck: [r.deck[1], ...r.deck.slice(1)] }), /^deck: names each of the 45 cards once/],
    ['a pinned deck short of a card', (r) => ({ ...r, deck: r.deck.slice(1) }), /^deck: names each of the 45 cards once/],
    ['a die result of 7', (r) => ({ ...r, dice: [1, 2, 7] }), /^dice\.2: /],
    ['a die result of 0', (r) => ({ ...r, dice: [0] }), /^dice\.0: /],
    ['a die result that is no integer', (r) => ({ ...r, dice: [2.5] }), /^dice\.0: /],
    ['a queue of dice longer than the bound', (r) => ({ ...r, dice: Array<number>(MAX_PINNED_DICE + 1).fill(3) }), /^dice: /],
    ['an action of an unknown type', (r) => ({ ...r, actions: [{ type: 'bribe', seat: 'Ana' }] }), /^actions\.0\.type: /],
    ['an action with an unknown field', (r) => ({ ...r, actions: [{ type: 'pass', seat: 'Ana', card: 'spy#1' }] }), /^actions\.0: Unrecognized key: "card"/],
    ['an action naming an unknown card', (r) => ({ ...r, actions: [{ type: 'play', seat: 'Ana', card: 'gunboat#9' }] }), /^actions\.0\.card: is not a Viva card/],
    ['orders on an unknown die', (r) => ({ ...r, actions: [{ type: 'orders', seat: 'Bo', orders: { 'purple#1': 2 } }] }), /^actions\.0\.orders\.purple#1: /],
    ['orders on a number above 6', (r) => ({ ...r, actions: [{ type: 'orders', seat: 'Bo', orders: { 'blue#1': 7 } }] }), /^actions\.0\.orders\.blue#1: /],
    ['a promised die showing 0', (r) => ({ ...r, actions: [{ type: 'promise', seat: 'Ana', promises: [{ to: 'Bo', cards: ['spy#1'], dice: [{ die: 'red#1', face: 0 }] }] }] }), /^actions\.0\.promises\.0\.dice\.0\.face: /],
  ])('refuses %s, naming the field', (_, change, message) => {
    expect(refusal(vivaWire.record, change(structuredClone(record)))).toMatch(message);
  });
});

describe('views, events and actions', () => {
  test('every seat\'s view and the public view are taken; a view with a field more, or a seat off the table, is refused', () => {
    const { state } = playRandom('wire-view', (s) => s.phase === 'combat');
    for (let seat = 0; seat < PLAYERS.length; seat++) expect(refusal(vivaWire.view, viva.rules.viewFor(state, seat))).toBe('taken');
    const view = viva.rules.publicView(state);
    expect(refusal(vivaWire.view, view)).toBe('taken');
    expect(refusal(vivaWire.view, { ...view, deck: ALL_CARDS })).toMatch(/^: Unrecognized key: "deck"/);
    expect(refusal(vivaWire.view, { ...view, seat: 5 })).toMatch(/^seat: /);
    expect(refusal(vivaWire.view, { ...view, players: view.players.map((p) => ({ ...p, hand: ['aid9#1'] })) })).toMatch(/^players\.0\.hand\.0: is not a Viva card/);
  });

  test('events are strict: a roll of 7, an unknown tile or an unknown field is refused', () => {
    expect(refusal(vivaWire.event, { type: 'rolled', rolls: [{ die: 'red#1', seat: 0, value: 4 }], again: false })).toBe('taken');
    expect(refusal(vivaWire.event, { type: 'rolled', rolls: [{ die: 'red#1', seat: 0, value: 7 }], again: false })).toMatch(/^rolls\.0\.value: /);
    const paid = { type: 'paid', seat: 1, cards: ['aid4#1'], building: 1, militia: 0, card: 0, price: 4, tiles: ['Chapel'], dice: [] };
    expect(refusal(vivaWire.event, paid)).toBe('taken');
    expect(refusal(vivaWire.event, { ...paid, tiles: ['Moon Base'] })).toMatch(/^tiles\.0: is not a Building Tile/);
    expect(refusal(vivaWire.event, { type: 'done', seat: 1, by: 'Ana' })).toMatch(/^: Unrecognized key: "by"/);
  });

  test('an action a client sends is held to the same shape', () => {
    expect(refusal(vivaWire.action, { type: 'orders', seat: 'Bo', orders: { 'blue#1': 6 }, spy: 'spy#2' })).toBe('taken');
    expect(refusal(vivaWire.action, { type: 'orders', seat: 'Bo', orders: { 'blue#1': 6 }, spy: 'spy#9' })).toMatch(/^spy: is not a Viva card/);
    expect(refusal(vivaWire.action, { type: 'pay', seat: 'Bo', buy: { tank: 1 }, cards: [] })).toMatch(/^buy: Unrecognized key: "tank"/);
  });
});

describe('pending decisions read from a view (V5, V9)', () => {
  test('while the Golpistas order, every view and the public view show who has still to order, as the state does', () => {
    const { state } = playRandom('wire-orders', (s) => s.phase === 'orders' && s.players.some((p) => p.orders !== null));
    const waiting = viva.rules.pending(state).required.map((d) => d.seat);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(PLAYERS.length - 1);
    for (let seat = 0; seat < PLAYERS.length; seat++) expect(viva.rules.pendingInView(viva.rules.viewFor(state, seat))).toEqual(viva.rules.pending(state));
    expect(viva.rules.pendingInView(viva.rules.publicView(state))).toEqual(viva.rules.pending(state));
  });

  test('V27 while a player chooses his discards, and once he has, every view shows it is his decision and that he chose; only his own the cards', () => {
    const { state } = playRandom('wire-discards', (s) => s.players.some((p) => p.discards !== null));
    const chooser = state.players.findIndex((p) => p.discards !== null);
    expect(chooser).toBeGreaterThanOrEqual(0);
    for (let seat = 0; seat < PLAYERS.length; seat++) {
      const view = viva.rules.viewFor(state, seat);
      expect(refusal(vivaWire.view, view)).toBe('taken');
      expect(viva.rules.pendingInView(view)).toEqual(viva.rules.pending(state));
      expect(view.players[chooser]).toMatchObject({ discardsChosen: true, discards: seat === chooser ? state.players[chooser].discards : null });
    }
    const view = viva.rules.publicView(state);
    expect(view.players[chooser].discards).toBeNull();
    expect(refusal(vivaWire.view, { ...view, spend: { ...view.spend!, discarding: 'yes' } })).toMatch(/^spend\.discarding: /);
    expect(refusal(vivaWire.event, { type: 'discards-chosen', seat: chooser, count: 2, cards: ['spy#9'] })).toMatch(/^cards\.0: is not a Viva card/);
  });
});
