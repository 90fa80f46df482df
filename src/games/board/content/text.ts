// Junta, the board game's reference text for `junta rules --game board`, `junta cards --game board`
// and `junta help TOPIC` (B65, B77): the rules topics and the catalogue of the 64 Political cards from
// cards.ts (count, timing, votes, cost, requirement, text), what is this edition's own marked as ours,
// as the core's GameText.
import type { CardFace, CatalogueCard, GameText } from '../../../core/game.js';
import { DESIGNS, designOf, type CardDesign, type CardType, type Timing } from './cards.js';
import { BOARD_TOPICS } from './rules-topics.js';

/** When a card is played (B16), in the catalogue table's few words. */
export const WHEN: Record<Timing, string> = {
  P1: 'phase 1',
  vote: 'vote',
  ann: 'announcing',
  react: 'as target',
  'coup?': 'coup start',
  move: 'coup move',
};

/** The same moments in full, for one card shown alone. */
const WHEN_IN_FULL: Record<Timing, string> = {
  P1: 'in your phase-1 turn',
  vote: 'in your turn of a vote',
  ann: 'in your announcement turn',
  react: 'when an attempt names you (phase 6)',
  'coup?': 'when asked whether you start a coup',
  move: 'in your movement turn of a coup',
};

const TYPE_NAMES: Record<CardType, string> = {
  influence: 'Influence',
  vote: 'Vote',
  assassin: 'Assassin',
  bribe: 'Bribe',
  event: 'Event',
  'coup-event': 'Coup Event',
  donation: 'Secret Party Donation',
};

/** Names that come from a public transcript of the card faces, not from us (board-cards.md); their texts are ours. */
const TRANSCRIPT_NAMES: ReadonlySet<string> = new Set(['amateur-assassin', 'bribe-first-brigade']);

/**
 * What of a card is this edition's own (B65): every count; the name unless the rulebook or the
 * transcript gives it; votes and costs but the Church's and the Conservatives' votes; the timing
 * of all but Influence and Vote cards (which the rulebook times); and every text but the Secret
 * Party Donation's, whose whole effect the rulebook gives.
 */
export function oursOf(d: CardDesign): string[] {
  const timed = d.type === 'influence' || d.type === 'vote';
  return [
    'count',
    ...(d.seed || TRANSCRIPT_NAMES.has(d.id) ? [] : ['name']),
    ...(d.votes > 0 && !d.seed ? ['votes'] : []),
    ...(d.cost > 0 ? ['cost'] : []),
    ...(timed ? [] : ['when']),
    ...(d.type === 'donation' ? [] : ['text']),
  ];
}

const listed = (word: string) => (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`);
const andList = listed('and');
const orList = listed('or');

const costWords = (d: CardDesign): string => `${d.cost} M${d.perUnit ? ' per unit' : ''}`;

/** The numbers the table shows before the text: votes, cost, requirement. */
function numbers(d: CardDesign): string {
  return [
    // A Vote card's text says its votes; an Influence card's ability does not.
    ...(d.type === 'influence' ? [`${d.votes} votes.`] : []),
    ...(d.cost > 0 ? [`Cost ${costWords(d)}.`] : []),
    ...(d.requires ? [`Requires: ${d.requires}`] : []),
  ].join(' ');
}

/** The card's text as shown, marked where it is this edition's own (B65). */
const shownText = (d: CardDesign): string => `${d.text}${oursOf(d).includes('text') ? ' (Our text.)' : ''}`;

function card(d: CardDesign): CatalogueCard {
  const text = shownText(d);
  const ours = oursOf(d);
  const when = d.when.map((t) => WHEN[t]).join(', ');
  return {
    id: d.id,
    name: d.name,
    row: [d.name, String(d.count), when, [numbers(d), text].filter(Boolean).join(' ')],
    heading: [
      `${d.name} (${TYPE_NAMES[d.type]} card, ${d.count} in the deck)`,
      `Played ${orList(d.when.map((t) => WHEN_IN_FULL[t]))}.`,
      ...(d.votes > 0 ? [`Votes: ${d.votes}.`] : []),
      ...(d.cost > 0 ? [`Cost: ${costWords(d)}, from your pocket.`] : []),
      ...(d.requires ? [`Requires: ${d.requires}`] : []),
      `This edition's own, not the rulebook's: its ${andList(ours)}.`,
    ],
    text,
    // For programs: the text alone, what is this edition's own in `ours`; the id is the name a record uses.
    json: {
      id: d.id, name: d.name, type: d.type, count: d.count, votes: d.votes, cost: d.cost, perUnit: d.perUnit,
      when: [...d.when], requires: d.requires, text: d.text, ours,
    },
  };
}

const CATALOGUE: readonly CatalogueCard[] = DESIGNS.map(card);

/** Each card's face for the screens' card overlay, by its catalogue id. */
const FACES = new Map<string, CardFace>(CATALOGUE.map((c) => [c.id, { names: [c.name], title: c.name, lines: [...c.heading, '', c.text] }]));

export const boardText: GameText = {
  topics: BOARD_TOPICS,
  cards: { columns: ['Card', 'N', 'When', 'Text'], maxWidths: [20, 2, 13], cards: CATALOGUE },
  // A card in play is its design's id and its copy ("unrest#2", B4): its face is its design's.
  faces: { all: [...FACES.values()], of: (id) => FACES.get(id.includes('#') ? designOf(id) : id) },
};
