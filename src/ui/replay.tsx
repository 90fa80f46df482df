// `junta replay --interactive`: the game's record viewer (its module's screens) inside the shell,
// on this terminal; a seat's view and everything only where the record may be shown whole (R5).
// Generic: the record, its setup and its steps arrive in the game's own types, replayed by the CLI through the game's rules.
import { loadFull, type ReplayAudience, type ReplayProps } from './game-screens.js';
import { runShell } from './shell.js';
import { localTerminal } from './terminal.js';
import { makeTheme } from './theme.js';

/** What the viewer shows: the game's record, its setup and its replayed steps, and how many players it has. */
export type ReplayInput = Pick<ReplayProps, 'record' | 'initial' | 'steps'> & { players: number };

export async function runReplayTui(game: { title: string; screens?(): Promise<unknown> }, input: ReplayInput, allowPrivate: boolean, start: ReplayAudience, at: number, env: Record<string, string | undefined>): Promise<number> {
  const audiences: ReplayAudience[] = allowPrivate ? ['public', ...Array.from({ length: input.players }, (_, i) => i), 'all'] : ['public'];
  const { Replay } = await loadFull(game);
  const result = await runShell({ terminal: localTerminal() }, (
    <Replay record={input.record} initial={input.initial} steps={input.steps} audiences={audiences} start={start} at={at} theme={makeTheme(env)} />
  ));
  if (result.error) throw result.error;
  return result.code;
}
