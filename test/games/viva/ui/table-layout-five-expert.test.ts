// Viva's public table at 80×24 (table-layout.tsx) in bot games of five players, Expert, with five
// 24-column names (two CJK).
import { tableLayoutTests } from './table-layout.js';

tableLayoutTests([
  ['five-expert-random', 5, 'expert', 'random'],
  ['five-expert-heuristic', 5, 'expert', 'heuristic'],
]);
