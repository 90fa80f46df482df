// Rulings V30–V31 of Viva el Presidente, and what the views keep apart (V4, V5): windows asked by role
// in public, the catalogue's counts, determinize resampling only what a seat was not shown, and
// conservation after every action of seeded random games.
import seedrandom from 'seedrandom';
import { ALL_CARDS, COLOURS, DESIGNS, diceOfColour, TILES, totalAid } from '../../../src/games/viva/content/cards.js';
import { conservationProblems } from '../../../src/games/viva/rules/conservation.js';
import { viva } from '../../../src/games/viva/module.js';
import { act, game, order, passBurglars, promise, promiseAny, randomStep } from './builder.js';

const FOUR = ['Ana', 'Bo', 'Cy', 'Di'];
const ANA_HAND = ['aid1', 'aid2', 'aid3', 'students-petition', 'yacht', 'supercar'];

describe('V30 windows', () => {
  test('V30 every participant is asked in the card steps, holding a card or not, on a public window with its pass', () => {
    let s = game({ players: FOUR, hands: { Ana: ANA_HAND, Bo: [], Cy: [], Di: [] } });
    s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid2'], Di: ['aid3'] })), { Bo: [1], Cy: [6], Di: [4] });
    const asked = [];
    while (s.battle?.step === 'A' || s.battle?.step === 'B') {
      const [decision] = viva.rules.pending(s).required;
      asked.push(decision);
      s = act(s, s.players[decision.seat].name, { type: 'pass' });
    }
    const then = [[2, 1], [1], []];
    expect(asked).toEqual([0, 2, 1].map((seat, i) => ({ seat, window: { label: 'a before-combat card', pass: { type: 'pass', seat: FOUR[seat] }, private: false, then: then[i] } })));
    expect(viva.rules.pending(s).required[0].window!.label).toBe('a Diversionary Tactic');
  });

  test('V30 the Burglars window asks every Golpista whether or not he holds Burglars; a pass is recorded per seat', () => {
    let s = promiseAny(game({ players: FOUR }));
    const asked: number[] = [];
    while (s.phase === 'burglars') {
      const [decision] = viva.rules.pending(s).required;
      expect(decision.window).toMatchObject({ label: 'Burglars', private: false });
      asked.push(decision.seat);
      s = act(s, FOUR[decision.seat], { type: 'pass' });
    }
    expect(asked).toEqual([1, 2, 3]);
  });

  test('V30 a window says whom it asks next if everyone passes, from any view alike: passing through that list leaves the window', () => {
    const random = seedrandom('window-then');
    let windows = 0;
    // Each check of every window (thousands) is gathered, and the failures asserted once: what failed, where.
    const failures: string[] = [];
    const json = JSON.stringify;
    // Six games: 3, 4 and 5 players, each in Basic and in Expert.
    for (let g = 0; g < 6; g += 1) {
      let { state: s } = viva.rules.create({ seed: `then-${g}`, players: FOUR.slice(0, 3 + (g % 3)), options: { variant: g % 2 ? "expert" : "basic" } });
      while (!viva.rules.isOver(s)) {
        const [decision] = viva.rules.pending(s).required;
        if (decision?.window) {
          windows += 1;
          const at = `game ${g}, action ${s.actionCount}, ${decision.window.label}`;
          const then = decision.window.then!;
          for (const [i, view] of [viva.rules.publicView(s), ...s.players.map((_, i) => viva.rules.viewFor(s, i))].entries()) {
            const seen = viva.rules.pendingInView(view).required[0].window!.then;
            if (json(seen) !== json(then)) failures.push(`${at}: ${i === 0 ? 'the public view' : `seat ${i - 1}'s view`} says then ${json(seen)}, not ${json(then)}`);
          }
          // Every seat of the list is asked in turn, in that order, while each passes.
          const where = (x: typeof s) => JSON.stringify([x.phase, x.battle?.defender, x.battle?.step === 'B' ? 'A' : x.battle?.step]);
          let t = act(s, s.players[decision.seat].name, { type: 'pass' });
          for (const seat of then) {
            const [next] = viva.rules.pending(t).required;
            if (next.seat !== seat) failures.push(`${at}: seat ${next.seat} is asked, not seat ${seat}`);
            if (next.window?.label !== decision.window.label) failures.push(`${at}: the next question is ${json(next.window?.label)}`);
            t = act(t, t.players[seat].name, { type: 'pass' });
          }
          // And then the window is over: another step, battle or phase.
          if (where(t) === where(s)) failures.push(`${at}: still ${where(s)} once every seat has passed`);
        }
        s = randomStep(s, random).state;
      }
    }
    expect(failures).toEqual([]);
    expect(windows).toBeGreaterThan(100);
  });
});

describe('V31 catalogue', () => {
  test('V31 45 Game Cards with the tuned counts, every design at least once, Foreign Aid worth 1–4, 25 tiles, 4 dice per colour', () => {
    expect(ALL_CARDS).toHaveLength(45);
    // The counts are ours, tuned by simulation (cards.ts holds them; viva-cards.md gave the starting point).
    expect(Object.fromEntries(DESIGNS.map((d) => [d.id, d.count]))).toEqual({
      aid1: 9, aid2: 4, aid3: 1, aid4: 1, assassination: 4, gunboat: 4, 'surprise-attack': 4, bribery: 3, 'peasant-uprising': 3,
      'diversionary-tactic': 3, spy: 3, burglars: 1, 'party-donation': 1, 'pr-campaign': 1, 'students-petition': 1, yacht: 1, supercar: 1,
    });
    expect(DESIGNS.every((d) => d.count >= 1)).toBe(true);
    expect(DESIGNS.filter((d) => d.aid > 0).map((d) => d.aid)).toEqual([1, 2, 3, 4]);
    expect(totalAid([...ALL_CARDS])).toBe(24);
    expect(DESIGNS.filter((d) => d.ours).map((d) => d.id)).toEqual(['burglars', 'party-donation', 'pr-campaign']);
    expect(TILES).toHaveLength(25);
    expect(new Set(TILES).size).toBe(25);
    expect(TILES.slice(0, 2)).toEqual(['Helicopter Pad', 'Swimming Pool']);
    expect(COLOURS).toEqual(['red', 'blue', 'yellow', 'black', 'green']);
    expect(diceOfColour(4)).toEqual(['green#1', 'green#2', 'green#3', 'green#4']);
  });
});

describe('V4, V5 resampling', () => {
  test('V5 determinize samples hands, others\' Promises and unrevealed orders, keeping what the seat was shown', () => {
    let s = promise(game({ players: FOUR, hands: { Ana: ANA_HAND, Bo: ['spy', 'aid4'] }, dice: [3, 3, 3] }), { Bo: ['aid1'], Cy: ['aid2'], Di: ['aid3'] });
    s = act(passBurglars(s), 'Bo', { type: 'orders', orders: { 'blue#1': 3 }, spy: 'spy#1' });
    const view = viva.rules.viewFor(s, 2);
    const other = viva.rules.determinize(view, seedrandom('resample'));
    expect(viva.rules.viewFor(other, 2)).toEqual(view);
    expect(other.players[2].hand).toEqual(s.players[2].hand);
    expect(other.players[2].promise!.cards).toEqual(['aid2#1']);
    expect(other.players[1].hand).toHaveLength(2); // Bo's declared Spy is not known to Cy: it is a hand card in the sample
    expect(other.players[1].spy).toBeNull();
    expect(other.players[1].orders).not.toBeNull();
    expect(other.queue).toEqual([]);
    expect(other.rng).not.toEqual(s.rng);
    expect(conservationProblems(other)).toEqual([]);
  });

  test('V5 determinize samples another player\'s chosen discards (V27) from his sampled hand, keeping the seat\'s own', () => {
    let s = game({ players: FOUR, hands: { Ana: ['aid1', 'aid1', 'aid1', 'yacht'], Bo: ['gunboat', 'spy', 'bribery', 'aid4', 'aid3'], Cy: ['aid2', 'aid2', 'spy', 'gunboat'] } });
    s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid1'], Di: ['aid1'] })), { Bo: [2], Cy: [3], Di: [4] });
    s = act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'done' });
    s = act(act(s, 'Bo', { type: 'discard', cards: ['gunboat#1', 'spy#1'] }), 'Cy', { type: 'done' });
    s = act(s, 'Cy', { type: 'discard', cards: ['aid2#1'] });
    const view = viva.rules.viewFor(s, 2);
    expect(view.players[1]).toMatchObject({ discardsChosen: true, discards: null });
    for (const seed of ['a', 'b', 'c']) {
      const other = viva.rules.determinize(view, seedrandom(seed));
      expect(viva.rules.viewFor(other, 2)).toEqual(view);
      expect(other.players[2].discards).toEqual(['aid2#1']);
      expect(other.players[1].discards).toHaveLength(2);
      expect(other.players[1].discards!.every((c) => other.players[1].hand.includes(c))).toBe(true);
      expect([other.players[0].discards, other.players[3].discards]).toEqual([null, null]);
      expect(conservationProblems(other)).toEqual([]);
    }
  });

  test('V27 conservation: a discard chosen for phase 6 must be a card of its chooser\'s hand, once', () => {
    let s = game({ players: ['Ana', 'Bo', 'Cy'], hands: { Ana: ['aid1', 'aid1', 'yacht'], Bo: ['gunboat', 'spy', 'bribery', 'aid4', 'aid3'] } });
    s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid1'] })), { Bo: [2], Cy: [3] });
    s = act(act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'done' }), 'Bo', { type: 'discard', cards: ['gunboat#1', 'spy#1'] });
    expect(conservationProblems(s)).toEqual([]);
    const broken = structuredClone(s);
    broken.players[1].discards = ['yacht#1', 'spy#1', 'spy#1'];
    expect(conservationProblems(broken)).toEqual([
      'card yacht#1 is chosen by Bo to discard but not once in his hand',
      'card spy#1 is chosen by Bo to discard but not once in his hand',
    ]);
  });

  test('V4 conservation holds after every action of seeded random games, Basic and Expert, 3–5 players', () => {
    for (let g = 0; g < 30; g++) {
      const random = seedrandom(`conserve-${g}`);
      const players = ['Ana', 'Bo', 'Cy', 'Di', 'Eva'].slice(0, 3 + (g % 3));
      let s = viva.rules.create({ seed: `c${g}`, players, options: { variant: g % 2 ? 'expert' : 'basic' } }).state;
      for (let step = 0; !viva.rules.isOver(s); step++) {
        if (step >= 5000) throw new Error(`game ${g}: no end after ${step} actions`);
        s = randomStep(s, random).state;
        const problems = conservationProblems(s);
        if (problems.length > 0) throw new Error(`game ${g}, step ${step}: ${problems.join('; ')}`);
      }
    }
  });
});
