// Admission of connections that have not proved who they are yet (issue 17): sockets before the
// WebSocket upgrade, WebSockets before their hello, SSH connections before their login. They get a
// budget of their own, in all and per address, apart from the proved connections; a newcomer never
// finds the door shut: when its address is full it evicts that address's oldest, when all is full
// the oldest of all. So holding silent connections costs an attacker its own older ones, and a
// client that identifies at once (`junta join` sends its hello on open) gets through.

/** How many may wait at once: in all, and from one address. */
export interface WaitingLimits {
  total: number;
  perAddress: number;
}

export class AdmissionBudget<T> {
  /** Each waiting item and its address, oldest first (a Map keeps insertion order). */
  private readonly waiting = new Map<T, string>();

  /** `limits` is read at each admission (tests lower them); `evict` closes an item pushed out. */
  constructor(private readonly limits: () => WaitingLimits, private readonly evict: (item: T) => void) {}

  /** Admits `item` from `address`, evicting first the oldest of its address (when that is full), else the oldest of all (when all is full). */
  admit(item: T, address: string): void {
    const { total, perAddress } = this.limits();
    let ofAddress = 0;
    let oldestOfAddress: T | undefined;
    for (const [waiting, from] of this.waiting) {
      if (from !== address) continue;
      ofAddress += 1;
      if (ofAddress === 1) oldestOfAddress = waiting;
    }
    const victim = ofAddress >= Math.max(1, perAddress) ? oldestOfAddress
      : this.waiting.size >= Math.max(1, total) ? this.waiting.keys().next().value
        : undefined;
    if (victim !== undefined) {
      this.waiting.delete(victim);
      this.evict(victim);
    }
    this.waiting.set(item, address);
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
