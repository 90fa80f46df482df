// string-width as the tests load it for Ink and the screens (test/support/resolver.cjs): the same
// function, each text measured once. Ink measures every line of every frame it draws, and a whole
// game by keys draws thousands of frames that repeat most of their lines.
import stringWidth from 'string-width';

const measured = new Map<string, number>();

export default function memoStringWidth(text: string, options?: Parameters<typeof stringWidth>[1]): number {
  if (options !== undefined || typeof text !== 'string') return stringWidth(text, options);
  let width = measured.get(text);
  if (width === undefined) {
    // Bounded: a long run of tests measures many texts once each.
    if (measured.size >= 50_000) measured.clear();
    width = stringWidth(text);
    measured.set(text, width);
  }
  return width;
}
