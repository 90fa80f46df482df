// How a hosted game's seats are invited: the host's addresses, its certificate's
// fingerprint, and one line per human seat to paste at that player's terminal, naming the game
// (so that a player can tell a Viva table from a Las Cartas one before joining).
import { X509Certificate } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import type { InviteLine } from '../session/network-table.js';
import type { SessionRecord } from '../session/runner.js';

/** The host's addresses others on the network can reach: the bound one, else every external IPv4 address. */
export function hostAddresses(bind: string | undefined): string[] {
  if (bind && bind !== '0.0.0.0' && bind !== '::') return [bind.includes(':') ? `[${bind}]` : bind];
  const found = Object.values(networkInterfaces()).flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address);
  return found.length > 0 ? found : ['127.0.0.1'];
}

/** The SHA-256 fingerprint (hex, no colons) of a PEM certificate, for the invite. */
export function certificateFingerprint(pem: string | Buffer): string {
  return new X509Certificate(pem).fingerprint256.replace(/:/g, '').toLowerCase();
}

export interface InviteSpec {
  /** The game's title, named in each seat's line. */
  title: string;
  players: SessionRecord['players'];
  tokens: readonly (string | null)[];
  hostSeat: number | null;
  address: string;
  port: number;
  secure: boolean;
  fingerprint: string | null;
}

/** Whom a seat's invite is for and what it plays: "Bo (seat 2, Viva el Presidente!)" – the same for a `junta join` line and an ssh one. */
export const inviteHeading = (name: string, seat: number, title: string): string => `${name} (seat ${seat + 1}, ${title})`;

/** One `junta join …` line per human seat the host does not play, with its seat. */
export function seatInvites(spec: InviteSpec): InviteLine[] {
  const scheme = spec.secure ? 'wss' : 'ws';
  return spec.players.flatMap((p, seat) => {
    const token = spec.tokens[seat];
    if (!token || seat === spec.hostSeat) return [];
    const fragment = spec.fingerprint ? `${token}&sha256=${spec.fingerprint}` : token;
    const command = `junta join ${scheme}://${spec.address}:${spec.port}/t/${seat + 1}#${fragment}`;
    return [{ seat, text: `${inviteHeading(p.name, seat, spec.title)}: ${command}`, command }];
  });
}

/**
 * A spectator's invite (`--spectators`): the table's /watch link, with the certificate's fingerprint
 * of a self-signed host, as one command to paste whole.
 */
export function spectatorInvite(spec: Pick<InviteSpec, 'address' | 'port' | 'secure' | 'fingerprint'>): InviteLine {
  const command = `junta join ${spec.secure ? 'wss' : 'ws'}://${spec.address}:${spec.port}/watch${spec.fingerprint ? `#sha256=${spec.fingerprint}` : ''} --watch`;
  return { seat: null, text: `Spectators: ${command}`, command };
}

/** The same lines as text, to print. */
export const inviteLines = (spec: InviteSpec): string[] => seatInvites(spec).map((line) => line.text);
