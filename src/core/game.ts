// The game-module core's interfaces in one import (R1–R28, V1–V31): each concept is declared in a
// file of its own – the module and what is known of a game before its rules load (module.ts), the
// rules (rules.ts), the reference text (text.ts), the wire schemas (wire.ts), the bots (bots.ts),
// the narration (narration.ts), the tutorial (tutorial.ts), events retold (retold.ts). None of
// them imports this file, so no circle runs through it.
export * from './bench.js';
export * from './bots.js';
export * from './module.js';
export * from './narration.js';
export * from './retold.js';
export * from './rules.js';
export * from './text.js';
export * from './tutorial.js';
export * from './wire.js';
