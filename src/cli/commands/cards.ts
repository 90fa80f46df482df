// `junta cards [name] [--json]`: a game's catalogue, or one card by case-insensitive prefix; the
// catalogue is the game's text from its registry entry, for the game --game names.
import type { CardCatalogue, CatalogueCard } from '../../core/game.js';
import type { GameEntry, GameRegistry } from '../../core/registry.js';
import { safeJson } from '../../text/sanitize.js';
import { juntaCommand } from '../invocation.js';
import { UsageError, terminalWidth, type Io } from '../io.js';
import { nearest, table, wrapText } from '../text.js';

export function findCards(cards: readonly CatalogueCard[], query: string): CatalogueCard[] {
  const q = query.trim().toLowerCase();
  const exact = cards.filter((d) => d.name.toLowerCase() === q || d.id === q);
  if (exact.length > 0) return exact;
  return cards.filter((d) => d.name.toLowerCase().startsWith(q) || d.id.startsWith(q));
}

function selectCards(all: readonly CatalogueCard[], query: string | undefined, listCommand: string, io: Io): readonly CatalogueCard[] {
  if (query === undefined) return all;
  const found = findCards(all, query);
  if (found.length === 1) return found;
  if (found.length > 1) {
    throw new UsageError(`"${query}" could be ${found.map((d) => d.name).join(', ')}; type more of the name.`);
  }
  const near = nearest(query.toLowerCase(), all.map((d) => d.id));
  const hint = near.length > 0 ? ` Did you mean ${near.join(', ')}?` : '';
  throw new UsageError(`there is no card called "${query}".${hint} Type '${juntaCommand(listCommand, io.env)}' for the list.`);
}

const describeCard = (d: CatalogueCard, width: number): string => [...d.heading, '', wrapText(d.text, width)].join('\n');

export interface CardsOptions {
  json?: boolean;
  /** The game whose cards are shown (--game). */
  game: GameEntry;
  registry: GameRegistry;
}

export async function cardsCommand(query: string | undefined, options: CardsOptions, io: Io): Promise<number> {
  const catalogue: CardCatalogue = (await options.game.text()).cards;
  const listCommand = options.game === options.registry.default ? 'cards' : `cards --game ${options.game.id}`;
  const cards = selectCards(catalogue.cards, query, listCommand, io);
  if (options.json) {
    io.stdout.write(`${safeJson(cards.map((d) => d.json), 2)}\n`);
    return 0;
  }
  const width = terminalWidth(io);
  if (query !== undefined) {
    io.stdout.write(`${describeCard(cards[0], width)}\n`);
    return 0;
  }
  io.stdout.write(`${table([...catalogue.columns], cards.map((d) => [...d.row]), width, [...catalogue.maxWidths])}\n`);
  return 0;
}
