// `junta join --plain` at a Viva table (V30): plain mode's lines over the wire – the seat's own
// decisions asked at its terminal, the others' windows passing by the host's window time, while
// the Golpistas order, "Orders: Bo …, Cy …" for the seat that waits, and the seat's own window
// passing by the window time while its question waits: said in one line, a late answer taken for nothing.
import seedrandom from 'seedrandom';
import type { Ask, LineSource } from '../../src/ui/plain/lines.js';
import { runPlain } from '../../src/ui/plain/run.js';
import { LATE_LINE, WINDOW_PASSED } from '../../src/ui/plain/window-passed.js';
import type { Table } from '../../src/ui/table-game.js';
import { TableServer } from '../../src/net/server.js';
import { Session, type SessionRecord } from '../../src/session/runner.js';
import { closeTable, join, ManualClock, startHost, until } from '../support/net.js';
import { viva, vivaBots } from '../support/viva-host.js';

/** A Viva table of `names` hosted over the wire (its window time, if any, on a hand-moved clock), Ana's seat joined to it. */
async function tableWithAna(names: readonly string[], seed: string, firstPresidente: string, windowMs?: number) {
  const record: SessionRecord = { format: viva.recordFormat, seed, players: names.map((name) => ({ name })), options: { variant: 'basic', firstPresidente }, actions: [] };
  const session = Session.open(viva, record, { autosave: null, bots: vivaBots });
  const clock = new ManualClock();
  // The window time on the hand-moved clock; the server's heartbeats on the wall clock, so moving it drops no one.
  const server = await TableServer.listen({ port: 0, bind: '127.0.0.1' });
  const host = await startHost(session, windowMs === undefined ? {} : { clock, windowMs }, '', server);
  const ana = await join<unknown, unknown, unknown, unknown>(host.invite(0));
  return { session, clock, server, host, ana };
}

/** A random player's line: one of the numbered choices of the prompt just printed, or Enter when there is none. */
function randomOffered(out: string, random: () => number): string {
  const shown = out.slice(out.lastIndexOf('\n\n')).split('\n');
  const numbered = shown.map((l) => /^ {2}(\d+)\. /.exec(l)?.[1]).filter((n): n is string => n !== undefined);
  return numbered.length > 0 ? numbered[Math.floor(random() * numbered.length)] : '';
}

type AnasTable = Awaited<ReturnType<typeof tableWithAna>>;

/** A referee plays every seat but Ana's (a window: its pass) until `stop` holds; whether it does. */
async function othersPlay({ session, host }: AnasTable, random: () => number, stop: () => boolean): Promise<boolean> {
  for (let i = 0; i < 200 && !stop(); i++) {
    const decision = session.pending().required.find((d) => d.seat !== 0);
    if (!decision) {
      await until(() => stop() || session.pending().required.some((d) => d.seat !== 0), 400);
      continue;
    }
    const action = decision.window?.pass ?? await vivaBots.random.decide(viva.rules.viewFor(session.state, decision.seat), viva.botChoices(session.state, decision.seat, null), random);
    expect(host.hosted.submitFrom(decision.seat, action, session.actionCount).ok).toBe(true);
  }
  return stop();
}

test('a plain seat over the wire orders nothing as Presidente and is told who has ordered while the Golpistas decide', async () => {
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  const { session, clock, server, host, ana } = await tableWithAna(names, 'plain-join', 'Ana', 10_000);
  let out = '';
  const random = seedrandom('plain-join');
  const lines: LineSource = {
    interactive: true, lineNumber: 0, close() {},
    // As the random player plain mode's window test is: a numbered choice of the prompt just printed.
    next: async () => randomOffered(out, random),
  };
  const done = runPlain(ana.module, ana as unknown as Table, {
    terminal: { input: process.stdin, output: { write: (text: string) => (out += text) } }, lines, resumeHint: () => 'Come back.', endNotes: () => [],
  });
  try {
    // Ana promises; the Golpistas, away, let their Burglars windows pass by the window time.
    for (let i = 0; i < 40 && (session.state as { phase: string }).phase !== 'orders'; i++) {
      await until(() => session.pending().required.some((d) => d.window) || (session.state as { phase: string }).phase === 'orders', 400);
      clock.advance(10_000);
    }
    expect((session.state as { phase: string }).phase).toBe('orders');
    const waiting = 'Orders: Bo …, Cy …, Di …';
    expect(await until(() => out.split('\n').includes(waiting))).toBe(true);
    // Bo orders at his own terminal: Ana is told at once.
    const bo = session.pending().required.find((d) => d.seat === 1)!;
    const orders = await vivaBots.random.decide(viva.rules.viewFor(session.state, 1), viva.botChoices(session.state, 1, null), random);
    expect(host.hosted.submitFrom(bo.seat, orders, session.actionCount).ok).toBe(true);
    expect(await until(() => out.split('\n').includes('Orders: Bo ✓, Cy …, Di …'))).toBe(true);
    expect(out).not.toContain('connection to the host is lost');
    // The Golpistas' windows passed by the window time, as their own passes.
    expect(session.record.actions.filter((a) => (a as { type: string }).type === 'pass').length).toBeGreaterThan(0);
  } finally {
    host.hosted.end('The host ended the table.');
    expect(await done).toEqual({ code: 1, finished: false });
    await closeTable(host, [ana]);
    await server.close();
  }
}, 60000);

test("a plain seat's own window passes by the window time while its question waits: one line says so, and the line typed late answers nothing", async () => {
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  // Bo is the Presidente: Ana, a Golpista, is asked the Burglars window after his Promises (V8).
  const table = await tableWithAna(names, 'plain-window-time', 'Bo', 10_000);
  const { session, clock, server, host, ana } = table;
  let out = '';
  const random = seedrandom('plain-window-time');
  const asks: Ask[] = [];
  /** The line Ana has not typed yet, once she is asked her window (or anything after it). */
  const typing: { later: ((line: string | null) => void) | null } = { later: null };
  let held = false;
  let closing = false;
  const lines: LineSource = {
    interactive: true, lineNumber: 0, close() {},
    next: (ask) => {
      if (closing) return Promise.resolve(null);
      asks.push(ask);
      if (held || session.pending().required.some((d) => d.seat === 0 && d.window)) {
        held = true;
        return new Promise((resolve) => (typing.later = resolve));
      }
      return Promise.resolve(randomOffered(out, random));
    },
  };
  const done = runPlain(ana.module, ana as unknown as Table, {
    terminal: { input: process.stdin, output: { write: (text: string) => (out += text) } }, lines, resumeHint: () => 'Come back.', endNotes: () => [],
  });
  const others = (stop: () => boolean) => othersPlay(table, random, stop);
  try {
    expect(await others(() => typing.later !== null)).toBe(true);
    expect(session.pending().required).toEqual([expect.objectContaining({ seat: 0, window: expect.objectContaining({ label: 'Burglars' }) })]);
    const asked = asks.length;
    const at = session.actionCount;
    // Ana does not answer: the host's window time passes her window.
    clock.advance(10_000);
    expect(session.record.actions[at]).toEqual({ type: 'pass', seat: 'Ana' });
    expect(await until(() => out.endsWith(WINDOW_PASSED))).toBe(true);
    // Said once, in the same words for any seat and window; no new question is asked before she acknowledges it.
    expect(out.split(WINDOW_PASSED)).toHaveLength(2);
    expect(asks).toHaveLength(asked);
    // The answer she types now, meant for the window, is taken for nothing.
    const late = typing.later!;
    typing.later = null;
    late('2');
    expect(await until(() => out.includes(LATE_LINE))).toBe(true);
    // The game goes on to Ana's next question, asked anew; her only action since is the host's pass.
    expect(await others(() => typing.later !== null)).toBe(true);
    expect(asks.length).toBe(asked + 1);
    expect(session.record.actions.slice(at).filter((a) => (a as { seat: string }).seat === 'Ana')).toEqual([{ type: 'pass', seat: 'Ana' }]);
    expect(out.indexOf(LATE_LINE)).toBeGreaterThan(out.indexOf(WINDOW_PASSED));
  } finally {
    // The input ends with the table.
    closing = true;
    host.hosted.end('The host ended the table.');
    typing.later?.(null);
    expect((await done).finished).toBe(false);
    await closeTable(host, [ana]);
    await server.close();
  }
}, 60000);

test("a line that arrives just as a plain seat's window time passes still gets the window-passed line, and is taken for nothing (V30)", async () => {
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  // Bo is the Presidente: Ana, a Golpista, is asked the Burglars window after his Promises (V8).
  const table = await tableWithAna(names, 'plain-window-time', 'Bo', 10_000);
  const { session, clock, server, host, ana } = table;
  let out = '';
  const random = seedrandom('plain-window-edge');
  const asks: Ask[] = [];
  /** The line Ana has not typed yet, once her window has come and gone. */
  const typing: { later: ((line: string | null) => void) | null } = { later: null };
  let windowAt: number | null = null;
  let closing = false;
  const lines: LineSource = {
    interactive: true, lineNumber: 0, close() {},
    next: (ask) => {
      if (closing) return Promise.resolve(null);
      asks.push(ask);
      if (windowAt !== null) return new Promise((resolve) => (typing.later = resolve));
      if (session.pending().required.some((d) => d.seat === 0 && d.window)) {
        // Her answer, "1" (pass), comes in the very moment the host's window time passes her window.
        windowAt = session.actionCount;
        clock.advance(10_000);
        return Promise.resolve('1');
      }
      return Promise.resolve(randomOffered(out, random));
    },
  };
  const done = runPlain(ana.module, ana as unknown as Table, {
    terminal: { input: process.stdin, output: { write: (text: string) => (out += text) } }, lines, resumeHint: () => 'Come back.', endNotes: () => [],
  });
  try {
    // The others play (a window: its pass) until Ana's next line is asked for.
    expect(await othersPlay(table, random, () => typing.later !== null)).toBe(true);
    // The host passed her window; her line came too late to be her answer, and she is told so.
    expect(session.record.actions[windowAt!]).toEqual({ type: 'pass', seat: 'Ana' });
    expect(out.split(WINDOW_PASSED)).toHaveLength(2);
    expect(out.endsWith(WINDOW_PASSED)).toBe(true);
    expect(asks.at(-1)).toEqual({ kind: 'enter' });
    expect(session.record.actions.slice(windowAt!).filter((a) => (a as { seat: string }).seat === 'Ana')).toEqual([{ type: 'pass', seat: 'Ana' }]);
  } finally {
    closing = true;
    host.hosted.end('The host ended the table.');
    typing.later?.(null);
    expect((await done).finished).toBe(false);
    await closeTable(host, [ana]);
    await server.close();
  }
}, 60000);

test('a plain seat whose question waits when the host ends the table stops there, as between questions', async () => {
  const names = ['Ana', 'Bo', 'Cy'];
  // Ana is the Presidente: her Promises are the first question, and she is away from the keyboard.
  const { server, host, ana } = await tableWithAna(names, 'plain-ended', 'Ana');
  let out = '';
  let asked = false;
  const lines: LineSource = {
    interactive: true, lineNumber: 0, close() {},
    next: () => {
      asked = true;
      return new Promise<string | null>(() => {});
    },
  };
  const done = runPlain(ana.module, ana as unknown as Table, {
    terminal: { input: process.stdin, output: { write: (text: string) => (out += text) } }, lines, resumeHint: () => 'Come back.', endNotes: () => [],
  });
  try {
    expect(await until(() => asked && out.includes('Promise'))).toBe(true);
    host.hosted.end('The host ended the table.');
    // The line never comes: plain mode stops on the table's closing alone.
    expect(await done).toEqual({ code: 1, finished: false });
  } finally {
    await closeTable(host, [ana]);
    await server.close();
  }
}, 60000);
