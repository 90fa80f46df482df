// The public view (Las Cartas' rules/view.ts) carries nothing private (R5): built from any seat's view, it is
// the same, at every state of seeded random games – so a spectator or the shared table screen can
// never tell which seat it was derived from, nor learn what only that seat may know.
import seedrandom from 'seedrandom';
import { apply, createGame, publicView, randomAction, viewFor, type State } from '../../src/games/las-cartas/rules/index.js';
import { NAMES } from '../support/game.js';

const GAMES = 30;

test('the public view is the same from every seat, at every state of 30 random games (R5)', () => {
  const differing: string[] = [];
  let coupStates = 0;
  for (let g = 0; g < GAMES && differing.length === 0; g++) {
    const random = seedrandom(`public-view-${g}`);
    let state: State = createGame({ seed: `public-view-${g}`, players: NAMES.slice(0, 3 + (g % 4)) });
    for (let n = 0; n < 5000; n++) {
      const views = state.players.map((_, seat) => JSON.stringify(publicView(viewFor(state, seat))));
      const seat = views.findIndex((v) => v !== views[0]);
      if (seat > 0) {
        differing.push(`game ${g}, action ${state.actionCount}: seat ${seat}'s public view differs from seat 0's`);
        break;
      }
      if (state.coup?.returned.length) coupStates++;
      const action = randomAction(state, random);
      if (!action) break;
      const result = apply(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
  }
  expect(differing).toEqual([]);
  // The games reach the coup step where the President holds the cards returned to them (R18).
  expect(coupStates).toBeGreaterThan(0);
});
