// Viva el Presidente! in plain mode to its end from a script: `junta play --game viva
// --plain` through the built binary reads a file of lines on stdin – names at the hand-offs, Enter
// where asked, a number at each public window and each decision – and plays the whole game, Basic at
// 3 players and Expert at 5 with 24-column names (two CJK), some seats bots. The script is what an
// in-process run of the same game typed: a seeded pick among the choices the prompt accepts (the
// prompts are pure, so the test asks its own copy of each before typing), and at a window the
// number of the first listed player whose heuristic bot would play. The binary's game is that game:
// the same output up to the seed, the same actions in its --record file, no escape sequence.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { viva } from '../../../src/games/viva/module.js';
import type { Action, Variant, VivaEvent, VivaRecord, VivaState } from '../../../src/games/viva/rules/types.js';
import type { VivaView } from '../../../src/games/viva/rules/view.js';
import { answerPrompt, openPrompt, promptText, type Prompt } from '../../../src/games/viva/ui/plain/prompts.js';
import { LocalTable, localClient } from '../../../src/session/local-table.js';
import { Session } from '../../../src/session/runner.js';
import { shown } from '../../../src/text/width.js';
import type { Ask, LineSource } from '../../../src/ui/plain/lines.js';
import { runPlain } from '../../../src/ui/plain/run.js';
import { NAMES } from './ui/bot-game.js';

type VivaBots = ReturnType<Awaited<ReturnType<typeof viva.bots>>>;

/** Lines typed at one decision before the typist gives up on it. */
const MAX_LINES = 2000;


/**
 * A script's author: answers plain mode as a player would, never a line the prompt refuses (a
 * script's refused line ends the game), and keeps every line typed.
 */
class Typist implements LineSource {
  readonly script: string[] = [];
  readonly interactive = false;
  /** The kinds of decision typed at, and the windows a listed player played at. */
  readonly kinds = new Set<string>();
  windowsPlayed = 0;
  private prompt: Prompt | null = null;
  private typedHere = 0;
  private readonly random: () => number;
  constructor(private readonly session: Session<VivaState, Action, VivaView, VivaEvent, unknown, VivaRecord>, private readonly bots: VivaBots, seed: string) {
    this.random = seedrandom(seed);
  }
  get lineNumber() {
    return this.script.length;
  }
  close() {}
  async next(ask: Ask): Promise<string | null> {
    const { state, record } = this.session;
    if (ask.kind === 'name') return this.say(record.players[ask.seat].name);
    if (ask.kind === 'enter') return this.say('');
    if (ask.kind === 'window') return this.say(await this.windowLine(ask.seats));
    const names = record.players.map((p) => shown(p.name));
    if (this.prompt === null) {
      this.prompt = openPrompt(viva.rules.viewFor(state, ask.seat), ask.purpose, names, false);
      this.typedHere = 0;
      if (this.prompt) this.kinds.add(this.prompt.kind);
    }
    if (this.prompt === null) throw new Error(`plain mode asks seat ${ask.seat}, which has no decision`);
    if (++this.typedHere > MAX_LINES) throw new Error(`no action after ${MAX_LINES} lines`);
    const text = promptText(this.prompt);
    const numbers = text.lines.flatMap((l) => /^ {2}(\d+)\. /.exec(l)?.[1] ?? []);
    const accepted = numbers.filter((n) => answerPrompt(this.prompt!, n).kind !== 'refused');
    const typed = accepted[Math.floor(this.random() * accepted.length)];
    if (typed === undefined) throw new Error(`every choice refused:\n${text.lines.join('\n')}`);
    const answer = answerPrompt(this.prompt, typed);
    this.prompt = answer.kind === 'prompt' ? answer.prompt : null;
    return this.say(typed);
  }
  private say(line: string): string {
    this.script.push(line);
    return line;
  }
  /** The number of the first listed seat whose bot would play, else an empty line (all pass). */
  private async windowLine(seats: readonly number[]): Promise<string> {
    let now = this.session.state;
    for (const [i, seat] of seats.entries()) {
      const [asked] = viva.rules.pending(now).required;
      if (asked?.seat !== seat || !asked.window) break;
      const action = (await this.bots.heuristic.decide(viva.rules.viewFor(now, seat), viva.rules.legalActions(now, seat), this.random)) as Action;
      if (action.type !== (asked.window.pass as Action).type) {
        this.windowsPlayed += 1;
        return String(i + 1);
      }
      const passed = viva.rules.apply(now, asked.window.pass as Action);
      if (!passed.ok) break;
      now = passed.state;
    }
    return '';
  }
}

/** The record `junta play --game viva` makes of these flags (src/session/plan.ts, Viva's options). */
const recordOf = (seed: string, names: readonly string[], bots: readonly string[], variant: Variant): VivaRecord => ({
  format: 'junta-viva/1', seed, players: names.map((name) => (bots.includes(name) ? { name, bot: 'heuristic' } : { name })), options: { variant, firstPresidente: 'roll' }, actions: [],
});

function environment(state: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state, PAGER: 'cat', CI: 'false' };
  delete env.NODE_OPTIONS;
  return env;
}

const upToSeed = (text: string) => text.slice(0, text.indexOf('The seed was'));

test.each([
  ['basic', ['Ana', 'Bo', 'Cy'], ['Cy'], 'plain-script-basic'],
  // A seed whose game asks for every kind of decision (with the catalogue's tuned counts, V31; plain-script-expert's game asked no Burglars).
  ['expert', NAMES, [NAMES[2], NAMES[4]], 'plain-script-expert-2'],
] as const)('a %s game to its end from a script through `junta play --game viva --plain`', async (variant, names, bots, seed) => {
  const record = recordOf(seed, names, bots, variant);
  const botKinds = (await viva.bots())();
  const session = Session.open(viva, record, { autosave: null, bots: botKinds });
  const typist = new Typist(session, botKinds, seed);
  let text = '';
  const played = await runPlain(viva, localClient(new LocalTable(session)), {
    terminal: { input: process.stdin, output: { write: (t: string) => (text += t), isTTY: false } }, lines: typist, resumeHint: () => 'saved', endNotes: () => [],
  });
  expect(played).toEqual({ code: 0, finished: true });
  // The script typed names at hand-offs, a number at public windows, and answered decisions of many kinds.
  expect(typist.script.filter((line) => (names as readonly string[]).includes(line)).length).toBeGreaterThan(5);
  expect(typist.windowsPlayed).toBeGreaterThan(0);
  expect([...typist.kinds]).toEqual(expect.arrayContaining(['orders', 'battle-cards', 'spend', 'discard', 'burglars', 'take']));
  expect(session.finished).toBe(true);

  const dir = mkdtempSync(join(tmpdir(), 'junta-viva-plain-'));
  const file = join(dir, 'game.json');
  const args = ['bin/junta.js', 'play', '--game', 'viva', ...(variant === 'expert' ? ['--expert'] : []), '--plain', '-n', names.join(','), '--bots', bots.join(','), '--seed', seed, '--record', file];
  const run = spawnSync(process.execPath, args, { env: environment(dir), input: typist.script.map((l) => `${l}\n`).join(''), encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 26 });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('The game is over.');
  expect(run.stdout).not.toContain('\x1b');
  expect(upToSeed(run.stdout)).toBe(upToSeed(text));
  expect(JSON.parse(readFileSync(file, 'utf8')).actions).toEqual(session.record.actions);
}, 240_000);
