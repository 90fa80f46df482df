// Junta: Las Cartas' reference text for `junta rules`, `junta cards` and `junta help TOPIC`:
// the rules topics (content/rules.ts, after rulings R1–R28) and the
// Political cards' catalogue (content/cards.ts, cards.md) as the core's GameText.
import type { CatalogueCard, GameText } from '../../core/game.js';
import { POLITICAL_DESIGNS, type PoliticalDesign } from '../../content/cards.js';
import { RULES_TOPICS } from '../../content/rules.js';

const KIND = { influence: 'Influence', building: 'Building', intervention: 'Intervention' } as const;
const textOf = (d: PoliticalDesign): string => d.text || 'No action.';

function card(d: PoliticalDesign): CatalogueCard {
  const text = textOf(d);
  const battle = d.kind === 'intervention' ? '' : `, battle ${d.battle}`;
  return {
    id: d.id,
    name: d.name,
    row: [d.name, KIND[d.kind], String(d.count), String(d.votes), d.kind === 'intervention' ? '-' : String(d.battle), text],
    heading: [`${d.name} (${KIND[d.kind]}, ${d.count} in the deck)`, `Votes ${d.votes}${battle}. Id: ${d.id}`],
    text,
    json: { id: d.id, name: d.name, kind: d.kind, count: d.count, votes: d.votes, battle: d.battle, text },
  };
}

export const lasCartasText: GameText = {
  topics: RULES_TOPICS,
  cards: { columns: ['Card', 'Kind', 'N', 'Votes', 'Battle', 'Text'], maxWidths: [22], cards: POLITICAL_DESIGNS.map(card) },
};
