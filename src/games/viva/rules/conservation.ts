// Conservation (viva-cards.md): every card in exactly one place (deck, discard pile, a hand, a
// Promise, played in the current battle, a declared Spy), every die in one (Supplies, its owner's
// Estate, on loan, promised), every tile in the supply or on an Estate; the discards chosen for phase 6
// (V27) each a different card of their chooser's hand. The problems, or none.
import { cardsOfGame, COLOURS, diceOfColour, TILES } from '../content/cards.js';
import type { VivaState } from './types.js';

function once(kind: string, all: readonly string[], places: [string, readonly string[]][]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const [place, items] of places) {
    for (const item of items) {
      if (seen.has(item)) problems.push(`${kind} ${item} is both in ${seen.get(item)} and in ${place}`);
      seen.set(item, place);
    }
  }
  for (const item of all) if (!seen.has(item)) problems.push(`${kind} ${item} is nowhere`);
  for (const item of seen.keys()) if (!all.includes(item)) problems.push(`${kind} ${item} is not in the game`);
  return problems;
}

export function conservationProblems(s: VivaState): string[] {
  const cards: [string, readonly string[]][] = [
    ['the deck', s.deck], ['the discard pile', s.discard], ['the battle', s.battle?.played.map((p) => p.card) ?? []],
    ...s.players.flatMap((p): [string, readonly string[]][] => [
      [`${p.name}'s hand`, p.hand], [`${p.name}'s Promise`, p.promise?.cards ?? []], [`${p.name}'s Spy`, p.spy ? [p.spy] : []],
    ]),
  ];
  const dice: [string, readonly string[]][] = [
    ['the Supplies', s.supplies],
    ...s.players.flatMap((p): [string, readonly string[]][] => [
      [`${p.name}'s Estate`, p.dice], [`${p.name}'s loans`, p.loans.map((l) => l.die)], [`${p.name}'s Promise`, p.promise?.dice.map((d) => d.die) ?? []],
    ]),
  ];
  const allDice = s.players.flatMap((_, seat) => diceOfColour(seat));
  const wrongColour = s.players.flatMap((p, seat) => p.dice.filter((d) => !d.startsWith(`${COLOURS[seat]}#`)).map((d) => `${d} is on ${p.name}'s Estate`));
  const tiles: [string, readonly string[]][] = [['the supply', s.tiles], ...s.players.map((p): [string, readonly string[]] => [`${p.name}'s Estate`, p.tiles])];
  const discards = s.players.flatMap((p) => (p.discards ?? []).filter((c, i, all) => !p.hand.includes(c) || all.indexOf(c) !== i)
    .map((c) => `card ${c} is chosen by ${p.name} to discard but not once in his hand`));
  return [...once('card', cardsOfGame(s), cards), ...once('die', allDice, dice), ...wrongColour, ...once('tile', TILES, tiles), ...discards];
}
