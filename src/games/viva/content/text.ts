// Viva el Presidente!'s reference text for `junta rules --game viva`, `junta cards --game viva` and
// `junta help TOPIC` ("Lookups"; V8, V25, V28, V31): the rules topics, the table's legend and the catalogue –
// the 45 Game Cards with their counts, timing and effect, and the 25 Building Tiles – as the core's
// GameText, what is this edition's own design marked as ours.
import type { CardFace, CatalogueCard, GameText } from '../../../core/game.js';
import { DESIGNS, designOf, TILES, type CardDesign, type Timing } from './cards.js';
import { VIVA_TOPICS } from './rules-topics.js';

/** When a design is played, in the catalogue's words. */
const WHEN: Record<Timing, string> = {
  payment: 'as payment',
  'before-combat': 'before combat',
  'after-roll': 'after a roll',
  orders: 'with orders',
  'after-promises': 'after Promises',
  spend: 'own Spend turn',
  never: 'never',
};
/** The tiles the rulebook names; the other names are ours (viva-cards.md). */
const RULEBOOK_TILES = new Set(['Helicopter Pad', 'Swimming Pool']);
const TILE_TEXT = 'Tile: +1 defence, 1 Victory Point.';

const andList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** What is this edition's own, not the rulebook's, in a player's words (V31). */
const OWN = 'This edition\'s own, not the rulebook\'s:';

/** The effect as shown, marked where the text is this edition's own (V8, V25). */
const cardText = (d: CardDesign): string => `${d.effect}${d.ours ? ' (This edition\'s own text.)' : ''}`;

function card(d: CardDesign): CatalogueCard {
  const text = cardText(d);
  const ours = ['count', ...(d.aid > 0 ? ['value'] : []), ...(d.ours ? ['text'] : [])];
  return {
    id: d.id,
    name: d.name,
    row: [d.name, String(d.count), WHEN[d.timing], text],
    heading: [`${d.name} (Game Card, ${d.count} in the deck)`, `Played: ${WHEN[d.timing]}.`, `${OWN} its ${andList(ours)}.`],
    text,
    // For programs: the effect alone, what is this edition's own in `ours`; the id is the name a record uses.
    json: { id: d.id, name: d.name, kind: 'card', count: d.count, when: d.timing, aid: d.aid, vp: d.vp, text: d.effect, ours },
  };
}

function tile(name: string): CatalogueCard {
  const id = name.toLowerCase().replace(/ /g, '-');
  const ours = RULEBOOK_TILES.has(name) ? [] : ['name'];
  return {
    id,
    name,
    row: [name, '1', 'bought', TILE_TEXT],
    heading: [`${name} (Building Tile, 1 in the supply)`, 'Bought in Spend Money for 4 million.', ...(ours.length > 0 ? [`${OWN} its name.`] : [])],
    text: TILE_TEXT,
    json: { id, name, kind: 'tile', count: 1, when: 'bought', aid: 0, vp: 1, text: TILE_TEXT, ours },
  };
}

const CATALOGUE: readonly CatalogueCard[] = [...DESIGNS.map(card), ...TILES.map(tile)];

/** Each card's and tile's face for the screens' card overlay, by its catalogue id. */
const FACES = new Map<string, CardFace>(CATALOGUE.map((c) => [c.id, { names: [c.name], title: c.name, lines: [...c.heading, '', c.text] }]));

/** How to read the public table and a battle's panel, shown above the rules topic that `?` opens (V5, V9, V23). */
const LEGEND = '› to act · P the Presidente · VP as everyone sees them · Bldg buildings · Dice: dice on the Estate · Hand: cards held'
  + ' · Promise: its cards (Expert: +dice and their faces) · Orders: given or – until revealed, then each die\'s number'
  + ' (a seat\'s: attack it; one\'s own: defend; 6: defend the Presidente) · In a battle: a→b re-rolled, =N counts N unrolled,'
  + ' * on loan, ✗ destroyed';

export const vivaText: GameText = {
  topics: VIVA_TOPICS,
  legend: LEGEND,
  cards: { columns: ['Card', 'N', 'When', 'Text'], maxWidths: [20, 2, 14], cards: CATALOGUE },
  // A card in play is its design's id and its copy ("gunboat#2", V2): its face is its design's.
  faces: { all: [...FACES.values()], of: (id) => FACES.get(id.includes('#') ? designOf(id) : id) },
};
