// Hostile record files for `junta replay`, any game (Las Cartas' and Viva's records): the mutations' building blocks,
// a deeply nested file, a FIFO, and the check that a refusal is one line with exit code 2.
import { spawnSync } from 'node:child_process';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Every [container, key] pair in a JSON value, to flip or delete one at random. */
export function slots(value: Json, out: [Json[] | Record<string, Json>, string | number][] = []) {
  if (Array.isArray(value)) value.forEach((child, i) => (out.push([value, i]), slots(child, out)));
  else if (value && typeof value === 'object') for (const [k, child] of Object.entries(value)) out.push([value, k]), slots(child, out);
  return out;
}

export const WEIRD: Json[] = [null, true, -1, 0, 1e308, Number.MAX_SAFE_INTEGER, 1.5, '', 'dragon#9', [], {}, [[[]]], { type: 'fly' }];

/** A record of `format` whose actions hold 100,000 nested arrays. */
export const deeplyNested = (format: string): string =>
  `{"format":"${format}","seed":"x","players":[{"name":"A"},{"name":"B"},{"name":"C"}],"actions":[${'['.repeat(100000)}${']'.repeat(100000)}]}`;

/** A named pipe at `path` (no writer: reading it would block). */
export function mkfifo(path: string): string {
  const made = spawnSync('mkfifo', [path]);
  if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr}`);
  return path;
}

/** Replayed (exit 0) or refused in one line (exit 2), never a stack trace. */
export function expectOneLineOrSuccess(run: { code: number | null; stderr: string }) {
  expect([0, 2]).toContain(run.code);
  expect(run.stderr).not.toMatch(/\n\s+at |Error:|internal error|unexpected error/);
  if (run.code === 2) expect(run.stderr.trim().split('\n')).toHaveLength(1);
}
