import { createGame, pending } from '../../../src/games/las-cartas/rules/index.js';

test('R3 a vote game starts by asking every player to name a President', () => {
  const s = createGame({ seed: 'x', players: ['Ana', 'Bo', 'Cy'] });
  expect(pending(s).required.map((d) => d.decision)).toEqual(['name-first-president', 'name-first-president', 'name-first-president']);
});
