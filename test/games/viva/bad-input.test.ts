// Bad input (V1–V29): hostile actions at every point of seeded random games are refused with a
// typed code citing a ruling (or 'malformed'), never an internal error, and the state stays as it was.
import seedrandom from 'seedrandom';
import { viva } from '../../../src/games/viva/module.js';
import type { Action, VivaState } from '../../../src/games/viva/rules/types.js';
import { withoutStacks } from '../../support/stacks.js';
import { act, game, order, passBurglars, player, promise, randomStep, refused } from './builder.js';

/** The first of `actions` that changes `state` when applied to it (the actions applied one after another, as in the test). */
function changing(state: VivaState, actions: readonly unknown[]): unknown {
  const before = JSON.stringify(state);
  for (const action of actions) {
    withoutStacks(() => viva.rules.apply(state, action as Action));
    if (JSON.stringify(state) !== before) return action;
  }
  return actions;
}

test('hostile actions are typed refusals that change nothing, at every point of a game', () => {
  const junk = [null, undefined, 1, -1, 2.5, 'x', [], [null], {}, { a: 1 }, [{}], [{ to: 'B' }], [{ to: 'B', cards: null }], [{ to: 'B', cards: ['aid1#1'], dice: [null] }], 'aid1#1', ['aid1#1', 'aid1#1'], { 'red#1': 1 }, { building: -1 }, { building: 'a' }, { card: 1 }];
  const types = ['promise', 'burglars', 'take', 'orders', 'play', 'destroy', 'pass', 'pay', 'done', 'discard'];
  const fields = ['promises', 'card', 'from', 'orders', 'spy', 'die', 'roll', 'buy', 'cards'];
  const untyped = new Set<string>();
  let refusals = 0;
  // Sixteen random games at 3 and 4 players, Basic and Expert (forty cost the suite 2 s more): five hostile actions at each of their states.
  for (let g = 0; g < 16; g++) {
    const random = seedrandom(`f${g}`);
    let s = viva.rules.create({ seed: `f${g}`, players: ['A', 'B', 'C', 'D'].slice(0, 3 + (g % 2)), options: { variant: g % 2 ? 'expert' : 'basic' } }).state;
    while (!viva.rules.isOver(s)) {
      // The state as it was before the hostile actions, compared with the state after them; when it
      // changed, they are applied again one by one to a copy of it, to name the one that changed it.
      const before = JSON.stringify(s);
      const hostile: unknown[] = [];
      for (let k = 0; k < 5; k++) {
        const a: any = { type: types[Math.floor(random() * types.length)], seat: s.players[Math.floor(random() * s.players.length)].name };
        for (const f of fields) if (random() < 0.4) a[f] = junk[Math.floor(random() * junk.length)];
        hostile.push(a);
        const r = withoutStacks(() => viva.rules.apply(s, a));
        if (r.ok) continue;
        refusals += 1;
        if (!/^(V\d+|malformed)$/.test(r.error.code)) untyped.add(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
      }
      if (JSON.stringify(s) !== before) throw new Error(`applying ${JSON.stringify(changing(JSON.parse(before), hostile))} changed the state`);
      s = randomStep(s, random).state;
    }
  }
  expect([...untyped]).toEqual([]);
  expect(refusals).toBeGreaterThan(1000);
});

test('V27 at the end of a Spend Money turn: hostile discards and every other action are typed refusals that change nothing', () => {
  let s = game({ players: ['Ana', 'Bo', 'Cy'], hands: { Ana: ['aid1', 'aid1', 'yacht'], Bo: ['gunboat', 'spy', 'bribery', 'aid4', 'aid3'] } });
  s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid1'] })), { Bo: [2], Cy: [3] });
  s = act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'done' });
  const bo = player(s, 'Bo').hand;
  const hostile = [undefined, null, 'gunboat#1', {}, [], [null], [1, 2], ['dragon#1', 'spy#1'], ['gunboat#1', 'gunboat#1'], ['yacht#1', 'spy#1'],
    bo.slice(0, 1), bo.slice(0, 3), bo, Array.from({ length: 1000 }, () => 'spy#1')];
  for (const cards of hostile) expect(refused(s, 'Bo', { type: 'discard', cards }).code).toMatch(/^(V27|malformed)$/);
  for (const name of ['Ana', 'Cy']) expect(refused(s, name, { type: 'discard', cards: bo.slice(0, 2) }).code).toBe('V27');
  expect(refused(s, 'Bo', { type: 'done' }).code).toBe('V27');
  expect(refused(s, 'Bo', { type: 'pay', buy: { militia: 1 }, cards: ['aid3#1'] }).code).toBe('V24');
  expect(refused(s, 'Bo', { type: 'pass' }).code).toBe('V30');
  expect(refused(s, 'Bo', { type: 'orders', orders: { 'blue#1': 2 } }).code).toBe('V9');
  expect(refused(s, 'Cy', { type: 'done' }).code).toBe('V24');
  expect(act(s, 'Bo', { type: 'discard', cards: bo.slice(0, 2) }).players[1].discards).toEqual(bo.slice(0, 2));
});
