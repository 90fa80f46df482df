// B5 over random games, coups included (bribes, flight, the execution): money is hidden in value and in number of bills. At every step, every seat's
// view and the public view stay the same when the bills each cannot see (other pockets and accounts,
// the bills out of the game, the Foreign Aid deck's order) are dealt otherwise; the drawn bills and
// the stacks are the President's alone; and every event a seat is told carries bills, a fee, a total
// or hidden cards only when a ruling tells them to that seat.
import seedrandom from 'seedrandom';
import { shuffled } from '../../../src/core/sampling.js';
import type { Random } from '../../../src/core/types.js';
import { describeEvent, visibleTo } from '../../../src/games/board/rules/describe.js';
import type { BoardEvent, BoardState, Money, Seat } from '../../../src/games/board/rules/types.js';
import { sharedView } from '../../../src/games/board/rules/view.js';
import { randomGames } from './random-games.js';

/** Random games and the most actions each, then coups from their start: a few hundred states, every seat's view at each. */
const GAMES = 9;
const MAX_ACTIONS = 120;
const COUPS = 3;
const games = randomGames('b05', GAMES, MAX_ACTIONS, { coups: COUPS, coupActions: 200 });

/** The same state with the bills `viewer` cannot see dealt again at random among the places it cannot see (B5), stacks and all. */
function redealt(s: BoardState, viewer: Seat | null, random: Random): BoardState {
  // Only the places redealt are copied: the view reads the rest as it is.
  const t: BoardState = {
    ...s, out: [...s.out], aid: [...s.aid], players: s.players.map((p) => ({ ...p, pocket: [...p.pocket], account: [...p.account] })),
    drawn: s.drawn && [...s.drawn], budget: s.budget && { kept: [...s.budget.kept], stacks: s.budget.stacks.map((st) => ({ ...st, bills: [...st.bills] as Money })) },
  };
  const places: Money[] = [t.out, ...t.players.flatMap((p, i) => (i === viewer ? [] : [p.pocket, ...(t.ended ? [] : [p.account])]))];
  // The drawn and kept bills and the stacks' bills, but to the President in office (B5, B20, B21).
  if (viewer === null || viewer !== t.president) places.push(...(t.drawn ? [t.drawn] : []), ...(t.budget ? [t.budget.kept, ...t.budget.stacks.map((st) => st.bills)] : []));
  const bills: number[] = [...t.aid];
  for (const place of places) {
    for (let i = 0; i < 3; i++) bills.push(...Array<number>(place[i]).fill(i + 1));
    place.fill(0);
  }
  const dealt = shuffled(bills, random);
  t.aid = dealt.splice(0, t.aid.length) as BoardState['aid'];
  for (const bill of dealt) places[Math.floor(random() * places.length)][bill - 1] += 1;
  return t;
}

/** A view read without copying (sharedView: the same view, cheaper). */
const viewOf = (s: BoardState, viewer: Seat | null) => sharedView(s, viewer);

/** The fields of an event a ruling hides, and who may be told them (B5, B6, B10, B33, B36, B37, B39, B61, B64, B69); 'public' for the end reveal. */
function hidden(e: BoardEvent): { keys: string[]; told: Seat[] | 'public' } {
  switch (e.type) {
    case 'gift': return { keys: ['bills', 'cardIds'], told: [e.from, e.to] };
    case 'draw': return { keys: ['cards'], told: [e.seat] };
    case 'bill': return { keys: ['denomination'], told: [e.seat] };
    case 'paid': return { keys: ['bills'], told: [e.seat] };
    case 'aid': return { keys: ['bills'], told: [e.seat] };
    case 'stack': return { keys: ['bills'], told: [e.seat] };
    // B33, B61: the receiver sees the amount; the giver knew his own pocket.
    case 'money': return { keys: ['bills'], told: e.to === null ? [e.from] : [e.from, e.to] };
    case 'seen': return { keys: ['location', 'total'], told: [e.seat] };
    case 'banked': return { keys: ['deposited', 'withdrawn'], told: [e.seat] };
    case 'exile': return { keys: ['fee'], told: [e.seat] };
    case 'end': case 'budget-revealed': case 'gift-revealed': return { keys: [], told: 'public' };
    default: return { keys: ['bills', 'deposited', 'withdrawn', 'fee', 'denomination', 'total', 'cardIds'], told: [] };
  }
}

/** What is wrong with an event told to `seat` (null: the public), or null. */
function eventLeak(e: BoardEvent, seat: Seat | null): string | null {
  const { keys, told } = hidden(e);
  const carried = keys.filter((k) => (e as Record<string, unknown>)[k] !== undefined);
  if (carried.length === 0 || told === 'public') return null;
  if (seat === null || e.audience === undefined) return `${JSON.stringify(e)} tells ${carried.join(', ')} to ${seat === null ? 'the public' : 'every seat'}`;
  if (e.audience.some((a) => !told.includes(a))) return `${JSON.stringify(e)} tells ${carried.join(', ')} to a seat no ruling tells them to`;
  return null;
}

describe('B5 money hidden in value and in number of bills, over random games', () => {
  test('the random games reached every phase, many states and the end', () => {
    const steps = games.reduce((n, g) => n + g.steps.length, 0);
    const phases = new Set(games.flatMap((g) => g.steps.map((p) => (p.before.flow[0].kind === 'round' ? p.before.flow[0].phase : -1))));
    expect(games.length).toBe(GAMES + COUPS);
    expect(steps).toBeGreaterThan(500);
    expect([...phases].sort()).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9]);
    expect(games.some((g) => g.end === 'over')).toBe(true);
  });

  test('B5 B50 B57 B59 the random coups went through bribes with their payments, flight into exile and an execution', () => {
    const events = games.flatMap((g) => g.steps.flatMap((p) => p.events));
    const bribed = events.filter((e) => e.type === 'bribed').length;
    const fled = events.filter((e) => e.type === 'fled').length;
    const shot = events.filter((e) => e.type === 'executed' && e.target !== null).length;
    const over = events.filter((e) => e.type === 'coup-over').length;
    expect({ bribed: bribed > 0, fled: fled > 0, shot: shot > 0, over: over >= COUPS }).toEqual({ bribed: true, fled: true, shot: true, over: true });
  });

  test('B5 no view changes when the bills its seat cannot see are dealt otherwise (others\' pockets and accounts, bills out, the deck\'s order, the President\'s drawn and stacked bills)', () => {
    const random = seedrandom('b05-redeal');
    const leaks: string[] = [];
    for (const g of games) {
      for (const s of [g.start, ...g.steps.map((p) => p.after)]) {
        for (const viewer of [null, ...s.players.map((_, i) => i)]) {
          const seen = JSON.stringify(viewOf(s, viewer));
          if (JSON.stringify(viewOf(redealt(s, viewer, random), viewer)) !== seen) leaks.push(`${viewer === null ? 'the public' : `seat ${viewer}`} at action ${s.actionCount}`);
        }
      }
    }
    expect(leaks.slice(0, 3)).toEqual([]);
  });

  test('B5 the drawn bills, the kept bills and the stacks\' bills are shown to the President in office alone; a banker\'s moves to the banker alone', () => {
    const leaks: string[] = [];
    for (const g of games) {
      for (const s of [g.start, ...g.steps.map((p) => p.after)]) {
        for (const viewer of [null, ...s.players.map((_, i) => i)]) {
          const v = viewOf(s, viewer);
          const president = viewer !== null && viewer === s.president;
          if (!president && (v.drawn !== null || v.budget?.kept != null || v.budget?.stacks.some((st) => st.bills !== null || st.announced === null))) {
            leaks.push(`${viewer ?? 'the public'} sees the President's bills at action ${s.actionCount}`);
          }
          // B64: the history of true stacks and gifts' bills is revealed at the end only.
          if (s.ended === null && v.history !== null) leaks.push(`${viewer ?? 'the public'} sees the history before the end`);
          for (const f of v.flow) {
            if (f.kind === 'banking' && f.order[f.at] !== viewer && (f.deposited !== null || f.withdrawn !== null)) leaks.push(`${viewer ?? 'the public'} sees another's banking`);
          }
          v.players.forEach((p, i) => {
            if (i !== viewer && (p.pocket !== null || p.hand !== null || (p.account !== null && s.ended === null))) leaks.push(`${viewer ?? 'the public'} sees seat ${i}'s pocket, hand or account`);
          });
        }
      }
    }
    expect(leaks.slice(0, 3)).toEqual([]);
  });

  test('B5 every event a seat or the public is told carries bills, fees, totals or hidden cards only where a ruling tells that seat', () => {
    const leaks: string[] = [];
    let told = 0;
    for (const g of games) {
      const seats = g.start.players.length;
      for (const e of [...g.startEvents, ...g.steps.flatMap((p) => p.events)]) {
        if (e.audience !== undefined) told += 1;
        for (const reader of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
          if (!visibleTo(e, reader ?? 'public')) continue;
          const leak = eventLeak(e, reader);
          if (leak) leaks.push(leak);
        }
      }
    }
    expect(leaks.slice(0, 3)).toEqual([]);
    expect(told).toBeGreaterThan(0);
  });

  test('B5 no public sentence of the narration says a count of bills, a bill\'s denomination or what money is worth (the end reveal aside, B64)', () => {
    const said: string[] = [];
    for (const g of games) {
      const names = g.start.players.map((p) => p.name);
      for (const e of [...g.startEvents, ...g.steps.flatMap((p) => p.events)]) {
        // B6: each draw of Foreign Aid is public with its count; B64: the end reveals the accounts.
        if (!visibleTo(e, 'public') || e.type === 'end' || e.type === 'budget-revealed' || e.type === 'gift-revealed' || e.type === 'aid') continue;
        const sentence = describeEvent(e, names);
        if (/\d+ bills?\b|bills? of \d|worth \d|\d+ M in pocket/.test(sentence)) said.push(sentence);
      }
    }
    expect(said.slice(0, 3)).toEqual([]);
  });
});
