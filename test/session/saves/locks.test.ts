// The lock of a running game: created once, owned by pid + start time + host; a stale one (its
// process gone or its pid reused, an unreadable one after a grace period, a foreign host's one
// left untouched for long) is taken over, a live one refused. Clock and process probe are injected.
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameLocks, GameOpenElsewhere, type LockOwner } from '../../../src/session/saves/locks.js';
import type { ProcessProbe } from '../../../src/session/saves/probe.js';

const ID = '20250601-120000-abcd';

function world() {
  const dir = mkdtempSync(join(tmpdir(), 'junta-locks-'));
  let now = Date.parse('2025-06-01T12:00:00Z');
  const running: Record<number, string> = {};
  const probe: ProcessProbe = { startOf: (pid) => running[pid] ?? null };
  const locksOf = (me: LockOwner, limits: { lockGraceMs?: number; foreignLockMs?: number } = {}) => {
    running[me.pid] = me.start!;
    return new GameLocks(dir, { now: () => now, probe, me, ...limits });
  };
  const lockFile = join(dir, `${ID}.lock`);
  /** Sets the lock file's time to the world's clock, as a write at that moment would. */
  const stampLock = () => utimesSync(lockFile, now / 1000, now / 1000);
  return { dir, lockFile, running, locksOf, stampLock, advance: (ms: number) => (now += ms) };
}

const ANA = { pid: 101, start: 'boot-101', host: 'desk' };
const BO = { pid: 202, start: 'boot-202', host: 'desk' };

test('a lock names its owner; a second taker is refused while the owner runs, and gets it once released', () => {
  const w = world();
  const ana = w.locksOf(ANA);
  const bo = w.locksOf(BO);
  expect(ana.tryLock(ID)).toBe(true);
  expect(JSON.parse(readFileSync(w.lockFile, 'utf8'))).toEqual(ANA);
  expect(ana.tryLock(ID)).toBe(false);
  expect(bo.owner(ID)).toEqual(ANA);
  expect(() => bo.lock(ID)).toThrow(GameOpenElsewhere);
  bo.unlock(ID); // not Bo's: stays
  expect(existsSync(w.lockFile)).toBe(true);
  ana.unlock(ID);
  expect(bo.owner(ID)).toBeNull();
  bo.lock(ID);
  expect(bo.owner(ID)).toEqual(BO);
});

test('a lock whose process is gone, or whose pid now belongs to a later process, is taken over', () => {
  const w = world();
  w.locksOf(ANA).tryLock(ID);
  const bo = w.locksOf(BO);
  w.running[ANA.pid] = 'boot-later';
  expect(bo.owner(ID)).toBeNull();
  bo.lock(ID);
  expect(JSON.parse(readFileSync(w.lockFile, 'utf8'))).toEqual(BO);
  delete w.running[BO.pid];
  const cy = w.locksOf({ pid: 303, start: 'boot-303', host: 'desk' });
  cy.lock(ID);
  expect(cy.owner(ID)?.pid).toBe(303);
});

test('an unreadable lock is held during the grace period and stale after it', () => {
  const w = world();
  const bo = w.locksOf(BO, { lockGraceMs: 10_000 });
  writeFileSync(w.lockFile, '{"pid":');
  w.stampLock();
  w.advance(9_000);
  expect(() => bo.lock(ID)).toThrow(/open in another junta$/);
  w.advance(2_000);
  bo.lock(ID);
  expect(bo.owner(ID)).toEqual(BO);
});

test('a foreign host\'s lock is stale only when it has not been touched for foreignLockMs', () => {
  const w = world();
  const there = w.locksOf({ pid: 101, start: 'x', host: 'laptop' });
  const here = w.locksOf({ pid: 101, start: 'y', host: 'desk' }, { foreignLockMs: 60_000 });
  there.tryLock(ID);
  w.stampLock();
  w.advance(50_000);
  there.touch(ID);
  w.advance(50_000);
  expect(() => here.lock(ID)).toThrow(/process 101 on laptop/);
  w.advance(20_000);
  here.lock(ID);
  expect(here.owner(ID)?.host).toBe('desk');
});

test('the same pid with another start time is a former run of this program: its lock is stale, even where the probe cannot tell', () => {
  const w = world();
  w.locksOf({ ...ANA, start: 'boot-before' }).tryLock(ID);
  // A system whose probe knows a process runs but not when it started.
  const ana = new GameLocks(w.dir, { now: Date.now, probe: { startOf: () => undefined }, me: ANA });
  expect(ana.owner(ID)).toBeNull();
  ana.lock(ID);
  expect(ana.owner(ID)).toEqual(ANA);
  const bo = new GameLocks(w.dir, { now: Date.now, probe: { startOf: () => undefined }, me: BO });
  expect(bo.owner(ID)).toEqual(ANA);
});
