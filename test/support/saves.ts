// The saves in a state folder, as tests look at them: each file of games/ with its envelope.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SaveEnvelope } from '../../src/session/saves.js';

export function savesIn(stateHome: string): { path: string; envelope: SaveEnvelope }[] {
  const dir = join(stateHome, 'junta', 'games');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((f) => /^\d{8}-\d{6}-[0-9a-f]{4}\.json$/.test(f))
    .map((f) => ({ path: join(dir, f), envelope: JSON.parse(readFileSync(join(dir, f), 'utf8')) as SaveEnvelope }))
    .sort((a, b) => a.envelope.created.localeCompare(b.envelope.created));
}
