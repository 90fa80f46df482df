// The layers of architecture.md, read from the imports: the screens see only the session, the
// core's shared words, names and game-module interface, and the text and terminal helpers (a
// game's own screens see its rules); nothing outside Las Cartas' rules (src/games/las-cartas/rules)
// reaches into them but through their index; a game's rules import nothing of ours but its content
// and the core (the words every game shares), and its content nothing at all; the text and file
// helpers import nothing of ours but text, so every layer may use them; the game-module core imports
// only itself; a game only the core and its own files, and a
// game's screens (src/games/NAME/ui) also the generic screen kit, the text helpers and the table flow;
// the games are reached only through their registration point, src/games/index.ts; the live session's
// generic files import no game's file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { games } from '../src/games/index.js';

const SRC = resolve('src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each project import of a file, as a path under src/ ("games/las-cartas/rules/index.ts", "session/port.ts"). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specs.map((spec) => relative(SRC, resolve(dirname(file), spec)).replace(/\.js$/, '.ts'));
}

const layer = (path: string) => path.split('/')[0];
/** The game a file belongs to ("las-cartas" for games/las-cartas/module.ts), or null outside a game's folder. */
const gameOf = (path: string) => (/^games\/[^/]+\//.test(path) ? path.split('/')[1] : null);
const REGISTRATION = 'games/index.ts';
/** Whether a file is one of a game's screens, widgets or plain-mode prompts (src/games/NAME/ui/…). */
const isGameScreen = (path: string) => /^games\/[^/]+\/ui\//.test(path);
/** Whether a file is of a game's pure rules (src/games/NAME/rules/…) or its content (src/games/NAME/content/…). */
const isGameRules = (path: string) => /^games\/[^/]+\/rules\//.test(path);
const isGameContent = (path: string) => /^games\/[^/]+\/content\//.test(path);
/** Las Cartas' rules, reached from outside them only through their index (the package's 'junta/games/las-cartas' rules). */
const LAS_CARTAS_RULES = 'games/las-cartas/rules/';
const LAS_CARTAS_RULES_INDEX = 'games/las-cartas/rules/index.ts';
/** A path without its extension: an import names keys.tsx as keys.ts. */
const stem = (path: string) => path.replace(/\.tsx?$/, '');
const all = files(SRC).map((file) => ({ file: relative(SRC, file), imports: importsOf(file) }));

test('the screens import only the session, the core\'s shared words, names and its game module\'s interface, the text and terminal helpers', () => {
  const wrong = all.filter((f) => layer(f.file) === 'ui').flatMap((f) => f.imports
    .filter((i) => !['ui', 'session', 'text', 'terminal'].includes(layer(i)) && !['core/types.ts', 'core/game.ts', 'core/names.ts'].includes(i))
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
});

test("nothing outside Las Cartas' rules imports their internals", () => {
  const wrong = all.filter((f) => !f.file.startsWith(LAS_CARTAS_RULES)).flatMap((f) => f.imports
    .filter((i) => i.startsWith(LAS_CARTAS_RULES) && i !== LAS_CARTAS_RULES_INDEX)
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
});

test("a game's rules import only themselves, its content, its info and the core; its content only itself and the core", () => {
  const sameGame = (f: string, i: string) => gameOf(i) === gameOf(f);
  /** What is known of a game before its rules load (its GameInfo: players, options): data, as its content is. */
  const isGameInfo = (path: string) => /^games\/[^/]+\/info\.ts$/.test(path);
  const wrong = all.flatMap((f) => f.imports
    .filter((i) => (isGameRules(f.file) && !(layer(i) === 'core' || (sameGame(f.file, i) && (isGameRules(i) || isGameContent(i) || isGameInfo(i)))))
      || (isGameContent(f.file) && !(layer(i) === 'core' || (sameGame(f.file, i) && isGameContent(i)))))
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
  // The check sees them: Las Cartas' rules import its content and the core.
  const lasCartasRules = all.filter((f) => f.file.startsWith(LAS_CARTAS_RULES)).flatMap((f) => f.imports);
  expect(lasCartasRules).toEqual(expect.arrayContaining(['games/las-cartas/content/cards.ts', 'core/types.ts']));
});

test('the text and file helpers import nothing of ours but text', () => {
  const wrong = all.filter((f) => ['text', 'io'].includes(layer(f.file))).flatMap((f) => f.imports
    .filter((i) => layer(i) !== 'text')
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
  expect(all.filter((f) => layer(f.file) === 'text').length).toBeGreaterThan(0);
});

test('the session, the bots, the engine, the core and the games never import the screens, the terminal or the CLI (a game\'s screens only the screen kit)', () => {
  const wrong = all.filter((f) => ['session', 'bots', 'core', 'games'].includes(layer(f.file))).flatMap((f) => f.imports
    .filter((i) => ['ui', 'cli', 'net', 'terminal'].includes(layer(i)) && !(isGameScreen(f.file) && layer(i) === 'ui'))
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
});

test('the game-module core imports nothing of ours but the core', () => {
  const wrong = all.filter((f) => layer(f.file) === 'core').flatMap((f) => f.imports
    .filter((i) => layer(i) !== 'core')
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
  expect(all.filter((f) => layer(f.file) === 'core').length).toBeGreaterThan(0);
});

/**
 * The generic screen kit: the src/ui files a game's own screens may import – the
 * contract of a game's screens with the shell, the shell's hook (its size), keys, layout, theme, widths, scrolling and the
 * scrolling list, a network hold's countdown words and the log's lines (events, talk, recaps). The rest of src/ui is the shell, and the
 * shell reaches a game's screens only through its module (`screens()`).
 */
const SCREEN_KIT = ['ui/game-screens.ts', 'ui/ReplayFrame.tsx', 'ui/screens/News.tsx', 'ui/shell.tsx', 'ui/keys.tsx', 'ui/layout.ts', 'ui/theme.ts', 'ui/width.ts', 'ui/scroll.ts', 'ui/useLatest.ts', 'ui/useReplaySteps.ts', 'ui/widgets/ScrollList.tsx', 'ui/network-banner.tsx', 'ui/log-lines.ts'];

test('a game imports only the core and its own files; its screens also the screen kit, the text helpers, the seats\' names, the table flow and the seat port\'s types', () => {
  const allowed = (game: string, file: string, i: string) => layer(i) === 'core' || gameOf(i) === game
    || (isGameScreen(file) && (SCREEN_KIT.map(stem).includes(stem(i)) || layer(i) === 'text' || ['session/flow.ts', 'session/seat-names.ts', 'session/port.ts'].includes(i)));
  const wrong = all.flatMap((f) => {
    const game = gameOf(f.file);
    return game === null ? [] : f.imports.filter((i) => !allowed(game, f.file, i)).map((i) => `${f.file} imports ${i}`);
  });
  expect(wrong).toEqual([]);
  // The check sees them: Las Cartas' decision screen imports the kit, and every kit file is there.
  expect(all.find((f) => f.file === 'games/las-cartas/ui/screens/Decision.tsx')?.imports).toContain('ui/game-screens.ts');
  expect(SCREEN_KIT.filter((k) => !all.some((f) => f.file === k))).toEqual([]);
});

test("the generic screens reach a game's screens only through its module: no src/ui file imports a game", () => {
  const ui = all.filter((f) => layer(f.file) === 'ui');
  expect(ui.flatMap((f) => f.imports.filter((i) => layer(i) === 'games').map((i) => `${f.file} imports ${i}`))).toEqual([]);
  expect(all.find((f) => f.file === 'games/las-cartas/module.ts')?.imports).toContain('games/las-cartas/ui/index.ts');
});

test("the screens' contract imports no game's rules, nor Las Cartas' test aliases", () => {
  const contract = all.find((f) => f.file === 'ui/game-screens.ts')!;
  expect(contract.imports.filter((i) => isGameRules(i) || i.endsWith('test/support/las-cartas.ts'))).toEqual([]);
  // The check sees them: the contract imports the session's generic log, Las Cartas' screens their own types.
  expect(contract.imports).toContain('session/port.ts');
  expect(all.find((f) => f.file === 'games/las-cartas/ui/screen-types.ts')?.imports).toContain(LAS_CARTAS_RULES_INDEX);
});

/** Whether code takes anything from Las Cartas' typed aliases for the tests (test/support/las-cartas.ts), statically or by a dynamic import. */
const takesLasCartasAliases = (code: string) => /from '[^']*support\/las-cartas\.js'|import\('[^']*support\/las-cartas\.js'\)/.test(code);

test("no src file takes Las Cartas' typed aliases of the tests (test/support/las-cartas.ts): the screens, the network, the saves and the CLI take a table of any game through its module", () => {
  const taking = all.filter((f) => takesLasCartasAliases(readFileSync(join(SRC, f.file), 'utf8'))).map((f) => f.file);
  expect(taking).toEqual([]);
  // The check sees both spellings, a type-only import too.
  expect(takesLasCartasAliases("import { game, type Session } from '../../../test/support/las-cartas.js';")).toBe(true);
  expect(takesLasCartasAliases("const { game } = await import('../../test/support/las-cartas.js');")).toBe(true);
  expect(takesLasCartasAliases("import type { Session } from '../test/support/las-cartas.js';")).toBe(true);
  expect(takesLasCartasAliases("import type { Session } from '../../session/runner.js';")).toBe(false);
});

test('only the registration point imports a game\'s files: the other layers reach the games through the registry', () => {
  const wrong = all.filter((f) => f.file !== REGISTRATION).flatMap((f) => f.imports
    .filter((i) => gameOf(i) !== null && gameOf(i) !== gameOf(f.file))
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
});

test('the words every game shares are defined once, in the core: no other file defines a Seat or a Random', () => {
  const wrong = all.filter((f) => layer(f.file) !== 'core')
    .filter((f) => /^export (type|interface) (Seat|Random)\b/m.test(readFileSync(join(SRC, f.file), 'utf8')))
    .map((f) => f.file);
  expect(wrong).toEqual([]);
  expect(readFileSync(join(SRC, 'core', 'types.ts'), 'utf8')).toMatch(/^export type Seat = number;$/m);
});

test('the check sees imports: the screens import the session, a game\'s screens its rules, the registration point its games', () => {
  const ui = all.filter((f) => layer(f.file) === 'ui').flatMap((f) => f.imports);
  expect(ui).toContain('session/port.ts');
  expect(all.filter((f) => isGameScreen(f.file)).flatMap((f) => f.imports)).toContain(LAS_CARTAS_RULES_INDEX);
  expect(all.find((f) => f.file === REGISTRATION)?.imports).toEqual(expect.arrayContaining(['core/registry.ts', 'games/las-cartas/info.ts', 'games/las-cartas/module.ts']));
  expect(all.find((f) => f.file === 'games/las-cartas/module.ts')?.imports).toContain(LAS_CARTAS_RULES_INDEX);
});

/**
 * The live session's generic files: they play any game through its module, so they
 * import only the core, the file and text helpers and one another – no game's file.
 */
const GENERIC_SESSION = ['session/runner.ts', 'session/port.ts', 'session/local-table.ts', 'session/simulate.ts', 'session/simulate-workers.ts', 'session/flow.ts', 'session/network-table.ts'];

test("the session's generic files import no game's file: only the core, the helpers and one another", () => {
  const allowed = (i: string) => ['core', 'io', 'text'].includes(layer(i)) || GENERIC_SESSION.includes(i);
  const generic = all.filter((f) => GENERIC_SESSION.includes(f.file));
  expect(generic.map((f) => f.file).sort()).toEqual([...GENERIC_SESSION].sort());
  expect(generic.flatMap((f) => f.imports.filter((i) => !allowed(i)).map((i) => `${f.file} imports ${i}`))).toEqual([]);
  // The check sees them: the runner imports the core, and a game's rules are not allowed.
  expect(all.find((f) => f.file === 'session/runner.ts')?.imports).toContain('core/game.ts');
  expect(allowed(LAS_CARTAS_RULES_INDEX)).toBe(false);
});

test("the network front ends speak any game: no src/net file imports a game's rules (the game is the given registry's)", () => {
  const net = all.filter((f) => layer(f.file) === 'net');
  const wrong = net.flatMap((f) => f.imports.filter((i) => isGameRules(i)).map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
  // The check sees them: the SSH session's files are there, and the client reaches the games through the registry it is given.
  expect(net.map((f) => f.file)).toEqual(expect.arrayContaining(['net/ssh/gate.ts', 'net/ssh/session.ts', 'net/host.ts']));
  expect(all.find((f) => f.file === 'net/client.ts')?.imports).toContain('core/registry.ts');
});

/**
 * A file's code without its comments: strings, template literals and identifiers stay, so a
 * comment may cite R11 or R15 while the code may not name them.
 */
function codeOf(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
    }
  }
  return out;
}

/** Whether code names Las Cartas' bribe (R11) or Bodyguard reaction (R15); the React library's own names do not count. */
const namesGameWindows = (code: string) => /bribe|react/i.test(code.replace(/from '(react|ink)(\/[\w-]+)?'/g, '').replace(/\bReact\w*/g, ''));

/**
 * Files of the generic layers that still name the bribe or the reaction in code, and why: each is
 * Las Cartas' own (its screens, prompts, narration, tutorial, bots) and moves into the game with
 * the screens, or a name kept for bytes that must not change (records, saves, the wire).
 */
const GAME_WORDS_ALLOWED: Record<string, string> = {
  'session/table-settings.ts': "a hosted table's saved settings: saves made before the hold time had its own name keep it as `bribeWindowMs`, read as `holdMs`",
  'cli/main.ts': "`junta host --bribe-window`: --hold-time's former name, read for one more release",
};

const GENERIC = ['session', 'ui', 'net', 'terminal', 'bots', 'cli', 'core'];

test("no generic layer names Las Cartas' bribe or reaction in its code, but the files listed with their reason", () => {
  const naming = all.filter((f) => GENERIC.includes(layer(f.file)) && namesGameWindows(codeOf(readFileSync(join(SRC, f.file), 'utf8')))).map((f) => f.file);
  // Every file listed still needs it: the list shrinks as files move into the game.
  expect(naming.sort()).toEqual(Object.keys(GAME_WORDS_ALLOWED).sort());
});

test('the check sees code, not comments: a string or an identifier counts, a comment citing R11 does not', () => {
  expect(namesGameWindows(codeOf("const t = 'pass-bribe';"))).toBe(true);
  expect(namesGameWindows(codeOf('passBribe(rest);'))).toBe(true);
  expect(namesGameWindows(codeOf("const x = `a ${'s'}`; if (d.decision === 'react') go();"))).toBe(true);
  expect(namesGameWindows(codeOf("// R11: the bribe\n/* the Bodyguard's reaction (R15) */\nconst url = 'http://example.org';"))).toBe(false);
  expect(namesGameWindows(codeOf("import { useState, type ReactNode } from 'react';"))).toBe(false);
  expect(readFileSync(join(SRC, 'net/hold.ts'), 'utf8')).toMatch(/bribe/);
});

/** Whether code names Las Cartas or its words (its President, Money, coups, rebels, vote arrows). */
const namesLasCartas = (code: string) => /Las Cartas|President|Money|million|\bcoup|Coup|Rebel|[▲▼]/.test(code);



test("no generic file (the screens, the terminal's bell, the session, the network, the CLI, the core) names Las Cartas' words in its code: the game's words come from its module and its screens", () => {
  const shell = floorFiles.filter((f) => !f.file.startsWith('bench/') && namesLasCartas(f.code));
  expect(shell.map((f) => f.file)).toEqual([]);
  // The check sees them: Las Cartas' own screens name its words; a comment does not count.
  expect(namesLasCartas(codeOf(readFileSync(join(SRC, 'games/las-cartas/ui/plain/describe.ts'), 'utf8')))).toBe(true);
  expect(namesLasCartas(codeOf("// the President's bribe (R11)\nconst x = 1;"))).toBe(false);
});

// ---- The generic floors name no game: they read what the registry's modules declare.

/** The layers that serve every game, and the bench that measures them: none may name a game. */
const FLOORS = ['core', 'session', 'net', 'ui', 'cli', 'bots', 'terminal', 'text', 'io'];
const BENCH = resolve('bench');
/** Every file of the generic floors, as a path under src/ (or bench/NAME.js), with its code. */
const floorFiles = [
  ...all.filter((f) => FLOORS.includes(layer(f.file))).map((f) => ({ file: f.file, code: codeOf(readFileSync(join(SRC, f.file), 'utf8')) })),
  ...readdirSync(BENCH).filter((name) => /\.m?js$/.test(name)).map((name) => ({ file: `bench/${name}`, code: codeOf(readFileSync(join(BENCH, name), 'utf8')) })),
];

/** A card's name that is also a word the generic floors say in their own sentences: the board game's Press, and "press Enter". */
const ORDINARY_WORDS: ReadonlySet<string> = new Set(['press']);

/** What names a registered game: its id, title, record format, its options' keys and flags, and its cards' names (but ordinary words). */
const gameWords = await Promise.all(games.all().map(async (entry) => {
  const text = await entry.text();
  const words = [
    entry.id, entry.title, entry.recordFormat, ...entry.options.flatMap((o) => [o.key, o.flag, ...(o.shorthands ?? []).map((s) => s.flag)]),
    ...text.cards.cards.map((card) => card.name),
  ];
  return { id: entry.id, words: [...new Set(words)].filter((w) => w.length > 2 && !ORDINARY_WORDS.has(w.toLowerCase())) };
}));
const escaped = (word: string) => word.replace(/[-[\]{}()*+?.,\\^$|#]/g, '\\$&');
/** The games a file's code names, and by which word ("viva: presidente"): whole words, case-insensitive in strings, as written in identifiers. */
function gamesNamed(code: string): string[] {
  return gameWords.flatMap(({ id, words }) => words.filter((w) => new RegExp(`(?<![\\w-])${escaped(w)}(?![\\w-])`, 'i').test(code)).map((w) => `${id}: ${w}`));
}

test('no file of the generic floors (core, session, net, ui, cli, the bench) names a registered game in its code – its id, title, record format, options or cards', () => {
  const naming = floorFiles.filter((f) => gamesNamed(f.code).length > 0).map((f) => f.file);
  expect(naming).toEqual([]);
  // The check sees them: a card's name in a string, an option's key as an identifier, a record format; not a comment, nor a word inside another.
  expect(gamesNamed(codeOf("const example = ['junta cards thief', 'one card'];"))).toEqual(['las-cartas: Thief']);
  expect(gamesNamed(codeOf('options.firstPresidente = x;'))).toEqual(['viva: firstPresidente']);
  expect(gamesNamed(codeOf("if (format === 'junta-viva/1') go();"))).toContain('viva: junta-viva/1');
  expect(gamesNamed(codeOf("// the Thief (R18)\nconst thieves = 1; const vivacity = 2;"))).toEqual([]);
});

test('only the composition root (cli) imports the registry: the session (its records and saves too) and the network take the registry they are given', () => {
  const importing = all.filter((f) => layer(f.file) !== 'cli' && f.file !== REGISTRATION && f.imports.includes(REGISTRATION)).map((f) => f.file);
  expect(importing).toEqual([]);
  // The check sees them: the program is built over the registry.
  expect(all.find((f) => f.file === 'cli/main.ts')?.imports).toContain(REGISTRATION);
});

test("no file of the generic floors imports a game's rules or content (the name bound is the core's)", () => {
  const importing = all.filter((f) => FLOORS.includes(layer(f.file)) && f.imports.some((i) => isGameRules(i) || isGameContent(i))).map((f) => f.file);
  expect(importing).toEqual([]);
  // The check sees them: a game's module imports its rules and content.
  expect(all.find((f) => f.file === 'games/las-cartas/module.ts')?.imports.some((i) => isGameRules(i))).toBe(true);
});
