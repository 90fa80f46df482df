// A record viewer's place in the record (`junta replay --interactive`), for every game's viewer:
// the step shown and whose view, moved by the viewer's keys – → l Space the next action, ← h the
// one before, g the start, G the end, Tab the next audience, q Esc Ctrl+C leave.
import { useShell } from './shell.js';
import { useLatest } from './useLatest.js';
import type { ReplayAudience } from './game-screens.js';

/** The keys' fields the viewer reads. */
interface ViewerKey { rightArrow: boolean; leftArrow: boolean; tab: boolean; escape: boolean; ctrl: boolean }

/** Where the viewer stands (`index` 0: before the first action) and whose view it shows, with the key handler that moves them. */
export function useReplaySteps(count: number, audiences: readonly ReplayAudience[], start: ReplayAudience, at: number) {
  const shell = useShell();
  const [st, set, latest] = useLatest(() => ({ index: Math.max(0, Math.min(at, count)), audience: start }));
  const keys = (input: string, key: ViewerKey): boolean => {
    const now = latest();
    if (!shell.active) return true;
    if (input === 'q' || key.escape || (key.ctrl && input === 'c')) shell.exit(0);
    else if (key.rightArrow || input === 'l' || input === ' ') set({ index: Math.min(count, now.index + 1) });
    else if (key.leftArrow || input === 'h') set({ index: Math.max(0, now.index - 1) });
    else if (input === 'g') set({ index: 0 });
    else if (input === 'G') set({ index: count });
    else if (key.tab) set({ audience: audiences[(audiences.indexOf(now.audience) + 1) % audiences.length] });
    return true;
  };
  return { index: st.index, audience: st.audience, keys };
}
