// The bench's movement position (rulings B42, B44, B47; board-cards.md's conservation): coup phase 1
// at 7 seats with every unit on the map, the First Rebel asked, the box conserved — the position whose
// legalActions `npm run bench -- --game board` times against 1 ms.
import { isArea } from '../../../src/games/board/content/map.js';
import { movementAtSeven, boardBench } from '../../../src/games/board/bench.js';
import { commanderOf } from '../../../src/games/board/rules/coup-units.js';
import { conservationProblems } from '../../../src/games/board/rules/conservation.js';
import { pending } from '../../../src/games/board/rules/index.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';

test('B47 the bench times a movement turn at 7 seats with every unit on the map, commanded by the players, the First Rebel asked', () => {
  const s = movementAtSeven();
  expect(conservationProblems(s)).toEqual([]);
  expect(s.players).toHaveLength(7);
  expect(s.coup!.units.every((u) => isArea(u.at))).toBe(true);
  expect(s.coup!.units.filter((u) => commanderOf(s, u) === 'frozen')).toEqual([]);
  expect(s.flow.at(-1)).toMatchObject({ kind: 'movement', at: 0, order: [1, 2, 3, 4, 5, 6, 0] });
  expect(pending(s).required.map((d) => d.seat)).toEqual([boardBench.positions[0].seat]);
  // B47: his turn lists one step at a time: a move of one of his units, a card, a transfer or done — never a product of moves.
  const listed = choicesOf(s, 1).actions;
  expect(listed.some((a) => a.type === 'move')).toBe(true);
  expect(listed.length).toBeLessThan(500);
  expect(s.coup!.firstRebel).toBe(boardBench.positions[0].seat);
});

test('B42 the bench counts an action as the coup\'s while the coup\'s driver is on the flow', () => {
  const [coup] = boardBench.parts;
  const s = movementAtSeven();
  expect(coup.during(s)).toBe(true);
  expect(coup.during({ ...s, flow: [s.flow[0]] })).toBe(false);
});
