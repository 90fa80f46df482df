// `junta cards [name] [--json]`: the catalogue, or one card by case-insensitive prefix.
import { POLITICAL_DESIGNS, type PoliticalDesign } from '../../content/cards.js';
import { safeJson } from '../../text/sanitize.js';
import { juntaCommand } from '../invocation.js';
import { UsageError, terminalWidth, type Io } from '../io.js';
import { nearest, table, wrapText } from '../text.js';

const KIND = { influence: 'Influence', building: 'Building', intervention: 'Intervention' } as const;
const textOf = (d: PoliticalDesign): string => d.text || 'No action.';

export function findCards(query: string): PoliticalDesign[] {
  const q = query.trim().toLowerCase();
  const exact = POLITICAL_DESIGNS.filter((d) => d.name.toLowerCase() === q || d.id === q);
  if (exact.length > 0) return exact;
  return POLITICAL_DESIGNS.filter((d) => d.name.toLowerCase().startsWith(q) || d.id.startsWith(q));
}

function selectCards(query: string | undefined, io: Io): readonly PoliticalDesign[] {
  if (query === undefined) return POLITICAL_DESIGNS;
  const found = findCards(query);
  if (found.length === 1) return found;
  if (found.length > 1) {
    throw new UsageError(`"${query}" could be ${found.map((d) => d.name).join(', ')}; type more of the name.`);
  }
  const near = nearest(query.toLowerCase(), POLITICAL_DESIGNS.map((d) => d.id));
  const hint = near.length > 0 ? ` Did you mean ${near.join(', ')}?` : '';
  throw new UsageError(`there is no card called "${query}".${hint} Type '${juntaCommand('cards', io.env)}' for the list.`);
}

function describeCard(d: PoliticalDesign, width: number): string {
  const battle = d.kind === 'intervention' ? '' : `, battle ${d.battle}`;
  const lines = [
    `${d.name} (${KIND[d.kind]}, ${d.count} in the deck)`,
    `Votes ${d.votes}${battle}. Id: ${d.id}`,
    '',
    wrapText(textOf(d), width),
  ];
  return lines.join('\n');
}

export function cardsCommand(query: string | undefined, options: { json?: boolean }, io: Io): number {
  const cards = selectCards(query, io);
  if (options.json) {
    const json = cards.map((d) => ({ id: d.id, name: d.name, kind: d.kind, count: d.count, votes: d.votes, battle: d.battle, text: textOf(d) }));
    io.stdout.write(`${safeJson(json, 2)}\n`);
    return 0;
  }
  const width = terminalWidth(io);
  if (query !== undefined) {
    io.stdout.write(`${describeCard(cards[0], width)}\n`);
    return 0;
  }
  const rows = cards.map((d) => [d.name, KIND[d.kind], String(d.count), String(d.votes), d.kind === 'intervention' ? '-' : String(d.battle), textOf(d)]);
  io.stdout.write(`${table(['Card', 'Kind', 'N', 'Votes', 'Battle', 'Text'], rows, width, [22])}\n`);
  return 0;
}
