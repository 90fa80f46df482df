// B5 views and determinize over random games from positions at phases 1, 5 and 8 (the Locations,
// assassinations, banking, exiles) and from a coup's start (B41–B60: the whole coup board is public,
// hands and pockets through bribes, flight and the execution are not): every seat's view resampled by determinize gives the same view,
// the same choices and the same public view; who must act reads alike from any view; the wire takes
// every view. And the rulings' own cases: the President's drawn bills, a successor's, a Location.
import seedrandom from 'seedrandom';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import { determinize } from '../../../src/games/board/rules/determinize.js';
import { pending, pendingInView } from '../../../src/games/board/rules/pending.js';
import type { BoardState, Seat } from '../../../src/games/board/rules/types.js';
import { publicView, simultaneousInView, topicInView, viewFor } from '../../../src/games/board/rules/view.js';
import { boardWire } from '../../../src/games/board/wire.js';
import { act, game, seat } from './builder.js';
import { randomGames } from './random-games.js';

/** Random games, the most actions each, and the share of states probed (every seat's view at each). */
const GAMES = 9;
const MAX_ACTIONS = 120;
const PROBED = 0.15;
/** Coups from their start, and the most actions each (a random coup takes 60 to 200). */
const COUPS = 3;
const COUP_ACTIONS = 200;

const json = (v: unknown): string => JSON.stringify(v);
const offered = (s: BoardState, who: Seat) => {
  const c = choicesOf(s, who);
  return json({ actions: c.actions, samplers: c.samplers.length, asked: pending(s).required.some((d) => d.seat === who) });
};

describe('B5 views resampled over random games', () => {
  test('B5 every seat\'s view, resampled, gives the same view, choices and public view; pending reads alike from every view; the wire takes every view', () => {
    const random = seedrandom('b05-views');
    const problems: string[] = [];
    let probes = 0;
    let coupStates = 0;
    for (const g of randomGames('b05-views', GAMES, MAX_ACTIONS, { coups: COUPS, coupActions: COUP_ACTIONS })) {
      for (const s of [g.start, ...g.steps.map((p) => p.after)]) {
        if (random() >= PROBED) continue;
        probes += 1;
        if (s.coup !== null) coupStates += 1;
        const where = `at action ${s.actionCount} (${json(s.flow.at(-1))})`;
        for (let who = 0; who < s.players.length; who++) {
          const view = viewFor(s, who);
          const other = determinize(view, random);
          if (json(viewFor(other, who)) !== json(view)) problems.push(`seat ${who}'s view changes when resampled ${where}`);
          else if (offered(other, who) !== offered(s, who)) problems.push(`seat ${who}'s choices change when resampled ${where}`);
          else if (json(publicView(other)) !== json(publicView(s))) problems.push(`the public view changes when seat ${who}'s is resampled ${where}`);
          if (json(pendingInView(view)) !== json(pending(s))) problems.push(`seat ${who}'s view shows other decisions ${where}`);
          const parsed = boardWire.view.safeParse(JSON.parse(json(view)));
          if (!parsed.success) problems.push(`the wire refuses seat ${who}'s view ${where}: ${parsed.error.issues[0].path.join('.')} ${parsed.error.issues[0].message}`);
        }
        if (!boardWire.view.safeParse(JSON.parse(json(publicView(s)))).success) problems.push(`the wire refuses the public view ${where}`);
      }
    }
    expect(problems.slice(0, 3)).toEqual([]);
    expect(probes).toBeGreaterThan(30);
    expect(coupStates).toBeGreaterThan(100);
  });
});

describe('B5 what each view shows', () => {
  test('B5 the President in office alone sees the drawn bills; the public sees neither them nor their number', () => {
    const dealt = game({ president: 'Ana', aid: [1, 1, 1, 2, 2, 3], phase: 8 });
    const s: BoardState = { ...dealt, aid: dealt.aid.slice(6), drawn: [3, 2, 1] };
    expect(viewFor(s, seat(s, 'Ana')).drawn).toEqual([3, 2, 1]);
    for (const name of ['Bo', 'Cy']) expect(viewFor(s, seat(s, name))).toMatchObject({ drawn: null, drawnHeld: true });
    expect(publicView(s).drawn).toBeNull();
  });

  test('B5 a pocket and an account are their owner\'s alone, and every account is revealed at the end (B64)', () => {
    const s = game({ pockets: { Bo: [1, 2, 0] }, accounts: { Bo: [0, 0, 2] }, phase: 8 });
    expect(viewFor(s, seat(s, 'Bo')).players[seat(s, 'Bo')]).toMatchObject({ pocket: [1, 2, 0], account: [0, 0, 2] });
    expect(viewFor(s, seat(s, 'Cy')).players[seat(s, 'Bo')]).toMatchObject({ pocket: null, account: null, hand: null });
    const ended = { ...s, ended: { reason: 'aid' as const, winners: [seat(s, 'Bo')] } };
    expect(viewFor(ended, seat(s, 'Cy')).players[seat(s, 'Bo')]).toMatchObject({ pocket: null, account: [0, 0, 2] });
  });

  test('B5 nobody sees the deck orders, the seed, the pinned dice or the bills out of the game; B6 the deck\'s size follows from public draws', () => {
    const s = game({ dice: [6, 6], aidSize: 30, phase: 8 });
    const view = viewFor(s, 0) as unknown as Record<string, unknown>;
    for (const key of ['seed', 'rng', 'dice', 'drawPile', 'aid', 'out']) expect(view[key]).toBeUndefined();
    expect(view.aidSize).toBe(30);
  });

  test('B24 B31 a Location is its owner\'s until revealed; an Informant\'s sight stays in his log', () => {
    const s = game({ locations: { Ana: 'bank', Bo: 'home' }, phase: 8, extra: { notes: [[{ kind: 'location', round: 1, seat: 1, location: 'home' }], [], [], [], []] } });
    expect(viewFor(s, seat(s, 'Cy')).players[seat(s, 'Bo')]).toMatchObject({ located: true, location: null });
    expect(viewFor(s, seat(s, 'Bo')).players[seat(s, 'Bo')].location).toBe('home');
    expect(viewFor(s, seat(s, 'Ana')).notes).toEqual([{ kind: 'location', round: 1, seat: 1, location: 'home' }]);
    expect(determinize(viewFor(s, seat(s, 'Ana')), seedrandom('informant')).players[seat(s, 'Bo')].location).toBe('home');
    expect(viewFor({ ...s, revealed: true }, seat(s, 'Cy')).players[seat(s, 'Bo')].location).toBe('home');
  });
});

describe('B68 B24 decisions taken at once, read from any view', () => {
  test('B68 every view says who has answered a trade window; B24 who has chosen a Location, not where', () => {
    let s = act(game({ phase: 8 }), 'Cy', { type: 'ready' });
    const answered = [false, false, true, false, false].map((done, i) => ({ seat: i, done }));
    for (const v of [publicView(s), viewFor(s, 0)]) expect(simultaneousInView(v)).toEqual({ label: 'Deals', seats: answered });
    s = act(game({ phase: 5, exiled: ['Ed'] }), 'Bo', { type: 'location', location: 'home' });
    expect(simultaneousInView(viewFor(s, 3))).toEqual({ label: 'Locations', seats: [0, 1, 2, 3].map((i) => ({ seat: i, done: i === 1 })) });
    expect(viewFor(s, 3).players[1]).toMatchObject({ located: true, location: null });
  });
});

test('B77 the rules topic at a decision is the decision\'s own, and one the rules text has', async () => {
  const { boardText } = await import('../../../src/games/board/content/text.js');
  const topics = boardText.topics.map((topic) => topic.id);
  for (const [phase, topic] of [[2, 'cabinet'], [5, 'locations'], [8, 'trading']] as const) {
    const v = publicView(game({ phase }));
    expect(topicInView(v)).toBe(topic);
    expect(topics).toContain(topic);
  }
});
