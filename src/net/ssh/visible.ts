// Outside text on its way to an SSH client (player names, the prompts that quote them), made safe
// for a terminal: control, format and separator characters become readable escapes (`\x1b`).
// A stand-in, named for what it does, until the project's one sanitizer (src/session/sanitize.ts,
// `visible`, on the safety branch) is merged here: then this file goes and its callers import that.

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

function escapeCodePoint(cp: number): string {
  if (cp <= 0xff) return `\\x${cp.toString(16).padStart(2, '0')}`;
  if (cp <= 0xffff) return `\\u${cp.toString(16).padStart(4, '0')}`;
  return `\\u{${cp.toString(16)}}`;
}

/** One line of outside text, safe for a terminal (newlines escaped too). */
export function sshVisible(text: string): string {
  return text.replace(UNSAFE, (ch) => escapeCodePoint(ch.codePointAt(0)!));
}
