// Viva's decision widgets by keys on the screen (V7, V9, V10, V24, V27): the refusals say their
// ruling where the key is pressed and leave the decision as it was; the decisions that cannot be
// taken back ask first, and Esc goes back to change them; the surplus a payment loses is on screen
// before it is confirmed. States from a seeded 5-player Expert game of heuristic bots.
import { useState } from 'react';
import { KeyRouter } from '../../../../src/ui/keys.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { cardDesign, isAid, totalAid } from '../../../../src/games/viva/content/cards.js';
import { golpistas, numberOf } from '../../../../src/games/viva/rules/context.js';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, VivaState } from '../../../../src/games/viva/rules/types.js';
import { VivaDecision } from '../../../../src/games/viva/ui/screens/Decision.js';
import { frameProblems } from '../../../ui/frames.js';
import { DOWN, ENTER, ESC, RIGHT, SPACE } from '../../../ui/keys.js';
import { renderTty, settled } from '../../../ui/tty.js';
import { botGame, logSeen, NAMES, type BotGame } from './bot-game.js';

const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });
let game: BotGame;
beforeAll(async () => {
  game = await botGame(NAMES, 'expert', 'heuristic', 'widgets-five-expert');
}, 120000);

/** The decision screen of `seat` at moment `index`, and what it submits. */
function screenAt(index: number, seat: number) {
  const { state, step } = game.moments[index];
  const submitted: Action[] = [];
  const app = renderTty(
    <KeyRouter before={() => false} after={() => {}}>
      <VivaDecision view={viva.rules.viewFor(state, seat)} step={step} log={logSeen(game.log, seat, step)} names={NAMES} purpose="decide" offer={null} error={null} notice={null}
        rows={23} width={80} theme={theme} onSubmit={(a) => submitted.push(a)} onCancelOffer={() => {}} onOffer={() => {}} onSkip={() => {}} onFocusCard={() => {}} />
    </KeyRouter>,
  );
  const press = async (...keys: string[]) => {
    for (const key of keys) await app.press(key);
    expect(frameProblems(app.lastFrame())).toEqual([]);
    return app.lastFrame();
  };
  return { app, press, submitted, state };
}

/** The first moment where `test` holds of the state and a seat asked. */
function momentWhere(test: (s: VivaState, seat: number) => boolean): { index: number; seat: number } {
  for (let index = 0; index < game.moments.length; index++) {
    const { state } = game.moments[index];
    for (const d of viva.rules.pending(state).required) if (test(state, d.seat)) return { index, seat: d.seat };
  }
  throw new Error('no such moment in the game');
}

test('orders: V9 refuses a die on the Presidente\'s number beside one on 6, in words; the orders ask before they are given, Esc changes them', async () => {
  const { index, seat } = momentWhere((s, g) => s.phase === 'orders' && s.players[g].dice.length >= 2 && s.players[g].orders === null);
  const { app, press, submitted, state } = screenAt(index, seat);
  try {
    const p = String(numberOf(state.presidente));
    let frame = await press(p, DOWN, '6');
    expect(frame).toContain('No Golpista attacks the Presidente and defends him at once');
    expect(frame).toMatch(/Die \d: ‹ – › +no number yet/);
    frame = await press(ENTER);
    expect(frame).toContain('Every die gets one number');
    expect(submitted).toEqual([]);
    // Every die at home, asked, changed, asked again, given.
    frame = await press(String(numberOf(seat)), 'a', ENTER);
    expect(frame).toContain('Give these orders');
    frame = await press(ESC);
    expect(frame).not.toContain('Give these orders');
    await press(ENTER, ENTER);
    expect(submitted).toHaveLength(1);
    const orders = submitted[0] as Extract<Action, { type: 'orders' }>;
    expect(Object.values(orders.orders).every((n) => n === numberOf(seat))).toBe(true);
    expect(viva.rules.apply(state, orders).ok).toBe(true);
  } finally {
    app.unmount();
  }
});

test('Promises: a Golpista without a card is refused by name (V7); the Promises ask first', async () => {
  const { index, seat } = momentWhere((s) => s.phase === 'promises' && golpistas(s).length === 4);
  const { app, press, submitted, state } = screenAt(index, seat);
  try {
    let frame = await press(ENTER);
    expect(frame).toContain('Every Golpista gets a Promise of at least one card');
    // The first card to the first Golpista: the tally says so.
    frame = await press(RIGHT);
    expect(frame).toMatch(new RegExp(`‹ to ${numberOf(golpistas(state)[0])} `));
    expect(frame).toContain(`${numberOf(golpistas(state)[0])}: 1`);
    // Every card of his hand (at least four) to the Golpistas in turn.
    const hand = state.players[seat].hand.length;
    const keys: string[] = [DOWN];
    for (let i = 1; i < hand; i++) keys.push(...Array.from({ length: Math.min(i, 4) }, () => RIGHT), DOWN);
    frame = await press(...keys, ENTER);
    expect(frame).toContain('Make these Promises? They cannot be taken back.');
    expect(submitted).toEqual([]);
    await press(ENTER);
    expect(submitted).toHaveLength(1);
    expect(viva.rules.apply(state, submitted[0]).ok).toBe(true);
  } finally {
    app.unmount();
  }
});

test('a payment: its surplus lost is on screen before it is confirmed (V24), and the payment is the engine\'s', async () => {
  const { index, seat } = momentWhere((s, g) => s.phase === 'spend' && s.players[g].hand.some(isAid) && totalAid(s.players[g].hand) >= 2);
  const { app, press, submitted, state } = screenAt(index, seat);
  try {
    // One card (1 million), then every Aid card picked.
    let frame = await press(DOWN, DOWN, RIGHT);
    expect(frame).toContain('Basket: 1 card; price 1 million');
    const aid = state.players[seat].hand.filter(isAid).length;
    frame = await press(...Array.from({ length: aid }, () => [DOWN, SPACE]).flat());
    const value = totalAid(state.players[seat].hand);
    expect(frame).toContain(`Surplus lost (no change given): ${value - 1} million.`);
    frame = await press(DOWN, DOWN, ENTER);
    expect(frame).toMatch(/Pay .*\? This cannot be undone/);
    expect(frame).toContain(`${value - 1} million is lost`);
    await press(ENTER);
    expect(submitted).toHaveLength(1);
    expect(viva.rules.apply(state, submitted[0]).ok).toBe(true);
  } finally {
    app.unmount();
  }
});

test('a payment: Enter on the Foreign Aid just picked asks to pay, and the card stays picked (Space alone puts it back)', async () => {
  const { index, seat } = momentWhere((s, g) => s.phase === 'spend' && s.players[g].hand.some(isAid));
  const { app, press, submitted, state } = screenAt(index, seat);
  try {
    let frame = await press(DOWN, DOWN, RIGHT, DOWN, SPACE);
    expect(frame).toContain('Basket: 1 card; price 1 million');
    expect(frame).toMatch(/› \[x\] Foreign Aid/);
    frame = await press(ENTER);
    expect(frame).toMatch(/Pay Foreign Aid \d\? This cannot be undone/);
    await press(ENTER);
    expect(submitted).toHaveLength(1);
    expect(viva.rules.apply(state, submitted[0]).ok).toBe(true);
  } finally {
    app.unmount();
  }
});

test('a payment: Enter on a row of an empty basket says what the keys do, and nothing is sent', async () => {
  const { index, seat } = momentWhere((s, g) => s.phase === 'spend' && s.players[g].hand.some(isAid));
  const { app, press, submitted } = screenAt(index, seat);
  try {
    const frame = await press(DOWN, DOWN, DOWN, ENTER);
    expect(frame).toContain('←→ buys one more or one fewer; Space picks Aid to pay; Enter pays.');
    expect(frame).toMatch(/› \[ \] Foreign Aid/);
    expect(submitted).toEqual([]);
  } finally {
    app.unmount();
  }
});

test("orders half given stay on the dial when another Golpista's orders come in (V9: they are given at once; over the network others' orders move the table on)", async () => {
  // A moment where the next action is another Golpista's orders, and this seat still has its own to give after it.
  const index = game.moments.findIndex(({ state }, i) => {
    const next = game.moments[i + 1]?.state;
    return state.phase === 'orders' && next?.phase === 'orders' && viva.rules.pending(next).required.length > 0;
  });
  expect(index).toBeGreaterThanOrEqual(0);
  const seat = viva.rules.pending(game.moments[index + 1].state).required[0].seat;
  let show: (i: number) => void = () => {};
  function Screens() {
    const [at, setAt] = useState(index);
    show = setAt;
    const { state, step } = game.moments[at];
    return (
      <KeyRouter before={() => false} after={() => {}}>
        <VivaDecision view={viva.rules.viewFor(state, seat)} step={step} log={logSeen(game.log, seat, step)} names={NAMES} purpose="decide" offer={null} error={null} notice={null}
          rows={23} width={80} theme={theme} onSubmit={() => {}} onCancelOffer={() => {}} onOffer={() => {}} onSkip={() => {}} onFocusCard={() => {}} />
      </KeyRouter>
    );
  }
  const app = renderTty(<Screens />);
  try {
    const own = String(numberOf(seat));
    await app.press(own);
    expect(app.lastFrame()).toMatch(new RegExp(`› Die 1: ‹ ${own} › defend your`));
    show(index + 1);
    await settled();
    expect(app.lastFrame()).toMatch(new RegExp(`› Die 1: ‹ ${own} › defend your`));
  } finally {
    app.unmount();
  }
});

test('discards: one too many is refused with V27, the discard asks first', async () => {
  const { index, seat } = momentWhere((s, g) => s.phase === 'spend' && !!s.spend?.discarding && s.players[g].hand.length >= 5);
  const { app, press, submitted, state } = screenAt(index, seat);
  try {
    const over = state.players[seat].hand.length - 4;
    let frame = await press(ENTER);
    expect(frame).toContain(`Discard exactly ${over}`);
    const marks = [...Array.from({ length: over }, () => [SPACE, DOWN]).flat(), SPACE];
    frame = await press(...marks);
    expect(frame).toContain(`You discard exactly ${over}, down to 4`);
    frame = await press(ENTER);
    expect(frame).toContain('? This cannot be undone.');
    await press(ENTER);
    expect(submitted).toHaveLength(1);
    expect((submitted[0] as Extract<Action, { type: 'discard' }>).cards).toHaveLength(over);
    expect(viva.rules.apply(state, submitted[0]).ok).toBe(true);
  } finally {
    app.unmount();
  }
});

test('the Presidente\'s own screen tells what he promised to whom (cards and, Expert, dice); a Golpista\'s shows only his own Promise', async () => {
  const { index, seat } = momentWhere((s, g) => s.phase === 'combat' && g === s.presidente && golpistas(s).filter((x) => s.players[x].promise !== null).length >= 2);
  const { app, press, state } = screenAt(index, seat);
  try {
    const flat = (frame: string) => frame.split('\n').map((l) => l.trim()).join(' ');
    const frame = flat(await press());
    const promised = golpistas(state).filter((g) => state.players[g].promise !== null);
    expect(frame).toContain('your Promises: to ');
    for (const g of promised) {
      const { cards, dice } = state.players[g].promise!;
      const words = cards.map((c) => cardDesign(c).name);
      const card = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
      expect(frame).toContain(`to ${NAMES[g]} ${card}${dice.length > 0 ? ', with ' : ''}`);
    }
  } finally {
    app.unmount();
  }
  const golpista = golpistas(state).find((g) => state.players[g].promise !== null)!;
  const other = renderTty(
    <KeyRouter before={() => false} after={() => {}}>
      <VivaDecision view={viva.rules.viewFor(state, golpista)} step={game.moments[index].step} log={logSeen(game.log, golpista, game.moments[index].step)} names={NAMES} purpose="decide" offer={null} error={null} notice={null}
        rows={23} width={80} theme={theme} onSubmit={() => {}} onCancelOffer={() => {}} onOffer={() => {}} onSkip={() => {}} onFocusCard={() => {}} />
    </KeyRouter>,
  );
  expect(other.lastFrame()).not.toContain('your Promises');
  other.unmount();
});

test('a decision\'s text cut above its list ("N more lines") pages with PgDn/PgUp, and the footer names the key', async () => {
  const PGDN = '\x1b[6~';
  const PGUP = '\x1b[5~';
  const cut = game.moments.flatMap(({ state }, index) => viva.rules.pending(state).required.map((d) => ({ index, seat: d.seat, state })))
    .filter(({ state }) => state.phase === 'spend' && !state.spend?.discarding)
    .find(({ index, seat }) => {
      const { app } = screenAt(index, seat);
      const cutHere = /more lines?:/.test(app.lastFrame());
      app.unmount();
      return cutHere;
    });
  expect(cut).toBeDefined();
  const { app, press } = screenAt(cut!.index, cut!.seat);
  try {
    const first = app.lastFrame();
    expect(first).toMatch(/\((↓ )?\d+ more lines?: (PgDn|PgUp\/PgDn)\)/);
    expect(first).toContain('PgUp/PgDn more');
    expect(first).not.toContain('Basket: empty');
    const paged = await press(PGDN);
    expect(paged).toContain('Basket: empty; price 0 million.');
    expect(paged).toMatch(/more lines?: (PgUp|PgUp\/PgDn)\)/);
    expect(await press(PGUP)).toBe(first);
  } finally {
    app.unmount();
  }
});
