// A game's reference text as `junta rules`, `junta cards`, `junta help TOPIC`, the completion
// scripts and the screens' `?` and card overlay show it (R1–R28's and V1–V31's topics and catalogues).

/** One rules topic: `junta rules TOPIC`, `junta help TOPIC`. */
export interface RulesTopic {
  id: string;
  title: string;
  /** One line, for the topic list. */
  summary: string;
  /** Full text: plain paragraphs and "- " bullets, unwrapped (the CLI wraps it to the terminal). */
  body: string;
}

/** One card of a game's catalogue as `junta cards` shows it. */
export interface CatalogueCard {
  id: string;
  name: string;
  /** Its row in the catalogue table, one cell per `CardCatalogue.columns` entry (the last: its text). */
  row: readonly string[];
  /** The lines above its text when shown alone (`junta cards thief`): what kind of card, how many, its numbers. */
  heading: readonly string[];
  /** What it does, unwrapped. */
  text: string;
  /** What `junta cards --json` prints for it. */
  json: Readonly<Record<string, unknown>>;
}

export interface CardCatalogue {
  /** The catalogue table's column headings; the last column (the card's text) takes the rest of the width. */
  columns: readonly string[];
  /** The widest each column but the last may be, where a cell would be wider (it wraps). */
  maxWidths: readonly number[];
  cards: readonly CatalogueCard[];
}

/** A card as the screens tell it over a table: the card overlay, plain mode's `card NAME`. */
export interface CardFace {
  /** The names a player may look it up by (in any case, by their start), its full name first. */
  names: readonly string[];
  title: string;
  lines: readonly string[];
}

/** A game's reference text: what `junta rules`, `junta cards`, `junta help TOPIC` and the completion scripts show. */
export interface GameText {
  /** In reading order; the first is where a new player starts. */
  topics: readonly RulesTopic[];
  cards: CardCatalogue;
  /** The table screen's notation in a line, shown above the rules in a game (`?`); absent: none. */
  legend?: string;
  /**
   * Every card a player may hold or see in play as the screens tell it (`all`), and the face of a
   * card by its id in play (`of`: Las Cartas' "thief#2" is a Thief), undefined for no card of the
   * game. Without it, the catalogue's cards by their heading and text, a card in play by its id.
   */
  faces?: { all: readonly CardFace[]; of(card: string): CardFace | undefined };
}
