// The wordings the screens and plain mode share, each defined once: the phase (R10's passes and
// turns), counts of things, and what counts as the same screen for the table flow.
import { plural, viewFor, type PlayerView } from '../../src/games/las-cartas/rules/index.js';
import { sameScreen } from '../../src/session/flow.js';
import { phaseWords } from '../../src/games/las-cartas/ui/labels.js';
import { FOUR, game } from '../support/game.js';

const voting = (): PlayerView => viewFor(game({}, { players: FOUR }), 0);
const atTurn = (view: PlayerView, index: number, closing: NonNullable<PlayerView['voting']>['closing'] = null): PlayerView => ({ ...view, voting: { ...view.voting!, index, closing } });

test('the voting, in the header, the brief header and plain mode\'s sentence', () => {
  const view = voting();
  expect(phaseWords(view)).toBe('Voting · pass 1 · turn 1/8');
  expect(phaseWords(view, 'label')).toBe('Voting · pass 1 · turn 1/8');
  expect(phaseWords(view, 'brief')).toBe('Voting · turn 1/8');
  expect(phaseWords(view, 'sentence')).toBe('voting, first pass, turn 1 of 8');
  const second = atTurn(view, 5);
  expect(phaseWords(second)).toBe('Voting · pass 2 · turn 6/8');
  expect(phaseWords(second, 'sentence')).toBe('voting, second pass, turn 6 of 8');
  const closed = atTurn(view, 7, { reason: 'turns-over', by: null });
  expect(phaseWords(closed, 'brief')).toBe('Voting ended');
  expect(phaseWords(closed, 'sentence')).toBe('the voting has ended');
});

test('the other phases, as a label and as a sentence', () => {
  const view = voting();
  const at = (phase: PlayerView['phase'], revote = false): PlayerView => ({ ...view, phase, firstPresident: phase === 'first-president' ? { candidates: [0, 1, 2, 3], voted: [false, false, false, false], myVote: null, revote } : view.firstPresident });
  expect([phaseWords(at('budget')), phaseWords(at('budget'), 'sentence')]).toEqual(['Budget', 'the President forms the budget']);
  expect([phaseWords(at('coup')), phaseWords(at('coup'), 'sentence')]).toEqual(['Coup', 'a coup']);
  expect([phaseWords(at('ended')), phaseWords(at('ended'), 'sentence')]).toEqual(['Game over', 'the game is over']);
  expect(phaseWords(at('first-president'), 'sentence')).toBe('the players name the first President');
  expect(phaseWords(at('first-president', true))).toBe('Choosing the first President (revote)');
  expect(phaseWords(at('first-president', true), 'sentence')).toBe('the players name the first President again (a revote)');
});

test('one count formatter: one, many, and an irregular plural', () => {
  expect(plural(1, 'card')).toBe('1 card');
  expect(plural(0, 'card')).toBe('0 cards');
  expect(plural(2, 'Money card')).toBe('2 Money cards');
  expect(plural(3, 'try', 'tries')).toBe('3 tries');
});

test('the same screen: same kind, seat, purpose and step; any difference makes another screen', () => {
  expect(sameScreen({ kind: 'private', seat: 1, purpose: 'decide' }, { kind: 'private', seat: 1, purpose: 'decide' })).toBe(true);
  expect(sameScreen({ kind: 'private', seat: 1, purpose: 'decide' }, { kind: 'private', seat: 1, purpose: 'optional' })).toBe(false);
  expect(sameScreen({ kind: 'private', seat: 1, purpose: 'decide' }, { kind: 'private', seat: 1, purpose: 'decide', waiting: true })).toBe(false);
  expect(sameScreen({ kind: 'handoff', seat: 0, purpose: 'decide' }, { kind: 'handoff', seat: 2, purpose: 'decide' })).toBe(false);
  expect(sameScreen({ kind: 'news', step: 4 }, { kind: 'news', step: 4 })).toBe(true);
  expect(sameScreen({ kind: 'table' }, { kind: 'end' })).toBe(false);
});
