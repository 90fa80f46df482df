// For the tests of the App's hooks: a key as Ink describes it, and a hook mounted in a tiny Ink
// component on a fake terminal, whose latest value the test reads after each key.
import { Text, type Key } from 'ink';
import { createElement } from 'react';
import { renderTty } from './tty.js';

/** Ink's description of a key: nothing pressed but what `pressed` names. */
export function keyOf(pressed: Partial<Key> = {}): Key {
  const none = {
    upArrow: false, downArrow: false, leftArrow: false, rightArrow: false, pageDown: false, pageUp: false, home: false, end: false,
    return: false, escape: false, ctrl: false, shift: false, tab: false, backspace: false, delete: false, meta: false,
    super: false, hyper: false, capsLock: false, numLock: false,
  };
  return { ...none, ...pressed } as Key;
}

/**
 * Mounts `use` (a hook, with any keys it wires up) and draws `show` of its value; `value()` is
 * the value of the last render.
 */
export function mountHook<T>(use: () => T, show: (value: T) => string) {
  let latest: T | null = null;
  function Probe() {
    const value = use();
    latest = value;
    return createElement(Text, null, show(value));
  }
  const app = renderTty(createElement(Probe));
  return { ...app, value: () => latest as T };
}
