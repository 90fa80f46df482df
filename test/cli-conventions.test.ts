// Command-line conventions as in git, gh and cargo: unknown commands, commander's own
// messages on one line, `help help`, suggestions, `replay --json` and shell completion scripts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POLITICAL_DESIGNS } from '../src/games/las-cartas/content/cards.js';
import { RULES_TOPICS } from '../src/games/las-cartas/content/rules-text.js';
import { vivaText } from '../src/games/viva/content/text.js';
import { boardText } from '../src/games/board/content/text.js';
import { formatCommanderError } from '../src/cli/main.js';
import { runCli } from './support/cli.js';

const fixture = (name: string) => join('test', 'fixtures', name);
const lines = (text: string) => text.trimEnd().split('\n');

/** Usage errors: exit 2, nothing on stdout, exactly this one line on stderr. */
const usageErrors: [string, string[], string][] = [
  ['a misspelt command is named, with the nearest command', ['plya'], "junta: unknown command 'plya' (did you mean 'play'?)"],
  ['several near commands are all offered', ['r'], "junta: unknown command 'r' (did you mean 'replay', 'resume' or 'rules'?)"],
  ['a rules topic typed as a command points to junta rules', ['coup'], "junta: unknown command 'coup' (did you mean 'junta rules coup'?)"],
  ['a word near nothing says where the commands are', ['xyzzy'], "junta: unknown command 'xyzzy'. Type 'junta help' for the commands."],
  ["commander's own punctuation is kept: no doubled full stop", ['replay', 'a.json', 'b.json'],
    "junta: too many arguments for 'replay'. Expected 1 argument but got 2. Type 'junta help replay' for its usage."],
  ["commander's suggestion stays on the message's line", ['--verison'], "junta: unknown option '--verison' (Did you mean --version?)"],
  ['a message without a full stop gets one, then the hint for that command', ['replay'],
    "junta: missing required argument 'file'. Type 'junta help replay' for its usage."],
];

describe('unknown commands and commander\'s messages', () => {
  test.each(usageErrors)('%s', async (_what, args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${message}\n`);
  });

  test('play stays the default command: its options work without naming it', async () => {
    const run = await runCli(['-p', '2']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--players takes a number from 3 to 6');
  });

  test('formatCommanderError joins lines and adds a stop only where one is missing', () => {
    expect(formatCommanderError("error: unknown option '--x'\n(Did you mean --y?)\n", 'HINT')).toBe("junta: unknown option '--x' (Did you mean --y?)\n");
    expect(formatCommanderError('error: got 1.\n', 'HINT')).toBe('junta: got 1. HINT\n');
    expect(formatCommanderError("error: missing 'file'\n", 'HINT')).toBe("junta: missing 'file'. HINT\n");
  });
});

test('resume of a game with human players, without a terminal, is a usage error like play (exit 2), and saves nothing', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-state-'));
  const run = await runCli(['resume', fixture('lost-coup.json')], { env: { XDG_STATE_HOME: state } });
  expect(run.code).toBe(2);
  expect(run.stderr).toBe('junta: this game has human players, so it needs a terminal; resume it at one, or in plain text with --plain\n');
  expect(existsSync(join(state, 'junta'))).toBe(false);
});

describe('junta help', () => {
  test('help help shows the help command itself', async () => {
    const run = await runCli(['help', 'help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: junta help \[options\] \[word\]/);
  });

  test('a near-miss command is suggested as junta help <command>', async () => {
    const run = await runCli(['help', 'simulat']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Did you mean 'junta help simulate'?");
    expect(lines(run.stderr)).toHaveLength(1);
  });

  test('a near-miss topic is suggested as junta rules <topic>, from help and from rules', async () => {
    for (const args of [['help', 'quikstart'], ['rules', 'quikstart']]) {
      const run = await runCli(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("Did you mean 'junta rules quickstart'?");
    }
  });

  test('rules quickstart is the first topic listed', async () => {
    const run = await runCli(['rules']);
    expect(lines(run.stdout)[2]).toMatch(/^ {2}quickstart {2,}\S/);
  });
});

describe('replay --json', () => {
  const parse = (stdout: string) => lines(stdout).map((l) => JSON.parse(l) as Record<string, unknown>);

  test('one JSON object per public event: step, type, visibility first, then the fields and the sentence', async () => {
    const [json, text] = [await runCli(['replay', fixture('lost-coup.json'), '--json']), await runCli(['replay', fixture('lost-coup.json')])];
    expect(json.code).toBe(0);
    const events = parse(json.stdout);
    expect(events.length).toBeGreaterThan(20);
    for (const e of events) {
      expect(Object.keys(e).slice(0, 3)).toEqual(['step', 'type', 'visibility']);
      expect(e.visibility).toBe('public');
      expect(typeof e.text).toBe('string');
    }
    expect(events[0]).toMatchObject({ step: 0, type: 'game-started', players: ['Ana', 'Bo', 'Cy', 'Di'] });
    expect(events.find((e) => e.type === 'card-played')).toMatchObject({ step: 2, seat: 0, card: 'landowners#1', vote: 'for' });
    // The same sentences as the narration, in the same order.
    const narrated = events.map((e) => e.text).filter((t) => !/^Round \d+ begins/.test(t as string));
    const body = lines(text.stdout).map((l) => l.replace(/^ {0,4}\d*\.? +/, '')).filter((l) => narrated.includes(l));
    expect(body).toEqual(narrated);
  });

  test('no private event without --seat or --reveal; --seat adds exactly that seat\'s', async () => {
    const pub = parse((await runCli(['replay', fixture('lost-coup.json'), '--json'])).stdout);
    expect(pub.some((e) => e.type === 'hand-dealt' || e.type === 'stack-received')).toBe(false);
    const bo = parse((await runCli(['replay', fixture('lost-coup.json'), '--json', '--seat', 'Bo', '--spoilers'])).stdout);
    const privateOnes = bo.filter((e) => e.visibility !== 'public');
    expect(privateOnes.length).toBeGreaterThan(0);
    for (const e of privateOnes) expect(e.visibility).toContain('Bo');
    expect(bo.filter((e) => e.visibility === 'public')).toEqual(pub);
  });

  test('the spoiler rule holds: --reveal on an unfinished game needs --spoilers', async () => {
    const run = await runCli(['replay', fixture('lost-coup.json'), '--json', '--reveal']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('--spoilers');
  });

  test('--to stops after action n; the deal is step 0', async () => {
    const events = parse((await runCli(['replay', fixture('lost-coup.json'), '--json', '--to', '3'])).stdout);
    expect(Math.max(...events.map((e) => e.step as number))).toBe(3);
    expect(events.filter((e) => e.step === 0).length).toBeGreaterThan(0);
  });

  test('every character outside printable ASCII is escaped, so a name cannot reach the terminal raw', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'junta-json-'));
    const path = join(dir, 'names.json');
    writeFileSync(path, JSON.stringify({
      format: 'junta-las-cartas/1', seed: 's', options: { firstPresident: 'random' }, actions: [],
      players: [{ name: 'Zoë' }, { name: 'Bo' }, { name: 'Cy' }],
    }));
    const run = await runCli(['replay', path, '--json']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^[\x20-\x7e\n]*$/);
    expect(run.stdout).toContain('Zo\\u00eb');
    expect(parse(run.stdout)[0].players).toEqual(['Zoë', 'Bo', 'Cy']);
  });

  test('--json does not go with --interactive or --continue', async () => {
    for (const flag of ['--interactive', '--continue']) {
      const run = await runCli(['replay', fixture('lost-coup.json'), '--json', flag]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`does not go with ${flag}`);
    }
  });
});

describe('junta completion', () => {
  const script = async (shell: string) => {
    const run = await runCli(['completion', shell]);
    expect(run.code).toBe(0);
    return run.stdout;
  };
  const haveShell = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;
  const dir = mkdtempSync(join(tmpdir(), 'junta-completion-'));

  /** What bash's completion function offers for the words typed so far (the last one being completed). */
  async function bashComplete(...typed: string[]): Promise<string[]> {
    const file = join(dir, 'junta.bash');
    writeFileSync(file, await script('bash'));
    const words = typed.map((w) => `'${w}'`).join(' ');
    const run = spawnSync('bash', ['--norc', '--noprofile', '-c',
      `source '${file}'; COMP_WORDS=(${words}); COMP_CWORD=${typed.length - 1}; _junta; printf '%s\\n' "\${COMPREPLY[@]}"`], { encoding: 'utf8', cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    return run.stdout.split('\n').filter(Boolean);
  }

  test('bash -n accepts the bash script', async () => {
    const file = join(dir, 'syntax.bash');
    writeFileSync(file, await script('bash'));
    const run = spawnSync('bash', ['-n', file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  test('bash: commands, topics, card names, option values and options', async () => {
    expect(await bashComplete('junta', 'r')).toEqual(['replay', 'resume', 'rules']);
    expect(await bashComplete('junta', '')).toEqual(['play', 'tutorial', 'replay', 'resume', 'host', 'join', 'simulate', 'rules', 'cards', 'help', 'completion']);
    // Every registered game's topics and cards (Las Cartas, then Viva, then the board game), each id once.
    const once = (ids: string[]) => [...new Set(ids)];
    expect(await bashComplete('junta', 'rules', '')).toEqual(once([...RULES_TOPICS, ...vivaText.topics, ...boardText.topics].map((t) => t.id)));
    expect(await bashComplete('junta', 'rules', 'coup', '')).toEqual([]);
    expect(await bashComplete('junta', 'cards', '')).toEqual(once([...POLITICAL_DESIGNS.map((d) => d.id), ...vivaText.cards.cards.map((c) => c.id), ...boardText.cards.cards.map((c) => c.id)]));
    expect(await bashComplete('junta', 'cards', 'th')).toEqual(['thief']);
    expect(await bashComplete('junta', 'help', 'sim')).toEqual(['simulate']);
    expect(await bashComplete('junta', 'completion', '')).toEqual(['bash', 'zsh', 'fish']);
    expect(await bashComplete('junta', '-p', '')).toEqual(['3', '4', '5', '6', '7']);
    expect(await bashComplete('junta', 'simulate', '--bots', 'h')).toEqual(['heuristic']);
    expect(await bashComplete('junta', 'replay', '--re')).toEqual(['--reveal']);
    expect(await bashComplete('junta', 'host', '--kn')).toEqual(['--known-seed']);
    expect(await bashComplete('junta', '--seed', 'x', '--pl')).toEqual(['--players', '--plain']);
  });

  test('bash: a record file completes from the folder', async () => {
    writeFileSync(join(dir, 'game-one.json'), '{}');
    expect(await bashComplete('junta', 'replay', 'game-')).toEqual(['game-one.json']);
  });

  test.each(['zsh', 'fish'])('%s: the script names the commands, options, topics and cards', async (shell) => {
    const text = await script(shell);
    for (const word of ['replay', 'resume', 'rules', 'reveal', 'players', 'quickstart', 'three-players', 'thief', 'un-condemns-torture']) {
      expect(text).toContain(word);
    }
  });

  // zsh and fish are not on every machine: where one is missing, its checks show as skipped.
  const withShell = (shell: string) => (haveShell(shell) ? test : test.skip);
  const skipNote = (shell: string) => (haveShell(shell) ? '' : ` (SKIPPED: ${shell} is not installed)`);

  for (const shell of ['zsh', 'fish']) {
    withShell(shell)(`${shell} -n accepts the ${shell} script${skipNote(shell)}`, async () => {
      const file = join(dir, `junta.${shell}`);
      writeFileSync(file, await script(shell));
      const run = spawnSync(shell, ['-n', file], { encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    });
  }

  withShell('fish')(`fish offers replay, resume and rules for "junta r"${skipNote('fish')}`, async () => {
    const file = join(dir, 'run.fish');
    writeFileSync(file, await script('fish'));
    const run = spawnSync('fish', ['--no-config', '-c', `source '${file}'; complete -C 'junta r'`], { encoding: 'utf8' });
    expect(run.stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0])).toEqual(['replay', 'resume', 'rules']);
  });

  test('an unknown shell is refused with exit 2', async () => {
    const run = await runCli(['completion', 'tcsh']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bash, zsh and fish');
  });
});
