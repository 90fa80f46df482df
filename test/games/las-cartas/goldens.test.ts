// Byte goldens of what leaves the program: a network update (the host's encodeUpdate) and a save
// envelope (what a SaveStore writes), so moving the game behind a game module cannot change a
// byte of either unnoticed. JUNTA_WRITE_GOLDENS=1 rewrites the files (only with a protocol or save format change).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { games } from '../../../src/games/index.js';
import { apply, randomAction, startRecord, RECORD_FORMAT, type Action, type GameRecord, type Seat } from '../../../src/games/las-cartas/rules/index.js';
import { encodeUpdate } from '../../../src/net/connection.js';
import { LocalTable } from '../../../src/session/local-table.js';
import { Session } from '../../../src/session/runner.js';
import { SaveStore } from '../../../src/session/saves.js';
import { FAST_BOTS } from '../../support/session.js';
import { game as LAS_CARTAS } from '../../support/las-cartas.js';

const GOLDENS = join('test', 'fixtures', 'goldens');
/** 2025-11-30 19:34:12 UTC: where the save store's pinned clock starts. */
const PINNED_MS = Date.UTC(2025, 10, 30, 19, 34, 12);
/** The pinned clock moves on by this much before the second write, so "updated" differs from "created". */
const PLAYED_MS = 90_000;

function golden(name: string, text: string): void {
  const path = join(GOLDENS, name);
  if (process.env.JUNTA_WRITE_GOLDENS === '1') writeFileSync(path, text);
  expect(text).toBe(readFileSync(path, 'utf8'));
}

/** A fixed game: seed "golden", three players, the first `steps` actions of random play from a seeded generator. */
function fixedGame(steps: number): GameRecord {
  const record: GameRecord = { format: RECORD_FORMAT, seed: 'golden', players: [{ name: 'Ana' }, { name: 'Bo', bot: 'heuristic' }, { name: 'Cy', bot: 'random' }], actions: [] };
  const random = seedrandom('golden-play');
  let state = startRecord(record).state;
  const actions: Action[] = [];
  for (let i = 0; i < steps; i++) {
    const action = randomAction(state, random);
    if (!action) break;
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions.push(result.action);
  }
  return { ...record, actions };
}

/** What the host sends seat `seat` after the record's steps: the seat's port's snapshot and its whole log, as host.ts encodes them. */
function update(record: GameRecord, seat: Seat): string {
  const port = new LocalTable(Session.open(LAS_CARTAS, record, { autosave: null, bots: FAST_BOTS })).port(seat);
  return encodeUpdate(3, port.snapshot(), port.log());
}

test('a network update for seat 1 after 40 steps of a fixed game is byte for byte the golden one', () => {
  const record = fixedGame(40);
  expect(record.actions).toHaveLength(40);
  golden('update-seat1-step40.json', `${update(record, 1)}\n`);
});

test('a save envelope of a fixed game, the store\'s clock pinned and the id\'s random digits set to 0000, is byte for byte the golden one', () => {
  let now = PINNED_MS;
  const store = new SaveStore(mkdtempSync(join(tmpdir(), 'junta-golden-')), games, { now: () => now });
  const slot = store.create(fixedGame(0), 'local', { pace: { thinkMs: 1000, botDelayMs: 600 } });
  now += PLAYED_MS;
  slot.write(fixedGame(25), false);
  slot.release();
  const [file] = readdirSync(store.dir).filter((f) => f.endsWith('.json'));
  const text = readFileSync(join(store.dir, file), 'utf8');
  const id = file.replace(/\.json$/, '');
  expect(id).toMatch(/^20251130-193412-[0-9a-f]{4}$/);
  golden('save-envelope.json', text.split(id).join('20251130-193412-0000'));
});
