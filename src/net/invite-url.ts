// Reading an invite as `junta host` prints it: the seat's ws:// or wss:// URL, its token
// after the #, and for a self-signed host its certificate's fingerprint; or a spectator's link.
import type { Seat } from '../core/types.js';
import { shown } from '../text/width.js';
import { tablePath } from './protocol.js';

export interface Invite {
  /** ws:// or wss:// URL of the seat (or /watch), without the #fragment (ws refuses those). */
  url: string;
  token: string | null;
  /** SHA-256 fingerprint (hex) the host's certificate must have, for a self-signed wss:// host. */
  fingerprint: string | null;
  /** The seat in the URL; null for a spectator. */
  seat: Seat | null;
}

export class InviteError extends Error {}

/**
 * Reads an invite as printed by `junta host` (`junta join ws://…/t/2#TOKEN`, the URL alone, or
 * with `&sha256=HEX` after the token). `watch` turns any of the table's invites into a spectator's.
 */
export function parseInvite(text: string, watch = false): Invite {
  const raw = text.trim().replace(/^junta\s+join\s+/, '');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InviteError(`"${shown(raw, 80)}" is not an invite; it looks like ws://HOST:7310/t/2#TOKEN`);
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new InviteError(`an invite starts with ws:// or wss://, not ${shown(url.protocol, 20)}`);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, '').replace(/^([^&=]+)(?=&|$)/, 'token=$1'));
  const fingerprint = fragment.get('sha256')?.toLowerCase().replace(/:/g, '') ?? null;
  if (fingerprint !== null && !/^[0-9a-f]{64}$/.test(fingerprint)) throw new InviteError('the invite\'s sha256 fingerprint should be 64 hex digits');
  const route = tablePath(url.pathname);
  if (!route) throw new InviteError('the invite\'s path should end in /t/N (a seat) or /watch');
  url.hash = '';
  if (watch) url.pathname = route.table ? `/${route.table}/watch` : '/watch';
  const token = watch ? null : fragment.get('token');
  if (!watch && route.seat === null) throw new InviteError('that is a spectator\'s link: add --watch');
  if (!watch && !token) throw new InviteError('the invite has no token (the part after #); copy the whole line from the host');
  return { url: url.toString(), token, fingerprint, seat: watch ? null : route.seat };
}
