// What the overlays over a table say, by the screen on view (R5): the public log on the table,
// the seat's own log and recap on its private screen, no recap in public, the quit line, and the
// host's invites sanitized (a resumed save's names are outside text).
import type { LiveTable } from '../../src/session/network-table.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { coachAt, overlayContentAt, viewerOf, type OverlayContext } from '../../src/ui/tableOverlays.js';
import { openGame } from '../support/session.js';

const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'table-overlays', 'Ana');
const table = localClient(new LocalTable(session));
const at = (over: Partial<OverlayContext>): OverlayContext => ({ table, screen: { kind: 'table' }, names: ['Ana', 'Bo', 'Cy'], resumeHint: () => 'junta resume', card: null, ...over });
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
  const coach = () => ({ topic: 'budget' }) as never;
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
