// Information lines that must be true: what the notebook, the table's vote line and the
// recap tell a player, checked against the game that happened (R5, R16, R19).
import { RECORD_FORMAT, viewFor, type Action, type GameEvent, type State } from '../../src/games/las-cartas/rules/index.js';
import { makeBots } from '../support/las-cartas.js';
import { Session } from '../../src/session/runner.js';
import { canSee, type StepLog } from '../support/las-cartas.js';
import { scoreTable } from '../../src/cli/narration.js';
import { lasCartas } from '../../src/games/las-cartas/module.js';
import { columns as columnsOf, shown } from '../../src/text/width.js';
import { scoreSentences, tableSentences } from '../../src/games/las-cartas/ui/plain/describe.js';
import { endHeading, scoreLines } from '../../src/ui/screens/End.js';
import { finalScores, notebook } from '../../src/games/las-cartas/ui/story.js';
import { recapLines } from '../../src/ui/log-lines.js';
import { tableLines } from '../../src/games/las-cartas/ui/PublicTable.js';
import { makeTheme } from '../../src/ui/theme.js';
import { ENTER, playOnScreen } from './harness.js';
import { actWithEvents, draw, finishVoting, game, play, putInPlay, THREE, toCoup, turnOf } from '../support/game.js';
import { game as LAS_CARTAS } from '../support/las-cartas.js';
import { glyphsOf } from '../../src/games/las-cartas/ui/labels.js';

/** A round as one seat's log saw it: the round's start, then each action's events that seat may see. */
function seatLog(seat: number, start: State, actions: Action[]): { state: State; log: StepLog[] } {
  const log: StepLog[] = [{ step: 0, actor: null, events: [{ type: 'round-started', round: start.round, president: start.president }] }];
  let state = start;
  for (const action of actions) {
    const out = actWithEvents(state, action);
    state = out.state;
    log.push({ step: log.length, actor: state.players.findIndex((p) => p.name === action.seat), events: out.events.filter((e: GameEvent) => canSee(e, seat)) });
  }
  return { state, log };
}

describe('the notebook after Foreign Aid Audit (R5: the true value of every stack is shown to everyone)', () => {
  // Ana (President) holds 5 (m1#4, m4#1, announced 0), Bo 3 (m3#1), Cy 2 (m2#1); Bo plays the Audit on his turn.
  const audited = draw(game({ Bo: ['foreign-aid-audit'] }), 'Ana');
  const audit: Action = { type: 'play-card', seat: 'Bo', card: 'foreign-aid-audit' };

  test('with nothing changed since, each stack is its shown value, not "changed since"', () => {
    const { state, log } = seatLog(2, audited, [audit]);
    expect(notebook(viewFor(state, 2), log, THREE)).toBe("You know: Ana's stack 5M · Bo's stack 3M");
  });

  test('a bribe between two others marks both their stacks as changed since', () => {
    const bribe: Action = { type: 'bribe', seat: 'Ana', to: 'Bo', money: ['m1#4'], announced: 4 };
    const { state, log } = seatLog(2, audited, [audit, bribe]);
    expect(notebook(viewFor(state, 2), log, THREE)).toBe("You know: Ana's stack 5M when seen, changed since · Bo's stack 3M when seen, changed since");
  });

  test('the bribe\'s recipient saw which Money moved: the President\'s stack is known to be 1M less', () => {
    const bribe: Action = { type: 'bribe', seat: 'Ana', to: 'Bo', money: ['m1#4'], announced: 4 };
    const { state, log } = seatLog(1, audited, [audit, bribe]);
    expect(notebook(viewFor(state, 1), log, THREE)).toBe("You know: Ana's stack 4M · Cy's stack 2M");
  });
});

describe('during a coup the table shows the count that caused it (R16), not the Buildings left in play', () => {
  const glyphs = glyphsOf(makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }));
  const votesLine = (s: State) => tableLines(viewFor(s, 0), THREE, 80, glyphs).map((l) => l.text).filter((t) => t.startsWith('Votes'));
  const votesSentence = (s: State) => tableSentences(viewFor(s, 0), THREE).filter((t) => t.startsWith('Votes'));
  // Ana's Cathedral (3 for) stays in play through the count; Bo's Catholic Church (4 against) goes back to his hand.
  const withCathedral = (s: State) => putInPlay(s, 'Ana', 'cathedral#1', 'for');

  test('a budget that fell 3 to 4: "Votes counted: 3 for, 4 against"', () => {
    const coup = toCoup({}, withCathedral);
    expect(votesLine(coup)).toEqual(['Votes counted: 3 for, 4 against – budget defeated']);
    expect(votesSentence(coup)).toEqual(['Votes counted: 3 for, 4 against; the budget was defeated.']);
  });

  test('a budget defeated by a Vote of No Confidence (R19) says whose, with the count as it stood', () => {
    let s = withCathedral(game({ Bo: ['vote-of-no-confidence'] }));
    s = draw(s, 'Ana');
    s = play(s, 'Bo', 'vote-of-no-confidence');
    s = finishVoting(s);
    expect(s.phase).toBe('coup');
    expect(votesLine(s)).toEqual(["Votes counted: 3 for, 0 against – budget defeated by Bo's no confidence"]);
    expect(votesSentence(s)).toEqual(["Votes counted: 3 for, 0 against; the budget was defeated all the same, by Bo's no confidence."]);
  });

  test('while the voting goes on, the line is still the votes in play', () => {
    const s = draw(withCathedral(game()), 'Ana');
    expect(votesLine(s)).toEqual(['Votes in play: 3 for, 0 against']);
  });
});

describe('the recap (r) is everything since your last turn, from the turn that followed it', () => {
  test('it starts with "Turn 2 (pass 1): Bo." when Ana\'s turn 1 ended in her own step', () => {
    const start = game({ Ana: ['militia'], Bo: ['dock-workers'] });
    const { log } = seatLog(0, start, [
      { type: 'play-card', seat: 'Ana', card: 'militia#1' },
      { type: 'play-card', seat: 'Bo', card: 'dock-workers#1', vote: 'for' },
    ]);
    expect(log[1].events.map((e) => e.type)).toEqual(['card-played', 'turn-started']);
    expect(recapLines(lasCartas, log, 0, THREE)).toEqual(['Turn 2 (pass 1): Bo.', 'Bo plays Dock Workers for the budget.', 'Turn 3 (pass 1): Cy.']);
  });

  test('when your turn was the last, the recap starts at the end of the voting', () => {
    let s = game();
    for (let turn = 0; turn < 5; turn++) s = draw(s);
    const last = turnOf(s);
    const { log } = seatLog(THREE.indexOf(last), s, [{ type: 'draw-card', seat: last }]);
    const recap = recapLines(lasCartas, log, THREE.indexOf(last), THREE);
    expect(recap[0]).toMatch(/^Voting ends/);
    expect(recap).toContain('Votes: 0 for, 0 against.');
  });
});

describe('the final scores never show two rows alike (R27)', () => {
  // Older records allow 40 characters; a screen shows 24 columns, so these two are cut at the same place.
  const long = 'Maria-Fernanda-Gonzalez-';
  const names = [`${long}Ana`, 'Bo', `${long}Cy`];
  const ended: StepLog[] = [{
    step: 1, actor: null,
    events: [{ type: 'game-ended', scores: [{ money: 5, cards: 2 }, { money: 3, cards: 1 }, { money: 5, cards: 2 }], winners: [0, 2] }],
  }];

  test('on the end screen and in plain mode, names that would look alike carry their seat', () => {
    const scores = finalScores(ended, names.map((n) => shown(n)));
    expect(scores.map((s) => s.name)).toEqual(['Maria-Fernanda… (seat 1)', 'Bo', 'Maria-Fernanda… (seat 3)']);
    expect(new Set(scoreLines(scores, ['Money', 'Cards'], 80).slice(1)).size).toBe(3);
    expect(new Set(scoreSentences(scores)).size).toBe(3);
  });

  test('the end screen pads names by columns, so wide names are not cut down alike', () => {
    const wide = ['山田太郎山田太郎山田太一', 'Bo', '山田太郎山田太郎山田太二'];
    const rows = scoreLines(finalScores(ended, wide), ['Money', 'Cards'], 80);
    expect(rows).toEqual([
      `  ${' '.repeat(24)}  Money  Cards`,
      '* 山田太郎山田太郎山田太一      5      2',
      '* 山田太郎山田太郎山田太二      5      2',
      '  Bo                            3      1',
    ]);
  });

  test('the end screen\'s heading names who won, one or several, or says nobody did (B10, B64)', () => {
    const score = (name: string, winner: boolean) => ({ name, keys: [1], winner });
    expect(endHeading([score('Ana', false), score('Cy', true)], 80)).toEqual(['The game is over · Cy wins']);
    expect(endHeading([score('Ana', true), score('Bo', true), score('Cy', true)], 80)).toEqual(['The game is over · Ana, Bo and Cy win together']);
    expect(endHeading([score('Ana', false)], 80)).toEqual(['The game is over · nobody wins']);
    expect(endHeading([], 80)).toEqual(['The game is over']);
    // Long names wrap, never cut: every word of the heading stays.
    const long = endHeading(finalScores(ended, names.map((n) => shown(n))), 60);
    expect(long.length).toBeGreaterThan(1);
    expect(long.every((line) => columnsOf(line) <= 60)).toBe(true);
    expect(long.join(' ').replace(/\s+/g, ' ')).toBe('The game is over · Maria-Fernanda… (seat 1) and Maria-Fernanda… (seat 3) win together');
  });

  test('in the CLI\'s score table too', () => {
    // Every player still holds just their Middleman's 1 million: the rows stay in seat order.
    const rows = scoreTable(lasCartas, game({}, { players: names }), names).slice(3);
    expect(rows.map((r) => r.trim().split(/\s{2,}/)[0])).toEqual(['Maria-Fernanda… (seat 1)', 'Bo', 'Maria-Fernanda… (seat 3)']);
    expect(new Set(rows).size).toBe(3);
  });
});

test('on the screen, Enter, Enter after the President\'s own Vote of No Confidence keeps the standing budget (R19)', async () => {
  // Ana is dealt the Vote of No Confidence and draws m3, m2, m1, m4; she keeps 5, gives Bo 3 and Cy 2, then hands Bo the presidency.
  const session = Session.open(LAS_CARTAS, {
    format: RECORD_FORMAT, seed: 'reform-on-screen', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'random' }],
    options: { firstPresident: 'Ana' }, decks: { political: ['vote-of-no-confidence'], money: ['m3', 'm2', 'm1', 'm4'] },
    actions: [
      { type: 'propose-budget', seat: 'Ana', stacks: [{ to: 'Ana', money: ['m1#4', 'm4#1'], announced: 5 }, { to: 'Bo', money: ['m3#1'], announced: 3 }, { to: 'Cy', money: ['m2#1'], announced: 2 }] },
      { type: 'play-card', seat: 'Ana', card: 'vote-of-no-confidence#1', target: 'Bo' },
    ],
  }, { autosave: null, bots: makeBots() });
  const app = playOnScreen(session);
  expect(await app.until((f) => f.includes('Re-form the budget'), [ENTER], 400)).toBe(true);
  const standing = () => session.state.budget!.stacks.map((st) => st.announced);
  expect(standing()).toEqual([5, 3, 2]);
  await app.press(ENTER);
  await app.press(ENTER);
  expect(await app.until(() => session.state.actionCount > 2, [], 400)).toBe(true);
  expect(session.record.actions[2]).toMatchObject({ type: 'propose-budget', seat: 'Bo' });
  expect(standing()).toEqual([5, 3, 2]);
  await app.quit();
});

test('on the screen, r opens the recap at the turn that followed yours', async () => {
  // Ana (President) drew on turn 1; Bo and Cy (bots) play turns 2 and 3; turn 4 is Ana's again (R10).
  const session = Session.open(LAS_CARTAS, {
    format: RECORD_FORMAT, seed: 'recap-on-screen', players: [{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }],
    options: { firstPresident: 'Ana' }, decks: { money: ['m3', 'm2', 'm1', 'm4'] },
    actions: [
      { type: 'propose-budget', seat: 'Ana', stacks: [{ to: 'Ana', money: ['m1#4', 'm4#1'], announced: 5 }, { to: 'Bo', money: ['m3#1'], announced: 3 }, { to: 'Cy', money: ['m2#1'], announced: 2 }] },
      { type: 'draw-card', seat: 'Ana' },
    ],
  }, { autosave: null, bots: makeBots() });
  const app = playOnScreen(session);
  expect(await app.until((f) => f.includes('Your turn'), [ENTER], 400)).toBe(true);
  await app.press('r', 5);
  expect(await app.until((f) => f.includes('Since your last turn'))).toBe(true);
  const lines = app.lastFrame().split('\n');
  const title = lines.findIndex((l) => l.includes('Since your last turn'));
  expect(lines.slice(title + 1).find((l) => l.trim() !== '')?.trim()).toBe('Turn 2 (pass 1): Bo.');
  await app.quit();
});
