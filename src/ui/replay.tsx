// `junta replay --interactive`: the game's record viewer (its module's screens) inside the shell,
// on this terminal; a seat's view and everything only where the record may be shown whole (R5).
import { startRecord, type GameRecord, type ReplayStep } from '../engine/index.js';
import { game as lasCartas } from '../session/las-cartas.js';
import { loadFullScreens, type ReplayAudience } from './game-screens.js';
import { runShell } from './shell.js';
import { localTerminal } from './terminal.js';
import { makeTheme } from './theme.js';

export async function runReplayTui(record: GameRecord, steps: ReplayStep[], allowPrivate: boolean, start: ReplayAudience, at: number, env: Record<string, string | undefined>): Promise<number> {
  const audiences: ReplayAudience[] = allowPrivate ? ['public', ...record.players.map((_, i) => i), 'all'] : ['public'];
  const initial = startRecord(record);
  // The viewer of the record's game: Las Cartas', whose records the interactive replay reads.
  const { Replay } = await loadFullScreens(lasCartas);
  const result = await runShell({ terminal: localTerminal() }, (
    <Replay record={record} initial={initial} steps={steps} audiences={audiences} start={start} at={at} theme={makeTheme(env)} />
  ));
  if (result.error) throw result.error;
  return result.code;
}
