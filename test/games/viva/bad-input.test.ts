// Bad input (issue #20, V1–V29): hostile actions at every point of seeded random games are refused with a
// typed code citing a ruling (or 'malformed'), never an internal error, and the state stays as it was.
import seedrandom from 'seedrandom';
import { viva } from '../../../src/games/viva/module.js';
import { randomStep } from './builder.js';
test('hostile actions are typed refusals that change nothing, at every point of a game', () => {
  const junk = [null, undefined, 1, -1, 2.5, 'x', [], [null], {}, { a: 1 }, [{}], [{ to: 'B' }], [{ to: 'B', cards: null }], [{ to: 'B', cards: ['aid1#1'], dice: [null] }], 'aid1#1', ['aid1#1', 'aid1#1'], { 'red#1': 1 }, { building: -1 }, { building: 'a' }, { card: 1 }];
  const types = ['promise', 'burglars', 'take', 'orders', 'play', 'destroy', 'pass', 'pay', 'done', 'discard'];
  const fields = ['promises', 'card', 'from', 'orders', 'spy', 'die', 'roll', 'buy', 'cards'];
  const untyped = new Set<string>();
  let refusals = 0;
  for (let g = 0; g < 40; g++) {
    const random = seedrandom(`f${g}`);
    let s = viva.rules.create({ seed: `f${g}`, players: ['A', 'B', 'C', 'D'].slice(0, 3 + (g % 2)), options: { variant: g % 2 ? 'expert' : 'basic' } }).state;
    while (!viva.rules.isOver(s)) {
      for (let k = 0; k < 5; k++) {
        const a: any = { type: types[Math.floor(random() * types.length)], seat: s.players[Math.floor(random() * s.players.length)].name };
        for (const f of fields) if (random() < 0.4) a[f] = junk[Math.floor(random() * junk.length)];
        const before = JSON.stringify(s);
        const r = viva.rules.apply(s, a);
        if (JSON.stringify(s) !== before) throw new Error(`applying ${JSON.stringify(a)} changed the state`);
        if (r.ok) continue;
        refusals += 1;
        if (!/^(V\d+|malformed)$/.test(r.error.code)) untyped.add(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
      }
      s = randomStep(s, random).state;
    }
  }
  expect([...untyped]).toEqual([]);
  expect(refusals).toBeGreaterThan(1000);
});
