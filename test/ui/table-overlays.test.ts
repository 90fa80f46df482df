// What the overlays over a table say, by the screen on view (R5): the public log on the table,
// the seat's own log and recap on its private screen, no recap in public, the quit line, and the
// host's invites sanitized (a resumed save's names are outside text).
import type { LiveTable } from '../../src/session/network-table.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { coachAt, overlayContentAt, viewerOf, type OverlayContext } from '../../src/ui/tableOverlays.js';
import { loadShellGame } from '../../src/ui/table-game.js';
import { cardContent, faceNamed, helpContent } from '../../src/ui/models/overlay.js';
import type { GameText } from '../../src/core/game.js';
import { openGame } from '../support/session.js';

const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'table-overlays', 'Ana');
const table = localClient(new LocalTable(session));
const shell = await loadShellGame(session.game);
const at = (over: Partial<OverlayContext>): OverlayContext => ({ shell, table, screen: { kind: 'table' }, names: ['Ana', 'Bo', 'Cy'], resumeHint: () => 'junta resume', card: null, width: 80, ...over });
const ana = { kind: 'private', seat: 0, purpose: 'decide' } as const;

test('the viewer: a private screen\'s seat, the public everywhere else', () => {
  expect(viewerOf(ana)).toBe(0);
  expect(viewerOf({ kind: 'handoff', seat: 0, purpose: 'decide' })).toBe('public');
  expect(viewerOf({ kind: 'table' })).toBe('public');
});

test('logs and the recap as the screen\'s viewer saw them, from their end', () => {
  expect(overlayContentAt('log', at({}))).toMatchObject({ title: 'Log (public)', fromEnd: true });
  expect(overlayContentAt('log', at({ screen: ana }))).toMatchObject({ title: 'Log (as Ana saw it)', fromEnd: true });
  expect(overlayContentAt('recap', at({})).lines).toEqual([]);
  expect(overlayContentAt('quit', at({})).lines).toEqual(['junta resume']);
  expect(overlayContentAt('card', at({})).lines).toEqual(['No card is under the cursor.']);
});

test('the coach speaks only on a private screen, and only in the tutorial', () => {
  const coach = { advise: () => ({ topic: 'budget' }), topicOf: (advice: unknown) => (advice as { topic: string }).topic };
  expect(coachAt(undefined, table, ana, ['Ana', 'Bo', 'Cy'])).toBeNull();
  expect(coachAt(coach, table, { kind: 'table' }, ['Ana', 'Bo', 'Cy'])).toBeNull();
  expect(coachAt(coach, table, ana, ['Ana', 'Bo', 'Cy'])).toEqual({ topic: 'budget' });
});

test('the host\'s invites have their control characters taken out', () => {
  const live = { talk: () => [], host: { invites: () => [{ seat: 1, text: 'Bo\x1b[2J: junta join x' }] } } as unknown as LiveTable;
  const lines = overlayContentAt('invites', at({ table: { ...table, live } })).lines;
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toContain('\x1b');
  expect(lines[0]).toContain('junta join x');
});

test("the card and rules overlays are the game's text: a card's face by its id in play, the rules of the moment with the legend, the coach's topic", () => {
  expect(overlayContentAt('card', at({ card: 'mafia#2' }))).toEqual({ title: 'Mafia', lines: ['influence, votes 1, battle 3', '', expect.stringContaining('random Political card')] });
  expect(overlayContentAt('card', at({ card: 'rebellion#1' })).title).toBe('Rebellion card');
  // Ana is the first President, forming her budget: the budget's rules, under the table's legend.
  const help = overlayContentAt('help', at({}));
  expect(help.title).toBe('Foreign aid and the budget (phases 1 and 2) (rules: junta rules)');
  expect(help.lines.slice(0, 2)).toEqual(['Reading the table:', `  ${shell.text.legend}`]);
  const coach = { advise: () => ({ topic: 'bribes' }), topicOf: (advice: unknown) => (advice as { topic: string }).topic };
  expect(overlayContentAt('help', at({ screen: ana, coach })).title).toBe('Bribes (rules: junta rules)');
  expect(overlayContentAt('help', at({ coach })).title).toBe(help.title);
});

test('a game without card faces or a legend: its catalogue cards by their heading and text, looked up by name; its first topic', () => {
  const text: GameText = {
    topics: [{ id: 'intro', title: 'Intro', summary: '', body: 'Roll.\nMove.' }],
    cards: { columns: [], maxWidths: [], cards: [{ id: 'coin', name: 'Gold Coin', row: [], heading: ['Gold Coin (Card, 3 in the deck)'], text: 'Pays 1.', json: {} }] },
  };
  expect(cardContent(text, 'coin')).toEqual({ title: 'Gold Coin', lines: ['Gold Coin (Card, 3 in the deck)', '', 'Pays 1.'] });
  expect(cardContent(text, 'nothing').lines).toEqual(['No card is under the cursor.']);
  expect(faceNamed(text, ' gold ')?.title).toBe('Gold Coin');
  expect(faceNamed(text, 'silver')).toBeUndefined();
  expect(helpContent(text, 'elsewhere')).toEqual({ title: 'Intro (rules: junta rules)', lines: ['Roll.', 'Move.'] });
});
