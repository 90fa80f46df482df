// A whole game over SSH, with nothing installed: two seats played through ssh2 clients by bots at the keyboard
// (every decision typed as keys into the screens over the channel), the third seat a bot at the
// host, to the final scores; each client saw only its own hand.
import seedrandom from 'seedrandom';
import { startSshServer } from '../../src/net/ssh/server.js';
import { connectSsh, ENTER, ESC, quickScreens, tableGate, testHostKey, type SshSession } from './ssh-support.js';
import { tick } from '../support/wait.js';

const screens = await quickScreens();
const { openGame } = await import('../support/session.js');
const { LocalTable } = await import('../../src/session/local-table.js');
const { plan } = await import('../ui/driver.js');

const ENV = { LANG: 'C.UTF-8', NO_COLOR: '1' };

test('a 3-player game with two seats played over SSH by keys reaches the final scores', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], 'ssh-whole-game', 'vote');
  const table = new LocalTable(session);
  const stand = tableGate(table);
  const server = await startSshServer({ gate: stand.gate, screens, hostKey: testHostKey(), port: 0, bind: '127.0.0.1' });
  const clients: SshSession[] = [];
  try {
    for (const seat of [1, 2]) clients.push(await connectSsh({ port: server.port, user: `seat${seat}`, codes: [stand.codes.get(seat)!], env: ENV }));
    const pressed = [0, 0];
    const typed = [-1, -1];
    const keysAt: string[][] = [[], []];
    /** One seat's player: waits for its turn on its own screen, then types a random legal decision. */
    const play = async (index: number) => {
      const ssh = clients[index];
      const port = table.port(index);
      const random = seedrandom(`keys-${index}`);
      let typedAt = -1;
      let stalled = 0;
      let lastStep = -1;
      let seenAt = -1;
      let since = 0;
      let quiet = 0;
      let lastLength = 0;
      while (!session.finished) {
        const frame = ssh.lastFrame();
        const snapshot = port.snapshot();
        const length = ssh.output().length;
        quiet = length === lastLength ? quiet + 1 : 0;
        lastLength = length;
        if (frame.includes('Enter: continue')) {
          // A coup's news waits for Enter.
          ssh.press(ENTER);
          await ssh.until((f) => f !== frame, 200);
          continue;
        }
        if (snapshot.step !== seenAt) {
          seenAt = snapshot.step;
          since = 0;
        }
        // A new step: type only once the screen has had time to draw it (Ink draws at most every
        // 33 ms) and has been still since.
        since += 1;
        const fresh = since >= 10 && quiet >= 10;
        const planned = snapshot.step !== typedAt && fresh ? plan(snapshot.view, port.names, random, ENV) : null;
        // The private screen is up: its hand line, or the coup picker, which lists the hand itself.
        if (planned && (frame.includes(`${port.names[index]} – hand`) || frame.includes('Coup: choose the cards'))) {
          typedAt = snapshot.step;
          typed[index] = typedAt;
          keysAt[index] = planned.keys;
          for (const key of planned.keys) {
            ssh.press(key);
            pressed[index] += 1;
            await tick(1);
          }
        } else if (typedAt === snapshot.step && quiet > 300 && snapshot.view.pending.required.some((d) => d.seat === index)) {
          // The keys were taken by a screen that another player's move replaced: back out and type again.
          ssh.press(ESC);
          typedAt = -1;
        }
        stalled = snapshot.step === lastStep ? stalled + 1 : 0;
        lastStep = snapshot.step;
        if (stalled > 3000) {
          const pending = JSON.stringify(snapshot.view.pending);
          const screens = clients.map((c, i) => `seat ${i + 1} typed ${JSON.stringify(keysAt[i])} at ${typed[i]}:\n${c.lastFrame()}`).join('\n');
          throw new Error(`no progress at step ${snapshot.step}, pending ${pending}:\n${screens}`);
        }
        await tick(5);
      }
    };
    await Promise.all([play(0), play(1)]);
    expect(session.finished).toBe(true);
    for (const ssh of clients) {
      // A coup in the last round is news first, waiting for Enter; then the scores.
      for (let i = 0; i < 400 && !ssh.lastFrame().includes('The game is over'); i++) {
        if (ssh.lastFrame().includes('Enter: continue')) ssh.press(ENTER);
        await tick(10);
      }
      expect(ssh.lastFrame()).toContain('The game is over');
    }
    const scores = session.state.players.map((p) => p.name);
    for (const ssh of clients) for (const name of scores) expect(ssh.lastFrame()).toContain(name);
    expect(pressed[0]).toBeGreaterThan(20);
    expect(pressed[1]).toBeGreaterThan(20);
    // Each client saw its own hand, never another's.
    expect(clients[0].frames().some((f) => f.includes('Bo – hand') || f.includes('Cy – hand'))).toBe(false);
    expect(clients[1].frames().some((f) => f.includes('Ana – hand') || f.includes('Cy – hand'))).toBe(false);
    // Humans decided more than the first-President vote: the keys played the game.
    const humanActions = session.record.actions.filter((a) => a.seat === 'Ana' || a.seat === 'Bo');
    expect(humanActions.length).toBeGreaterThan(10);
  } finally {
    stand.stopBots();
    for (const ssh of clients) ssh.end();
    await server.close();
  }
}, 300_000);
