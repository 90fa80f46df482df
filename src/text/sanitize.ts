// The one sanitizer between outside text (names, seeds, records, argv, file paths) and a terminal:
// control characters (C0, DEL, C1), bidi controls and other invisible format characters are shown
// as escapes (`\x1b`, `\u202e`), never emitted. No imports: `junta rules` loads this at start-up.

/**
 * Code points that must never reach a terminal raw: controls (C0, DEL, C1), format characters
 * (bidi controls, zero-width characters, tags, BOM, soft hyphen), line and paragraph separators,
 * lone surrogates, and the Hangul fillers that draw as blanks.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115F\u1160\u3164\uFFA0]/u;

/** The joiners that belong to an emoji: a ZWJ sequence (👩‍💻) or a flag's tag sequence (🏴 + tags + cancel tag). */
const EMOJI_SEQUENCE = String.raw`\u{1F3F4}[\u{E0020}-\u{E007E}]{1,30}\u{E007F}|\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?(?:\u200D\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)+`;
const SCAN = new RegExp(`(${EMOJI_SEQUENCE})|${UNSAFE.source}`, 'gu');
const SCAN_KEEPING_NEWLINES = new RegExp(`(${EMOJI_SEQUENCE}|\\n)|${UNSAFE.source}`, 'gu');
const ANY_UNSAFE = new RegExp(UNSAFE.source, 'gu');

/** A code point as an escape a person can read: `\x1b`, `\u202e`, `\u{e0001}`. */
export function escapeCodePoint(cp: number): string {
  if (cp <= 0xff) return `\\x${cp.toString(16).padStart(2, '0')}`;
  if (cp <= 0xffff) return `\\u${cp.toString(16).padStart(4, '0')}`;
  return `\\u{${cp.toString(16)}}`;
}

const escapeMatch = (match: string, kept: string | undefined): string => kept ?? escapeCodePoint(match.codePointAt(0)!);

/** Whether `text` holds a code point the sanitizer would escape (emoji joiners aside). */
export function hasUnsafe(text: string, keepNewlines = false): boolean {
  const scan = keepNewlines ? SCAN_KEEPING_NEWLINES : SCAN;
  scan.lastIndex = 0;
  for (let m = scan.exec(text); m; m = scan.exec(text)) if (m[1] === undefined) return true;
  return false;
}

/** One line of outside text, safe for a terminal: every control or format character (newlines too) becomes an escape. */
export function visible(text: string): string {
  return UNSAFE.test(text) ? text.replace(SCAN, escapeMatch) : text;
}

/** Multi-line text of our own that may embed outside text: our line breaks stay, everything else is escaped. */
export function visibleLines(text: string): string {
  return UNSAFE.test(text) ? text.replace(SCAN_KEEPING_NEWLINES, escapeMatch) : text;
}

/**
 * JSON for machines that is also safe on a terminal: `JSON.stringify` leaves DEL, C1, bidi and
 * other format characters raw; here they become `\u` escapes, so the text decodes to the same value
 * (the line breaks of `indent` are the only raw control characters left: they are outside strings).
 */
export function safeJson(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent);
  return UNSAFE.test(text) ? text.replace(ANY_UNSAFE, (ch) => (ch === '\n' ? ch : utf16Escapes(ch))) : text;
}

/** `\u` escapes of each UTF-16 unit (a surrogate pair for an astral code point), as JSON writes them. */
function utf16Escapes(ch: string): string {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}
