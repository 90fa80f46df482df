// The local table's snapshots (architecture.md, "The live table"): a port keeps its
// snapshot for its readers until the game changes, and a snapshot built only to be encoded (the
// network host's updates) is not kept, so the host holds the bytes it sent and not the views; where
// the game offers views that share the state's values (GameRules.sharedView), only that snapshot uses one.
import { LocalTable } from '../../src/session/local-table.js';
import { containers } from '../support/containers.js';
import { VIVA_NET } from '../support/net-games.js';
import { openGame } from '../support/session.js';

const players = [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }];

describe('a local table\'s snapshots', () => {
  it('a port gives the same snapshot until the game changes', () => {
    const table = new LocalTable(openGame(players, 'snapshots-kept'));
    const first = table.port(1).snapshot();
    expect(table.port(1).snapshot()).toBe(first);
    table.changed();
    expect(table.port(1).snapshot()).not.toBe(first);
    expect(table.port(1).snapshot()).toEqual(first);
  });

  it('a snapshot to encode is the port\'s own when it has one, and otherwise is built and not kept', () => {
    const table = new LocalTable(openGame(players, 'snapshots-encoded'));
    const once = table.snapshotToEncode(0);
    const again = table.snapshotToEncode(0);
    expect(again).not.toBe(once);
    expect(again).toEqual(once);
    const kept = table.port(0).snapshot();
    expect(kept).not.toBe(once);
    expect(kept).toEqual(once);
    expect(table.snapshotToEncode(0)).toBe(kept);
    expect(table.snapshotToEncode('public')).toEqual(table.port('public').snapshot());
  });

  it('a Viva port\'s view shares no container with the game\'s state; the view it encodes is the same and shares them', () => {
    const session = VIVA_NET.open(players, 'snapshots-shared');
    const table = new LocalTable(session);
    for (const audience of [0, 1, 2, 'public'] as const) {
      const encoded = table.snapshotToEncode(audience);
      const state = containers(session.state);
      expect([...containers(encoded.view)].some((c) => state.has(c))).toBe(true);
      const own = table.port(audience).snapshot();
      expect(own.view).toEqual(encoded.view);
      expect([...containers(own.view)].filter((c) => state.has(c))).toEqual([]);
    }
  });
});

