// The coup on the wire (rulings B5, B43, B44, B47, B48, B53–B56, B71): a view holding the whole coup
// board is taken; a hostile host's coup board (an unknown unit, a unit twice or missing, a place off
// the map, a seat past the table in any of the coup's seat fields) and hostile coup events and actions
// are refused naming the field; a record whose coup action names no unit or moves into the Harbor is
// refused by `junta replay` in one line at the action's number, never quoting the file; a golden coup
// record with its coup actions flipped, deleted or given to another player replays or is refused so.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { GameRegistry } from '../../../src/core/registry.js';
import { boardInfo } from '../../../src/games/board/info.js';
import { board } from '../../../src/games/board/module.js';
import { deployedUnits } from '../../../src/games/board/rules/coup-units.js';
import type { CoupState } from '../../../src/games/board/rules/types.js';
import { publicView, viewFor } from '../../../src/games/board/rules/view.js';
import { boardWire } from '../../../src/games/board/wire.js';
import { games } from '../../../src/games/index.js';
import { seatKeysOf, seatsInRange } from '../../../src/net/host-checks.js';
import { runCli } from '../../support/cli.js';
import { expectOneLineOrSuccess, pick, slots, WEIRD, type Json } from '../../support/hostile-records.js';
import { FOUR, game } from './builder.js';

/** A coup board in coup phase 2 at four seats: Bo the First Rebel, Cy a Rebel who commands the Marines in the Docks, an engagement in the Plaza. */
function coupBoard(): CoupState {
  const units = deployedUnits(false);
  const unit = (id: string) => units.find((u) => u.id === id)!;
  Object.assign(unit('marines'), { at: 'docks', owner: 2, moved: true });
  Object.assign(unit('army1#1'), { at: 'plaza', startedAt: 'plaza', strength: 1 });
  Object.assign(unit('police#1'), { at: 'plaza', startedAt: 'precinct-1', moved: true });
  Object.assign(unit('guard#4'), { at: 'destroyed', strength: 0 });
  return {
    firstRebel: 1, rebels: [1, 2], segment: 2, units, airstrikesUsed: 1, airstrikesOwner: 3, placedAtQuestion: false, questionEvent: null,
    engagements: [{ area: 'plaza', by: 1, against: 'frozen' }], fled: [], sides: [], control: null, winner: null, executed: null, over: false,
  };
}

const s = { ...game({ seats: FOUR, phase: 1 }), coup: coupBoard() };
const view = () => structuredClone(publicView(s));

/** The first issue of a refused value: "path: message"; "taken" when taken. */
function refusal(schema: typeof boardWire.view | typeof boardWire.event | typeof boardWire.action, value: unknown): string {
  const checked = schema.safeParse(value);
  if (checked.success) return 'taken';
  const issue = checked.error.issues[0];
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('B5 the coup board in a view', () => {
  test('B5 the whole coup board is in every view and the public one, and each is taken', () => {
    expect(publicView(s).coup).toEqual(s.coup);
    expect(refusal(boardWire.view, JSON.parse(JSON.stringify(publicView(s))))).toBe('taken');
    for (let seat = 0; seat < FOUR.length; seat++) expect(refusal(boardWire.view, viewFor(s, seat))).toBe('taken');
    expect(seatsInRange(publicView(s), FOUR.length, seatKeysOf(boardWire))).toBe(true);
  });

  test.each<[string, (c: CoupState) => void, RegExp]>([
    ['an unknown unit', (c) => { c.units[0].id = 'tank#1'; }, /^coup\.units\.0\.id: is not a unit/],
    ['a unit twice', (c) => { c.units[1].id = c.units[0].id; }, /^coup\.units: lists each of the 50 units once, in unit-id order/],
    ['a unit missing', (c) => { c.units.pop(); }, /^coup\.units: lists each of the 50 units once/],
    ['units out of order', (c) => { c.units.reverse(); }, /^coup\.units: lists each of the 50 units once, in unit-id order/],
    ['a unit off the map', (c) => { c.units[0].at = 'moon'; }, /^coup\.units\.0\.at: is not a place of a unit/],
    ['a unit that started its segment in the Harbor', (c) => { c.units[0].startedAt = 'harbor'; }, /^coup\.units\.0\.startedAt: is not an area of the map/],
    ['a strength of 11', (c) => { c.units[0].strength = 11; }, /^coup\.units\.0\.strength: /],
    ['a segment past the track', (c) => { c.segment = 8; }, /^coup\.segment: /],
    ['an unknown field', (c) => { Object.assign(c, { tanks: 3 }); }, /^coup: Unrecognized key: "tanks"/],
    ['an engagement off the map', (c) => { c.engagements[0].area = 'harbor'; }, /^coup\.engagements\.0\.area: is not an area of the map/],
    ['a party that is no party', (c) => { Object.assign(c.engagements[0], { against: 'neutral' }); }, /^coup\.engagements\.0\.against: /],
    ['a side that is no side', (c) => { c.sides = [{ seat: 0, side: 'army' as 'junta' }]; }, /^coup\.sides\.0\.side: /],
  ])('a view with %s on the coup board is refused, naming the field', (_, change, message) => {
    const v = view();
    change(v.coup!);
    expect(refusal(boardWire.view, v)).toMatch(message);
  });

  test.each<[string, (c: CoupState) => void]>([
    ['the First Rebel', (c) => { c.firstRebel = 4; }],
    ['a Rebel', (c) => { c.rebels.push(5); }],
    ["a unit's commander", (c) => { c.units[3].owner = 4; }],
    ["the Airstrikes' holder", (c) => { c.airstrikesOwner = 6; }],
    ['an engagement', (c) => { c.engagements[0].by = 4; }],
    ['an engaged opponent', (c) => { c.engagements[0].against = 4; }],
    ['a fugitive', (c) => { c.fled.push(4); }],
    ['a side', (c) => { c.sides.push({ seat: 4, side: 'junta' }); }],
    ['the executed', (c) => { c.executed = 4; }],
  ])('B44 a hostile host naming a seat past the table as %s on the coup board is caught by the client', (_, change) => {
    const v = view();
    change(v.coup!);
    expect(seatsInRange(v, FOUR.length, seatKeysOf(boardWire))).toBe(false);
  });
});

describe('coup events and actions are strict', () => {
  test.each<[string, object]>([
    ['a Rebel', { type: 'rebel', seat: 4 }],
    ['a mover', { type: 'moved', seat: 4, unit: 'army1#1', from: 'barracks-1', to: 'plaza' }],
    ['an attacked player', { type: 'attack', seat: 0, area: 'plaza', target: 4, engaged: true }],
    ['a die\'s firing party', { type: 'exchange', number: 1, dice: [{ area: 'plaza', by: 4, unit: 'army1#1', against: 1, target: null, value: 5, hit: false }] }],
    ['a retreating party', { type: 'retreated', party: 4, area: 'plaza', to: null, units: [] }],
    ['a Junta candidate', { type: 'elect', seat: 0, candidate: 4 }],
    ['one of the tied in the Junta\'s vote', { type: 'tie-broken', by: 0, tied: [1, 4], candidate: 1 }],
    ['the executed', { type: 'executed', by: 0, target: 4 }],
  ])('B44 B59 a hostile host naming a seat past the table as %s in a coup event is caught by the client', (_, event) => {
    expect(refusal(boardWire.event, event)).toBe('taken');
    expect(seatsInRange(event, FOUR.length, seatKeysOf(boardWire))).toBe(false);
  });

  test('B55 an exchange die of 7, an unknown firing unit or a party that is no party is refused; a well-formed one is taken', () => {
    const die = { area: 'plaza', by: 0, unit: 'army1#1', against: 1, target: 'police#1', value: 5, hit: true };
    expect(refusal(boardWire.event, { type: 'exchange', number: 1, dice: [die] })).toBe('taken');
    expect(refusal(boardWire.event, { type: 'exchange', number: 1, dice: [{ ...die, value: 7 }] })).toMatch(/^dice\.0\.value: /);
    expect(refusal(boardWire.event, { type: 'exchange', number: 1, dice: [{ ...die, unit: 'tank#1' }] })).toMatch(/^dice\.0\.unit: is not a unit/);
    expect(refusal(boardWire.event, { type: 'exchange', number: 1, dice: [{ ...die, against: 'neutral' }] })).toMatch(/^dice\.0\.against: /);
  });

  test('B48 B54 B56 a move that ends in the Harbor, a shelling of 13 dice, a retreat off the map are refused', () => {
    expect(refusal(boardWire.event, { type: 'moved', seat: 0, unit: 'marines', from: 'harbor', to: 'docks' })).toBe('taken');
    expect(refusal(boardWire.event, { type: 'moved', seat: 0, unit: 'marines', from: 'docks', to: 'harbor' })).toMatch(/^to: is not an area of the map/);
    expect(refusal(boardWire.event, { type: 'shelled', seat: 0, weapon: 'gunboat', area: 'docks', target: 1, dice: Array(13).fill(5), hits: [] })).toMatch(/^dice: /);
    expect(refusal(boardWire.event, { type: 'retreated', party: 1, area: 'plaza', to: 'airfield', units: [] })).toMatch(/^to: is not an area of the map/);
  });

  test.each<[string, object, RegExp]>([
    ['a move of no unit', { type: 'move', seat: 'Ana', unit: 'tank#1', to: 'plaza' }, /^unit: is not a unit/],
    ['a move into the Harbor', { type: 'move', seat: 'Ana', unit: 'army1#1', to: 'harbor' }, /^to: is not an area of the map/],
    ['a move into the Airfield', { type: 'move', seat: 'Ana', unit: 'army1#1', to: 'airfield' }, /^to: is not an area of the map/],
    ['a transfer of 51 units', { type: 'transfer', seat: 'Ana', to: 'Bo', units: Array(51).fill('army1#1') }, /^units: /],
    ['an attack off the map', { type: 'attack', seat: 'Ana', area: 'harbor', target: 'Bo' }, /^area: is not an area of the map/],
    ['a shelling with an extra field', { type: 'shell', seat: 'Ana', area: 'docks', target: 'Bo', dice: [6, 6] }, /^: Unrecognized key: "dice"/],
    ['a retreat into the Airfield', { type: 'retreat', seat: 'Ana', area: 'plaza', to: 'airfield' }, /^to: is not an area of the map/],
    ['a side that is no side', { type: 'side', seat: 'Ana', side: 'army' }, /^side: /],
    ['a flight into no Embassy', { type: 'flee', seat: 'Ana', embassy: 'moon' }, /^embassy: /],
  ])('%s is refused, naming the field', (_, action, message) => {
    expect(refusal(boardWire.action, action)).toMatch(message);
  });
});

describe('hostile coup records', () => {
  const registry = new GameRegistry([...games.all().filter((g) => g.id !== boardInfo.id), { ...boardInfo, load: async () => board }], games.default.id);
  const dir = mkdtempSync(join(tmpdir(), 'junta-board-coup-wire-'));
  let files = 0;
  const replayFile = (content: object) => {
    const path = join(dir, `record-${++files}.json`);
    writeFileSync(path, JSON.stringify(content));
    return runCli(['replay', path], { registry, env: { XDG_STATE_HOME: dir } });
  };
  const replay = (actions: object[]) => replayFile({ format: board.recordFormat, seed: 'coup-wire', players: FOUR.map((name) => ({ name })), actions });

  test('B71 a golden coup record with its coup actions flipped, deleted or retargeted is replayed or refused in one line, never crashing', async () => {
    const golden = JSON.parse(readFileSync(join('test', 'fixtures', 'board', 'coup-junta.json'), 'utf8')) as { actions: Record<string, Json>[] } & Record<string, Json>;
    const coupActions = golden.actions.flatMap((a, i) => (['move', 'attack', 'shell', 'retreat', 'side', 'elect', 'execute', 'play'].includes(a.type as string) ? [i] : []));
    const random = seedrandom('coup-wire-mutations');
    for (let i = 0; i < 12; i++) {
      const copy = structuredClone(golden);
      const at = pick(random, coupActions);
      const action = copy.actions[at] as unknown as Json;
      const [container, key] = pick(random, slots(action));
      if (i % 3 === 0) (container as Record<string, Json>)[key as string] = pick(random, WEIRD);
      else if (i % 3 === 1) copy.actions.splice(at, 1);
      else copy.actions[at] = { ...copy.actions[at], seat: pick(random, FOUR.filter((name) => name !== copy.actions[at].seat)) };
      const run = await replayFile(copy);
      expectOneLineOrSuccess(run);
      if (run.code === 2) expect(run.stdout).toBe('');
    }
  });

  test.each<[string, object, RegExp]>([
    ['a move of a unit the box does not hold', { type: 'move', seat: 'Ana', unit: 'tank#9', to: 'plaza' }, /action 1: is not a unit$/m],
    ['a move into the Harbor', { type: 'move', seat: 'Ana', unit: 'marines', to: 'harbor' }, /action 1: is not an area of the map$/m],
    ['an attack on a party that is no name', { type: 'attack', seat: 'Ana', area: 'plaza', target: '' }, /action 1: /],
  ])('B71 a record with %s is refused in one line at its number, nothing narrated, the bytes never quoted', async (_, action, reason) => {
    const run = await replay([action]);
    expect([run.code, run.stdout, run.stderr.trim().split('\n').length]).toEqual([2, '', 1]);
    expect(run.stderr).toMatch(reason);
    expect(run.stderr).not.toMatch(/tank/);
  });

  test('B47 a well-formed move where no coup is in progress is refused at its number in one line', async () => {
    const run = await replay([{ type: 'move', seat: 'Ana', unit: 'army1#1', to: 'plaza' }]);
    expect([run.code, run.stdout, run.stderr.trim().split('\n').length]).toEqual([2, '', 1]);
    expect(run.stderr).toMatch(/action 1: /);
  });
});
