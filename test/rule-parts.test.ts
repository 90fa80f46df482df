// What every game's rules say alike (core/rule-parts.ts): an action's actor is the seat of the player
// it names (R1, V1), and a game is over in its ended phase and no other (R27, V29).
import { actorBySeatName, overWhenEnded } from '../src/core/rule-parts.js';
import { lasCartas } from '../src/games/las-cartas/module.js';
import { viva } from '../src/games/viva/module.js';

const names = ['Ana', 'Bo', 'Cy'];

test('an action is taken by the seat of the player it names; by nobody when no one at the table has that name', () => {
  expect(actorBySeatName({ seat: 'Ana' }, names)).toBe(0);
  expect(actorBySeatName({ seat: 'Cy' }, names)).toBe(2);
  expect(actorBySeatName({ seat: 'Di' }, names)).toBeNull();
  // Names are compared as recorded: another spelling is another player.
  expect(actorBySeatName({ seat: 'ana' }, names)).toBeNull();
});

test('a game is over in its ended phase and in no other', () => {
  expect(overWhenEnded({ phase: 'ended' })).toBe(true);
  for (const phase of ['budget', 'voting', 'coup', 'promises', 'spend', 'end']) expect(overWhenEnded({ phase })).toBe(false);
});

test.each([['Las Cartas', lasCartas.rules], ['Viva', viva.rules]] as const)('%s takes both from the core', (_, rules) => {
  expect(rules.actorOf).toBe(actorBySeatName);
  expect(rules.isOver).toBe(overWhenEnded);
});
