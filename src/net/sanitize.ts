// Text from another machine made safe to draw (architecture.md, "Everything from outside is
// untrusted"): no control, format or separator characters reach a terminal, so a hostile host or
// player cannot write escape sequences, move the cursor or reorder text on someone's screen.
// MERGE NOTE: issue 10 brings the project's one sanitizer (src/session/sanitize.ts); when it lands,
// sanitizeText becomes a call to it and this file goes.

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}]/gu;

/** One line of outside text: NFC, every unsafe character shown as U+FFFD, cut to `max` characters. */
export function sanitizeText(text: string, max = 200): string {
  const clean = text.normalize('NFC').replace(UNSAFE, '\uFFFD');
  const chars = [...clean];
  return chars.length <= max ? clean : `${chars.slice(0, max - 1).join('')}…`;
}
