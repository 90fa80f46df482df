// B69, B70: a random player always finishes: a gift is offered to draw only when the giver holds a
// card or bill he may give and someone may receive it, so a seat asked always has an action to take.
import { game, legal } from './builder.js';

describe('B69 a gift to draw only when there is one to make', () => {
  test('B69 a player with an empty hand and an empty pocket is offered no gift in a window, only "ready"', () => {
    const s = game({ phase: 8, hands: { Bo: ['press'] }, pockets: { Cy: [1, 0, 0] } });
    expect(legal(s, 'Ana').samplers).toHaveLength(0);
    expect(legal(s, 'Ana').actions).toEqual([{ type: 'ready', seat: 'Ana' }, { type: 'resign', seat: 'Ana' }]);
    expect(legal(s, 'Bo').samplers).toHaveLength(1);
    expect(legal(s, 'Cy').samplers).toHaveLength(1);
  });

  test('B69 every gift drawn in a window is one the giver can make', () => {
    const s = game({ phase: 8, hands: { Bo: ['press'] }, pockets: { Cy: [1, 0, 0] } });
    for (const name of ['Bo', 'Cy']) {
      const [sampler] = legal(s, name).samplers;
      for (let i = 0; i < 20; i++) expect(sampler(() => (i * 0.37) % 1)).not.toBeNull();
    }
  });
});
