// The widgets' pure models: the limits the stack builder keeps as you type (R9, R18) and the
// chooser's two levels, without Ink.
import { apply, viewFor, type Action, type State } from '../../src/games/las-cartas/rules/index.js';
import { legalFromView } from '../support/las-cartas.js';
import { CHOOSER_START, chooserBack, chooserEnter, chooserMove, groupActions } from '../../src/games/las-cartas/ui/models/chooser.js';
import { buildAction, changeAnnouncement, createStackModel, limits, moveCard, setAnnouncement, valueOf } from '../../src/games/las-cartas/ui/models/stacks.js';
import { makeTheme } from '../../src/ui/theme.js';
import { act, FOUR, game, propose, THREE_8M, turns } from '../support/game.js';
import { openGame } from '../support/session.js';
import { glyphsOf } from '../../src/games/las-cartas/ui/labels.js';
import { createCommitModel, sideOf } from '../../src/games/las-cartas/ui/models/commit.js';

const glyphs = glyphsOf(makeTheme({ LANG: 'C.UTF-8' }));

/** A 3-player game (Ana President) after Ana's budget: `stacks` names the cards each stack gets. */
function budgetPassed(seed: string): State {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], seed, 'Ana');
  const drawn = session.state.budget!.drawn;
  const result = session.submit({ type: 'propose-budget', seat: 'Ana', stacks: [{ to: 'Ana', money: drawn, announced: 0 }] });
  if (!result.ok) throw new Error(result.error.message);
  return session.state;
}

describe('the bribe builder keeps the President\'s own announcement a floor (R9)', () => {
  test('moving Money out lowers the own announcement to what stays, and the action states it', () => {
    const state = budgetPassed('model-bribe');
    const view = viewFor(state, 0);
    let model = createStackModel('bribe', view);
    const own = valueOf(model, 0);
    model = setAnnouncement(model, 0, own);
    expect(model.announced[0]).toBe(0);
    // The budget was announced as 0: the own announcement cannot go up (R9 forbids raising it by a bribe).
    expect(limits(model, 0).ceiling).toBe(0);
    model = moveCard(model, 0, 1);
    const built = buildAction(model);
    expect('action' in built).toBe(true);
    if ('action' in built) expect(legalFromView(view).validate(built.action)).toBeNull();
  });

  test('with an announced own stack, a bribe proposes the new value and refuses more', () => {
    const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'model-bribe-2', 'Ana');
    const drawn = session.state.budget!.drawn;
    const total = drawn.reduce((sum, c) => sum + Number(/^m(\d)/.exec(c)![1]), 0);
    expect(session.submit({ type: 'propose-budget', seat: 'Ana', stacks: [{ to: 'Ana', money: drawn, announced: total }] }).ok).toBe(true);
    const view = viewFor(session.state, 0);
    let model = createStackModel('bribe', view);
    model = moveCard(model, 0, 1);
    const left = valueOf(model, 0);
    expect(model.announced[0]).toBe(left);
    expect(changeAnnouncement(model, 0, 1).announced[0]).toBe(left);
    expect(changeAnnouncement(model, 0, -1).announced[0]).toBe(Math.max(0, left - 1));
    const built = buildAction(model);
    if (!('action' in built)) throw new Error(built.problem);
    expect(built.action).toMatchObject({ type: 'bribe', ownAnnounced: left });
    expect(apply(session.state, built.action).ok).toBe(true);
  });

  test('a bribe to two players at once is refused with a sentence', () => {
    const view = viewFor(budgetPassed('model-bribe-3'), 0);
    let model = createStackModel('bribe', view);
    if (model.slots.length < 2) return;
    model = moveCard(moveCard(model, 0, 1), 1, 2);
    expect(buildAction(model)).toEqual({ problem: 'A bribe goes to one player at a time.' });
  });
});

describe('Money moved back into a stack brings its announcement back (R9)', () => {
  // Ana (President) keeps m1#4 and m4#1, announced 5; Bo holds m3#1 (3), Cy m2#1 (2). Before the first turn she may bribe (R11).
  const budget = propose(game({}, { stacks: 'none' }), { Bo: ['m3#1'], Cy: ['m2#1'] });
  const bribe = () => createStackModel('bribe', viewFor(budget, 0));
  const slotOf = (model: ReturnType<typeof bribe>, card: string) => model.slots.findIndex((s) => s.card === card);

  test('the President\'s own announcement comes down with the card and goes back up with it', () => {
    let model = bribe();
    expect(model.announced).toEqual([5, 3, 2]);
    model = moveCard(model, slotOf(model, 'm4#1'), 1);
    expect(model.announced[0]).toBe(1);
    model = moveCard(model, slotOf(model, 'm4#1'), -1);
    expect(model.announced).toEqual([5, 3, 2]);
    expect(buildAction(model)).toEqual({ problem: 'Move Money onto a stack or raise its announcement first.' });
  });

  test('it goes back up to what the player last asked for, never above the true value', () => {
    let model = setAnnouncement(bribe(), 0, 3);
    model = moveCard(model, slotOf(model, 'm1#4'), 1);
    expect(model.announced[0]).toBe(3);
    model = moveCard(model, slotOf(model, 'm4#1'), 1);
    expect(model.announced[0]).toBe(0);
    model = moveCard(model, slotOf(model, 'm4#1'), -1);
    expect(model.announced[0]).toBe(3);
    model = moveCard(model, slotOf(model, 'm1#4'), -1);
    expect(model.announced[0]).toBe(3);
  });

  test('a raised announcement on the recipient\'s stack follows its Money out and back, never below where it stood', () => {
    let model = moveCard(bribe(), slotOf(bribe(), 'm1#4'), 1);
    model = setAnnouncement(model, 1, 4);
    expect(model.announced).toEqual([4, 4, 2]);
    model = moveCard(model, slotOf(model, 'm1#4'), -1);
    expect(model.announced).toEqual([5, 3, 2]);
    model = moveCard(model, slotOf(model, 'm1#4'), 1);
    expect(model.announced).toEqual([4, 4, 2]);
    const built = buildAction(model);
    if (!('action' in built)) throw new Error(built.problem);
    expect(built.action).toEqual({ type: 'bribe', seat: 'Ana', to: 'Bo', money: ['m1#4'], announced: 4, ownAnnounced: 4 });
    expect(apply(budget, built.action).ok).toBe(true);
  });
});

describe('re-forming the budget after the President\'s own Vote of No Confidence (R19) starts from the standing budget', () => {
  test('Enter, Enter proposes the budget as it stood, not every announcement at 0', () => {
    const budget = propose(game({ Ana: ['vote-of-no-confidence'] }, { stacks: 'none' }), { Bo: ['m3#1'], Cy: ['m2#1'] });
    const handed = act(budget, { type: 'play-card', seat: 'Ana', card: 'vote-of-no-confidence', target: 'Bo' });
    const view = viewFor(handed, 1);
    expect(view.pending.required.map((d) => d.decision)).toEqual(['reform-budget']);
    const model = createStackModel('reform', view);
    expect(model.announced).toEqual([5, 3, 2]);
    const built = buildAction(model);
    if (!('action' in built)) throw new Error(built.problem);
    expect(built.action).toEqual({
      type: 'propose-budget', seat: 'Bo',
      stacks: [{ to: 'Ana', money: ['m1#4', 'm4#1'], announced: 5 }, { to: 'Bo', money: ['m3#1'], announced: 3 }, { to: 'Cy', money: ['m2#1'], announced: 2 }],
    });
    expect(legalFromView(view).validate(built.action)).toBeNull();
  });
});

describe('the coup picker names the side a Vote of No Confidence puts its player on (R19, R24)', () => {
  test('with 3 players its player fights for the rebels with their Rebellion card face up, and leads nobody: there is no First Rebel', () => {
    const coup = turns(game({ Bo: ['vote-of-no-confidence'] }, THREE_8M), 'draw', { card: 'vote-of-no-confidence' }).state;
    const view = viewFor(coup, 1);
    expect(view.coup).toMatchObject({ firstRebel: null, declaredRebel: 1 });
    const side = sideOf(createCommitModel(view), view);
    expect(side).not.toMatch(/lead/i);
    expect(side).toBe('You are a rebel: your Rebellion card is face up.');
  });

  test('with 4 players its player is the First Rebel, who leads the rebels (R18, R19)', () => {
    const coup = turns(game({ Bo: ['vote-of-no-confidence'] }, { players: FOUR }), 'draw', { card: 'vote-of-no-confidence' }).state;
    const view = viewFor(coup, 1);
    expect(view.coup).toMatchObject({ firstRebel: 1 });
    expect(sideOf(createCommitModel(view), view)).toBe('You lead the rebels.');
  });
});

describe('the chooser model', () => {
  test('groups twin choices once, opens a group with several ways, and goes back to it with Esc', () => {
    const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'model-chooser', 'vote');
    const view = viewFor(session.state, 0);
    const groups = groupActions(legalFromView(view).actions, glyphs);
    expect(groups.map((g) => g.label)).toEqual(['Name Ana', 'Name Bo', 'Name Cy']);
    const chosen = chooserEnter(groups, chooserMove(groups, CHOOSER_START, 2)).chosen as Action;
    expect(chosen).toMatchObject({ type: 'name-first-president', name: 'Cy' });
    expect(chooserBack({ group: 1, cursor: 0 })).toEqual({ group: null, cursor: 1 });
    expect(chooserMove(groups, CHOOSER_START, -1).cursor).toBe(2);
  });
});
