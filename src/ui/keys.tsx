// Key routing for the screens: one Ink input handler (the App's) passes each key, once, through
// the input guard and then to the handlers of what is on screen: widgets first, then their
// screen; the first that takes the key stops it.
import { useInput, type Key } from 'ink';
import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';

/** Returns true when it took the key. */
export type KeyHandler = (input: string, key: Key) => boolean | void;

/** Widgets (a chooser, a builder) see keys before the screen around them. */
export type KeyLayer = 'widget' | 'screen';

interface Entry {
  layer: KeyLayer;
  handler: { current: KeyHandler };
}

interface Registry {
  add(entry: Entry): () => void;
}

const KeysContext = createContext<Registry>({ add: () => () => {} });

/** Registers a handler for as long as the component is mounted and `active`. */
export function useKeys(handler: KeyHandler, layer: KeyLayer, active = true): void {
  const registry = useContext(KeysContext);
  const latest = useRef(handler);
  latest.current = handler;
  // A layout effect: registered in the same commit that draws the screen, so no key falls between.
  useLayoutEffect(() => (active ? registry.add({ layer, handler: latest }) : undefined), [registry, layer, active]);
}

/**
 * Provides the registry and reads the keys: `before` sees every key first (Ctrl+C, the guard,
 * overlays) and returns true to stop it there; `after` gets the keys nothing on screen took.
 */
export function KeyRouter({ before, after, children }: { before: KeyHandler; after: KeyHandler; children: ReactNode }) {
  const entries = useRef<Entry[]>([]);
  const registry = useRef<Registry>({
    add(entry) {
      // A stable sort: widgets before screens, each layer in the order it came.
      entries.current = [...entries.current, entry].sort((a, b) => Number(a.layer === 'screen') - Number(b.layer === 'screen'));
      return () => void (entries.current = entries.current.filter((e) => e !== entry));
    },
  });
  // One handler for the router's life, reading the latest through refs: Ink subscribes a new handler
  // only in an effect after the commit, and a key may come between.
  const edges = useRef({ before, after });
  edges.current = { before, after };
  const route = useCallback((input: string, key: Key) => {
    if (edges.current.before(input, key)) return;
    for (const entry of entries.current) if (entry.handler.current(input, key) === true) return;
    edges.current.after(input, key);
  }, []);
  useInput(route);
  return <KeysContext.Provider value={registry.current}>{children}</KeysContext.Provider>;
}
