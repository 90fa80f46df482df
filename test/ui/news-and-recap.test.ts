// The news check and the recap's start come from the game's module (issue 19: the shell names no
// Las Cartas event): a step whose coup was fought has news, "Coup!" (R21–R25); a seat's recap takes
// its own last step from where its turn ended (R10).
import type { GameEvent } from '../../src/engine/index.js';
import { game } from '../../src/session/las-cartas.js';
import { headlineOf, newsAfter } from '../../src/ui/log-lines.js';

const event = (type: string) => ({ type }) as unknown as GameEvent;
const step = (n: number, ...types: string[]) => ({ step: n, actor: 0, events: types.map(event) });

test("Las Cartas' headline: a coup revealed is the news, nothing else is", () => {
  expect(game.headline?.([event('coup-started'), event('coup-revealed')])).toBe('Coup!');
  expect(game.headline?.([event('turn-started'), event('card-drawn')])).toBeNull();
  expect(headlineOf([event('coup-revealed')])).toBe('Coup!');
});

test('the news check finds the first step with news after the one told', () => {
  const log = [step(3, 'coup-revealed'), step(4, 'turn-started'), step(5, 'coup-started', 'coup-revealed')];
  expect(newsAfter(log, 2)).toBe(3);
  expect(newsAfter(log, 3)).toBe(5);
  expect(newsAfter(log, 5)).toBeNull();
});

test("Las Cartas' recap starts at the next turn's start or the voting's end in the seat's own step", () => {
  expect(game.recapFrom?.([event('card-played'), event('turn-ended'), event('turn-started')])).toBe(2);
  expect(game.recapFrom?.([event('card-played'), event('voting-ended')])).toBe(1);
  expect(game.recapFrom?.([event('card-played')])).toBe(-1);
});
