// The rules reference text (`junta rules [topic]`): shape, rulings coverage (R1–R28),
// the five marked departures (R3, R9, R15, R27, R28) and originality against the rulebook.
import fs from 'node:fs';
import { RULES_TOPICS, PHASE_TOPIC } from '../../../src/games/las-cartas/content/rules-text.js';
import { renderTopic } from '../../../src/cli/commands/rules.js';
import { RULEBOOK, RULINGS, SHINGLE, copiedRuns as copied } from '../../support/originality.js';

const TOPIC_IDS = [
  'quickstart', 'overview', 'setup', 'budget', 'voting', 'bribes', 'cards-in-play', 'coup', 'drawing', 'end',
  'three-players', 'rulings',
];
const PHASES = ['first-president', 'budget', 'voting', 'coup', 'ended'];
const DEPARTURES = [3, 9, 15, 27, 28];

const topic = (id: string) => RULES_TOPICS.find((t) => t.id === id)!;
const rulingsLines = () => topic('rulings').body.split('\n');

/** Greedy word wrap, as a terminal would show the text at `width` columns. */
function wrappedLines(body: string, width: number): number {
  let n = 0;
  for (const line of body.split('\n')) {
    let len = 0;
    let rows = 1;
    for (const word of line.split(/\s+/).filter(Boolean)) {
      if (len === 0) len = word.length;
      else if (len + 1 + word.length <= width) len += 1 + word.length;
      else { rows += 1; len = word.length; }
    }
    n += rows;
  }
  return n;
}

describe('rules topics', () => {
  test('every topic id exists exactly once, in the documented order', () => {
    expect(RULES_TOPICS.map((t) => t.id)).toEqual(TOPIC_IDS);
  });

  test.each(TOPIC_IDS)('%s has a title, a one-line summary and a plain-text body', (id) => {
    const t = topic(id);
    expect(t.title.trim()).not.toBe('');
    expect(t.summary.trim()).not.toBe('');
    expect(t.summary).not.toMatch(/\n/);
    expect(t.body.trim().length).toBeGreaterThan(200);
    expect(t.body).not.toMatch(/\u001b/); // no ANSI
    expect(t.body).not.toMatch(/^#/m); // no Markdown headings
    expect(t.body).not.toMatch(/\*\*|`/); // no Markdown emphasis or code
    expect(t.body).not.toMatch(/\n{3,}/); // paragraphs separated by exactly one blank line
    // ASCII, plus the en dash and the arrow.
    expect(t.body.replace(/[\u2013\u2192]/g, '')).toMatch(/^[\x20-\x7e\n]*$/);
  });

  test.each(TOPIC_IDS.filter((id) => id !== 'rulings'))('%s stays readable at 80 columns', (id) => {
    const rows = wrappedLines(topic(id).body, 80);
    expect(rows).toBeGreaterThanOrEqual(10);
    expect(rows).toBeLessThanOrEqual(60);
  });

  test('R5 the overview lists everything public: lost Money, coup counts and what effects did', () => {
    const overview = topic('overview').body;
    expect(overview).toMatch(/values of Money lost/);
    expect(overview).toMatch(/how many cards each player puts down in a coup/);
    expect(overview).toMatch(/what every card's effect visibly did/);
  });

  test("R9, R18, R19 as sharpened: the President's own announcement after Money leaves it, only returned cards, R9's cap", () => {
    const line = (n: number) => rulingsLines().find((l) => l.startsWith(`- R${n} `))!;
    expect(line(9)).toMatch(/Money leaves the President's own stack.*refused rather than quietly lowered/);
    expect(line(18)).toMatch(/only those \(the President's own budget Money stays put\)/);
    expect(line(19)).not.toMatch(/same total/);
    expect(line(19)).toMatch(/R9 with its cap/);
    expect(topic('bribes').body).toMatch(/must state a new, lower amount/);
    expect(topic('coup').body).toMatch(/only those \(the President's own budget Money stays\)/);
  });

  test('the key numbers are stated', () => {
    const all = RULES_TOPICS.map((t) => t.body).join('\n');
    expect(topic('budget').body).toContain('N+1 Money cards');
    expect(topic('voting').body).toContain('2N turns');
    expect(topic('voting').body).toMatch(/clockwise starting with the President, then counter-clockwise/);
    expect(topic('drawing').body).toMatch(/5 or fewer cards in hand draws 2 Political cards/);
    expect(topic('drawing').body).toMatch(/Rebellion card in your hand counts/);
    expect(topic('setup').body).toContain('43 - N');
    expect(all).toMatch(/a tie passes/);
  });
});

describe('the quick start', () => {
  const screen = renderTopic(topic('quickstart'), 80).split('\n');
  const text = screen.join(' ').replace(/\s+/g, ' ');

  test('is listed first and fits one screen: at most 40 lines of at most 80 columns', () => {
    expect(RULES_TOPICS[0].id).toBe('quickstart');
    expect(screen.length).toBeLessThanOrEqual(40);
    expect(Math.max(...screen.map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  test('walks through every phase of a round, in order', () => {
    const steps = ['1 Foreign aid:', '2 Budget:', '3 Voting:', '4 Coup:', '5 Drawing:'].map((s) => text.indexOf(s));
    expect(steps.every((i) => i >= 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  test('says how to win, how to start, the three things about a coup and the keys', () => {
    expect(text).toMatch(/Goal: be the richest/);
    expect(text).toContain('junta play -n');
    const coupPoints = topic('quickstart').body.split('A coup in three points:\n')[1].split('\n\n')[0].split('\n');
    expect(coupPoints).toHaveLength(3);
    expect(coupPoints.every((l) => l.startsWith('- '))).toBe(true);
    for (const key of ['arrows or j/k', 'Enter', 'Esc', 'Space', 'b bribes', 'c shows', 'l the log', '? the rules', 'q quits']) {
      expect(text).toContain(key);
    }
  });
});

describe('the rulings topic', () => {
  test.each(Array.from({ length: 28 }, (_, i) => i + 1))('R%i appears exactly once, as a bullet', (n) => {
    const bullets = rulingsLines().filter((l) => new RegExp(`^- R${n} [^:]+: \\S`).test(l));
    expect(bullets).toHaveLength(1);
  });

  test('the bullets run R1 to R28 in order and nothing else starts like a ruling', () => {
    const numbers = rulingsLines()
      .filter((l) => /^- R\d+/.test(l))
      .map((l) => Number(/^- R(\d+)/.exec(l)![1]));
    expect(numbers).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  test('exactly R3, R9, R15, R27 and R28 are marked as departures, each saying what the rulebook says', () => {
    const marked = rulingsLines()
      .filter((l) => /^- R\d+ /.test(l) && l.includes('(departs from the rulebook:'))
      .map((l) => Number(/^- R(\d+)/.exec(l)![1]));
    expect(marked).toEqual(DEPARTURES);
    for (const n of DEPARTURES) {
      const line = rulingsLines().find((l) => l.startsWith(`- R${n} `))!;
      const note = /\(departs from the rulebook: ([^)]+)\)/.exec(line);
      expect(note).not.toBeNull();
      expect(note![1]).toMatch(/rulebook/);
      expect(note![1].split(/\s+/).length).toBeGreaterThanOrEqual(8);
    }
  });
});

describe('PHASE_TOPIC', () => {
  test.each(PHASES)('phase %s maps to an existing topic', (phase) => {
    expect(TOPIC_IDS).toContain(PHASE_TOPIC[phase]);
  });

  test('maps the phases a player asks about to the obvious topics', () => {
    expect(PHASE_TOPIC).toEqual({
      'first-president': 'setup', budget: 'budget', voting: 'voting', coup: 'coup', ended: 'end',
    });
  });
});

// ---- Originality: no run of 8 or more words copied from the rulebook (or from rulings.md).

const copiedRuns = (source: string, texts: Parameters<typeof copied>[1] = RULES_TOPICS): string[] => copied(source, texts);

describe('originality', () => {
  test('the copy detector finds a copied run and ignores card names', () => {
    const source = 'Each player with less than 6 cards in his hand must draw 2 Political cards. '
      + 'Play The UN Condemns Torture of Prisoners of Conscience now.';
    const fake = (body: string) => [{ id: 'x', title: '', summary: '', body }];
    expect(copiedRuns(source, fake('So: each player with less than 6 cards in his hand draws.')).length).toBeGreaterThan(0);
    expect(copiedRuns(source, fake('You may play The UN Condemns Torture of Prisoners of Conscience.'))).toEqual([]);
  });

  const haveRulebook = fs.existsSync(RULEBOOK);
  if (!haveRulebook) {
    // eslint-disable-next-line no-console
    console.warn(`rules-text: rulebook not found at ${RULEBOOK}; the copy check against it is skipped.`);
  }
  (haveRulebook ? test : test.skip)(
    `no run of ${SHINGLE} consecutive words is copied from the rulebook${haveRulebook ? '' : ` (SKIPPED: ${RULEBOOK} does not exist)`}`,
    () => {
      expect(copiedRuns(fs.readFileSync(RULEBOOK, 'utf8'))).toEqual([]);
    },
  );

  const haveRulings = fs.existsSync(RULINGS);
  (haveRulings ? test : test.skip)(
    `no run of ${SHINGLE} consecutive words is copied from rulings.md${haveRulings ? '' : ` (SKIPPED: ${RULINGS} does not exist)`}`,
    () => {
      expect(copiedRuns(fs.readFileSync(RULINGS, 'utf8'))).toEqual([]);
    },
  );
});
