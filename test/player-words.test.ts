// What a player reads says each rule in words: a ruling's number (R1–R28, V1–V31, B1–B77) appears only in
// the rulings topic (`junta rules rulings`), in code and in tests. Read four ways: every string
// the source may show (its literals, codes such as fail('V9', …) and the rulings topics aside);
// every card, face and rules topic of each registered game; every prompt, choice, refusal,
// sentence, news and narration line of seeded games of each game played through plain mode's
// prompts, with the engine's refusals of stale actions, and the replay fixtures' narrations; and
// the README's sections for players (its sections for programmers may cite rulings).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import seedrandom from 'seedrandom';
import ts from 'typescript';
import { narrate } from '../src/cli/narration.js';
import type { GameModule, GameText } from '../src/core/game.js';
import type { GameEntry } from '../src/core/registry.js';
import { games } from '../src/games/index.js';
import type { GameScreens } from '../src/ui/game-screens.js';

/** A ruling's number as a player would read it: "V24", "(R9)"; not "VP" nor "V2X". */
const RULING = /\b[RV]\d{1,2}\b/;
/**
 * Any game's ruling, the board game's "B17" too: what plain mode shows in play and the rulings topics are
 * held to it; the board game's rules texts and refusals still cite theirs (its content's to say in words).
 */
const ANY_RULING = /\b[RVB]\d{1,2}\b/;
/** A literal that is only a ruling's code: the engine's refusal codes and the types that name them. */
const CODE = /^[RV]\d{1,2}$/;
/** A rulings topic's text is written as one long literal; no sentence a screen shows is this long. */
const RULINGS_TEXT_LENGTH = 1000;

interface Said { where: string; text: string }
const cited = (said: readonly Said[], ruling = RULING): string[] => said.filter((s) => ruling.test(s.text)).map((s) => `${s.where}: ${s.text}`);

const rulingsOf = (text: GameText) => text.topics.find((t) => t.id === 'rulings');

describe('the rulings topic', () => {
  test.each(games.all().map((g) => [g.id, g] as const))('%s has a rulings topic citing its rulings by number, for the player who wants them', async (_, entry) => {
    const rulings = rulingsOf(await entry.text());
    expect(rulings).toBeDefined();
    expect(rulings!.body).toMatch(ANY_RULING);
  });
});

/** Every string literal, template part and JSX text of a source file, with its line. */
function literals(file: string): Said[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Said[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      out.push({ where: `${relative(process.cwd(), file)}:${line}`, text: node.text });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

test('no string of the source names a ruling, apart from the codes of refusals and the rulings topics themselves', async () => {
  const topics = await Promise.all(games.all().map(async (g) => rulingsOf(await g.text())!));
  // The rulings topic's text, whole (a short fragment such as " (R11)" found in it does not count).
  const inRulings = (text: string) => topics.some((t) => (text.length >= RULINGS_TEXT_LENGTH && t.body.includes(text)) || t.title === text);
  const said = sourceFiles('src').flatMap(literals).filter((s) => !CODE.test(s.text) && !inRulings(s.text));
  expect(cited(said)).toEqual([]);
});

describe.each(games.all().map((g) => [g.id, g] as const))('%s', (_, entry: GameEntry) => {
  test('its cards, as the catalogue, one card alone and the card overlay show them, name no ruling', async () => {
    const { cards, faces, legend } = await entry.text();
    const said: Said[] = [
      ...cards.columns.map((text) => ({ where: 'column', text })),
      ...cards.cards.flatMap((c) => [...c.row, ...c.heading, c.text].map((text) => ({ where: `card ${c.name}`, text }))),
      ...(faces?.all ?? []).flatMap((f) => [f.title, ...f.lines].map((text) => ({ where: `face ${f.title}`, text }))),
      { where: 'legend', text: legend ?? '' },
    ];
    expect(said.length).toBeGreaterThan(cards.cards.length);
    expect(cited(said)).toEqual([]);
  });

  test('a card shown alone is told by its name and numbers, with no id line; --json keeps the id for programs', async () => {
    const { cards } = await entry.text();
    expect(cards.cards.filter((c) => c.heading.some((line) => /\bId\b/.test(line))).map((c) => c.name)).toEqual([]);
    expect(cards.cards.every((c) => c.heading[0].startsWith(c.name) && c.json.id === c.id)).toBe(true);
  });

  test('its rules topics name no ruling, apart from the rulings topic itself (whose line in the list names none either)', async () => {
    const { topics } = await entry.text();
    const said = topics.flatMap((t): Said[] => [
      { where: `topic ${t.id} summary`, text: t.summary },
      ...(t.id === 'rulings' ? [] : [{ where: `topic ${t.id}`, text: t.title }, { where: `topic ${t.id}`, text: t.body }]),
    ]);
    expect(cited(said)).toEqual([]);
  });

  test.each([['words-a', 3], ['words-b', 4], ['words-c', 5]] as const)('a seeded game (%s, %i players) read through plain mode names no ruling in a prompt, a refusal, a sentence or the narration', async (seed, count) => {
    const said = await playedGame(entry, seed, count);
    expect(said.some((s) => s.where.startsWith('refusal'))).toBe(true);
    expect(cited(said, ANY_RULING)).toEqual([]);
  });
});

test.each(readdirSync(join('test', 'fixtures')).filter((f) => f.endsWith('.narration.txt')))('the narration of the replay fixture %s names no ruling', (file) => {
  const lines = readFileSync(join('test', 'fixtures', file), 'utf8').split('\n');
  expect(cited(lines.map((text, i) => ({ where: `${file}:${i + 1}`, text })))).toEqual([]);
});

/** Where the README stops speaking to players: from here on it is for programmers (the engine, records, layout). */
const README_FOR_PROGRAMMERS = /^## The engine\b/m;

test("the README's sections for players (playing, the network, limits) say each rule in words, naming no ruling", () => {
  const text = readFileSync('README.md', 'utf8');
  const end = text.search(README_FOR_PROGRAMMERS);
  expect(end).toBeGreaterThan(0);
  const lines = text.slice(0, end).split('\n');
  expect(cited(lines.map((line, i) => ({ where: `README.md:${i + 1}`, text: line })))).toEqual([]);
});

/** Actions taken before a game stops being followed: enough for several rounds of either game. */
const MAX_ACTIONS = 600;
/** Earlier actions tried again on the present state, each step: the engine's refusals in words. */
const STALE_TRIES = 2;

/**
 * A seeded game of random legal actions, read at every decision as plain mode shows it: the table,
 * the seat's own, its prompt and what each numbered choice answers (a refusal, or the next prompt),
 * the news and notebook after each step, what the engine says to earlier actions tried again, and
 * the whole game's narration.
 */
async function playedGame(entry: GameEntry, seed: string, count: number): Promise<Said[]> {
  const game = (await entry.load()) as GameModule;
  const { rules } = game;
  const screens = (await game.screens!()) as GameScreens;
  const { prompts, sentences } = screens.plain;
  // A game seats its own numbers (the board game 4 to 7): the count is brought within them.
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].slice(0, Math.min(game.players.max, Math.max(game.players.min, count)));
  const random = seedrandom(seed);
  const said: Said[] = [];
  const hear = (where: string, lines: readonly (string | null)[]) => lines.forEach((text) => text !== null && said.push({ where, text }));
  const created = rules.create({ seed, players: names });
  let state = created.state;
  const steps: { events: unknown[] }[] = [];
  const log: { step: number; actor: number | null; events: unknown[] }[] = [{ step: 0, actor: null, events: created.events }];
  const tried: unknown[] = [];
  for (let n = 0; n < MAX_ACTIONS && !rules.isOver(state); n++) {
    const seat = rules.pending(state).required[0]?.seat;
    if (seat === undefined) break;
    const view = rules.viewFor(state, seat);
    hear('table', sentences.table(view, names));
    hear('own', sentences.own(view, names));
    hear('notebook', [screens.story.notebook(view, log, names)]);
    readPrompt(prompts, prompts.open(view, 'decide', names, false), hear);
    if (rules.pending(state).optional.some((o) => o.seat === seat)) readPrompt(prompts, prompts.open(view, 'optional', names, true), hear);
    for (let i = 0; i < STALE_TRIES && tried.length > 0; i++) {
      const stale = rules.apply(state, tried[Math.floor(random() * tried.length)]);
      if (!stale.ok) hear('refusal by the rules', [stale.error.message]);
    }
    const choices = rules.legalActions(state, seat);
    const drawn = [...choices.actions, ...choices.samplers.map((sample) => sample(random)).filter((a) => a !== null)];
    const result = rules.apply(state, drawn[Math.floor(random() * drawn.length)]);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.message}`);
    state = result.state;
    tried.push(result.action);
    steps.push({ events: result.events });
    log.push({ step: log.length, actor: seat, events: result.events });
    hear('news', screens.story.news(log, log.length - 1, names));
  }
  hear('narration', narrate(game, created.events, steps, names, 'all'));
  if (rules.isOver(state)) hear('scores', sentences.scores(screens.story.finalScores(log, names)));
  return said;
}

/** A prompt's lines and question, and what each of its numbered choices answers, one level down. */
function readPrompt(prompts: GameScreens['plain']['prompts'], prompt: unknown, hear: (where: string, lines: readonly string[]) => void): void {
  if (prompt === null) return;
  const read = (p: unknown, where: string) => {
    const text = prompts.text(p);
    hear(where, [...text.lines, text.ask]);
    return text.lines.map((l) => /^ {2}(\d+)\. /.exec(l)?.[1]).filter((n) => n !== undefined);
  };
  for (const number of read(prompt, 'prompt')) {
    const answer = prompts.answer(prompt, number);
    if (answer.kind === 'refused') hear('refusal by the prompt', [answer.reason]);
    else if (answer.kind === 'prompt') read(answer.prompt, 'prompt, one choice down');
  }
}
