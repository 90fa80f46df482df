// Junta, the board game's rules and cards as the command line shows them (B65, B77): B77's topics in
// its order after the quick start, the quick start on one screen at 80 columns, every ruling in force
// once with exactly the departures and design rulings of board-rulings.md marked, no run of words
// copied from the rulebook or the design files, and the catalogue of 64 cards with what is ours marked.
// The game is not registered yet: a registry made here gives the command line its text alone.
import fs from 'node:fs';
import path from 'node:path';
import { GameRegistry, type GameEntry } from '../../../src/core/registry.js';
import { games } from '../../../src/games/index.js';
import { ALL_CARDS, DESIGNS } from '../../../src/games/board/content/cards.js';
import { AREAS } from '../../../src/games/board/content/map.js';
import { boardText } from '../../../src/games/board/content/text.js';
import { RULINGS, copiedRuns } from '../../support/originality.js';
import { runCli } from '../../support/cli.js';

const SHARED = path.dirname(path.dirname(RULINGS));
/** The board game as the registry will know it, its text only (its rules are not loaded by a lookup). */
const board: GameEntry = {
  id: 'board', title: 'Junta, the board game', about: 'the original game of elections, budgets, assassinations and coups',
  recordFormat: 'junta-board/1', players: { min: 4, max: 7, default: 5 }, options: [], pinned: [],
  text: async () => boardText,
  load: async () => { throw new Error('the board game\'s rules are not needed by a lookup'); },
};
const registry = new GameRegistry([...games.all().filter((g) => g.id !== board.id), board], games.default.id);
const cli = (args: string[]) => runCli(args, { columns: 80, registry });
const lines = (text: string) => text.replace(/\n$/, '').split('\n');
const topic = (id: string) => boardText.topics.find((t) => t.id === id)!.body;
const rulings = () => topic('rulings').split('\n');
/** A shared design file, or undefined (with a warning) where ../shared is not beside the project. */
function shared(file: string): string | undefined {
  const at = path.join(SHARED, file);
  if (fs.existsSync(at)) return fs.readFileSync(at, 'utf8');
  console.warn(`board text: ${at} not found; the check against it is skipped`);
  return undefined;
}

const B77_ORDER = ['overview', 'setup', 'votes', 'cabinet', 'budget', 'locations', 'assassinations', 'banking', 'coup', 'map', 'units', 'trading', 'exile', 'end', 'variant', 'rulings'];

describe('junta rules --game board', () => {
  test('B77 lists the quick start, then B77\'s topics in its order, every line within 80 columns', async () => {
    const run = await cli(['rules', '--game', 'board']);
    expect(run.code).toBe(0);
    const ids = lines(run.stdout).slice(2).map((l) => /^ {2}(\S+)/.exec(l)?.[1]).filter(Boolean);
    expect(ids).toEqual(['quickstart', ...B77_ORDER]);
    expect(Math.max(...lines(run.stdout).map((l) => l.length))).toBeLessThanOrEqual(80);
    const source = shared('design/board-rulings.md');
    if (source) expect(/- \*\*B77 [^]*?has topics ([^]*?)\.\n/.exec(source)![1].replace(/\s+/g, ' ').replace(/ \(.*?\)/g, '').split(', ')).toEqual(B77_ORDER);
  });

  test('B77 every topic reads within 80 columns; the quick start fits one screen of 40 lines', async () => {
    for (const t of boardText.topics) {
      const run = await cli(['rules', '--game', 'board', t.id]);
      expect([t.id, run.code]).toEqual([t.id, 0]);
      expect([t.id, lines(run.stdout).filter((l) => l.length > 80)]).toEqual([t.id, []]);
    }
    expect(lines((await cli(['rules', '--game', 'board', 'quickstart'])).stdout).length).toBeLessThanOrEqual(40);
  });

  test('B77 the quick start gives the goal, then the nine phases of a round in order, then the votes', async () => {
    const text = (await cli(['rules', '--game', 'board', 'quickstart'])).stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(/Goal: have the most money in your Swiss bank account when the Foreign Aid runs out/);
    const at = ['- 1 Cards:', '- 2 Cabinet:', '- 3 Aid:', '- 4 Budget:', '- 5 Hiding:', '- 6 Assassinations:', '- 7 Banking:', '- 8 Coup:', '- 9 End of the round:', 'Votes come in two rounds']
      .map((s) => text.indexOf(s));
    expect(at.every((i) => i > text.indexOf('Goal:'))).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  test('B77 the variant topic says what is ours and why, and names the three departures', () => {
    const text = topic('variant').replace(/\s+/g, ' ');
    expect(text).toContain('stops halfway through phase 6');
    for (const ours of ['the Coup Game', 'the city', `${ALL_CARDS.length} Political cards`, '4 to 7 seats']) expect(text).toContain(ours);
    expect(['(B13)', '(B24)', '(B68)'].map((b) => text.includes(b))).toEqual([true, true, true]);
  });

  test('B46 the map topic names every area of the city by its id and name', () => {
    const text = topic('map');
    for (const a of AREAS) expect(text).toContain(`${a.name} (${a.id})`);
  });

  test('a topic of the board game asked without --game is shown under a line naming its game', async () => {
    const run = await cli(['rules', 'assassinations']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^From the rules of Junta, the board game \(junta rules --game board assassinations\):\n\nAssassinations \(phase 6\)\n/);
  });
});

describe('the rulings topic', () => {
  test('B77 B1 to B77 appear once each, in order, as bullets, B51 shown as withdrawn; each is told in three lines at most', () => {
    const bullets = rulings().filter((l) => /^- B\d+/.test(l));
    expect(bullets.map((l) => Number(/^- B(\d+)[ :]/.exec(l)?.[1]))).toEqual(Array.from({ length: 77 }, (_, i) => i + 1));
    expect(bullets.find((l) => l.startsWith('- B51 '))).toMatch(/^- B51 \(withdrawn\) /);
    // Wrapped as the command line wraps a bullet at 80 columns.
    const long = bullets.filter((l) => Math.ceil(l.length / 72) > 3).map((l) => l.slice(0, 5));
    expect(long).toEqual([]);
  });

  test('exactly the departures (B13, B24, B68) and the rulings that are wholly our design are marked, as board-rulings.md marks them', () => {
    const marked = (mark: string) => rulings().filter((l) => l.includes(mark)).map((l) => /^- (B\d+)/.exec(l)![1]);
    expect(marked('(departs from the rulebook: ')).toEqual(['B13', 'B24', 'B68']);
    for (const line of rulings().filter((l) => l.includes('(departs from the rulebook: '))) expect(line).toMatch(/\)$/);
    const source = shared('design/board-rulings.md');
    if (!source) return;
    // A ruling whose marks begin with *design* is ours; B51 is withdrawn.
    const heads = [...source.matchAll(/^- \*\*(B\d+) [^*]+\*\* \((\*[a-z]+\*)/gm)];
    expect(marked('(our design)')).toEqual(heads.filter(([, , first]) => first === '*design*').map(([, id]) => id));
    expect(heads.filter(([, , first]) => first === '*departure*').map(([, id]) => id)).toEqual(['B68']);
  });

  test('no topic copies a run of words from the rulebook or the design files', () => {
    for (const source of ['rules/board-rulebook.txt', 'design/board-rulings.md', 'design/board-cards.md', 'design/board-map.md']) {
      const text = shared(source);
      if (text) expect([source, copiedRuns(text, boardText.topics)]).toEqual([source, []]);
    }
  });
});

describe('junta cards --game board', () => {
  test('B65 the catalogue\'s ids and names are board-cards.md\'s, 64 cards in all', () => {
    expect(boardText.cards.cards.map((c) => [c.id, c.name])).toEqual(DESIGNS.map((d) => [d.id, d.name]));
    expect(boardText.cards.cards.reduce((n, c) => n + Number(c.row[1]), 0)).toBe(64);
    const source = shared('design/board-cards.md');
    if (!source) return;
    const rows = source.split('\n').filter((l) => /^\| [a-z0-9-]+ \| /.test(l) && !l.startsWith('| id ') && !l.startsWith('| kind '));
    expect(rows.map((l) => l.split('|').map((c) => c.trim())).map(([, id, name]) => [id, name.replace(/ \*.*$/, '')])).toEqual(DESIGNS.map((d) => [d.id, d.name]));
  });

  test('B65 the table lists every card within 80 columns', async () => {
    const run = await cli(['cards', '--game', 'board']);
    expect(run.code).toBe(0);
    expect(lines(run.stdout).slice(0, 4)).toEqual([
      'Card                  N  When           Text',
      `--------------------  -  -------------  ${'-'.repeat(40)}`,
      'Church                1  phase 1, vote  10 votes. Requirement of Christian',
      '                                        Militia. (Our text.)',
    ]);
    expect(lines(run.stdout).filter((l) => l.length > 80)).toEqual([]);
    for (const d of DESIGNS) expect(run.stdout).toContain(d.name.split(' ')[0]);
  });

  test('B65 every card is found by its name, alone', async () => {
    for (const d of DESIGNS) {
      const run = await cli(['cards', '--game', 'board', d.name]);
      expect([d.id, run.code, lines(run.stdout)[0]]).toEqual([d.id, 0, expect.stringMatching(new RegExp(`^${d.name} \\(`))]);
    }
  });

  test('B65 --json gives every card with its count, timing and texts, what is ours marked', async () => {
    const json = JSON.parse((await cli(['cards', '--game', 'board', '--json'])).stdout) as { id: string; count: number; when: string[]; text: string; ours: string[] }[];
    expect(json.reduce((n, c) => n + c.count, 0)).toBe(64);
    expect(json.every((c) => c.ours.includes('count') && c.when.length > 0 && c.text.length > 0)).toBe(true);
    // The rulebook names only these (and gives the Secret Party Donation's whole effect); a transcript names two more.
    expect(json.filter((c) => !c.ours.includes('name')).map((c) => c.id))
      .toEqual(['church', 'conservatives', 'amateur-assassin', 'bribe-first-brigade', 'presidential-competence', 'secret-party-donation']);
    expect(json.filter((c) => !c.ours.includes('text')).map((c) => c.id)).toEqual(['secret-party-donation']);
    expect(json.filter((c) => c.ours.includes('votes')).map((c) => c.id)).not.toContain('church');
    // The text is the effect alone: `ours` says for programs what the table marks for players.
    expect(json.find((c) => c.id === 'street-gang')!.text).toBe('On a correct guess, roll one die: 5–6 kills.');
  });

  test('B65 one card shows its type, count, timing, cost, requirement and what is ours', async () => {
    expect((await cli(['cards', '--game', 'board', 'bribe-the-a'])).stdout).toBe([
      'Bribe the Assassin (Bribe card, 2 in the deck)',
      'Played when an attempt names you (phase 6).',
      'Cost: 2 M, from your pocket.',
      'This edition\'s own, not the rulebook\'s: its count, name, cost, when and text.',
      '',
      'Cancel one attempt announced against you (the Death Squad included); its card is',
      'discarded and it does not resolve. (Our text.)',
      '',
    ].join('\n'));
    const church = lines((await cli(['cards', '--game', 'board', 'church'])).stdout);
    expect(church.slice(0, 4)).toEqual(['Church (Influence card, 1 in the deck)', 'Played in your phase-1 turn or in your turn of a vote.', 'Votes: 10.', 'This edition\'s own, not the rulebook\'s: its count and text.']);
  });

  test('a card in play shows its design\'s face', () => {
    expect(boardText.faces!.of('unrest#2')?.title).toBe('Unrest');
    expect(boardText.faces!.of('rigged-count')?.lines[0]).toBe('Rigged Count (Vote card, 2 in the deck)');
    expect(boardText.faces!.all).toHaveLength(DESIGNS.length);
  });
});
