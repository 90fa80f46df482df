// What every reader of a file (records, saves, a save's secrets) says when the file is not the JSON
// or the shape it wants: where (line and column, or the field's path) and why, never the file's
// bytes nor a value taken from them (JSON.parse quotes the text around its error; zod echoes keys).
import type { core } from 'zod';

/** Where JSON text stops being JSON: the offset, whether the text ended there, what was expected. */
interface JsonFault {
  at: number;
  ended: boolean;
  expected: string;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = ['true', 'false', 'null'];
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** The first place `text` breaks JSON's grammar (RFC 8259), or null when it is JSON. Iterative: any depth. */
function jsonFault(text: string): JsonFault | null {
  const n = text.length;
  const stack: string[] = [];
  let i = 0;
  const fault = (expected: string): JsonFault => ({ at: i, ended: i >= n, expected });
  const skip = (): void => { while (i < n && WHITESPACE.has(text[i])) i++; };
  /** Past one string at `i`; a fault when it is not one. */
  const string = (): JsonFault | null => {
    i++;
    for (;;) {
      if (i >= n) return fault('the string to be closed with a double quote');
      const c = text[i];
      if (c === '"') { i++; return null; }
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if (e !== undefined && ESCAPES.has(e)) i += 2;
        else { i++; return fault('a valid escape after a backslash'); }
      } else if (c < ' ') return fault('no control character inside a string');
      else i++;
    }
  };
  let state: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    skip();
    if (state === 'value') {
      if (i >= n) return fault('a value');
      const c = text[i];
      if (c === '{' || c === '[') {
        i++;
        skip();
        if (text[i] === (c === '{' ? '}' : ']')) { i++; state = 'after'; } else { stack.push(c); state = c === '{' ? 'key' : 'value'; }
      } else if (c === '"') {
        const bad = string();
        if (bad) return bad;
        state = 'after';
      } else if (c === '-' || (c >= '0' && c <= '9')) {
        NUMBER.lastIndex = i;
        if (!NUMBER.test(text)) return fault('a number');
        i = NUMBER.lastIndex;
        state = 'after';
      } else {
        const literal = LITERALS.find((word) => text.startsWith(word, i));
        if (literal) { i += literal.length; state = 'after'; } else {
          const rest = text.slice(i);
          if (LITERALS.some((word) => word.startsWith(rest))) { i = n; return fault('the rest of true, false or null'); }
          return fault('a value (an object, a list, a string, a number, true, false or null)');
        }
      }
    } else if (state === 'key') {
      if (text[i] !== '"') return fault('a field name in double quotes');
      const bad = string();
      if (bad) return bad;
      skip();
      if (text[i] !== ':') return fault('a colon after the field name');
      i++;
      state = 'value';
    } else {
      const open = stack.at(-1);
      if (open === undefined) return i < n ? fault('the end of the file after the value') : null;
      const close = open === '{' ? '}' : ']';
      if (text[i] === ',') { i++; state = open === '{' ? 'key' : 'value'; } else if (text[i] === close) { stack.pop(); i++; } else {
        return fault(`a comma or ${open === '{' ? 'a closing brace' : 'a closing bracket'}`);
      }
    }
  }
}

/** Line and column (from 1; columns in characters) of an offset into `text`. */
function lineAndColumn(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: [...before.slice(lineStart)].length + 1 };
}

/**
 * Why `text` is not JSON, in words that name where and what was expected, or null when it is.
 * A truncated text is said to end early; the text itself is never quoted.
 */
export function jsonTextProblem(text: string): string | null {
  if (text.trim() === '') return 'the file is empty';
  const fault = jsonFault(text);
  if (!fault) return null;
  const { line, column } = lineAndColumn(text, fault.at);
  return fault.ended
    ? `the file ends early, at line ${line}, column ${column}: expected ${fault.expected}`
    : `not valid JSON at line ${line}, column ${column}: expected ${fault.expected}`;
}

/** JSON.parse's value of `text`; throws the `jsonTextProblem` sentence (never JSON.parse's, which quotes the text) when it is not JSON. */
export function parseJsonText(text: string, fail: (problem: string) => Error): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw fail(jsonTextProblem(text) ?? 'not valid JSON');
  }
}

/** A field's path as a reader names it: players[1].name, actions[3]. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('') || 'the record';
}

/** A schema's refusal as a reader tells it: the path (never a key the file made up) and a reason that quotes no value of the file. */
export interface SchemaProblem {
  path: PropertyKey[];
  message: string;
}

/**
 * One zod issue without the file's bytes: zod names an unknown key and a record's bad key (in its
 * message or its path), and a schema's own message may quote its input; these are said in words.
 */
export function schemaProblem(issue: core.$ZodIssue): SchemaProblem {
  const path = [...issue.path];
  switch (issue.code) {
    case 'unrecognized_keys':
      return { path, message: issue.keys.length === 1 ? 'has a field this format does not have' : `has ${issue.keys.length} fields this format does not have` };
    case 'invalid_key':
      return { path: path.slice(0, -1), message: 'has a key this format does not allow' };
    default: {
      const input = (issue as { input?: unknown }).input;
      const quotes = typeof input === 'string' && input.length >= 3 && issue.message.includes(input);
      return { path, message: quotes ? 'is not a value this format allows here' : issue.message };
    }
  }
}
