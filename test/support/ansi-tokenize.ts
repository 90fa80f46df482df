// @alcalzone/ansi-tokenize as the tests load it for Ink (test/support/resolver.cjs): the same
// functions, each line tokenized and styled once, and a run of characters in the same style joined
// without diffing their styles (the diff of a style with itself is empty: the same text). Ink styles
// every line of every frame it draws, character by character, and a whole game by keys draws
// thousands of frames that repeat most of their lines.
import { ansiCodesToString, diffAnsiCodes, styledCharsFromTokens as styledFromTokens, tokenize as tokenizeAll } from '@alcalzone/ansi-tokenize';

export * from '@alcalzone/ansi-tokenize';

type Token = ReturnType<typeof tokenizeAll>[number];
type StyledChar = ReturnType<typeof styledFromTokens>[number];
type Codes = StyledChar['styles'];

/** Bounded: a long run of tests draws many lines once each. */
const MOST = 20_000;
const tokenized = new Map<string, Token[]>();
const styled = new WeakMap<readonly Token[], StyledChar[]>();

/** Frozen, since the same tokens and characters serve every frame that shows the line. */
function frozen<T extends object>(items: T[]): T[] {
  for (const item of items) Object.freeze(item);
  return Object.freeze(items) as T[];
}

export function tokenize(str: string, endChar?: number): Token[] {
  if (endChar !== undefined) return tokenizeAll(str, endChar);
  let tokens = tokenized.get(str);
  if (tokens === undefined) {
    if (tokenized.size >= MOST) tokenized.clear();
    tokens = frozen(tokenizeAll(str));
    tokenized.set(str, tokens);
  }
  return tokens;
}

export function styledCharsFromTokens(tokens: Token[]): StyledChar[] {
  let chars = styled.get(tokens);
  if (chars === undefined) {
    chars = frozen(styledFromTokens(tokens));
    if (Object.isFrozen(tokens)) styled.set(tokens, chars);
  }
  return chars;
}

/** The same codes in the same order: no code to write between the two. */
function same(a: Codes, b: Codes): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i].code !== b[i].code || a[i].endCode !== b[i].endCode) return false;
  return true;
}

export function styledCharsToString(chars: StyledChar[]): string {
  let ret = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (i === 0) ret += ansiCodesToString(char.styles);
    else if (!same(chars[i - 1].styles, char.styles)) ret += ansiCodesToString(diffAnsiCodes(chars[i - 1].styles, char.styles));
    ret += char.value;
    // The active styles reset at the end of the string.
    if (i === chars.length - 1 && char.styles.length > 0) ret += ansiCodesToString(diffAnsiCodes(char.styles, []));
  }
  return ret;
}
