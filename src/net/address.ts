// What "one address" is for the per-address limits: an IPv4 address as it is (also when
// it arrives mapped into IPv6), an IPv6 address by its /64 – the block one household, host or
// rented server is given, so every address in it is as cheap to an attacker as the next.

export function limitKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1];
  // Node gives IPv4 as a.b.c.d and IPv6 with colons; anything else ("unknown") counts as it is.
  if (!/^[0-9a-f:.]+$/i.test(plain) || !plain.includes(':')) return plain;
  const [head, tail = ''] = plain.toLowerCase().split('::');
  const front = head === '' ? [] : head.split(':');
  const back = plain.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  // An IPv4 tail (::1.2.3.4) stands for two groups; it is never among the first four.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = [...front, ...Array(Math.max(0, 8 - width(front) - width(back))).fill('0'), ...back];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}
