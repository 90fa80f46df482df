// The modules a traced run of bin/junta.js loaded (test/support/trace-imports.mjs), as source paths:
// a chunk of the bundle (dist/app/) stands for the modules dist/app/meta.json says it
// holds (src/games/las-cartas/rules/index.ts, node_modules/zod/…), any other file for its own path.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Metafile {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}

export function loadedModules(traceFile: string, root = process.cwd()): string[] {
  return modulesOf(readFileSync(traceFile, 'utf8').split('\n'), root);
}

/** The modules loaded before and after the FRAME line of a trace (test/support/trace-frame.mjs). */
export function aroundFirstFrame(traceFile: string, root = process.cwd()): { before: string[]; after: string[] } | null {
  const lines = readFileSync(traceFile, 'utf8').split('\n');
  const frame = lines.indexOf('FRAME');
  if (frame < 0) return null;
  const before = modulesOf(lines.slice(0, frame), root);
  return { before, after: modulesOf(lines.slice(frame + 1), root).filter((m) => !before.includes(m)) };
}

function modulesOf(lines: string[], root: string): string[] {
  const meta = JSON.parse(readFileSync(join(root, 'dist', 'app', 'meta.json'), 'utf8')) as Metafile;
  const urls = [...new Set(lines.filter((url) => url.startsWith('file:')))];
  return [...new Set(urls.flatMap((url) => {
    const path = relative(root, fileURLToPath(url)).split('\\').join('/');
    const chunk = meta.outputs[path];
    return chunk ? Object.keys(chunk.inputs) : [path];
  }))];
}
