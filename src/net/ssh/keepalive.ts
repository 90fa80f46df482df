// Keepalive for an SSH connection, on the injected clock (ssh2's own runs on the wall clock and is
// switched off): a ping every interval, and a connection that sent no byte back for `max` pings in
// a row is closed, so a dead client's seat shows as disconnected.
import type { Connection } from 'ssh2';
import type { Clock } from '../clock.js';
import type { Door } from './door.js';

/** Pings the client every `everyMs`; after `max` pings without a byte back, the connection goes. */
export function keepalive(conn: Connection, door: Door, clock: Clock, everyMs: number, max: number): void {
  const protocol = (conn as unknown as { _protocol?: { ping?(): void } })._protocol;
  let missed = 0;
  let cancel = () => {};
  const tick = () => {
    missed = door.heard ? 0 : missed + 1;
    door.heard = false;
    if (missed >= max) return void door.socket.destroy();
    protocol?.ping?.();
    cancel = clock.after(everyMs, tick);
  };
  cancel = clock.after(everyMs, tick);
  door.cancels.push(() => cancel());
}
