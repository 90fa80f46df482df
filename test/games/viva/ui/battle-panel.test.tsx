// The battle panel as a table sees it (V12–V23): a Presidente's battle with five players whose
// names take 24 columns does not fit 24 rows – its body scrolls with "N more" marks while the two
// values and the outcome stay on screen; each die's rolls and re-rolls, the cards played, the
// plunder (its card only in the taker's and the victim's log, V19), the Promises settled (V20), the
// new Presidente (V21); the news after it from the public log only.
import { useState } from 'react';
import { KeyRouter } from '../../../../src/ui/keys.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { cardDesign } from '../../../../src/games/viva/content/cards.js';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, VivaEvent, VivaState } from '../../../../src/games/viva/rules/types.js';
import type { VivaView } from '../../../../src/games/viva/rules/view.js';
import {
  battleFromLog, battlePanel, BattlePanel, BattleScreen, VivaTableScreen, vivaNews, type LoggedStep,
} from '../../../../src/games/viva/ui/table/index.js';
import { frameProblems } from '../../../ui/frames.js';
import { DOWN, ENTER } from '../../../ui/keys.js';
import { renderTty, settled } from '../../../ui/tty.js';
import { battle as battleOf, game, logged as builderLog } from '../builder.js';
import { NAMES } from './bot-game.js';

const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });
const [PRES, SUP1, SUP2, ATT1, ATT2] = NAMES;

type Move = Action extends infer A ? (A extends { seat: string } ? Omit<A, 'seat'> : never) : never;

/** Moves applied to the state `get` reads and `set` replaces, each step's events logged. */
function logged(get: () => VivaState, set: (s: VivaState) => void) {
  const log: LoggedStep[] = [];
  const play = (name: string, move: Move): VivaState => {
    const result = viva.rules.apply(get(), { ...move, seat: name } as Action);
    if (!result.ok) throw new Error(`${name} ${JSON.stringify(move)}: ${result.error.message}`);
    set(result.state);
    log.push({ step: log.length + 1, events: result.events });
    return result.state;
  };
  return { log, play };
}

/** The Presidente's battle: two supporters and two attackers with four dice each, six cards played, pinned rolls (V4). */
function presidentesBattle() {
  let s: VivaState = game({
    players: NAMES, presidente: PRES,
    hands: {
      [PRES]: ['aid1', 'aid2', 'aid3', 'aid4', 'students-petition', 'yacht'],
      [SUP1]: ['gunboat'], [SUP2]: ['bribery'], [ATT1]: ['gunboat', 'assassination'], [ATT2]: ['surprise-attack', 'diversionary-tactic'],
    },
    militia: { [PRES]: 2, [SUP1]: 4, [SUP2]: 4, [ATT1]: 4, [ATT2]: 4 },
    // Supporters 3 + 4 dice (one is assassinated), attackers 4 + 4, then the Diversionary Tactic's re-roll.
    dice: [1, 2, 1, 1, 1, 1, 1, 6, 6, 6, 5, 6, 6, 6, 4, 3, 4, 2, 3],
  });
  const { log, play } = logged(() => s, (next) => (s = next));
  const hand = (name: string, design: string) => s.players[NAMES.indexOf(name)].hand.find((c) => c.startsWith(`${design}#`))!;
  const pres = s.players[0].hand;
  play(PRES, { type: 'promise', promises: [SUP1, SUP2, ATT1, ATT2].map((to, i) => ({ to, cards: [pres[i]] })) });
  while (s.phase === 'burglars') play(NAMES[viva.rules.pending(s).required[0].seat], { type: 'pass' });
  const dice = (name: string) => s.players[NAMES.indexOf(name)].dice;
  for (const [name, n] of [[SUP1, 6], [SUP2, 6], [ATT1, 1], [ATT2, 1]] as const) {
    play(name, { type: 'orders', orders: Object.fromEntries(dice(name).map((d) => [d, n])) });
  }
  const inBattle: VivaState[] = [];
  play(PRES, { type: 'pass' });
  play(SUP1, { type: 'play', card: hand(SUP1, 'gunboat') });
  play(SUP1, { type: 'pass' });
  play(SUP2, { type: 'play', card: hand(SUP2, 'bribery') });
  play(SUP2, { type: 'pass' });
  play(ATT1, { type: 'play', card: hand(ATT1, 'gunboat') });
  play(ATT1, { type: 'play', card: hand(ATT1, 'assassination'), die: dice(SUP1)[0] });
  play(ATT1, { type: 'pass' });
  play(ATT2, { type: 'play', card: hand(ATT2, 'surprise-attack') });
  play(ATT2, { type: 'pass' });
  inBattle.push(s);
  play(PRES, { type: 'pass' });
  play(SUP1, { type: 'pass' });
  play(SUP2, { type: 'pass' });
  play(ATT1, { type: 'pass' });
  play(ATT2, { type: 'play', card: hand(ATT2, 'diversionary-tactic'), roll: SUP2 });
  inBattle.push(s);
  for (const name of [PRES, SUP1, SUP2, ATT1, ATT2]) play(name, { type: 'pass' });
  return { state: s, inBattle, log };
}

const { state: after, inBattle, log } = presidentesBattle();
const seen = (seat: number | 'public'): LoggedStep[] => log.map((s) => ({ step: s.step, events: s.events.filter((e) => viva.rules.visibleTo(e, seat)) }));
const plundered = log.flatMap((s) => s.events).filter((e): e is Extract<VivaEvent, { type: 'plunder' }> => e.type === 'plunder' && e.card !== undefined);

test('the battle is fought to its end: success, plunder, the Promises discarded, a new Presidente', () => {
  expect(after.phase).toBe('spend');
  expect(after.lastBattle).toMatchObject({ defender: 0, success: true });
  expect(plundered.length).toBeGreaterThan(0);
  expect(after.presidente).not.toBe(0);
});

test('during the battle the table screen scrolls the panel at 80×24: "N more" marks, the values always on screen', async () => {
  const view = viva.rules.publicView(inBattle[1]);
  const app = renderTty(
    <KeyRouter before={() => false} after={() => {}}>
      <VivaTableScreen view={view} names={NAMES} log={['A line of the log.']} waitingFor={PRES} notice={null} rows={23} width={80} theme={theme} onSkip={() => {}} />
    </KeyRouter>,
  );
  try {
    const first = app.lastFrame();
    expect(frameProblems(first)).toEqual([]);
    expect(first).toMatch(/↓ \d+ more/);
    expect(first).toMatch(/Attack \d+ against Defense \d+ so far/);
    expect(first).toContain('↑↓: the battle');
    // A view keeps each die's last roll: the supporter's re-rolled dice show their second values.
    expect(first).toContain(`  ${SUP2}  dice 3 4 2 3`);
    for (let i = 0; i < 12; i++) await app.press(DOWN);
    const scrolled = app.lastFrame();
    expect(frameProblems(scrolled)).toEqual([]);
    expect(scrolled).toMatch(/↑ \d+ more/);
    expect(scrolled).toMatch(/Attack \d+ against Defense \d+ so far/);
    expect(scrolled).toContain(`  ${ATT2}: Diversionary Tactic`);
  } finally {
    app.unmount();
  }
});

test('the panel of the whole battle: the values side by side and the outcome stay below a body that scrolls', () => {
  const story = battleFromLog(seen('public'))!;
  const panel = battlePanel(story, NAMES, 80);
  expect(panel.fixed).toEqual([expect.stringMatching(/^Attack \d+ against Defense \d+: the attack succeeds$/)]);
  // Wrapped lines read as one: a continuation only carries on its line.
  const text = panel.body.join(' ').replace(/\s+/g, ' ');
  for (const told of [
    'Defending · buildings 0 (Surprise Attack) · Bribery',
    `${PRES} dice =0 =0`,
    `${SUP1} dice ✗ 1 2 1`,
    `${SUP2} dice 1→3 1→4 1→2 1→3`,
    `${ATT1} dice 6 6 6 5 = 26`,
    `${ATT1}: Assassination on ${SUP1}'s die 1`,
    `${ATT2}: Diversionary Tactic on ${SUP2}'s roll`,
    `${SUP1}'s Promise is discarded: Foreign Aid 1`,
    'takes the Sunglasses: the new Presidente',
    '=N counts N unrolled · ✗ destroyed · a→b re-rolled',
  ]) expect([told, text.includes(told)]).toEqual([told, true]);
  const app = renderTty(<BattlePanel panel={panel} rows={12} width={80} theme={theme} top={0} />);
  try {
    const frame = app.lastFrame();
    expect(frameProblems(frame, 12)).toEqual([]);
    expect(frame).toMatch(/↓ \d+ more/);
    expect(frame.trimEnd().split('\n').at(-1)).toBe(panel.fixed[0]);
  } finally {
    app.unmount();
  }
});

test('the plundered card shows in the taker\'s and the victim\'s log only; the public panel says "a card"', () => {
  const [first] = plundered;
  const name = cardDesign(first.card!).name;
  const line = (seat: number | 'public') => {
    const body = battlePanel(battleFromLog(seen(seat))!, NAMES, 80).body.map((l) => l.trim()).join(' ');
    return new RegExp(`${NAMES[first.seat]} plunders (.+?) from ${PRES}`).exec(body)?.[0];
  };
  expect(line(first.seat)).toBe(`${NAMES[first.seat]} plunders ${name} from ${PRES}`);
  expect(line(first.from)).toBe(`${NAMES[first.seat]} plunders ${name} from ${PRES}`);
  expect(line('public')).toBe(`${NAMES[first.seat]} plunders a card from ${PRES}`);
  const other = [1, 2, 3, 4].find((seat) => !plundered.some((p) => p.seat === seat))!;
  expect(line(other)).toBe(`${NAMES[first.seat]} plunders a card from ${PRES}`);
});

test('the news after the battle: its headline, the values and the outcome first, nothing private even from a taker\'s log', () => {
  const end = log.find((s) => s.events.some((e) => e.type === 'outcome'))!;
  expect(viva.headline?.(end.events)).toBe('A new Presidente!');
  const news = vivaNews(seen('public'), end.step, NAMES);
  expect(news[0]).toMatch(/^Attack \d+ against Defense \d+: the attack succeeds$/);
  expect(news[1]).toBe(`Battle at Estate 1: ${PRES}, the Presidente`);
  expect(news.some((l) => l.includes('takes the Sunglasses'))).toBe(true);
  const taker = plundered[0].seat;
  expect(vivaNews(seen(taker), end.step, NAMES)).toEqual(news);
  expect(viva.headline?.(log[0].events)).toBeNull();
  expect(vivaNews(seen('public'), log[0].step, NAMES)).toEqual([]);
});

test('a log that starts after the battle opened (the shell\'s news gets the steps from the one before) still gives the step\'s public events in words', () => {
  const end = log.find((s) => s.events.some((e) => e.type === 'outcome'))!;
  const news = vivaNews(seen('public').filter((s) => s.step >= end.step - 1), end.step, NAMES);
  const told = end.events.filter((e) => viva.rules.visibleTo(e, 'public')).map((e) => viva.rules.describeEvent(e, NAMES));
  expect(news).toEqual(told);
  expect(news.some((l) => /^Attack \d+ .* against defense \d+: the attack on .* succeeds\.$/.test(l))).toBe(true);
});

test('an Assassination of the last attacking die: its card is told, then the battle ends with no attacker left (V13, V15)', () => {
  let s = battleOf({ Bo: [3], Cy: [3], Di: [3] }, { hands: { Cy: ['assassination', 'assassination'] } });
  const steps: LoggedStep[] = [{ step: 1, events: builderLog() }];
  for (const die of ['blue#1', 'black#1']) {
    const result = viva.rules.apply(s, { type: 'play', seat: 'Cy', card: `assassination#${steps.length}`, die } as Action);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
    steps.push({ step: steps.length + 1, events: result.events });
  }
  const panel = battlePanel(battleFromLog(steps)!, ['Ana', 'Bo', 'Cy', 'Di'], 80);
  expect(panel.fixed).toEqual(['No attacker left in the battle: the attack fails']);
  expect(panel.body.filter((l) => l.includes('Assassination'))).toEqual(['  Cy: Assassination on Bo\'s die 1', '  Cy: Assassination on Di\'s die 1']);
});

test('the battle on a screen of its own at 80×24: the body pages to its end, the outcome stays, Enter goes on', async () => {
  const story = battleFromLog(seen('public'))!;
  const outcome = battlePanel(story, NAMES, 80).fixed[0];
  let entered = 0;
  const app = renderTty(
    <KeyRouter before={() => false} after={() => {}}>
      <BattleScreen story={story} names={NAMES} waits rows={23} width={80} theme={theme} onEnter={() => void (entered += 1)} />
    </KeyRouter>,
  );
  try {
    const first = app.lastFrame();
    expect(frameProblems(first)).toEqual([]);
    expect(first).toMatch(/↓ \d+ more/);
    expect(first).toContain(outcome);
    await app.press('G');
    const end = app.lastFrame();
    expect(frameProblems(end)).toEqual([]);
    expect(end).toMatch(/↑ \d+ more/);
    expect(end).not.toMatch(/↓ \d+ more/);
    expect(end).toContain('takes the Sunglasses');
    expect(end).toContain(outcome);
    await app.press(ENTER);
    expect(entered).toBe(1);
  } finally {
    app.unmount();
  }
});

test('the next battle\'s panel starts at its top, whatever the last one was scrolled to', async () => {
  const first = viva.rules.publicView(inBattle[1]);
  // Another battle: the same sides in a later round (a battle is told apart by its round and defender).
  const next: VivaView = { ...first, round: first.round + 1 };
  let show: (view: VivaView) => void = () => {};
  function Table() {
    const [view, setView] = useState(first);
    show = setView;
    return <VivaTableScreen view={view} names={NAMES} log={[]} waitingFor={null} notice={null} rows={23} width={80} theme={theme} onSkip={() => {}} />;
  }
  const app = renderTty(<KeyRouter before={() => false} after={() => {}}><Table /></KeyRouter>);
  try {
    const top = app.lastFrame();
    for (let i = 0; i < 12; i++) await app.press(DOWN);
    expect(app.lastFrame()).toMatch(/↑ \d+ more/);
    show(next);
    await settled();
    expect(app.lastFrame().split('\n').slice(10)).toEqual(top.split('\n').slice(10));
  } finally {
    app.unmount();
  }
});

test("a battle's buildings say that the Main House counts among them (the table's Bldg column counts the Building Tiles alone)", () => {
  let s: VivaState = game({ players: ['Ana', 'Bo', 'Cy'], presidente: 'Ana', buildings: { Bo: 2 }, hands: { Ana: ['aid1', 'aid1'] }, dice: [3, 4] });
  const { log, play: act } = logged(() => s, (next) => (s = next));
  const ana = s.players[0].hand;
  act('Ana', { type: 'promise', promises: [{ to: 'Bo', cards: [ana[0]] }, { to: 'Cy', cards: [ana[1]] }] });
  while (s.phase === 'burglars') act(['Ana', 'Bo', 'Cy'][viva.rules.pending(s).required[0].seat], { type: 'pass' });
  act('Bo', { type: 'orders', orders: Object.fromEntries(s.players[1].dice.map((d) => [d, 2])) });
  act('Cy', { type: 'orders', orders: Object.fromEntries(s.players[2].dice.map((d) => [d, 2])) });
  const story = battleFromLog(log.map((step) => ({ step: step.step, events: step.events.filter((e) => viva.rules.visibleTo(e, 'public')) })), Infinity, viva.rules.publicView(s))!;
  expect(story.battle.defender).toBe(1);
  expect(battlePanel(story, ['Ana', 'Bo', 'Cy'], 80).body[0]).toBe('Defending · buildings 3 with the Main House');
  expect(s.players[1].tiles).toHaveLength(2);
});
