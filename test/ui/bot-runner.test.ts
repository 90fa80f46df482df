// The bots' pace: one step at a time, a pause after an action that Space (skipPause) cuts short,
// none after an idle or stale step or once the screens have closed. No timer is waited on: the
// pause is long and the test ends it.
import type { BotDriver } from '../../src/session/local-table.js';
import { BotRunner } from '../../src/ui/botRunner.js';

const LONG = 3_600_000;

function driver(answer: 'acted' | 'idle' | 'stale'): BotDriver & { steps: number } {
  const bots = { steps: 0, isBot: () => true, step: async () => { bots.steps += 1; return answer; } };
  return bots;
}

/** Lets every pending promise callback run (no timers). */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

test('after an action it pauses until the pause is skipped; a second step meanwhile is dropped', async () => {
  const runner = new BotRunner();
  const bots = driver('acted');
  let done: boolean | null = null;
  void runner.step(bots, LONG, () => true).then((ran) => (done = ran));
  await flush();
  expect(bots.steps).toBe(1);
  expect(done).toBeNull();
  expect(await runner.step(bots, LONG, () => true)).toBe(false);
  expect(bots.steps).toBe(1);
  runner.skipPause();
  await flush();
  expect(done).toBe(true);
  // The runner is free again.
  expect(await runner.step(driver('idle'), LONG, () => true)).toBe(true);
});

test('no pause after an idle or stale step, with no pause asked, or once the screens are gone', async () => {
  const runner = new BotRunner();
  expect(await runner.step(driver('idle'), LONG, () => true)).toBe(true);
  expect(await runner.step(driver('stale'), LONG, () => true)).toBe(true);
  expect(await runner.step(driver('acted'), 0, () => true)).toBe(true);
  expect(await runner.step(driver('acted'), LONG, () => false)).toBe(true);
});

test('nothing runs without bots at this terminal; skipping with no pause does nothing', async () => {
  const runner = new BotRunner();
  runner.skipPause();
  expect(await runner.step(null, LONG, () => true)).toBe(false);
});

test('a step that throws leaves the runner free for the next', async () => {
  const runner = new BotRunner();
  const failing: BotDriver = { isBot: () => true, step: async () => { throw new Error('bot failed'); } };
  await expect(runner.step(failing, LONG, () => true)).rejects.toThrow('bot failed');
  expect(await runner.step(driver('idle'), LONG, () => true)).toBe(true);
});
