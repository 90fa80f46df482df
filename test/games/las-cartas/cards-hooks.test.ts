// A card's rules live with the card, and the cards are a value: test-only
// cards, added to a registry of their own through a catalogue entry and a rules entry alone
// (CardRegistry.with), use every piece of card data and every hook the phases read, and behave as
// their texts say – with no phase, legal.ts or bot change, and with the catalogue left as it is.
import { POLITICAL_DESIGNS, type PoliticalDesign } from '../../../src/games/las-cartas/content/cards.js';
import { cardProblem } from '../../../src/games/las-cartas/rules/cards.js';
import { rebellionOf } from '../../../src/games/las-cartas/rules/catalogue.js';
import { aimAttack } from '../../../src/games/las-cartas/rules/effects/index.js';
import { closeVoting } from '../../../src/games/las-cartas/rules/phases/transitions.js';
import { drawPoliticalAnnounced, takeRandomHandCard } from '../../../src/games/las-cartas/rules/moves.js';
import { emit } from '../../../src/games/las-cartas/rules/context.js';
import {
  CATALOGUE, SetupError, cardsOf, createGame, describeEvent, designOf, determinize, legalActions, playRandomGame, replayRecord,
  viewFor, type CardRules, type GameRecord,
} from '../../../src/games/las-cartas/rules/index.js';
import {
  act, actWithEvents, commitAll, conserved, draw, finishVoting, game as gameOf, hand, inPlay, offeredTargets, pinnedDecks, putInPlay,
  rejected, rng, setHand, toCoup as toCoupOf, whoMustAct, type GameOptions,
} from '../../support/game.js';

const card = (design: Partial<PoliticalDesign> & Pick<PoliticalDesign, 'id' | 'name' | 'kind'>): PoliticalDesign => ({
  count: 1, votes: 0, battle: 0, timing: 'none', target: 'none', text: 'A test-only card.', ...design,
});

/** Influence: worth 6 for the Rebels (1 otherwise); committed, it brings its owner's Influence back to hand (R21, R25). */
const doubleAgents = card({ id: 'double-agents', name: 'Double Agents', kind: 'influence', votes: 1, battle: 1, rebelBattle: 6, timing: 'coup-only', returnsCommittedInfluence: true });

/** Building: fights for the President whoever owns it; Mafia cannot be played against its owner; destroyed, its owner draws. */
const bunker: CardRules = {
  onDestroyed: (ctx, owner) => void drawPoliticalAnnounced(ctx, owner),
};

/** The catalogue and five test-only cards. */
const cards = CATALOGUE
  .with(doubleAgents)
  .with(card({ id: 'bunker', name: 'Bunker', kind: 'building', votes: 1, battle: 4, timing: 'passive', fightsFor: 'president', shields: ['mafia'] }), bunker)
  /** Intervention: second pass only (R14); ends the voting, as Martial Law does. */
  .with(card({ id: 'curfew', name: 'Curfew', kind: 'intervention', timing: 'immediate', secondPassOnly: true }), {
    action: { choices: () => [{}], resolve: (ctx) => closeVoting(ctx, 'martial-law', null) },
  })
  /** Intervention: an attack on another player (R15); unless cancelled, the attacker takes a random hand card from them. */
  .with(card({ id: 'sniper', name: 'Sniper', kind: 'intervention', timing: 'immediate', target: 'other-player' }), {
    action: {
      choices: (s, seat) => s.players.flatMap((p, i) => (i === seat ? [] : [{ target: p.name }])),
      resolve: (ctx, seat, used, choice) => aimAttack(ctx, { attacker: seat, card: used, target: ctx.s.players.findIndex((p) => p.name === choice.target) }),
    },
    onHit: (ctx, attack) => {
      const taken = takeRandomHandCard(ctx, attack.target, attack.attacker);
      emit(ctx, { type: 'card-taken', seat: attack.attacker, from: attack.target, took: taken !== null, by: attack.card });
    },
  })
  /** Influence: a reaction that cancels a Sniper aimed at its holder, and nothing else (R15). */
  .with(card({ id: 'decoy', name: 'Decoy', kind: 'influence', votes: 1, timing: 'reaction', cancels: ['sniper'] }));

const TEST_CARDS = ['double-agents', 'bunker', 'curfew', 'sniper', 'decoy'];

/** The support's games, played with the test cards. */
const game = (hands: Record<string, string[]> = {}, options: GameOptions = {}) => gameOf(hands, { ...options, cards });
const toCoup = (hands: Record<string, string[]>, before?: Parameters<typeof toCoupOf>[1]) => toCoupOf(hands, before, { cards });

describe('registering a card', () => {
  test('every built-in card is consistent: its data and its rules entry fit together', () => {
    for (const design of POLITICAL_DESIGNS) expect([design.id, cardProblem(design, CATALOGUE.rulesOf(`${design.id}#1`))]).toEqual([design.id, null]);
  });

  test('a card whose data and rules do not fit, or whose id is taken, is refused', () => {
    expect(() => CATALOGUE.with(card({ id: 'mute', name: 'Mute', kind: 'intervention', timing: 'immediate' }))).toThrow(/needs an action/);
    expect(() => CATALOGUE.with(card({ id: 'shield', name: 'Shield', kind: 'influence', timing: 'reaction' }))).toThrow(/cancels attacks/);
    expect(() => CATALOGUE.with(card({ id: 'thief', name: 'Thief', kind: 'intervention' }))).toThrow(/already exists/);
    expect(() => cards.with(doubleAgents)).toThrow(/already exists/);
    expect(() => CATALOGUE.designOf('mute#1')).toThrow();
  });

  test('a registered card is dealt like any other: it is in the deck, and every card is conserved', () => {
    const s = game({ Bo: ['bunker', 'sniper'], Cy: ['decoy', 'double-agents'] });
    expect(hand(s, 'Bo')).toEqual(expect.arrayContaining(['bunker#1', 'sniper#1']));
    expect(cardsOf(s)).toBe(cards);
    conserved(s);
  });

  test('the catalogue is left as it is: its games never hold a test card, and its deck is the catalogue\'s', () => {
    for (const id of TEST_CARDS) expect([id, CATALOGUE.isDesign(id), cards.isDesign(id)]).toEqual([id, false, true]);
    expect(cards.political).toHaveLength(CATALOGUE.political.length + TEST_CARDS.length);
    const plain = createGame({ seed: 'plain', players: ['Ana', 'Bo', 'Cy'] });
    expect(cardsOf(plain)).toBe(CATALOGUE);
    const dealt = [...plain.politicalDeck, ...plain.players.flatMap((p) => p.hand)];
    expect(dealt.filter((c) => TEST_CARDS.some((id) => c.startsWith(`${id}#`)))).toEqual([]);
    conserved(plain);
    // A pinned deck naming a test card is refused by the catalogue's game, and played by the test cards'.
    const decks = pinnedDecks({ players: ['Ana', 'Bo', 'Cy'], hands: { Bo: ['bunker'] }, cards });
    expect(() => createGame({ seed: 'x', players: ['Ana', 'Bo', 'Cy'], decks })).toThrow(SetupError);
    expect(createGame({ seed: 'x', players: ['Ana', 'Bo', 'Cy'], decks }, cards).players[1].hand).toContain('bunker#1');
  });

  test('the state carries its cards through a random game, its views, their determinizations and its replay', () => {
    const players = ['Ana', 'Bo', 'Cy', 'Di'];
    const decks = pinnedDecks({ players, hands: { Ana: TEST_CARDS.slice(0, 4), Bo: TEST_CARDS.slice(4) }, cards });
    const start = createGame({ seed: 'carried', players, decks }, cards);
    const played = playRandomGame(start, rng('carried'));
    expect(played.state.phase).toBe('ended');
    expect(cardsOf(played.state)).toBe(cards);
    const view = viewFor(start, 0);
    expect(cardsOf(view)).toBe(cards);
    const sampled = determinize(view, rng('sampled'));
    expect(cardsOf(sampled)).toBe(cards);
    expect(legalActions(sampled, 0).actions.length).toBeGreaterThan(0);
    const record: GameRecord = { format: 'junta-las-cartas/1', seed: 'carried', players: players.map((name) => ({ name })), decks, actions: played.actions };
    const replayed = replayRecord(record, undefined, cards);
    expect(replayed.ok && JSON.stringify(replayed.state)).toBe(JSON.stringify(played.state));
    // The catalogue does not know the test cards: the same record does not even set up.
    expect(replayRecord(record)).toMatchObject({ ok: false, actionNumber: null });
    expect(describeEvent({ type: 'amnesty', seat: 0, card: 'bunker#1' }, ['Ana'], cards)).toBe('Ana takes Bunker back from the discard pile.');
    expect(() => designOf('bunker#1')).toThrow();
  });
});

describe('card data and hooks, through test-only cards', () => {
  test('fightsFor: a Building that fights for the President counts on the President’s side even when its owner rebels (R21)', () => {
    const s = toCoup({ Ana: ['army-officers'], Bo: ['militia'] }, (g) => putInPlay(g, 'Bo', 'bunker#1', 'against'));
    const { events } = commitAll(s, { Bo: ['rebellion#2', 'militia#1'], Cy: [], Ana: ['army-officers#1'] });
    // Rebels: Bo's Militia 4; the President: Army Officers 4 + Bo's Bunker 4.
    expect(events).toContainEqual(expect.objectContaining({ type: 'coup-revealed', rebels: [1], presidentStrength: 8, rebelStrength: 4 }));
  });

  test('rebelBattle: an Influence card worth more for the Rebels counts 6 for a rebel, 1 for the President (R21)', () => {
    const rebel = commitAll(toCoup({ Bo: ['double-agents'] }), { Bo: ['rebellion#2', 'double-agents#1'] });
    expect(rebel.events).toContainEqual(expect.objectContaining({ type: 'coup-revealed', rebels: [1], presidentStrength: 0, rebelStrength: 6 }));
    const loyal = commitAll(toCoup({ Ana: ['double-agents'] }), { Ana: ['double-agents#1'] });
    expect(loyal.events).toContainEqual(expect.objectContaining({ type: 'coup-revealed', rebels: [], presidentStrength: 1, rebelStrength: 0 }));
  });

  test('returnsCommittedInfluence: after the coup its owner’s committed Influence cards go back to hand, the rest is discarded (R25)', () => {
    const s = toCoup({ Bo: ['double-agents', 'militia', 'thief'] });
    const { state, events } = commitAll(s, { Bo: ['rebellion#2', 'double-agents#1', 'militia#1', 'thief#1'], Cy: [], Ana: [] });
    expect(hand(state, 'Bo')).toEqual(expect.arrayContaining(['double-agents#1', 'militia#1']));
    expect(state.politicalDiscard).toContain('thief#1');
    expect(events).toContainEqual({ type: 'martyrs', seat: 1, cards: ['double-agents#1', 'militia#1'] });
    conserved(state);
  });

  test('R24 a card that fights for the President is no rebel’s contribution: the old President chooses between the tied', () => {
    // Bo and Cy rebel with 4 each; Bo's Bunker adds to the President's 0 and not to Bo's contribution.
    let s = toCoup({ Bo: ['militia'], Cy: ['army-officers'] }, (g) => putInPlay(g, 'Bo', 'bunker#1', 'against'));
    s = commitAll(s, { Bo: ['rebellion#2', 'militia#1'], Cy: ['rebellion#3', 'army-officers#1'], Ana: [] }).state;
    expect(whoMustAct(s)).toEqual(['Ana:choose-president']);
    expect(s.coup!.tiedForPresidency).toEqual([1, 2]);
  });

  test('shields: Mafia cannot be played against the owner of a card shielding from it; others can be robbed', () => {
    const s = putInPlay(game({ Ana: ['mafia'] }), 'Bo', 'bunker#1', 'for');
    expect(offeredTargets(s, 'Ana', 'mafia')).toEqual(['-', 'Cy']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', target: 'Bo' }).code).toBe('illegal-target');
    expect(offeredTargets(putInPlay(game({ Ana: ['thief'] }), 'Bo', 'bunker#1', 'for'), 'Ana', 'thief')).toEqual(['Bo', 'Cy']);
  });

  test('onDestroyed: an Explosion on the Bunker makes its owner draw a card', () => {
    let s = putInPlay(game({ Ana: ['explosion'] }), 'Bo', 'bunker#1', 'for');
    const before = hand(s, 'Bo').length;
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'explosion', target: 'bunker#1' });
    s = state;
    expect(inPlay(s, 'Bo')).toEqual([]);
    expect(hand(s, 'Bo')).toHaveLength(before + 1);
    expect(events).toContainEqual({ type: 'card-discarded-from-play', owner: 1, card: 'bunker#1', by: 'explosion#1' });
    conserved(s);
  });

  test('secondPassOnly: a card playable only in the second pass is refused and not offered before it (R14), then ends the voting', () => {
    let s = game({ Ana: ['curfew'] });
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'curfew' }).message).toBe('Curfew may be played only in the second pass');
    expect(offeredTargets(s, 'Ana', 'curfew')).toEqual([]);
    s = draw(draw(draw(s, 'Ana'), 'Bo'), 'Cy');
    expect(offeredTargets(s, 'Ana', 'curfew')).toEqual(['-']);
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'curfew' });
    expect(events).toContainEqual({ type: 'voting-ended', reason: 'martial-law' });
    expect(state.phase).not.toBe('voting');
  });

  test('cancels and onHit: the target of a Sniper is asked, may cancel it with a Decoy (not a Bodyguard), and otherwise is robbed (R15)', () => {
    const s = setHand(game({ Cy: ['sniper'] }), 'Bo', ['decoy#1', 'bodyguard#1', 'militia#1', rebellionOf(1)]);
    let aimed = draw(s, 'Ana');
    aimed = draw(aimed, 'Bo');
    aimed = act(aimed, { type: 'play-card', seat: 'Cy', card: 'sniper', target: 'Bo' });
    expect(whoMustAct(aimed)).toEqual(['Bo:react']);
    expect(legalActions(aimed, 1).actions).toEqual([
      { type: 'react', seat: 'Bo', bodyguard: null }, { type: 'react', seat: 'Bo', bodyguard: 'decoy#1' },
    ]);
    expect(rejected(aimed, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' }).code).toBe('not-yours');
    const cancelled = actWithEvents(aimed, { type: 'react', seat: 'Bo', bodyguard: 'decoy#1' });
    expect(cancelled.state.politicalDiscard).toEqual(expect.arrayContaining(['sniper#1', 'decoy#1']));
    expect(hand(cancelled.state, 'Bo')).toEqual(hand(aimed, 'Bo').filter((c) => c !== 'decoy#1'));
    expect(cancelled.events).toContainEqual({ type: 'attack-answered', seat: 1, blocked: true, bodyguard: 'decoy#1' });
    const hit = actWithEvents(aimed, { type: 'react', seat: 'Bo', bodyguard: null });
    expect(hand(hit.state, 'Bo')).toHaveLength(hand(aimed, 'Bo').length - 1);
    expect(hit.events).toContainEqual({ type: 'card-taken', seat: 2, from: 1, took: true, by: 'sniper#1' });
    conserved(hit.state);
  });

  test('cancels: a Decoy does not answer a Thief (only what its data names)', () => {
    let s = setHand(game({ Cy: ['thief'] }), 'Bo', ['decoy#1', rebellionOf(1)]);
    s = draw(draw(s, 'Ana'), 'Bo');
    s = act(s, { type: 'play-card', seat: 'Cy', card: 'thief', target: 'Bo' });
    expect(legalActions(s, 1).actions).toEqual([{ type: 'react', seat: 'Bo', bodyguard: null }]);
    expect(rejected(s, { type: 'react', seat: 'Bo', bodyguard: 'decoy#1' }).code).toBe('not-yours');
  });

  test('the phases never needed the cards: the voting with all of them in hands still runs to its end', () => {
    const s = finishVoting(game({ Ana: ['curfew', 'bunker'], Bo: ['sniper', 'decoy'], Cy: ['double-agents'] }));
    expect(s.phase).not.toBe('voting');
    conserved(s);
  });
});
