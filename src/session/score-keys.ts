// A final standing's keys as every telling shows them (R27: money, then cards; V29: VP, then
// money): the columns' headings, the game's names for its keys, and the order of the seats, best first.

/** Each score key's heading: the game's names for them (its narration's scoreKeys), else "Score" (one key) or "Score 1", "Score 2", …. */
export function keyNames(scoreKeys: readonly string[] | undefined, count: number): string[] {
  return Array.from({ length: count }, (_, i) => scoreKeys?.[i] ?? (count === 1 ? 'Score' : `Score ${i + 1}`));
}

/** Which of two seats' keys rank higher: the first key that differs decides. */
export const byKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (b[i] ?? 0) - (a[i] ?? 0);
  return 0;
};
