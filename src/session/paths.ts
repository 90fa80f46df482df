// Where junta keeps its state: $XDG_STATE_HOME/junta (default ~/.local/state/junta/); saves live
// in its games/ folder (saves.ts).
import { homedir } from 'node:os';
import { join } from 'node:path';

export function stateDir(env: Record<string, string | undefined>): string {
  const base = env.XDG_STATE_HOME && env.XDG_STATE_HOME.startsWith('/') ? env.XDG_STATE_HOME : join(env.HOME || homedir(), '.local', 'state');
  return join(base, 'junta');
}
