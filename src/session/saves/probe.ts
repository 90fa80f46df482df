// The process probe of the save locks: whether the process that wrote a lock still runs, told by
// its pid and its start time (a pid alone may have been reused by another process since).
import { existsSync, readFileSync } from 'node:fs';

/** How the store tells whether a process still runs: its start time, null when no such process runs, undefined when it runs but its start time is unknown. */
export interface ProcessProbe {
  startOf(pid: number): string | null | undefined;
}

/** Linux: field 22 of /proc/<pid>/stat (start time in clock ticks after boot). Elsewhere: alive or not, start unknown. */
export const systemProbe: ProcessProbe = {
  startOf(pid) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync('/proc/self/stat')) return null;
    }
    try {
      process.kill(pid, 0);
      return undefined;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? undefined : null;
    }
  },
};
