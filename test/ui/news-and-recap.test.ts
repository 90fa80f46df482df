// The news check, the recap's start and whose turn it is come from the game's module (the shell names no
// Las Cartas event): a step whose coup was fought has news, "Coup!" (R21–R25); a seat's recap takes
// its own last step from where its turn ended (R10).
import type { GameEvent } from '../../src/games/las-cartas/rules/index.js';
import { headlineOf, newsAfter } from '../../src/ui/log-lines.js';
import { viewFor } from '../../src/games/las-cartas/rules/index.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { situationOf } from '../../src/ui/situation.js';
import { game as LAS_CARTAS } from '../support/las-cartas.js';
import { game, THREE, turnOf } from '../support/game.js';
import { openGame } from '../support/session.js';

const event = (type: string) => ({ type }) as unknown as GameEvent;
const step = (n: number, ...types: string[]) => ({ step: n, actor: 0, events: types.map(event) });

test("Las Cartas' headline: a coup revealed is the news, nothing else is", () => {
  expect(LAS_CARTAS.headline?.([event('coup-started'), event('coup-revealed')])).toBe('Coup!');
  expect(LAS_CARTAS.headline?.([event('turn-started'), event('card-drawn')])).toBeNull();
  expect(headlineOf(LAS_CARTAS, [event('coup-revealed')])).toBe('Coup!');
});

test('the news check finds the first step with news after the one told', () => {
  const log = [step(3, 'coup-revealed'), step(4, 'turn-started'), step(5, 'coup-started', 'coup-revealed')];
  expect(newsAfter(LAS_CARTAS, log, 2)).toBe(3);
  expect(newsAfter(LAS_CARTAS, log, 3)).toBe(5);
  expect(newsAfter(LAS_CARTAS, log, 5)).toBeNull();
});

test("Las Cartas' recap starts at the next turn's start or the voting's end in the seat's own step", () => {
  expect(LAS_CARTAS.recapFrom?.([event('card-played'), event('turn-ended'), event('turn-started')])).toBe(2);
  expect(LAS_CARTAS.recapFrom?.([event('card-played'), event('voting-ended')])).toBe(1);
  expect(LAS_CARTAS.recapFrom?.([event('card-played')])).toBe(-1);
});

test("whose turn it is comes from the game's module: the voting turn's seat (R10), none outside the voting; a game without it has none", () => {
  const voting = game();
  const turn = THREE.indexOf(turnOf(voting));
  expect(turn).toBeGreaterThanOrEqual(0);
  // Any view tells it, the public's as a seat's.
  expect(LAS_CARTAS.turnInView?.(viewFor(voting, 1))).toBe(turn);
  expect(LAS_CARTAS.turnInView?.(LAS_CARTAS.rules.publicView(voting))).toBe(turn);
  const start = LAS_CARTAS.rules.create({ seed: 'turn', players: THREE }).state;
  expect(LAS_CARTAS.turnInView?.(viewFor(start, 0))).toBeNull();
  const table = localClient(new LocalTable(openGame(THREE.map((name) => ({ name })), 'turn', 'Ana')));
  const { turnInView: _, ...turnless } = LAS_CARTAS;
  expect(situationOf(turnless, table, 0).turn).toBeNull();
});
