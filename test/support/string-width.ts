// string-width as the tests load it for Ink and the screens (test/support/resolver.cjs): the same
// function, each text measured once. Ink measures every line of every frame it draws, and a whole
// game by keys draws thousands of frames that repeat most of their lines.
import stringWidth from 'string-width';
import { measuredOnce } from '../../src/text/measured.js';

/** Bounded: a long run of tests measures many texts once each. */
const once = measuredOnce((text) => stringWidth(text), 50_000);

export default function memoStringWidth(text: string, options?: Parameters<typeof stringWidth>[1]): number {
  return options !== undefined || typeof text !== 'string' ? stringWidth(text, options) : once(text);
}
