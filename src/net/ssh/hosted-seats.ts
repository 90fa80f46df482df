// `junta host --ssh`: the hosted table's seats behind the SSH server – the gate that
// checks a seat's code (its token or the short code derived from it) and gives its screens the
// seat's client, the client keys remembered per seat in the game's secrets file (so a resumed
// table still knows them), and the invite lines with the host key's fingerprint.
import type { Seat } from '../../core/types.js';
import type { SessionRecord } from '../../session/runner.js';
import type { InviteLine } from '../../session/network-table.js';
import type { SaveStore } from '../../session/saves.js';
import type { HostedTable } from '../host.js';
import { inviteHeading } from '../invite.js';
import { codeOpens, shortCode } from '../tokens.js';
import type { KeyStore, SeatGate } from './gate.js';
import { sshCommand } from './users.js';

export interface SshTableSpec {
  hosted: HostedTable;
  players: SessionRecord['players'];
  tokens: readonly (string | null)[];
  /** The seat the host plays on its own screen: not offered over SSH. */
  hostSeat: Seat | null;
  spectators: boolean;
}

/** The hosted table as the SSH server sees it: seats by 1-based number. */
export function hostedGate(spec: SshTableSpec): SeatGate {
  const { hosted, tokens } = spec;
  const joinable = spec.players.flatMap((p, i) => (!p.bot && i !== spec.hostSeat && tokens[i] ? [i + 1] : []));
  return {
    title: () => hosted.current.game.title,
    seats: () => joinable,
    checkCode: (seat, code) => (joinable.includes(seat) ? codeOpens(code, tokens[seat - 1]!) : null),
    client: (seat) => (seat === 'watch' ? (spec.spectators ? hosted.seatClient(null) : null) : joinable.includes(seat) ? hosted.seatClient(seat - 1) : null),
    spectatorsAllowed: () => spec.spectators,
    onJoin: (seat) => hosted.join(seat - 1),
    onLeave: (seat) => hosted.leave(seat - 1),
  };
}

/** The invite lines for SSH: one per joinable seat, with its short code; the host key's fingerprint. */
export function sshSeatInvites(spec: SshTableSpec, address: string, port: number, fingerprint: string): InviteLine[] {
  const gate = hostedGate(spec);
  return [
    ...gate.seats().map((seat) => ({
      seat: seat - 1, text: `${inviteHeading(spec.players[seat - 1].name, seat - 1, spec.hosted.current.game.title)}: ${sshCommand(address, port, seat)}   code ${shortCode(spec.tokens[seat - 1]!)}`,
      command: sshCommand(address, port, seat),
    })),
    ...(spec.spectators ? [{ seat: null, text: `Spectators: ${sshCommand(address, port, 'watch')}`, command: sshCommand(address, port, 'watch') }] : []),
    { seat: null, text: `SSH host key: ${fingerprint} (players can check it when ssh first asks)` },
  ];
}

/** The same lines as text, to print. */
export const sshInvites = (spec: SshTableSpec, address: string, port: number, fingerprint: string): string[] =>
  sshSeatInvites(spec, address, port, fingerprint).map((line) => line.text);

/**
 * Client keys remembered per seat in the game's secrets file (0600, beside its save): a player who
 * logged in once with a key comes back without the code, after the table is reopened too.
 */
export class SecretKeyStore implements KeyStore {
  /** `id`: the game whose secrets file holds the keys; a function where it changes (a hosted table's next game). */
  constructor(private readonly store: SaveStore, private readonly game: string | (() => string)) {}

  private get id(): string {
    return typeof this.game === 'string' ? this.game : this.game();
  }

  private entry(seat: number): string {
    return `ssh-keys-seat${seat}`;
  }

  knows(seat: number, fingerprint: string): boolean {
    return (this.store.readSecret(this.id)?.[this.entry(seat)] ?? '').split(' ').includes(fingerprint);
  }

  remember(seat: number, fingerprint: string): void {
    const secret = this.store.readSecret(this.id) ?? {};
    const known = (secret[this.entry(seat)] ?? '').split(' ').filter(Boolean);
    if (known.includes(fingerprint)) return;
    this.store.writeSecret(this.id, { ...secret, [this.entry(seat)]: [...known, fingerprint].slice(-8).join(' ') });
  }
}
