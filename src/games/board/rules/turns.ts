// Turns or decisions one after another in an order fixed when they start (rulings B15, B26, B29, B36,
// B37, B42, B58, B59): the order and who is at it; the political game's frames and the coup's share it.
import type { Seat } from '../../../core/types.js';

export interface Turns {
  order: Seat[];
  at: number;
}
