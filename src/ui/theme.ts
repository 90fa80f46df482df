// Colour and symbols, decided by the app itself: NO_COLOR turns colour off (chalk alone would not).
import { glyphs, type Glyphs } from './labels.js';

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
