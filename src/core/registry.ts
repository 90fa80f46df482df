// The game registry: every game by its id and by its record format (a record's or a save's game is
// its `format`, so every record written so far names its game). An entry is the game's cheap
// GameInfo; its rules load on demand, so a command that only names a game loads none of them.
import type { GameInfo, GameModule } from './module.js';

export interface GameEntry extends GameInfo {
  /** The game's module, loaded on first use. */
  load(): Promise<GameModule>;
}

export class GameRegistry {
  private readonly ids = new Map<string, GameEntry>();
  private readonly formats = new Map<string, GameEntry>();

  /** The game played when none is named. */
  readonly default: GameEntry;

  /**
   * `defaultId`: the game played when none is named (the first entry when not given); `family`:
   * what the games are together, in a few words (the program's help opens with it).
   */
  constructor(entries: readonly GameEntry[], defaultId: string | undefined = entries[0]?.id, readonly family = 'a family of games') {
    for (const entry of entries) {
      if (this.ids.has(entry.id)) throw new Error(`two games have the id "${entry.id}"`);
      if (this.formats.has(entry.recordFormat)) throw new Error(`two games write records of format "${entry.recordFormat}"`);
      this.ids.set(entry.id, entry);
      this.formats.set(entry.recordFormat, entry);
    }
    const chosen = defaultId === undefined ? undefined : this.ids.get(defaultId);
    if (!chosen) throw new Error(`the default game "${defaultId}" is not registered`);
    this.default = chosen;
  }

  /** Every game, in the order registered. */
  all(): GameEntry[] {
    return [...this.ids.values()];
  }

  byId(id: string): GameEntry | undefined {
    return this.ids.get(id);
  }

  /** The game whose records have this `format`. */
  byFormat(format: string): GameEntry | undefined {
    return this.formats.get(format);
  }
}
