// `junta tutorial` on the screens: the player follows the coach by keys to the end of the game; the
// pinned decks (R2) bring the promised situations within three rounds; every coach panel names a
// legal choice and nothing else; every frame fits 80×24; the coach never blocks another choice.
import fs from 'node:fs';
import { makeBots } from '../support/las-cartas.js';
import { STAKE_WORTH_DEFENDING, STRONG_FIGHTER } from '../../src/games/las-cartas/bots/heuristic.js';
import { COACH_CARD_REASONS, COACH_MEANINGS, COACH_REASONS, COACH_SIDES, COACH_WELCOME } from '../../src/games/las-cartas/content/tutorial-text.js';
import { POLITICAL_DESIGNS } from '../../src/games/las-cartas/content/cards.js';
import { pending, viewFor, type Action, type GameEvent, type PlayerView } from '../../src/games/las-cartas/rules/index.js';
import { legalFromView } from '../support/las-cartas.js';
import { Session } from '../../src/session/runner.js';
import { LocalTable } from '../../src/session/local-table.js';
import { coachAdvice, lasCartasTutorial, tutorialRecord, type CoachAdvice } from '../../src/games/las-cartas/tutorial.js';
import { tableCoach } from '../../src/ui/table-game.js';
import { COACH_BRIBE_FIRST, COACH_SUGGESTS, coachLines, coachText, type CoachScreen } from '../../src/games/las-cartas/ui/widgets/CoachPanel.js';
import { act, game, propose, scenario, seatOf, THREE, THREE_8M, toCoup, turns } from '../support/game.js';
import { RULEBOOK, RULINGS, copiedRuns } from '../support/originality.js';
import { cardLabel, ownersIn } from '../../src/games/las-cartas/ui/labels.js';
import { groupActions, locate } from '../../src/games/las-cartas/ui/models/chooser.js';
import { widgetFor } from '../../src/games/las-cartas/ui/models/decision.js';
import { keysFor } from './driver.js';
import { frameProblems } from './frames.js';
import { ENTER, ESC, playOnScreen } from './harness.js';
import { theme } from './play.js';
import { game as LAS_CARTAS, type Session as LasCartasSession } from '../support/las-cartas.js';
import { glyphsOf } from '../../src/games/las-cartas/ui/labels.js';

/** The kinds too large to list, which the builders and the coup picker make (legal by the validator). */
const SAMPLED: string[] = ['propose-budget', 'bribe', 'redistribute', 'commit-coup'];
const openTutorial = (name?: string) => Session.open(LAS_CARTAS, tutorialRecord(name), { autosave: null, bots: makeBots({ iterations: 4 }) });
const PLAYER = 0;

/** The screen the coach speaks on: the seat's view, its names, the glyphs and the chooser's choices. */
const screenOf = (view: PlayerView): CoachScreen => ({
  view, names: view.players.map((p) => p.name), glyphs: glyphsOf(theme), choices: legalFromView(view).actions.filter((a) => a.type !== 'bribe'),
});

/** Whether a frame shows `sentence`, however the screen wrapped it. */
const shows = (frame: string, sentence: string): boolean => frame.replace(/\s+/g, ' ').includes(sentence.replace(/\s+/g, ' '));

/** The cards an action names: the card played, used or aimed at, the Bodyguard, the cards laid or declared. */
function cardsOf(action: Action): string[] {
  switch (action.type) {
    case 'play-card': return [action.card, ...(action.target?.includes('#') ? [action.target] : [])];
    case 'use-building': return [action.card];
    case 'react': return action.bodyguard ? [action.bodyguard] : [];
    case 'commit-coup': return action.cards;
    case 'declare-buildings': return action.votes.map((v) => v.card);
    default: return [];
  }
}

const NAMES_OF_CARDS = POLITICAL_DESIGNS.flatMap((d) => [d.name, ...(d.short ? [d.short] : [])]).sort((a, b) => b.length - a.length);
const DESIGN_BY_NAME = new Map(POLITICAL_DESIGNS.flatMap((d) => [[d.name, d.id], ...(d.short ? [[d.short, d.id] as const] : [])]));

/** The card designs a text names (longest names first, so "Army Barracks" is not also "Army …"). */
function designsNamed(text: string): string[] {
  let rest = text;
  const found: string[] = [];
  for (const name of NAMES_OF_CARDS) {
    if (!rest.includes(name)) continue;
    found.push(DESIGN_BY_NAME.get(name)!);
    rest = rest.split(name).join(' ');
  }
  return found;
}

/**
 * The coach's panel for one decision names only legal choices: its suggestion (and the bribe it
 * would make first) is accepted by the seat's validator and, for a chooser, is on the chooser; its
 * suggestion lines name no card but the ones those actions play, lay, use or aim at.
 */
function checkAdvice(advice: CoachAdvice, view: PlayerView): string[] {
  const legal = legalFromView(view);
  const actions = [advice.suggestion, advice.bribe?.action].filter((a): a is Action => a !== null && a !== undefined);
  for (const action of actions) {
    expect([action.type, legal.validate(action)]).toEqual([action.type, null]);
    if (!SAMPLED.includes(action.type)) expect(legal.actions).toContainEqual(action);
  }
  const lines = coachLines(advice, screenOf(view), 80, 99);
  const said = lines.join(' ').split('»').slice(1).join(' ');
  const allowed = new Set(actions.flatMap(cardsOf).map((c) => c.replace(/#\d+$/, '')));
  expect(designsNamed(said).filter((d) => !allowed.has(d))).toEqual([]);
  return lines;
}

/** A frame's list lines, without the cursor's mark. */
const listed = (frame: string): string[] => frame.split('\n').filter((l) => /^[› ] /.test(l)).map((l) => l.slice(2));

/** The start of the list line that makes the coach's suggestion: the chooser's group, the coup picker's first card; null for the builders. */
function suggestedLine(advice: CoachAdvice, view: PlayerView): string | null {
  const action = advice.suggestion;
  if (!action) return null;
  const widget = widgetFor(view, 'decide', view.players.map((p) => p.name));
  if (widget.kind === 'commit') return action.type === 'commit-coup' && action.cards.length > 0 ? `[ ] ${cardLabel(action.cards[0])}` : null;
  if (widget.kind !== 'chooser') return null;
  const choices = screenOf(view).choices;
  const ownerOf = ownersIn(view, view.players.map((p) => p.name));
  const groups = groupActions(choices, glyphsOf(theme), ownerOf);
  const place = locate(groups, action, glyphsOf(theme), ownerOf);
  return place ? groups[place.group].label.slice(0, 40) : null;
}

/** The game's events with the round each happened in (the round before the action that caused them). */
function eventsByRound(session: LasCartasSession): { round: number; president: number; e: GameEvent }[] {
  const out: { round: number; president: number; e: GameEvent }[] = [];
  let before = { round: 0, president: -1 };
  for (const step of session.steps) {
    for (const e of step.events) out.push({ ...before, e });
    before = { round: step.state.round, president: step.state.president };
  }
  return out;
}

test('the tutorial, played by keys following the coach, reaches the end with its pinned situations in three rounds', async () => {
  const session = openTutorial();
  const app = playOnScreen(session, { coach: tableCoach(lasCartasTutorial) });
  const port = new LocalTable(session).port(PLAYER);
  const names = session.record.players.map((p) => p.name);
  const panels = new Set<string>();
  let bribesOffered = 0;
  let suggestionsSeen = 0;
  let decisions = 0;
  // The screens drawn, not a timer, before each look (and a new frame after a look that found nothing to do).
  let idle: string | null = null;
  for (let i = 0; i < 20000 && !session.finished; i++) {
    await app.drawn(idle);
    idle = null;
    const frame = app.lastFrame();
    if (/^Coup!/.test(frame)) {
      await app.press(ENTER, 0);
      continue;
    }
    const decision = pending(session.state).required.find((d) => d.seat === PLAYER);
    if (!decision || session.required().length !== 1) {
      idle = frame;
      continue;
    }
    const view = viewFor(session.state, PLAYER);
    const advice = coachAdvice(view, 'decide', port.log(), names);
    expect(advice).not.toBeNull();
    checkAdvice(advice!, view);
    // The panel on screen shows the coach's label (with its topic) and the suggestion, and the bribe to make first.
    const text = coachText(advice!, screenOf(view));
    expect(text.suggestion.startsWith(`» ${COACH_SUGGESTS}`)).toBe(true);
    const onScreen = (f: string) => f.includes(text.label) && shows(f, text.suggestion) && (text.bribe === null || shows(f, text.bribe));
    if (!(await app.until(onScreen, [], 400))) throw new Error(`no coach panel for ${decision.decision}:\n${app.lastFrame()}`);
    panels.add(app.lastFrame());
    // The suggested choice is in view, not under "↓ N more".
    const wanted = suggestedLine(advice!, view);
    if (wanted !== null) {
      suggestionsSeen += 1;
      expect([decision.decision, listed(app.lastFrame()).some((line) => line.startsWith(wanted))]).toEqual([decision.decision, true]);
    }
    const before = session.state.actionCount;
    if (advice!.bribe) {
      bribesOffered += 1;
      expect(text.bribe!.startsWith(`» ${COACH_BRIBE_FIRST}`)).toBe(true);
      const [b, ...rest] = keysFor(advice!.bribe.action, view, theme);
      await app.press(b, 0);
      // The bribe builder has a coach of its own, with the same bribe.
      const onBuilder = coachAdvice(view, 'optional', port.log(), names)!;
      expect(onBuilder.suggestion).toEqual(advice!.bribe.action);
      checkAdvice(onBuilder, view);
      const bribeText = coachText(onBuilder, screenOf(view));
      expect(await app.until((f) => f.includes(`Coach (? ${COACH_MEANINGS.bribe.topic})`) && shows(f, bribeText.suggestion), [], 400)).toBe(true);
      panels.add(app.lastFrame());
      if (bribesOffered === 1) {
        // ? opens the topic the coach names (bribes), not the phase's (voting).
        await app.press('?', 5);
        expect(await app.until((f) => f.startsWith('Bribes (rules: junta rules)'), [], 400)).toBe(true);
        await app.press(ESC, 30);
        expect(await app.until((f) => f.includes(`Coach (? ${COACH_MEANINGS.bribe.topic})`), [], 400)).toBe(true);
      }
      for (const key of rest) await app.press(key, 0);
    } else {
      for (const key of keysFor(advice!.suggestion!, view, theme)) await app.press(key, 0);
    }
    expect(await app.until(() => session.state.actionCount > before, [], 400)).toBe(true);
    const made = session.record.actions[before];
    expect(made.type).toBe((advice!.bribe?.action ?? advice!.suggestion!).type);
    decisions += 1;
  }
  expect(session.finished).toBe(true);
  expect(await app.until((f) => f.includes('The game is over'), [ENTER], 200)).toBe(true);
  const frames = app.frames.filter((f) => !f.startsWith('\x1b'));
  await app.quit();

  expect(decisions).toBeGreaterThan(20);
  expect(suggestionsSeen).toBeGreaterThan(10);
  for (const frame of frames) expect(frameProblems(frame)).toEqual([]);
  for (const panel of panels) expect(panel).toContain('? rules & legend');

  // The pinned situations, each within the first three rounds.
  const events = eventsByRound(session).filter((x) => x.round <= 3);
  const happened = (test: (x: (typeof events)[number]) => boolean) => events.some(test);
  expect(happened(({ e }) => e.type === 'budget-proposed' && e.seat === PLAYER)).toBe(true);
  expect(bribesOffered).toBeGreaterThan(0);
  expect(happened(({ e }) => e.type === 'bribe' && e.seat === PLAYER)).toBe(true);
  expect(happened(({ e }) => e.type === 'card-played' && e.card.startsWith('thief') && e.target === PLAYER)).toBe(true);
  expect(happened(({ e }) => e.type === 'attack-answered' && e.seat === PLAYER && e.blocked)).toBe(true);
  expect(happened(({ e }) => e.type === 'coup-committed' && e.seat === PLAYER)).toBe(true);
  expect(happened(({ e }) => e.type === 'coup-revealed')).toBe(true);
  // A vote on a bot's budget: a card laid for or against, or Buildings declared, while a bot is President.
  expect(happened(({ e, president }) => president !== PLAYER && ((e.type === 'card-played' && e.seat === PLAYER && e.vote !== null) || (e.type === 'buildings-declared' && e.seat === PLAYER)))).toBe(true);
}, 180000);

test('the coach only advises: a choice other than its suggestion is taken as always', async () => {
  const session = openTutorial('Zoë');
  expect(session.record.players.map((p) => p.name)).toEqual(['Zoë', 'Bo', 'Cy']);
  const app = playOnScreen(session, { coach: tableCoach(lasCartasTutorial) });
  const port = new LocalTable(session).port(PLAYER);
  const names = session.record.players.map((p) => p.name);
  // The budget: every card to the President's own stack, all announced 0 – not what the coach suggests.
  let view = viewFor(session.state, PLAYER);
  const advised = coachAdvice(view, 'decide', port.log(), names)!;
  expect(await app.until((f) => f.includes('Coach (? budget)'))).toBe(true);
  const own: Action = { type: 'propose-budget', seat: 'Zoë', stacks: [{ to: 'Zoë', money: view.drawn!, announced: 0 }] };
  expect(own).not.toEqual(advised.suggestion);
  for (const key of keysFor(own, view, theme)) await app.press(key, 1);
  expect(await app.until(() => session.state.actionCount === 1, [], 400)).toBe(true);
  expect(session.record.actions[0]).toMatchObject({ type: 'propose-budget' });
  // The first turn: draw a card, which the coach does not suggest.
  view = viewFor(session.state, PLAYER);
  const next = coachAdvice(view, 'decide', port.log(), names)!;
  expect(next.suggestion).not.toEqual({ type: 'draw-card', seat: 'Zoë' });
  expect(await app.until((f) => f.includes('Coach (? voting)'))).toBe(true);
  for (const key of keysFor({ type: 'draw-card', seat: 'Zoë' }, view, theme)) await app.press(key, 1);
  expect(await app.until(() => session.record.actions.some((a) => a.type === 'draw-card' && a.seat === 'Zoë'), [], 400)).toBe(true);
  await app.quit();
});

test('the tutorial\'s table: the player is the first President (named, R3) of the pinned decks (R2), the bots take names not the player\'s', () => {
  const record = tutorialRecord('bo');
  expect(record.players).toEqual([{ name: 'bo' }, { name: 'Cy', bot: 'heuristic' }, { name: 'Di', bot: 'heuristic' }]);
  expect(record.options).toEqual({ firstPresident: 'bo' });
  expect(record.decks?.political).toHaveLength(57);
  expect(record.decks?.money).toHaveLength(40);
  const session = openTutorial();
  expect(session.state.president).toBe(PLAYER);
  expect(session.state.players[PLAYER].hand).toEqual(['thief#1', 'police-precinct#1', 'marxists#1', 'bodyguard#1']);
});

test('the coach panel fits the rows it is given, led by its label, and gives up the meaning before the suggestion', () => {
  const session = openTutorial();
  const view = viewFor(session.state, PLAYER);
  const names = session.record.players.map((p) => p.name);
  const advice = coachAdvice(view, 'decide', new LocalTable(session).port(PLAYER).log(), names)!;
  const text = coachText(advice, screenOf(view));
  const full = coachLines(advice, screenOf(view), 80, 99);
  expect(shows(full.join(' '), `${text.label} Tutorial: you are Ana; Bo and Cy are bots.`)).toBe(true);
  const least = coachLines(advice, screenOf(view), 80, full.length - 1);
  expect(least.length).toBeGreaterThan(0);
  for (let rows = 0; rows <= full.length; rows++) {
    const lines = coachLines(advice, screenOf(view), 80, rows);
    expect(lines.length).toBeLessThanOrEqual(rows);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    if (rows >= least.length) {
      expect(lines[0].startsWith(text.label)).toBe(true);
      expect(shows(lines.join(' '), text.suggestion)).toBe(true);
    }
  }
  expect(coachLines(advice, screenOf(view), 80, full.length)).toEqual(full);
  expect(shows(least.join(' '), text.meaning)).toBe(false);
});

describe('the coach texts are the project’s own words', () => {
  const texts = [
    ...Object.entries(COACH_MEANINGS).map(([id, m]) => ({ id, title: '', summary: '', body: m.meaning })),
    ...Object.entries(COACH_REASONS).map(([id, body]) => ({ id, title: '', summary: '', body })),
    ...Object.entries(COACH_CARD_REASONS).map(([id, body]) => ({ id, title: '', summary: '', body })),
    ...Object.entries(COACH_SIDES).map(([id, body]) => ({ id, title: '', summary: '', body })),
    { id: 'welcome', title: '', summary: '', body: COACH_WELCOME },
    { id: 'suggests', title: '', summary: '', body: `${COACH_SUGGESTS} ${COACH_BRIBE_FIRST}` },
  ];
  test.each([['rulebook', RULEBOOK], ['rulings', RULINGS]])('no run of 8 words is copied from the %s', (_, file) => {
    if (!fs.existsSync(file)) return void console.warn(`tutorial: ${file} not found; the copy check is skipped`);
    expect(copiedRuns(fs.readFileSync(file, 'utf8'), texts)).toEqual([]);
  });
});

test('a bribe to the least promised names everyone promised as little', () => {
  // Ana, the President, keeps 3 + 4 and promised Bo and Cy 1 each; no votes are in play yet.
  const budget = (stacks: Record<string, { money: string[]; announced: number }>) => propose(scenario({ players: THREE, money: ['m3', 'm2', 'm1', 'm4'] }), stacks);
  const advice = (s: ReturnType<typeof budget>) => coachAdvice(viewFor(s, 0), 'optional', [], THREE)!;
  const tied = advice(budget({ Bo: { money: ['m1#4'], announced: 1 }, Cy: { money: ['m2#1'], announced: 1 }, Ana: { money: ['m3#1', 'm4#1'], announced: 7 } }));
  expect(tied.suggestion).toMatchObject({ type: 'bribe', to: 'Bo' });
  expect(tied.why).toBe('Votes stand 0 for, 0 against; Bo and Cy were promised least (1 each), so 3M more may win Bo.');
  const alone = advice(budget({ Bo: { money: ['m1#4'], announced: 1 }, Cy: { money: ['m2#1'], announced: 2 }, Ana: { money: ['m3#1', 'm4#1'], announced: 7 } }));
  expect(alone.why).toBe('Votes stand 0 for, 0 against; Bo was promised least (1), so 3M more may win Bo.');
});

test('a loyalist with no strong card is told the bot\'s own thresholds: the stake it defends and the battle value it lays', () => {
  // Bo leads the coup and commits nothing; Cy likes the budget, has 3M at risk and holds battle values 1 and 2 at most.
  let s = toCoup({ Cy: ['landowners', 'dock-workers'] });
  s = act(s, { type: 'commit-coup', seat: 'Bo', cards: [] });
  const advice = coachAdvice(viewFor(s, seatOf(s, 'Cy')), 'decide', [], THREE)!;
  expect(advice.suggestion).toEqual({ type: 'commit-coup', seat: 'Cy', cards: [] });
  expect(advice.why).toBe(`You like the budget (${STAKE_WORTH_DEFENDING}M at risk) but hold no card worth ${STRONG_FIGHTER} in battle: laying nothing keeps you loyal.`);
  expect(advice.why).toBe('You like the budget (3M at risk) but hold no card worth 3 in battle: laying nothing keeps you loyal.');
});

test('with 3 players the coach tells the Vote of No Confidence\'s player they fight for the Rebels, not that they lead them (R19, R24)', () => {
  const coup = turns(game({ Bo: ['vote-of-no-confidence'] }, THREE_8M), 'draw', { card: 'vote-of-no-confidence' }).state;
  const advice = coachAdvice(viewFor(coup, 1), 'decide', [], THREE)!;
  expect(advice.kind).toBe('commit-coup');
  expect(advice.meaning).not.toMatch(/lead/i);
  expect(advice.meaning).toContain(COACH_SIDES.rebel);
});
