// `junta cards [name] [--json]`: a game's catalogue, or one card by case-insensitive prefix; the
// catalogue is the game's text from its registry entry: the game --game names, else the default
// game's, then (for a name it lacks) the other games', where a card found says whose it is. Another
// game's text loads only for a name the default game has no card for.
import type { CardCatalogue, CatalogueCard } from '../../core/game.js';
import type { GameEntry, GameRegistry } from '../../core/registry.js';
import { safeJson } from '../../text/sanitize.js';
import { otherGames } from '../games-help.js';
import { juntaCommand } from '../invocation.js';
import { UsageError, note, terminalWidth, type Io } from '../io.js';
import { nearest, table, wrapText } from '../text.js';

export function findCards(cards: readonly CatalogueCard[], query: string): CatalogueCard[] {
  const q = query.trim().toLowerCase();
  const exact = cards.filter((d) => d.name.toLowerCase() === q || d.id === q);
  if (exact.length > 0) return exact;
  return cards.filter((d) => d.name.toLowerCase().startsWith(q) || d.id.startsWith(q));
}

/** The command that lists a game's cards: `cards`, or `cards --game ID` for a game other than the default. */
const cardsWords = (game: GameEntry, registry: GameRegistry): string => (game === registry.default ? 'cards' : `cards --game ${game.id}`);

/** The one card `query` names in a game's catalogue, or none; several is a usage error (naming the game when it is not the one shown). */
function oneCard(catalogue: CardCatalogue, query: string, of: GameEntry | null): CatalogueCard | undefined {
  const found = findCards(catalogue.cards, query);
  if (found.length > 1) {
    throw new UsageError(`"${query}" could be ${found.map((d) => d.name).join(', ')}${of ? ` (cards of ${of.title})` : ''}; type more of the name.`);
  }
  return found[0];
}

/** The other games' card `query` names, the first game (in the registry's order) that has one. */
async function elsewhere(query: string, shown: GameEntry, registry: GameRegistry): Promise<{ game: GameEntry; card: CatalogueCard } | undefined> {
  for (const game of registry.all().filter((g) => g !== shown)) {
    const card = oneCard((await game.text()).cards, query, game);
    if (card) return { game, card };
  }
  return undefined;
}

/**
 * The card `query` names: the shown game's, else (without --game) another game's, with `whose`
 * naming that game and the command that shows the card; none is a usage error, which names the
 * game that has it when --game named another.
 */
async function lookUp(query: string, catalogue: CardCatalogue, options: CardsOptions, io: Io): Promise<{ card: CatalogueCard; whose?: string }> {
  const { game, registry } = options;
  const card = oneCard(catalogue, query, null);
  if (card) return { card };
  const other = await elsewhere(query, game, registry);
  if (!other) {
    const near = nearest(query.toLowerCase(), catalogue.cards.map((d) => d.id));
    const hint = near.length > 0 ? ` Did you mean ${near.join(', ')}?` : '';
    throw new UsageError(`there is no card called "${query}".${hint} Type '${juntaCommand(cardsWords(game, registry), io.env)}' for the list.`);
  }
  const seeIt = juntaCommand(`${cardsWords(other.game, registry)} ${other.card.id}`, io.env);
  if (options.chosen) throw new UsageError(`there is no card called "${query}" in ${game.title}; ${other.card.name} is a card of ${other.game.title}: '${seeIt}'.`);
  return { card: other.card, whose: `${other.game.title} (${seeIt})` };
}

const describeCard = (d: CatalogueCard, width: number): string => [...d.heading, '', wrapText(d.text, width)].join('\n');

export interface CardsOptions {
  json?: boolean;
  /** The game whose cards are shown: the one --game names, else the default. */
  game: GameEntry;
  /** Whether --game named it: then only its cards are looked in. */
  chosen: boolean;
  registry: GameRegistry;
}

export async function cardsCommand(query: string | undefined, options: CardsOptions, io: Io): Promise<number> {
  const { game, registry } = options;
  const catalogue: CardCatalogue = (await game.text()).cards;
  const width = terminalWidth(io);
  if (query === undefined) {
    if (options.json) io.stdout.write(`${safeJson(catalogue.cards.map((d) => d.json), 2)}\n`);
    else {
      const heading = options.chosen ? [] : [`Cards of ${game.title} (${juntaCommand(`${cardsWords(game, registry)} <name>`, io.env)} for one):`, ''];
      const others = options.chosen ? [] : otherGames(game, registry, 'cards', io);
      io.stdout.write(`${[...heading, table([...catalogue.columns], catalogue.cards.map((d) => [...d.row]), width, [...catalogue.maxWidths]), ...others].join('\n')}\n`);
    }
    return 0;
  }
  const { card, whose } = await lookUp(query, catalogue, options, io);
  if (options.json) {
    // stdout stays the JSON a program reads; whose card it is goes to stderr.
    if (whose) note(io, `${card.name} is a card of ${whose}.`);
    io.stdout.write(`${safeJson([card.json], 2)}\n`);
    return 0;
  }
  // Not wrapped: the command in it stays whole for a copy.
  io.stdout.write(`${whose ? `A card of ${whose}:\n\n` : ''}${describeCard(card, width)}\n`);
  return 0;
}
