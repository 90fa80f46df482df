// Viva's rules and cards as the command line shows them (lookups; V1–V31): the topics in
// the order, the quick start on one screen at 80 columns, every ruling once with exactly the
// departures and design rulings of viva-rulings.md marked, no run of words copied from the rulebook
// or the rulings, the catalogue's 45 cards and 25 tiles with what is ours marked; and the live
// commands' refusal of a game the session cannot read yet.
import fs from 'node:fs';
import path from 'node:path';
import { RULINGS, copiedRuns } from '../../support/originality.js';
import { runCli } from '../../support/cli.js';
import { DESIGNS, TILES } from '../../../src/games/viva/content/cards.js';
import { vivaText } from '../../../src/games/viva/content/text.js';

const SHARED = path.dirname(path.dirname(RULINGS));
const cli = (args: string[]) => runCli(args, { columns: 80 });
const lines = (text: string) => text.replace(/\n$/, '').split('\n');
const rulings = () => vivaText.topics.find((t) => t.id === 'rulings')!.body.split('\n');

describe('junta rules --game viva', () => {
  test('lists the topics in the issue\'s order, the quick start first, every line within 80 columns', async () => {
    const run = await cli(['rules', '--game', 'viva']);
    expect(run.code).toBe(0);
    const ids = lines(run.stdout).slice(2).map((l) => /^ {2}(\S+)/.exec(l)?.[1]).filter(Boolean);
    expect(ids).toEqual(['quickstart', 'overview', 'setup', 'promises', 'orders', 'combat', 'cards', 'spend', 'end', 'expert', 'rulings']);
    expect(Math.max(...lines(run.stdout).map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  test('every topic reads within 80 columns; the quick start fits one screen of 40 lines', async () => {
    for (const topic of vivaText.topics) {
      const run = await cli(['rules', '--game', 'viva', topic.id]);
      expect([topic.id, run.code]).toEqual([topic.id, 0]);
      expect([topic.id, lines(run.stdout).filter((l) => l.length > 80)]).toEqual([topic.id, []]);
    }
    expect(lines((await cli(['rules', '--game', 'viva', 'quickstart'])).stdout).length).toBeLessThanOrEqual(40);
  });

  test('the quick start gives the goal, a round in six steps, a battle in four and the keys, in order', async () => {
    const text = (await cli(['rules', '--game', 'viva', 'quickstart'])).stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(/Goal: be first to 5 Victory Points \(6 in the Expert game\)/);
    const at = (steps: string[]) => steps.map((s) => text.indexOf(s));
    const round = at(['- 1 Draw:', '- 2 Promises:', '- 3 Orders:', '- 4 Combat:', '- 5 Spend Money:', '- 6 Check:']);
    const battle = at(['- A ', '- B ', '- C ', '- D ']);
    for (const steps of [round, battle]) {
      expect(steps.every((i) => i >= 0)).toBe(true);
      expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    }
    // The keys of the screens, after the battle: the orders' own, the shell's, the public window prompt's.
    expect(text.indexOf('Keys:')).toBeGreaterThan(battle[3]);
    for (const key of ['1-6 turns a die', 's declares a Spy', 'c a card', '? the rules of this phase', 'Does anyone play']) expect(text).toContain(key);
  });

  test('combat tells the four steps, the values and the plunder', async () => {
    const run = await cli(['rules', '--game', 'viva', 'combat']);
    expect(run.stdout).toMatch(/^Combat \(phase 4\)\n={16}\n\n/);
    for (const words of ['- A Cards of the defending side', '- B Cards of the attackers', '- C The roll', '- D The outcome', 'strictly higher', 'Plunder:']) {
      expect(run.stdout.replace(/\s+/g, ' ')).toContain(words);
    }
  });

  test('help finds a Viva topic; the completion offers Viva, its flags\' values, topics and cards', async () => {
    expect((await cli(['help', 'promises'])).stdout).toMatch(/^From the rules of Junta: Viva el Presidente! \(junta rules --game viva promises\):\n\nDrawing and Promises \(phases 1 and 2\)\n/);
    const bash = (await cli(['completion', 'bash'])).stdout;
    expect(bash).toContain("--game) COMPREPLY=($(compgen -W 'las-cartas viva board' -- \"$cur\")); return ;;");
    expect(bash).toContain("--variant) COMPREPLY=($(compgen -W 'basic expert' -- \"$cur\")); return ;;");
    expect(bash).toContain("--first-presidente) COMPREPLY=($(compgen -W 'roll' -- \"$cur\")); return ;;");
    expect(bash).toMatch(/compgen -W '[^']*\bpromises orders combat\b/);
    expect(bash).toMatch(/compgen -W '[^']*\bdiversionary-tactic\b[^']*\bmarble-staircase\b/);
  });

  test('a topic of Viva asked without --game is shown under a line naming its game and the command that shows it', async () => {
    const run = await cli(['rules', 'promises']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^From the rules of Junta: Viva el Presidente! \(junta rules --game viva promises\):\n\nDrawing and Promises/);
  });
});

describe('the rulings topic', () => {
  test('V1 to V31 appear once each, in order, as bullets, and nothing else starts like a ruling', () => {
    const numbers = rulings().filter((l) => /^- V\d+/.test(l)).map((l) => Number(/^- V(\d+) [^:]+: \S/.exec(l)?.[1]));
    expect(numbers).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  test('exactly the departures (V10, V19, V29) and the design rulings (V8, V18, V25, V31) of viva-rulings.md are marked, each saying what the rulebook does', () => {
    const marked = (mark: string) => rulings().filter((l) => l.includes(mark)).map((l) => /^- (V\d+)/.exec(l)![1]);
    expect(marked('(departs from the rulebook: ')).toEqual(['V10', 'V19', 'V29']);
    expect(marked('(our design: ')).toEqual(['V8', 'V18', 'V25', 'V31']);
    for (const line of rulings().filter((l) => /\((departs from the rulebook|our design): /.test(l))) expect(line).toMatch(/rulebook[^)]*\)$/);
    // The rulings file marks the same ones (where ../shared is beside the project, as in CI).
    const source = path.join(SHARED, 'design/viva-rulings.md');
    if (!fs.existsSync(source)) return void console.warn(`viva text: ${source} not found; the check against the rulings file is skipped`);
    const bullets = fs.readFileSync(source, 'utf8').split(/\n(?=- \*\*V\d+ )/).filter((b) => b.startsWith('- **V'));
    const sourceMarked = (word: string) => bullets.filter((b) => b.includes(`*${word}*`)).map((b) => /^- \*\*(V\d+)/.exec(b)![1]);
    expect([sourceMarked('departure'), sourceMarked('design')]).toEqual([['V10', 'V19', 'V29'], ['V8', 'V18', 'V25', 'V31']]);
  });

  test('no topic copies a run of words from the rulebook or the rulings', () => {
    for (const source of ['rules/viva-rulebook.txt', 'design/viva-rulings.md', 'design/viva-cards.md']) {
      const file = path.join(SHARED, source);
      if (!fs.existsSync(file)) {
        console.warn(`viva text: ${file} not found; the copy check is skipped`);
        continue;
      }
      expect([source, copiedRuns(fs.readFileSync(file, 'utf8'), vivaText.topics)]).toEqual([source, []]);
    }
  });
});

describe('junta cards --game viva', () => {
  test('the designs, names and Foreign Aid values are viva-cards.md\'s; the counts are ours, tuned since (V31)', () => {
    const source = path.join(SHARED, 'design/viva-cards.md');
    if (!fs.existsSync(source)) return void console.warn(`viva text: ${source} not found; the check against the catalogue file is skipped`);
    const rows = fs.readFileSync(source, 'utf8').split('\n').filter((l) => /^\| [a-z0-9-]+ \| /.test(l) && !l.startsWith('| id '));
    const documented = rows.map((l) => l.split('|').map((c) => c.trim())).map(([, id, name]) => [id, name.replace(/ \*.*$/, '')]);
    expect(documented).toEqual(DESIGNS.map((d) => [d.id, d.name]));
    expect(rows.filter((l) => l.includes('Foreign Aid')).map((l) => /Worth (\d) million/.exec(l)![1])).toEqual(['1', '2', '3', '4']);
  });

  test('the overview counts the Game Cards and the Foreign Aid cards as the catalogue does', () => {
    const overview = vivaText.topics.find((t) => t.id === 'overview')!.body;
    const aidCards = DESIGNS.filter((d) => d.aid > 0).reduce((n, d) => n + d.count, 0);
    expect(overview).toContain(`The 45 Game Cards mix money (${aidCards} Foreign Aid cards worth 1 to 4 million)`);
  });

  test('the table lists the 17 designs and the 25 tiles within 80 columns', async () => {
    const run = await cli(['cards', '--game', 'viva']);
    expect(run.code).toBe(0);
    expect(lines(run.stdout).slice(0, 3)).toEqual([
      'Card                  N  When            Text',
      `--------------------  -  --------------  ${'-'.repeat(39)}`,
      'Foreign Aid 1         9  as payment      Worth 1 million.',
    ]);
    expect(lines(run.stdout).every((l) => l.length <= 80)).toBe(true);
    for (const name of [...DESIGNS.map((d) => d.name.split(' ')[0]), ...TILES]) expect(run.stdout).toContain(name);
  });

  test('--json gives every design with its count (45 cards, 24 million of Foreign Aid) and every tile, what is ours marked', async () => {
    const json = JSON.parse((await cli(['cards', '--game', 'viva', '--json'])).stdout) as { id: string; kind: string; count: number; aid: number; text: string; ours: string[] }[];
    const cards = json.filter((c) => c.kind === 'card');
    expect(cards.reduce((n, c) => n + c.count, 0)).toBe(45);
    expect(cards.reduce((n, c) => n + c.count * c.aid, 0)).toBe(24);
    expect(json.filter((c) => c.kind === 'tile')).toHaveLength(25);
    expect(cards.every((c) => c.ours.includes('count'))).toBe(true);
    expect(cards.filter((c) => c.ours.includes('text')).map((c) => c.id)).toEqual(['burglars', 'party-donation', 'pr-campaign']);
    expect(json.filter((c) => c.kind === 'tile' && c.ours.length === 0).map((c) => c.id)).toEqual(['helicopter-pad', 'swimming-pool']);
    // The text is the effect alone: `ours` says for programs what the table marks for players.
    expect(json.find((c) => c.id === 'burglars')!.text).toBe('Take one card of your choice from another Golpista\'s Promise.');
  });

  test('one card shows its kind, count, timing and what is ours', async () => {
    expect((await cli(['cards', '--game', 'viva', 'party'])).stdout).toBe([
      'Party Donation (Game Card, 1 in the deck)',
      'Played: own Spend turn.',
      'This edition\'s own, not the rulebook\'s: its count and text.',
      '',
      'Draw the top 2 cards into your hand. (This edition\'s own text.)',
      '',
    ].join('\n'));
    expect((await cli(['cards', '--game', 'viva', 'chapel'])).stdout).toContain('Chapel (Building Tile, 1 in the supply)');
  });
});

describe('the live commands', () => {
  test('take Viva now that it has its screens – play and host go on to ask for a terminal, its own flags accepted – and refuse its tutorial in one line (simulate runs it: simulate-viva.test.ts)', async () => {
    for (const args of [['play', '--variant', 'expert'], ['play', '--bots', 'Cy:heuristic', '-n', 'Ana,Bo,Cy']]) {
      const run = await cli([...args, '--game', 'viva']);
      expect([args, run.code, run.stderr]).toEqual([args, 2, "junta: 'junta play' needs a terminal; to read a game use 'junta replay <file>', to let bots play use 'junta simulate', to play in plain text add --plain\n"]);
    }
    const host = await cli(['host', '--game', 'viva']);
    expect([host.code, host.stderr]).toEqual([2, "junta: 'junta host' shows the table on this terminal; to run it as a plain server, add --headless\n"]);
    const tutorial = await cli(['tutorial', '--game', 'viva']);
    expect([tutorial.code, tutorial.stderr]).toEqual([2, 'junta: Junta: Viva el Presidente! has no tutorial in this version of junta; its rules are there: junta rules --game viva\n']);
  });

  test('play --game viva --help shows its flags, their defaults and its player bounds', async () => {
    const help = (await cli(['play', '--game', 'viva', '--help'])).stdout;
    expect(help).toMatch(/\n {2}--variant <basic\|expert> +basic or expert \(default: "basic"\)\n/);
    expect(help).toMatch(/\n {2}--first-presidente <how> +roll or a player name \(default: "roll"\)\n/);
    expect(help).toMatch(/\n {2}-p, --players <count> +number of players, 3 to 5\n/);
    expect(help).not.toContain('--first-president ');
  });
});
