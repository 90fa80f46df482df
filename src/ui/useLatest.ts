// Component state kept in a ref, so several keys arriving before the next render each see the
// result of the one before (tmux, fast typists and pasted input send keys in bursts).
import { useReducer, useRef } from 'react';

/** Returns the state for rendering, an updater, and a getter that key handlers use. */
export function useLatest<T extends object>(initial: () => T): [T, (change: Partial<T>) => void, () => T] {
  const ref = useRef<T | null>(null);
  if (ref.current === null) ref.current = initial();
  const [, render] = useReducer((n: number) => n + 1, 0);
  const update = (change: Partial<T>) => {
    ref.current = { ...ref.current!, ...change };
    render();
  };
  return [ref.current, update, () => ref.current!];
}
