// A text's width measured once: a screen measures the same names and cells on every frame, and
// string-width segments every grapheme each time. Bounded, since outside text (names, log lines)
// is not kept without limit.

/** `measure`, each text measured once while at most `most` texts are kept (then the count starts again). */
export function measuredOnce(measure: (text: string) => number, most: number): (text: string) => number {
  const measured = new Map<string, number>();
  return (text) => {
    let width = measured.get(text);
    if (width === undefined) {
      if (measured.size >= most) measured.clear();
      width = measure(text);
      measured.set(text, width);
    }
    return width;
  };
}
