// The SSH user names of a table: `seat2` is seat 2 (seats by number, since names may hold anything),
// `watch` a spectator; and the command an invite or a goodbye line prints to open one.
import type { SshSeat } from './gate.js';

/** The command that opens a seat: `ssh -p 2222 seat2@192.168.1.20`. */
export function sshCommand(host: string, port: number, seat: SshSeat): string {
  const user = seat === 'watch' ? 'watch' : `seat${seat}`;
  return port === 22 ? `ssh ${user}@${host}` : `ssh -p ${port} ${user}@${host}`;
}

/** `seat2` → 2, `watch` → 'watch', anything else → null. */
export function seatOfUser(user: string): SshSeat | null {
  if (user === 'watch') return 'watch';
  const match = /^seat([1-9]\d{0,2})$/.exec(user);
  return match ? Number(match[1]) : null;
}

/** The address as a person types it: an IPv4 address without its IPv6 mapping. */
export const hostOf = (address: string | undefined): string => (address ?? 'localhost').replace(/^::ffff:(?=\d+\.)/, '');
