// Admission of connections that have not proved who they are yet: sockets before the
// WebSocket upgrade, WebSockets before their hello, SSH connections before their login. They get a
// budget of their own, in all and per address, apart from the proved connections; a newcomer never
// finds the door shut: when its address is full it evicts that address's oldest, when all is full
// the oldest of all. So holding silent connections costs an attacker its own older ones, and a
// client that identifies at once (`junta join` sends its hello on open) gets through. A waiting one
// that got further (an SSH client that spoke, then one at its code prompt) is evicted only after
// every one that got less far.
import { limitKey } from './address.js';

/** How many may wait at once: in all, and from one address. */
export interface WaitingLimits {
  total: number;
  perAddress: number;
}

export class AdmissionBudget<T> {
  /** Each waiting item, its address, and how far it got (0: nowhere); oldest first (a Map keeps insertion order). */
  private readonly waiting = new Map<T, { address: string; progress: number }>();

  /** `limits` is read at each admission (tests lower them); `evict` closes an item pushed out. */
  constructor(private readonly limits: () => WaitingLimits, private readonly evict: (item: T) => void) {}

  /**
   * Admits `item` from an address (an IPv6 one counts by its /64), evicting first the oldest of its address (when that is full), else
   * the oldest of all (when all is full) – in each case the oldest of those that got least far.
   */
  admit(item: T, from: string): void {
    const address = limitKey(from);
    const { total, perAddress } = this.limits();
    let ofAddress = 0;
    for (const entry of this.waiting.values()) if (entry.address === address) ofAddress += 1;
    const victim = ofAddress >= Math.max(1, perAddress) ? this.oldest(address)
      : this.waiting.size >= Math.max(1, total) ? this.oldest(null)
        : undefined;
    if (victim !== undefined) {
      this.waiting.delete(victim);
      this.evict(victim);
    }
    this.waiting.set(item, { address, progress: 0 });
  }

  /** The oldest of the waiting items (of `address`, or of all) that got least far. */
  private oldest(address: string | null): T | undefined {
    let victim: T | undefined;
    let least = Infinity;
    for (const [item, entry] of this.waiting) {
      if (address !== null && entry.address !== address) continue;
      if (entry.progress < least) {
        victim = item;
        least = entry.progress;
      }
    }
    return victim;
  }

  /** The item got as far as `progress` (1, 2, …; it never goes back): it is evicted after those that got less far. */
  progressed(item: T, progress: number): void {
    const entry = this.waiting.get(item);
    if (entry) entry.progress = Math.max(entry.progress, progress);
  }

  /** The item proved itself or went away; false when it was not waiting. */
  release(item: T): boolean {
    return this.waiting.delete(item);
  }

  has(item: T): boolean {
    return this.waiting.has(item);
  }

  get size(): number {
    return this.waiting.size;
  }
}
