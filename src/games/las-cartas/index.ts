// Junta: Las Cartas as the package exports it ('junta/games/las-cartas', and 'junta/engine', its
// alias for one release): its game module (module.ts) and its engine's public API (rules/index.ts:
// pure functions over plain JSON state, rulings R1–R28).
export { lasCartas } from './module.js';
export * from './rules/index.js';
