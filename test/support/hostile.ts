// Hostile text for the terminal-injection tests: one of each class of control and format character,
// and the check on decoded code points (our own "–" holds the byte 0x93, so bytes would mislead).

/** Code points that must never reach a terminal from outside text, one of each class. */
export const HOSTILE: Record<string, string> = {
  'ESC (C0)': '\x1b',
  'OSC 0 title': '\x1b]0;pwned\x07',
  'OSC 52 clipboard': '\x1b]52;c;cm0gLXJmIH4=\x07',
  'clear screen': '\x1b[2J',
  'C1 CSI': '\u009b31m',
  'C1 NEL': '\u0085',
  DEL: '\x7f',
  'bell and backspace': '\x07\x08',
  'carriage return': '\r',
  newline: '\nFinal scores\n  Mallory  99  winner',
  tab: '\t',
  'bidi override': '\u202e',
  'bidi isolate': '\u2066x\u2069',
  'zero-width space': '\u200b',
  'BOM': '\ufeff',
  'line separator': '\u2028',
  'tag character': '\u{e0041}',
  'lone surrogate': '\ud800',
  'Hangul filler': '\u3164',
};

/** Every code point of a text that is a control, format, separator or surrogate (the decoded check). */
export function unsafeCodePoints(text: string, allowNewline = true): string[] {
  return [...text].filter((ch) => /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u3164]/u.test(ch) && !(allowNewline && ch === '\n'));
}
