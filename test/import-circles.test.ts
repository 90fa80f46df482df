// No import circles in src/ (architecture.md's layers read one way): a file never reaches itself
// through its static imports – `import … from`, `export … from`, type-only ones too, since a
// circle of types still ties its files together (none can be read, moved or split alone, and the
// fix is the same: the shared types get a file of their own). A dynamic `import()` is a lazy edge
// (a module loading its bots, its screens, its wire schemas on first use) and closes no circle;
// but a game's parts never import the module that assembles them, statically or not.
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve('src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A file's project imports by kind: `static` (import and export … from, type-only too) and `lazy` (import()), as specifiers. */
function importsIn(path: string, text: string): { static: string[]; lazy: string[] } {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = { static: [] as string[], lazy: [] as string[] };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.static.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.static.push(node.argument.literal.text); // `import('./x.js').T`: a type, as `import type` is
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.lazy.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The import graph of a set of files (paths relative to their root, text by path): each file's static and lazy imports among them. */
function graphOf(sources: Readonly<Record<string, string>>): Map<string, { static: string[]; lazy: string[] }> {
  const known = new Set(Object.keys(sources));
  const target = (file: string, spec: string) => {
    if (!spec.startsWith('.')) return [];
    const base = join(dirname(file), spec).replace(/\.js$/, '');
    return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].filter((c) => known.has(c)).slice(0, 1);
  };
  return new Map(Object.entries(sources).map(([file, text]) => {
    const specs = importsIn(file, text);
    return [file, { static: specs.static.flatMap((s) => target(file, s)), lazy: specs.lazy.flatMap((s) => target(file, s)) }];
  }));
}

/** Every circle of static imports: the strongly connected groups of two files or more, and a file importing itself (Tarjan). */
function circlesOf(graph: Map<string, { static: string[] }>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.static ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)!.static.includes(v)) circles.push(group.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return circles;
}

const sources = Object.fromEntries(files(SRC).map((file) => [relative(SRC, file), readFileSync(file, 'utf8')]));
const graph = graphOf(sources);

test('no file in src/ reaches itself through its imports, type-only ones too', () => {
  expect(circlesOf(graph)).toEqual([]);
});

test('the check sees circles: of two files or three, through type-only imports and re-exports; a lazy import() closes none', () => {
  const circles = (files: Record<string, string>) => circlesOf(graphOf(files));
  expect(circles({ 'a.ts': "import { b } from './b.js';", 'b.ts': "import { a } from './a.js';" })).toEqual([['a.ts', 'b.ts']]);
  expect(circles({
    'core/game.ts': "import type { IsmctsOptions } from './ismcts.js';",
    'core/ismcts.ts': "import type { Choices } from './game.js';\nimport { type Standing } from './statistics.js';",
    'core/statistics.ts': "export type { Standing } from './game.js';",
  })).toEqual([['core/game.ts', 'core/ismcts.ts', 'core/statistics.ts']]);
  expect(circles({ 'ui/table.tsx': "import { x } from '../ui/table.js';" })).toEqual([['ui/table.tsx']]);
  expect(circles({ 'a.ts': "export let b: import('./b.js').B;", 'b.ts': "export type { A } from './a.js';" })).toEqual([['a.ts', 'b.ts']]);
  expect(circles({ 'module.ts': "export const m = { bots: async () => (await import('./bots/index.js')).bots };", 'bots/index.ts': "import { m } from '../module.js';" })).toEqual([]);
  expect(circles({ 'a.ts': "import { b } from './b.js';", 'b.ts': "import { c } from 'c';\nexport const b = 1;" })).toEqual([]);
  // The check reads src/: the registration point's imports are there.
  expect(graph.get('games/index.ts')?.static).toEqual(expect.arrayContaining(['core/registry.ts', 'games/viva/info.ts']));
});

test("a game's module is assembled from its parts, and no part imports it (each game's rules and bots take its rules object from a file of its own)", () => {
  const modules = [...graph.keys()].filter((file) => /^games\/[^/]+\/module\.ts$/.test(file));
  const taking = [...graph].filter(([file, imports]) => {
    // A game's package entry (games/NAME/index.ts: 'junta/games/NAME') exports its module beside its engine: it is no part.
    const own = modules.find((m) => file.startsWith(dirname(m) + '/') && file !== m && file !== `${dirname(m)}/index.ts`);
    return own !== undefined && [...imports.static, ...imports.lazy].includes(own);
  }).map(([file]) => file);
  expect(taking).toEqual([]);
  // The check sees the games and their parts: Viva's module loads its bots lazily and its rules from their own file.
  expect(modules).toEqual(expect.arrayContaining(['games/viva/module.ts', 'games/las-cartas/module.ts']));
  expect(graph.get('games/viva/module.ts')?.lazy).toContain('games/viva/bots/index.ts');
  expect(graph.get('games/viva/bots/index.ts')?.static).toContain('games/viva/rules/index.ts');
});
