// A whole Viva game over SSH: two seats played through ssh2 clients by keys – each
// decision the heuristic bot makes from the seat's view, typed into Viva's screens over the channel
// (test/games/viva/ui/decision-keys.ts) – the third seat a bot at the host, to the final table.
import seedrandom from 'seedrandom';
import type { Action } from '../../src/games/viva/rules/types.js';
import type { VivaView } from '../../src/games/viva/rules/view.js';
import { startSshServer } from '../../src/net/ssh/server.js';
import { connectSsh, ENTER, quickScreens, tableGate, testHostKey, type SshSession } from './ssh-support.js';

const screens = await quickScreens('viva');
const { VIVA_NET } = await import('../support/net-games.js');
const { LocalTable } = await import('../../src/session/local-table.js');
const { seatNames } = await import('../../src/session/seat-names.js');
const { keysFor } = await import('../games/viva/ui/decision-keys.js');
const { openPrompt } = await import('../../src/games/viva/ui/plain/prompts.js');
const { windowHead, windowItems } = await import('../../src/games/viva/ui/widgets/WindowChooser.js');
const { phaseWords } = await import('../../src/games/viva/ui/table/labels.js');
const { ownFacts } = await import('../../src/games/viva/ui/screens/own-facts.js');

const ENV = { LANG: 'C.UTF-8', NO_COLOR: '1' };
const NAMES = ['Ana', 'Bo', 'Cy'];
/** Each decision's screen by its widget's keys in the footer; every window's is the window chooser's. */
const FOOTER: Record<string, string> = { promises: '←→ to whom', orders: 'a all dice', spend: 'Space pick Aid', discard: 'Space discard/keep' };
const WINDOW_FOOTER = '↑↓ move · Enter choose';
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

test('a 3-player Viva game with two seats played over SSH by keys reaches the final table', async () => {
  const viva = VIVA_NET.module;
  const session = VIVA_NET.open([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], 'ssh-viva-game');
  const table = new LocalTable(session);
  const stand = tableGate(table);
  const server = await startSshServer({ gate: stand.gate, screens, hostKey: testHostKey(), port: 0, bind: '127.0.0.1' });
  const clients: SshSession[] = [];
  const bot = (await viva.bots())().heuristic;
  const shown = seatNames(NAMES);
  /** Resolves once the session has more actions than `count` (an event of the table, not a timer). */
  const actionsPass = (count: number) => new Promise<void>((resolve) => {
    if (session.actionCount > count || session.finished) return resolve();
    const off = table.port('public').subscribe(() => {
      if (session.actionCount <= count && !session.finished) return;
      off();
      resolve();
    });
  });
  const typed = [0, 0];
  let typing = Promise.resolve();
  try {
    for (const seat of [1, 2]) clients.push(await connectSsh({ port: server.port, user: `seat${seat}`, codes: [stand.codes.get(seat)!], env: ENV }));
    /** One seat's player: waits for its decision on its own screen, then types what the bot decides. */
    const play = async (seat: number) => {
      const ssh = clients[seat];
      const random = seedrandom(`ssh-viva-${seat}`);
      while (!session.finished) {
        const asked = session.pending().required.some((d) => d.seat === seat);
        // News waits for Enter (a battle's outcome, a new Presidente): it goes on once the screen has moved on.
        const frame = ssh.lastFrame();
        if (frame.includes('Enter: continue')) {
          ssh.press(ENTER);
          await ssh.until((f) => f !== frame);
          continue;
        }
        if (!asked) {
          const passed = actionsPass(session.actionCount);
          await Promise.race([passed, ssh.until((f) => f !== frame && f.includes('Enter: continue'), undefined, passed)]);
          continue;
        }
        // Drawn for this very step (a frame still on the screen from the seat's decision before
        // would take the keys meant for this one): the decision's own keys, the seat's facts as
        // they are now, on a window its question and choices, on the orders how many are in.
        const count = session.actionCount;
        const view = viva.rules.viewFor(session.state, seat) as VivaView;
        const prompt = openPrompt(view, 'decide', shown, false)!;
        const facts = [true, false].map((orders) => flat(ownFacts(view, shown, orders)));
        const asks = prompt.kind in FOOTER ? [FOOTER[prompt.kind]] : [WINDOW_FOOTER, windowHead(prompt)[0], ...windowItems(prompt)].map(flat);
        const current = (frame: string) => asks.every((a) => flat(frame).includes(a)) && facts.some((f) => flat(frame).includes(f)) && (prompt.kind !== 'orders' || flat(frame).includes(phaseWords(view)));
        const passed = actionsPass(count);
        await Promise.race([passed, ssh.until((f) => current(f) || f.includes('Enter: continue'), undefined, passed)]);
        if (session.actionCount !== count || !current(ssh.lastFrame())) continue;
        const action = await bot.decide(view, viva.rules.legalActions(session.state, seat), random);
        // One player types at a time: another seat's order coming in (a new step) draws a half-typed
        // orders dial afresh, and the order it would send is refused as stale – left to the Viva screens' issue.
        const turn = typing;
        let done = () => {};
        typing = new Promise<void>((resolve) => (done = resolve));
        await turn;
        if (session.actionCount === count && current(ssh.lastFrame())) {
          for (const key of keysFor(view, shown, action as Action)) {
            ssh.press(key);
            typed[seat] += 1;
          }
          // The keys went in, or were taken by a screen that went away as they came: then type again.
          await Promise.race([actionsPass(count), ssh.until(() => false, 400)]);
        }
        done();
      }
    };
    await Promise.all([play(0), play(1)]);
    expect(session.finished).toBe(true);
    for (const ssh of clients) {
      // The last battle's news waits for Enter; then the final table.
      for (let frame = ssh.lastFrame(); !frame.includes('The game is over'); frame = ssh.lastFrame()) {
        if (frame.includes('Enter: continue')) ssh.press(ENTER);
        expect(await ssh.until((f) => f !== frame)).toBe(true);
      }
      for (const name of NAMES) expect(ssh.lastFrame()).toContain(name);
    }
    expect(typed[0]).toBeGreaterThan(20);
    expect(typed[1]).toBeGreaterThan(20);
    const humanActions = session.record.actions.filter((a) => ['Ana', 'Bo'].includes((a as { seat: string }).seat));
    expect(humanActions.length).toBeGreaterThan(10);
  } finally {
    stand.stopBots();
    for (const ssh of clients) ssh.end();
    await server.close();
  }
}, 300_000);
