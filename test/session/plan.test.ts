// Made-up seeds (130 bits, base32, one word) and "Play again": the next game at the same
// table is a new deal – a new seed, and never the pinned decks of the game before (the tutorial's,
// or a shared record's).
import { createGame } from '../../src/games/las-cartas/rules/index.js';
import { defaultGame, games } from '../../src/games/index.js';
import { freshDeal, generatedSeed, nextRecord, planGame, recordFromPlan, SEED_CHARACTERS, type PlayOptions } from '../../src/session/plan.js';
import { tutorialRecord } from '../../src/games/las-cartas/tutorial.js';

const handsOf = (record: ReturnType<typeof tutorialRecord>) =>
  createGame({ seed: record.seed, players: record.players.map((p) => p.name), options: record.options, decks: record.decks }).players.map((p) => p.hand);

test('at one keyboard: seats rotated by one, a new seed, the pinned decks dropped, so a new deal', () => {
  const pinned = { ...tutorialRecord('Ana'), actions: [] };
  expect(pinned.decks).toBeDefined();
  const next = nextRecord(pinned, defaultGame);
  expect(next.players.map((p) => p.name)).toEqual([...pinned.players.slice(1), pinned.players[0]].map((p) => p.name));
  expect(next.seed).not.toBe(pinned.seed);
  expect(next.seedGenerated).toBe(true);
  expect(next.decks).toBeUndefined();
  expect(next.actions).toEqual([]);
  // The same seed with the old decks would deal the old hands again; the new record does not.
  expect(handsOf({ ...pinned, players: next.players })).not.toEqual(handsOf(next));
});

test('a plan with no flags is the game\'s: its default player count and its options\' defaults', () => {
  const plan = planGame({}, defaultGame);
  expect(plan.seats).toHaveLength(defaultGame.players.default);
  const firstPresident = defaultGame.options.find((o) => o.key === 'firstPresident');
  expect(plan.options).toEqual({ firstPresident: firstPresident?.default });
  expect(recordFromPlan(plan, defaultGame)).toMatchObject({ format: defaultGame.recordFormat, options: { firstPresident: firstPresident?.default } });
  expect(nextRecord({ ...recordFromPlan(plan, defaultGame), options: undefined }, defaultGame).options).toEqual({ firstPresident: firstPresident?.default });
  expect(planGame({ firstPresident: 'random' } as PlayOptions, defaultGame).options.firstPresident).toBe('random');
});

test("a plan of another game: its player bounds and default count, its own options checked by their specs, a record of its format", () => {
  const viva = games.byId('viva')!;
  const plan = planGame({ variant: 'expert' } as PlayOptions, viva);
  expect(plan.seats).toHaveLength(viva.players.default);
  expect(plan.options).toEqual(Object.fromEntries(viva.options.map((o) => [o.key, o.key === 'variant' ? 'expert' : o.default])));
  expect(recordFromPlan(plan, viva)).toMatchObject({ format: viva.recordFormat, options: plan.options, actions: [] });
  expect(() => planGame({ variant: 'hard' } as PlayOptions, viva)).toThrow('--variant takes basic or expert, not "hard"');
  expect(() => planGame({ players: '6' }, viva)).toThrow(`--players takes a number from ${viva.players.min} to ${viva.players.max}, not "6"`);
  expect(() => planGame({ names: 'Ana,Bo' }, viva)).toThrow(`--names must give ${viva.players.min} to ${viva.players.max} names, not 2`);
  // Las Cartas' first President is still a choice or a player's name, with its words.
  expect(planGame({ names: 'Ana,Bo,Cy', firstPresident: 'bo' } as PlayOptions, defaultGame).options.firstPresident).toBe('Bo');
  expect(() => planGame({ names: 'Ana,Bo,Cy', firstPresident: 'Zed' } as PlayOptions, defaultGame)).toThrow('--first-president takes vote, random or a player\'s name (Ana, Bo, Cy), not "Zed"');
  // V3: Viva's first Presidente is rolled for, or named (--first-presidente NAME), as its rules say.
  expect(planGame({ names: 'Ana,Bo,Cy', firstPresidente: 'ana' } as PlayOptions, viva).options.firstPresidente).toBe('Ana');
  expect(() => planGame({ names: 'Ana,Bo,Cy', firstPresidente: 'Zed' } as PlayOptions, viva)).toThrow('--first-presidente takes roll or a player\'s name (Ana, Bo, Cy), not "Zed"');
  // Play again keeps the game's options.
  expect(nextRecord(recordFromPlan(plan, viva), viva).options).toEqual(plan.options);
});

test("the words a game's option reads instead of a player's name are that game's only: Viva's roll (V3), Las Cartas' vote and random (R3)", () => {
  const viva = games.byId('viva')!;
  expect(planGame({ names: 'Vote,Random,Cy' }, viva).seats.map((s) => s.name)).toEqual(['Vote', 'Random', 'Cy']);
  expect(() => planGame({ names: 'Ana,Roll,Cy' }, viva)).toThrow('--names: "Roll" cannot be a player\'s name (it is a --first-presidente choice)');
  expect(() => planGame({ names: 'Ana,VOTE,Cy' }, defaultGame)).toThrow('--names: "VOTE" cannot be a player\'s name (it is a --first-president choice)');
  expect(planGame({ names: 'Ana,Roll,Cy' }, defaultGame).seats.map((s) => s.name)).toEqual(['Ana', 'Roll', 'Cy']);
});

test('at a network table: the same seats (their invites), a new seed, no pinned decks', () => {
  const pinned = tutorialRecord('Ana');
  const next = freshDeal(pinned, defaultGame);
  expect(next.players).toEqual(pinned.players);
  expect(next.seed).not.toBe(pinned.seed);
  expect(next.decks).toBeUndefined();
  expect(next.actions).toEqual([]);
});

test('a network table\'s next game drops every part the game declares pinned: Viva\'s deck order and dice queue (V4), not only Las Cartas\' decks', () => {
  const viva = games.byId('viva')!;
  expect(viva.pinned).toEqual(['deck', 'dice']);
  const record = { format: viva.recordFormat, seed: 'old', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], options: { variant: 'expert' }, deck: ['spy#1'], dice: [6, 6, 1], actions: [{ type: 'done', seat: 'Ana' }] };
  const next = freshDeal(record, viva);
  // The next game names the catalogue it is dealt with, the present one (V31).
  expect(Object.keys(next).sort()).toEqual(['actions', 'catalogue', 'format', 'options', 'players', 'seed', 'seedGenerated']);
  expect(next).toMatchObject({ format: viva.recordFormat, catalogue: viva.stamp!.catalogue, options: { variant: 'expert' }, players: record.players, actions: [], seedGenerated: true });
  expect(next.seed).not.toBe('old');
});

describe('a made-up seed (a hidden seed must not be searchable)', () => {
  test('is junta- and 26 characters of lower-case base32, at least 128 bits, one word to copy', () => {
    const seed = generatedSeed();
    expect(seed).toMatch(/^junta-[0-9a-hjkmnp-tv-z]{26}$/);
    // 32 letters, each drawn alone: 5 bits a character.
    expect(SEED_CHARACTERS * Math.log2(32)).toBeGreaterThanOrEqual(128);
    expect(seed.length - 'junta-'.length).toBe(SEED_CHARACTERS);
  });

  test('every character can take each of its 32 values: the bits are not wasted on a narrower alphabet', () => {
    const seen = Array.from({ length: SEED_CHARACTERS }, () => new Set<string>());
    for (let value = 0; value < 256; value++) {
      const seed = generatedSeed((count) => new Uint8Array(count).fill(value)).slice('junta-'.length);
      [...seed].forEach((ch, i) => seen[i].add(ch));
    }
    expect(seen.map((s) => s.size)).toEqual(Array(SEED_CHARACTERS).fill(32));
  });

  test('two games never share one: 2,000 seeds, all different', () => {
    expect(new Set(Array.from({ length: 2000 }, () => generatedSeed())).size).toBe(2000);
  });

  test('a new plan\'s record carries one and says it was made up; a chosen seed says it was chosen', () => {
    const made = recordFromPlan({ seats: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], options: { firstPresident: 'vote' } }, defaultGame);
    expect(made.seed).toMatch(/^junta-[0-9a-z]{26}$/);
    expect(made.seedGenerated).toBe(true);
    expect(recordFromPlan({ seats: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], options: { firstPresident: 'vote' }, seed: 'banana' }, defaultGame).seedGenerated).toBe(false);
  });
});
