// Where live games are saved: $XDG_STATE_HOME/junta/autosave.json (default ~/.local/state/junta/).
import { homedir } from 'node:os';
import { join } from 'node:path';

export function stateDir(env: Record<string, string | undefined>): string {
  const base = env.XDG_STATE_HOME && env.XDG_STATE_HOME.startsWith('/') ? env.XDG_STATE_HOME : join(env.HOME || homedir(), '.local', 'state');
  return join(base, 'junta');
}

export function autosavePath(env: Record<string, string | undefined>): string {
  return join(stateDir(env), 'autosave.json');
}

/** The save a new game's autosave replaces is kept here, so starting a game never loses one. */
export function previousSavePath(env: Record<string, string | undefined>): string {
  return join(stateDir(env), 'autosave.previous.json');
}
