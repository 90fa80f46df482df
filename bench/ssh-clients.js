// Child of bench/ssh.js: ssh2 clients in their own process, so the host's heap holds only the
// server's side. Reads commands on stdin, answers one JSON line each:
//   cycle N      – N times: connect, identify with the code, open a shell, wait for the first frame
//                  with the seat's hand, disconnect; answers the first-frame times (ms)
//   open N       – N spectators (user watch) kept open, each past its first frame (seats are
//                  taken over by a second connection, so many at once must watch)
//   close        – closes them
//   flood N      – seats 1 and 2 connect; seat 1 sends N window changes at once, then seat 2 presses
//                  ↓; answers how long seat 2 waited for its redraw (ms) and the bytes seat 1 was
//                  sent meanwhile (one seat's resizes must not freeze the table)
import { connect as tcp } from 'node:net';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import ssh2 from 'ssh2';

const { port, user, code } = JSON.parse(process.argv[2]);
const held = [];

function connect(name = user, marker = '– hand') {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    client.on('error', reject);
    client.on('keyboard-interactive', (_n, _i, _l, prompts, finish) => finish(prompts.map(() => code)));
    client.on('ready', () => {
      client.shell({ term: 'xterm-256color', cols: 80, rows: 24 }, { env: { LANG: 'C.UTF-8' } }, (error, channel) => {
        if (error) return reject(error);
        let text = '';
        let seen = false;
        const session = { client, channel, ms: 0, bytes: 0 };
        channel.on('data', (data) => {
          session.bytes += data.length;
          if (seen) return;
          text += data.toString('utf8');
          if (text.includes(marker)) {
            seen = true;
            session.ms = performance.now() - started;
            resolve(session);
          }
        });
      });
    });
    // An interactive client sends small packets at once (as OpenSSH does): no Nagle delay.
    const sock = tcp(port, '127.0.0.1');
    sock.setNoDelay(true);
    client.connect({ sock, username: name, tryKeyboard: true, readyTimeout: 60_000 });
  });
}

const closeClient = (client) => new Promise((resolve) => {
  client.on('close', resolve);
  client.end();
});

for await (const line of createInterface({ input: process.stdin })) {
  const [command, count] = line.split(' ');
  if (command === 'cycle') {
    const times = [];
    for (let i = 0; i < Number(count); i++) {
      const { client, ms } = await connect();
      times.push(ms);
      await closeClient(client);
    }
    console.log(JSON.stringify({ times }));
  } else if (command === 'open') {
    for (let i = 0; i < Number(count); i++) held.push((await connect('watch', 'Player  Hand')).client);
    console.log(JSON.stringify({ open: held.length }));
  } else if (command === 'flood') {
    const [resizer, other] = [await connect('seat1'), await connect('seat2')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [resizerBytes, otherBytes] = [resizer.bytes, other.bytes];
    const started = performance.now();
    for (let i = 0; i < Number(count); i++) resizer.channel.setWindow(24 + (i % 10), 81 + (i % 40), 0, 0);
    other.channel.write('\x1b[B');
    while (other.bytes === otherBytes) await new Promise((resolve) => setTimeout(resolve, 1));
    const ms = performance.now() - started;
    // Every change has reached the host once its refusal of a forwarding request comes back.
    await new Promise((resolve) => resizer.client.forwardIn('127.0.0.1', 0, resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    console.log(JSON.stringify({ ms, bytes: resizer.bytes - resizerBytes }));
    await Promise.all([closeClient(resizer.client), closeClient(other.client)]);
  } else if (command === 'close') {
    await Promise.all(held.splice(0).map(closeClient));
    console.log(JSON.stringify({ open: 0 }));
  }
}
