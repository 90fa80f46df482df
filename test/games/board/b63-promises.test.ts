// Promises (ruling B63): promises are talk; the engine never records or enforces one: no action
// type makes one, and words riding on an action are dropped from the action as recorded and from
// every event it gives.
import { apply } from '../../../src/games/board/rules/apply.js';
import { game, player, refused } from './builder.js';
import { rollCall } from './vote-support.js';

const PROMISE = 'I will vote for your Budget';

describe('B63 promises', () => {
  test('B63 there is no action to make a promise: one is refused and the state is unchanged', () => {
    const s = game({ phase: 8 });
    expect(refused(s, 'Bo', { type: 'promise', to: 'Ana', text: PROMISE }).code).toBe('B68');
  });

  test('B63 words riding on a gift are not recorded: neither the recorded action nor any event nor the state carries them', () => {
    const s = game({ phase: 8, hands: { Bo: ['church'] }, pockets: { Bo: [1, 0, 0] } });
    const result = apply(s, { type: 'gift', seat: 'Bo', to: 'Ana', cards: [player(s, 'Bo').hand[0]], bills: [1, 0, 0], promise: PROMISE });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.action).toEqual({ type: 'gift', seat: 'Bo', to: 'Ana', cards: [player(s, 'Bo').hand[0]], bills: [1, 0, 0] });
    expect(JSON.stringify(result.events)).not.toContain(PROMISE);
    expect(JSON.stringify(result.state)).not.toContain(PROMISE);
  });

  test('B63 words riding on a vote\'s cast are not recorded either', () => {
    const s = rollCall({ kind: 'budget' }, {});
    const result = apply(s, { type: 'cast', seat: 'Ana', source: 'family', option: 'for', promise: PROMISE });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.action).toEqual({ type: 'cast', seat: 'Ana', source: 'family', option: 'for' });
    expect(JSON.stringify(result.events)).not.toContain(PROMISE);
    expect(JSON.stringify(result.state)).not.toContain(PROMISE);
  });
});
