// Colour and symbols, decided by the app itself: NO_COLOR turns colour off (chalk alone would not);
// symbols beyond ASCII are drawn where the locale is UTF-8 (a game's screens pick their own, as Las
// Cartas' vote arrows).

/** Whether the screens may draw Unicode symbols: the locale is UTF-8, and JUNTA_ASCII=1 does not force ASCII. */
function unicodeIn(env: Record<string, string | undefined>): boolean {
  const locale = `${env.LC_ALL ?? ''}${env.LC_CTYPE ?? ''}${env.LANG ?? ''}`;
  return /utf-?8/i.test(locale) && env.JUNTA_ASCII !== '1';
}

export interface Theme {
  color: boolean;
  /** Unicode symbols may be drawn (else ASCII ones). */
  unicode: boolean;
  /** A colour name, or undefined without colour. */
  tint(name: string): string | undefined;
}

export function makeTheme(env: Record<string, string | undefined>): Theme {
  const color = env.NO_COLOR === undefined || env.NO_COLOR === '';
  return { color, unicode: unicodeIn(env), tint: (name) => (color ? name : undefined) };
}
