// Junta: Las Cartas' reference text for `junta rules`, `junta cards` and `junta help TOPIC`:
// the rules topics (content/rules-text.ts, after rulings R1–R28) and the
// Political cards' catalogue (content/cards.ts, cards.md) as the core's GameText, with the table's
// legend and the cards' faces the screens tell in a game (a Political card, a Rebellion card).
import type { CardFace, CatalogueCard, GameText } from '../../core/game.js';
import { POLITICAL_DESIGNS, REBELLION_ID, type PoliticalDesign } from './content/cards.js';
import { LEGEND, RULES_TOPICS } from './content/rules-text.js';

const KIND = { influence: 'Influence', building: 'Building', intervention: 'Intervention' } as const;
const textOf = (d: PoliticalDesign): string => d.text || 'No action.';

function card(d: PoliticalDesign): CatalogueCard {
  const text = textOf(d);
  const battle = d.kind === 'intervention' ? '' : `, battle ${d.battle}`;
  return {
    id: d.id,
    name: d.name,
    row: [d.name, KIND[d.kind], String(d.count), String(d.votes), d.kind === 'intervention' ? '-' : String(d.battle), text],
    heading: [`${d.name} (${KIND[d.kind]}, ${d.count} in the deck)`, `Votes ${d.votes}${battle}.`],
    text,
    json: { id: d.id, name: d.name, kind: d.kind, count: d.count, votes: d.votes, battle: d.battle, text },
  };
}

/** A Political card's face: its kind and numbers, then what it does. */
function face(d: PoliticalDesign): CardFace {
  const numbers = `${d.kind}, votes ${d.votes}${d.kind === 'intervention' ? '' : `, battle ${d.battle}`}`;
  return { names: [d.name, ...(d.short ? [d.short] : [])], title: d.name, lines: [numbers, '', textOf(d)] };
}

const REBELLION: CardFace = { names: ['a Rebellion card', 'Rebellion'], title: 'Rebellion card', lines: ['Lay it face down in a coup to fight for the rebels.'] };
const FACES = new Map<string, CardFace>([...POLITICAL_DESIGNS.map((d) => [d.id, face(d)] as const), [REBELLION_ID, REBELLION]]);

export const lasCartasText: GameText = {
  topics: RULES_TOPICS,
  cards: { columns: ['Card', 'Kind', 'N', 'Votes', 'Battle', 'Text'], maxWidths: [22], cards: POLITICAL_DESIGNS.map(card) },
  legend: LEGEND,
  // A card in play is an instance of its design ("thief#2").
  faces: { all: [...FACES.values()], of: (id) => FACES.get(id.split('#')[0]) },
};
