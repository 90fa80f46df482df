// The modules a traced run of bin/junta.js loaded (test/support/trace-imports.mjs), as source paths:
// a chunk of the bundle (dist/app/, issue 24) stands for the modules dist/app/meta.json says it
// holds (src/engine/index.ts, node_modules/zod/…), any other file for its own path.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Metafile {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}

export function loadedModules(traceFile: string, root = process.cwd()): string[] {
  const meta = JSON.parse(readFileSync(join(root, 'dist', 'app', 'meta.json'), 'utf8')) as Metafile;
  const urls = [...new Set(readFileSync(traceFile, 'utf8').split('\n').filter((url) => url.startsWith('file:')))];
  return [...new Set(urls.flatMap((url) => {
    const path = relative(root, fileURLToPath(url)).split('\\').join('/');
    const chunk = meta.outputs[path];
    return chunk ? Object.keys(chunk.inputs) : [path];
  }))];
}
