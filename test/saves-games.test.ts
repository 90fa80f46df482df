// The saves of every game, Las Cartas' and Viva's alike: the store reads a save through its game's schema, the game
// found in the registry by its record's format; `junta resume --list` lists every game's saves
// (another game's with its title) and `junta host --resume` takes the table's game from its save.
// A Viva game is played by its bots through the generic session runner.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../src/games/index.js';
import { Session, type SessionGame, type SessionRecord } from '../src/session/runner.js';
import { SaveStore, type GameMode } from '../src/session/saves.js';
import { runCli } from './support/cli.js';
import { openGame } from './support/session.js';

const viva = await games.byId('viva')!.load() as SessionGame<unknown, unknown, unknown, unknown, unknown, SessionRecord>;
const vivaBots = (await viva.bots())({ iterations: 4 });
const newState = () => mkdtempSync(join(tmpdir(), 'junta-saves-games-'));
const storeAt = (state: string) => new SaveStore(join(state, 'junta'), games);
const VIVA_TITLE = 'Junta: Viva el Presidente!';

/** A Viva game of random bots, `actions` actions into a new save of `mode` (released, as after a game that stopped). */
async function vivaSave(store: SaveStore, seed: string, actions: number, mode: GameMode = 'local') {
  // As a new game's record, it names what it is dealt with (the game's stamp: Viva's catalogue, V31).
  const record: SessionRecord = { format: viva.recordFormat, ...viva.stamp, seed, players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, bot: 'random' })), actions: [] };
  const session = Session.open(viva, record, { autosave: null, bots: vivaBots });
  const slot = store.create(session.record, mode);
  session.useSave(slot);
  while (session.record.actions.length < actions && (await session.botStep()) === 'acted');
  slot.release();
  return { session, slot };
}

test('a Viva save written by the session reads back through the registry: listed, not broken, its record as played', async () => {
  const state = newState();
  const { session, slot } = await vivaSave(storeAt(state), 'viva-save', 12);
  const { games: saved, broken } = await storeAt(state).list();
  expect(broken).toEqual([]);
  expect(saved.map((g) => [g.id, g.record.format])).toEqual([[slot.id, 'junta-viva/1']]);
  expect(saved[0].record).toEqual(session.record);
});

test('resume --list lists every game\'s saves: a Viva save with its round and its title, a Las Cartas save as before', async () => {
  const state = newState();
  const store = storeAt(state);
  const { session } = await vivaSave(store, 'viva-listed', 12);
  const lasCartas = openGame([{ name: 'Di', bot: 'random' }, { name: 'Eva', bot: 'random' }, { name: 'Fe', bot: 'random' }], 'las-cartas-listed', 'Di');
  const slot = store.create(lasCartas.record, 'local');
  lasCartas.useSave(slot);
  slot.release();
  const run = await runCli(['resume', '--list'], { env: { XDG_STATE_HOME: state } });
  expect(run.code).toBe(0);
  expect(run.stdout).not.toContain('Cannot be read');
  const round = viva.round!(session.state);
  expect(round).toBeGreaterThan(0);
  const vivaLine = run.stdout.split('\n').find((l) => l.includes('Ana, Bo, Cy'))!;
  expect(vivaLine).toMatch(new RegExp(`^ {2}\\d{8}-\\d{6}-[0-9a-f]{4} {2}round ${round} +.* UTC {2}Ana, Bo, Cy · ${VIVA_TITLE}$`));
  // The default game's line names no game, as it did.
  expect(run.stdout).toMatch(new RegExp(`\n {2}\\d{8}-\\d{6}-[0-9a-f]{4} {2}round ${lasCartas.game.round!(lasCartas.state)} +.* UTC {2}Di, Eva, Fe\n`));
});

test("the setup screen's resumable saves are its game's: a Viva save with its round for Viva's, none for Las Cartas'", async () => {
  const state = newState();
  const store = storeAt(state);
  const { session, slot } = await vivaSave(store, 'viva-resumable', 12);
  const lasCartas = await games.byId('las-cartas')!.load();
  expect((await store.resumable(viva)).games.map((g) => [g.id, g.round])).toEqual([[slot.id, viva.round!(session.state)]]);
  expect((await store.resumable(viva)).broken).toEqual([]);
  expect((await store.resumable(lasCartas)).games).toEqual([]);
});

test('a save of a format no game writes is reported as unreadable, saying which formats are known', async () => {
  const state = newState();
  const store = storeAt(state);
  const id = '20250101-000000-abcd';
  mkdirSync(store.dir, { recursive: true });
  writeFileSync(store.pathOf(id), JSON.stringify({
    id, mode: 'local', created: '2025-01-01T00:00:00.000Z', updated: '2025-01-01T00:00:00.000Z', finished: false,
    record: { format: 'junta-unknown/9', seed: 's', players: [{ name: 'Ana' }], actions: [] },
  }));
  const { games: saved, broken } = await store.list();
  expect(saved).toEqual([]);
  expect(broken.map((b) => b.reason)).toEqual([
    'field "record.format": must be the record format of a game junta knows: "junta-las-cartas/1" (Junta: Las Cartas), "junta-viva/1" (Junta: Viva el Presidente!), "junta-board/1" (Junta, the board game — junta\'s edition)',
  ]);
});

test('host --resume takes the table\'s game from its save: a hosted Viva table is taken up (Viva has its screens), and goes on to the checks of every save', async () => {
  const state = newState();
  const { slot } = await vivaSave(storeAt(state), 'viva-hosted', 6, 'hosted');
  const run = await runCli(['host', '--resume', '--headless'], { env: { XDG_STATE_HOME: state } });
  // Its seed was given, so the host asks for --known-seed, as for any table dealt from a chosen seed.
  expect([run.code, run.stderr]).toEqual([2, "junta: this table's seed was chosen, not made up: whoever knows the seed knows every hand, draw and die of the game; add --known-seed to host it anyway\n"]);
  // Named by its id, through `junta resume ID`, the same game.
  const resumed = await runCli(['resume', slot.id], { env: { XDG_STATE_HOME: state } });
  expect(resumed.stderr).not.toContain('cannot be played');
  expect(resumed.stderr).not.toContain('has no screens');
  // A --game of another game is refused by the save's game, as for every file.
  const other = await runCli(['host', '--resume', '--headless', '--game', 'las-cartas'], { env: { XDG_STATE_HOME: state } });
  expect(other.code).toBe(2);
  expect(other.stderr).toContain('is a record of "junta-viva/1", not of Junta: Las Cartas');
});
