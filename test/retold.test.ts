// A seat told more than the public reads each thing once (V5; core/retold.ts): an event told to it
// in private that retells a public one of the same step leaves the public one out of its log, its
// recap and the narration; the public log keeps it; a game that declares no retelling is unchanged.
import { withoutRetold } from '../src/core/game.js';
import { retellsWithAudience } from '../src/core/retold.js';
import { viva } from '../src/games/viva/module.js';
import type { VivaRecord } from '../src/games/viva/rules/types.js';
import { LocalTable } from '../src/session/local-table.js';
import { Session } from '../src/session/runner.js';
import { logLines } from '../src/ui/log-lines.js';

type Told = { type: string; seat: number; count?: number; cards?: string[]; audience?: number[] };
const retells = retellsWithAudience<Told>('audience');

test('a told event with every field of a public one, and its audience, retells it; nothing else does', () => {
  const plain: Told = { type: 'draw', seat: 0, count: 2 };
  const told: Told = { type: 'draw', seat: 0, count: 2, cards: ['spy', 'yacht'], audience: [0] };
  expect(retells(told, plain)).toBe(true);
  expect(retells(plain, told)).toBe(false);
  expect(retells({ ...told, seat: 1 }, plain)).toBe(false);
  expect(retells({ ...told, count: 3 }, plain)).toBe(false);
  expect(retells({ ...told, type: 'took' }, plain)).toBe(false);
  // Only a later event retells an earlier one; without a game's retelling every event stays.
  expect(withoutRetold([plain, told], retells)).toEqual([told]);
  expect(withoutRetold([told, plain], retells)).toEqual([told, plain]);
  expect(withoutRetold([plain, told], undefined)).toEqual([plain, told]);
});

test('V5 in Viva, a player reads his own draw once, the public its count', () => {
  const record = { format: viva.recordFormat, seed: 'retold', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], options: { variant: 'basic' }, actions: [] } as VivaRecord;
  const session = Session.open(viva, record, { autosave: null, bots: {} });
  const table = new LocalTable(session);
  const names = table.names;
  const ana = logLines(viva, table.port(0).log(), names);
  const everyone = logLines(viva, table.port('public').log(), names);
  expect(ana.filter((l) => l.startsWith('Ana drew '))).toHaveLength(1);
  expect(ana.filter((l) => l.startsWith('Ana draws '))).toEqual([]);
  // What Ana was not told in private stays as the public told it.
  expect(ana.filter((l) => l.startsWith('Bo draws '))).toHaveLength(1);
  expect(everyone.filter((l) => l.startsWith('Ana draws '))).toHaveLength(1);
  expect(everyone.some((l) => l.startsWith('Ana drew '))).toBe(false);
});
