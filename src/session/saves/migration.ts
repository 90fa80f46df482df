// The single autosave.json (and autosave.previous.json) of earlier versions become saves of their
// own the first time the store is used; one that cannot be read is moved in as it is, to be
// reported by name and kept. An old save is a bare record (Las Cartas' then): read as any record,
// its game found by the format it names, and replayed through that game's module to say whether
// it was finished.
import { lstatSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRegistry } from '../../core/registry.js';
import { replayGame } from '../../core/replay.js';
import { ensureFolder, writeFileAtomically } from '../../io/files.js';
import { gameForFormat, parseAnyRecord, readJsonFile, recordedGame } from '../records.js';
import { envelopeText, newId, savePath, type SaveEnvelope } from './envelope.js';

/** The old save files, the previous one first (so the newer one is the more recent save). */
const OLD_SAVES = ['autosave.previous.json', 'autosave.json'];

/** The envelope of an old save file last written at `mtime`; null when it is not a readable record of a game of `registry`. */
async function envelopeOf(old: string, id: string, mtime: number, registry: GameRegistry): Promise<SaveEnvelope | null> {
  try {
    const record = await parseAnyRecord(readJsonFile(old), old, registry);
    const rules = (await gameForFormat(registry, record.format))!.rules;
    const replay = replayGame(rules, recordedGame(record));
    const time = new Date(mtime).toISOString();
    return { id, mode: 'local', created: time, updated: time, finished: replay.ok && rules.isOver(replay.state), record };
  } catch {
    return null;
  }
}

/**
 * Moves the old save files of `stateFolder` into the games folder `dir`. Returns false when one
 * could not be moved (the folder cannot be written: it stays where it is, untouched, for next time).
 */
export async function migrateOldSaves(stateFolder: string, dir: string, registry: GameRegistry): Promise<boolean> {
  let done = true;
  for (const name of OLD_SAVES) {
    const old = join(stateFolder, name);
    let mtime: number;
    try {
      mtime = lstatSync(old).mtimeMs;
    } catch {
      continue;
    }
    try {
      ensureFolder(dir);
      const id = newId(mtime);
      const envelope = await envelopeOf(old, id, mtime, registry);
      if (envelope) {
        writeFileAtomically(savePath(dir, id), envelopeText(envelope));
        rmSync(old, { force: true });
      } else {
        renameSync(old, join(dir, `${name.replace(/\.json$/, '')}-${newId(mtime)}.json`));
      }
    } catch {
      done = false;
    }
  }
  return done;
}
