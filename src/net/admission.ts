// Admission of connections that have not proved who they are yet (issue 17): sockets before the
// WebSocket upgrade, WebSockets before their hello, SSH connections before their login. They get a
// budget of their own, in all and per address, apart from the proved connections; a newcomer never
// finds the door shut: when its address is full it evicts that address's oldest, when all is full
// the oldest of all. So holding silent connections costs an attacker its own older ones, and a
// client that identifies at once (`junta join` sends its hello on open) gets through. A waiting one
// that got further (an SSH login at its code prompt) is evicted only after every silent one.

/** How many may wait at once: in all, and from one address. */
export interface WaitingLimits {
  total: number;
  perAddress: number;
}

export class AdmissionBudget<T> {
  /** Each waiting item, its address, and whether it got further; oldest first (a Map keeps insertion order). */
  private readonly waiting = new Map<T, { address: string; further: boolean }>();

  /** `limits` is read at each admission (tests lower them); `evict` closes an item pushed out. */
  constructor(private readonly limits: () => WaitingLimits, private readonly evict: (item: T) => void) {}

  /**
   * Admits `item` from `address`, evicting first the oldest of its address (when that is full), else
   * the oldest of all (when all is full) – in each case the oldest that did not get further, if any.
   */
  admit(item: T, address: string): void {
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
    this.waiting.set(item, { address, further: false });
  }

  /** The oldest waiting item (of `address`, or of all), preferring one that did not get further. */
  private oldest(address: string | null): T | undefined {
    let fallback: T | undefined;
    for (const [item, entry] of this.waiting) {
      if (address !== null && entry.address !== address) continue;
      if (!entry.further) return item;
      fallback ??= item;
    }
    return fallback;
  }

  /** The item got further (an SSH login reached its code prompt): it is evicted after the silent ones. */
  further(item: T): void {
    const entry = this.waiting.get(item);
    if (entry) entry.further = true;
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
