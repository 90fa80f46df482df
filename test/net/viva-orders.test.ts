// Viva's simultaneous orders over the wire (V9, V10): every Golpista is asked at once and
// each one's orders count though another's came first (none is stale for that); every seat is told
// alike who has ordered and who is still deciding – "Orders: Ana ✓, Bo …" on the banner and in
// plain mode – from the public parts of its view; a Spy's second look is that seat's alone, the
// others told whom they wait for.
import { LocalTable, localClient } from '../../src/session/local-table.js';
import type { TableStatus } from '../../src/session/network-table.js';
import { decidingLine } from '../../src/ui/deciding.js';
import { bannerLines } from '../../src/ui/network-banner.js';
import type { LineSource } from '../../src/ui/plain/lines.js';
import { runPlain } from '../../src/ui/plain/run.js';
import { viva, vivaTable } from '../support/viva-host.js';

type View = { phase: string; spies: number[]; presidente: number };
const phase = (t: Awaited<ReturnType<typeof vivaTable>>) => (t.session.state as View).phase;

test('every Golpista orders from the same step: each order counts, whoever came first; a resent one applies once; any other step still makes a decision stale', async () => {
  const t = await vivaTable({ seed: 'orders-together', players: 5 });
  expect(await t.playUntil(() => phase(t) === 'orders', true)).toBe(true);
  const step = t.session.actionCount;
  const asked = t.session.pending().required;
  expect(asked.length).toBe(4);
  // Each decides from its view at this step, before any has sent.
  const decided = await Promise.all(asked.map(async (d) => ({ seat: d.seat, action: await t.decide(d) })));
  for (const [i, { seat, action }] of decided.entries()) {
    expect(t.hosted.submitFrom(seat, action, step)).toEqual({ ok: true, step: step + i + 1 });
    // Resent (its answer lost): the same answer, applied once.
    expect(t.hosted.submitFrom(seat, action, step)).toEqual({ ok: true, step: step + i + 1 });
  }
  expect(t.session.actionCount).toBe(step + 4);
  expect(t.session.record.actions.slice(step)).toEqual(decided.map((d) => d.action));
  // A decision of the step before the orders (the Promises or Burglars) stays stale.
  const late = await vivaTable({ seed: 'orders-together', players: 5 });
  expect(await late.playUntil(() => phase(late) === 'orders', true)).toBe(true);
  const first = late.session.pending().required[0];
  const action = await late.decide(first);
  expect(late.hosted.submitFrom(first.seat, action, late.session.actionCount - 1)).toMatchObject({ ok: false, error: { code: 'stale' } });
}, 60000);

test('who has ordered, told alike to every seat and a spectator, on the banner of a network table and in plain mode', async () => {
  const t = await vivaTable({ seed: 'orders-line', players: 4 });
  expect(await t.playUntil(() => phase(t) === 'orders', true)).toBe(true);
  const golpistas = t.session.pending().required.map((d) => d.seat);
  const lineOf = (seat: number | null) => decidingLine(viva, seat === null ? viva.rules.publicView(t.session.state) : viva.rules.viewFor(t.session.state, seat), t.names);
  const everyone = () => new Set([null, 0, 1, 2, 3].map(lineOf));
  expect([...everyone()]).toEqual([`Orders: ${golpistas.map((g) => `${t.names[g]} …`).join(', ')}`]);
  const first = golpistas[0];
  expect(t.hosted.submitFrom(first, await t.decide(t.session.pending().required[0]), t.session.actionCount).ok).toBe(true);
  const told = `Orders: ${golpistas.map((g) => `${t.names[g]} ${g === first ? '✓' : '…'}`).join(', ')}`;
  expect([...everyone()]).toEqual([told]);
  // The banner of a network table says it, beside who is at the table.
  const status: TableStatus = { seats: t.names.map(() => ({ connected: true, bot: false, host: false })), paused: false, hold: null, holdLeftMs: null, link: 'connected', closed: null };
  expect(bannerLines(status, t.names, [first], false, 120, lineOf(first))[0]).toBe(`Table: ${t.names.map((n, i) => (i === first ? `${n} (you)` : n)).join(' · ')} – ${told}`);
  // Plain mode, at the terminal of the one who has ordered, waiting for the others.
  let out = '';
  const lines: LineSource = { interactive: true, lineNumber: 0, close() {}, next: async () => null };
  const local = new LocalTable(t.session);
  void runPlain(viva, { ...localClient(local), here: [first], bots: null }, {
    terminal: { input: process.stdin, output: { write: (text: string) => (out += text) } }, lines, resumeHint: () => '', endNotes: () => [],
  });
  for (let i = 0; i < 50 && !out.includes('Orders:'); i++) await new Promise((resolve) => setImmediate(resolve));
  expect(out.split('\n')).toContain(told);
  expect(out).not.toContain('Waiting for');
}, 60000);

test("a Spy's second look (V10) is that seat's alone; the others are told whom they wait for", async () => {
  // Seeds until a round where a Spy is declared (the random bot declares one now and then).
  for (const seed of ['spy-1', 'spy-2', 'spy-3', 'spy-4', 'spy-5', 'spy-6', 'spy-7', 'spy-8']) {
    const t = await vivaTable({ seed, players: 5, variant: 'expert' });
    if (!await t.playUntil(() => phase(t) === 'spy', true)) continue;
    const spies = (t.session.state as View).spies;
    const asked = t.session.pending().required;
    expect(asked.map((d) => d.seat)).toEqual([spies[0]]);
    const others = t.names.map((_, i) => i).filter((i) => i !== spies[0]);
    const lines = new Set(others.map((seat) => decidingLine(viva, viva.rules.viewFor(t.session.state, seat), t.names)));
    expect([...lines]).toEqual([`Spies: ${spies.map((s) => `${t.names[s]} …`).join(', ')}`]);
    // Another seat's action in the meantime is not its turn.
    const other = others.find((s) => s !== (t.session.state as View).presidente)!;
    expect(t.hosted.submitFrom(other, { type: 'pass', seat: t.names[other] }, t.session.actionCount).ok).toBe(false);
    return;
  }
  throw new Error('no seed gave a Spy');
}, 120000);
