// The game-module core as the package exports it ('junta/core'): the interfaces every game of the
// family keeps (its info, rules, module, wire schemas, bots, text), the words every game shares
// (Seat, Random, a name's bounds, the seat order round the table), a registry of games by id and
// record format, and a record's replay over any game's rules alone.
export * from './game.js';
export type { Random, Seat } from './types.js';
export { NAME_MAX_LENGTH, nameKey } from './names.js';
export { clockwiseFrom, fromLeftOf, nextSeat, type Table } from './seats.js';
export { GameRegistry, type GameEntry } from './registry.js';
export { replayGame, type RecordedGame, type Replayed, type ReplayedStep } from './replay.js';
