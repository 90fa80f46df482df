// Viva's private decision screen keyed in (decision-play.tsx): three players, Basic and Expert, every
// seat's decisions on the screen; five players, Basic and Expert, one seat's (a CJK name) among bots. Over
// these games every kind of decision is keyed in, Spies are declared and orders given again (V10).
import { decisionTests } from './decision-play.js';

const seen = decisionTests([
  ['three-basic', 3, 'basic', () => true],
  ['three-expert', 3, 'expert', () => true],
  ['five-basic', 5, 'basic', (seat) => seat === 1],
  ['five-expert', 5, 'expert', (seat) => seat === 1],
]);

test('over these games (run after them): every kind of decision was keyed in, Spies declared and orders given again', () => {
  expect([...seen.kinds].sort()).toEqual(['battle-cards', 'burglars', 'destroy', 'discard', 'diversion', 'orders', 'promises', 'spend', 'take']);
  expect(seen.spies).toBeGreaterThan(0);
  expect(seen.again).toBeGreaterThan(0);
});
