// The saves, one file per game, as the rest of the program uses them: the store of a state folder
// (saves/store.ts), a game held open through it (saves/slot.ts), the envelope each file holds
// (saves/envelope.ts), the lock a running game takes (saves/locks.ts) and how a lock's process is
// told alive (saves/probe.ts). Pruning, secrets and the move of the old autosave.json are the
// store's own business (saves/pruning.ts, saves/secrets.ts, saves/migration.ts).
export { looksLikeId, type GameMode, type SaveEnvelope, type SaveExtras } from './saves/envelope.js';
export { GameOpenElsewhere, type LockOwner } from './saves/locks.js';
export { systemProbe, type ProcessProbe } from './saves/probe.js';
export { GameSlot } from './saves/slot.js';
export { SaveStore, type BrokenSave, type SavedGame, type StoreOptions } from './saves/store.js';
