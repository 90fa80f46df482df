// `junta resume --list`: every game's saves in the state folder, unfinished first, then finished
// ones, then the files that cannot be read. Each save's game is its record's format, found in the
// registry: its rules replay the save for where it stands (its round, where the game counts
// rounds), and a save of a game other than the default one says which game it is.
import type { GameRegistry } from '../../core/registry.js';
import { replayGame } from '../../core/replay.js';
import { lastPlayed } from '../../session/played.js';
import { recordedGame } from '../../session/records.js';
import type { SavedGame, SaveStore } from '../../session/saves.js';
import { padEnd, shown } from '../../text/width.js';
import { juntaCommand } from '../invocation.js';
import type { Io } from '../io.js';

/** Where an unfinished save stands: its round ("starting" before the first), else its number of actions; or that it does not replay. */
async function standing(save: SavedGame, registry: GameRegistry): Promise<string> {
  if (save.finished) return 'finished';
  // The store read the save with its game's schema, so its format is a registered game's.
  const module = await registry.byFormat(save.record.format)!.load();
  const replay = replayGame(module.rules, recordedGame(save.record));
  if (!replay.ok) return 'does not replay';
  if (!module.round) return `${save.record.actions.length} actions`;
  const round = module.round(replay.state);
  return round === 0 ? 'starting' : `round ${round}`;
}

export async function listSaves(store: SaveStore, io: Io, registry: GameRegistry): Promise<number> {
  const { games, broken } = await store.list();
  const line = async (g: SavedGame) => {
    const open = g.openBy ? ` · open in another junta (process ${g.openBy.pid})` : '';
    const game = g.record.format === registry.default.recordFormat ? '' : ` · ${registry.byFormat(g.record.format)!.title}`;
    return `  ${g.id}  ${padEnd(await standing(g, registry), 15)}  ${lastPlayed(g)}  ${g.record.players.map((p) => shown(p.name)).join(', ')}${g.mode === 'local' ? '' : ` (${g.mode})`}${game}${open}`;
  };
  const unfinished = games.filter((g) => !g.finished);
  const finished = games.filter((g) => g.finished);
  const lines = [`Saved games in ${shown(store.dir, 200)}`];
  lines.push('', unfinished.length ? `Unfinished (${juntaCommand('resume ID', io.env)}):` : 'No unfinished games.', ...await Promise.all(unfinished.map(line)));
  if (finished.length) lines.push('', `Finished (${juntaCommand('replay <file>', io.env)}):`, ...await Promise.all(finished.map(line)));
  if (broken.length) lines.push('', 'Cannot be read (kept as they are):', ...broken.map((b) => `  ${shown(b.file, 60)}: ${shown(b.reason, 200)}`));
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
