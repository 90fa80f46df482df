// The heuristic bot in the shadows (rulings B24–B38): Locations against the threats it sees,
// assassination announcements and reactions, banking, and exile.
import type { Deciders } from './heuristic-context.js';

export const shadowsDeciders: Deciders = {};
