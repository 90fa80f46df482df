// Colour and symbols, decided by the app itself: NO_COLOR turns colour off (chalk alone would not).

/** The vote glyphs the screens draw: Unicode arrows where the locale is UTF-8, else ASCII (JUNTA_ASCII=1 forces it). */
export interface Glyphs {
  for: string;
  against: string;
}

function glyphs(env: Record<string, string | undefined>): Glyphs {
  const locale = `${env.LC_ALL ?? ''}${env.LC_CTYPE ?? ''}${env.LANG ?? ''}`;
  const unicode = /utf-?8/i.test(locale) && env.JUNTA_ASCII !== '1';
  return unicode ? { for: '▲ for', against: '▼ against' } : { for: '+ for', against: '- against' };
}

export interface Theme {
  color: boolean;
  glyphs: Glyphs;
  /** A colour name, or undefined without colour. */
  tint(name: string): string | undefined;
}

export function makeTheme(env: Record<string, string | undefined>): Theme {
  const color = env.NO_COLOR === undefined || env.NO_COLOR === '';
  return { color, glyphs: glyphs(env), tint: (name) => (color ? name : undefined) };
}
