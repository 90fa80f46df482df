// What a client checks of every message from its host (the network table's hardening,
// in place, without a copy of each update): every string as the sanitizer shows it, seat numbers within the table.
import { games } from '../../src/games/index.js';
import { sanitizeAll, seatKeysOf, seatsInRange } from '../../src/net/host-checks.js';
import { shown } from '../../src/text/width.js';

describe('a host message as the client checks it', () => {
  it('passes every string through the sanitizer exactly as shown(text, 500) does, plain ASCII and the 500-column edge included', () => {
    const texts = [
      '', 'Ana', 'red#1', ' spaced out ', '~!{}', 'a'.repeat(500), 'a'.repeat(501), 'tab\there', 'del\u007f', 'B\u001b[2J\u001b]0;pwned\u0007o',
      'bidi\u202eevil', 'ñandú', '漢字'.repeat(260), '👩‍💻', 'line\nbreak',
    ];
    for (const text of texts) expect(sanitizeAll(text)).toBe(shown(text, 500));
  });

  it('cleans the message in place: the same objects come back, every nested string sanitized, other values untouched', () => {
    const players = [{ name: 'B\u001b[2Jo', hand: ['c1', 'c2'], dice: 3, known: null }, { name: 'Cy', hand: null, dice: 0, known: [] }];
    const view = { seat: 0, players, orders: { 'red#1': 4 }, revealed: false };
    const message = { type: 'update', step: 7, view, log: [{ step: 7, actor: 1, events: [{ type: 'pass', window: 'x\u202ey' }] }] };
    expect(sanitizeAll(message)).toBe(message);
    expect(message.view).toBe(view);
    expect(view.players).toBe(players);
    expect(message).toEqual({
      type: 'update', step: 7,
      view: {
        seat: 0,
        players: [{ name: shown('B\u001b[2Jo', 500), hand: ['c1', 'c2'], dice: 3, known: null }, { name: 'Cy', hand: null, dice: 0, known: [] }],
        orders: { 'red#1': 4 },
        revealed: false,
      },
      log: [{ step: 7, actor: 1, events: [{ type: 'pass', window: shown('x\u202ey', 500) }] }],
    });
    expect(JSON.stringify(message)).not.toMatch(/\u001b|\u202e/);
  });

  it('refuses a seat number past the table wherever it is nested, and allows the public view\'s seat −1', () => {
    const rebels = seatKeysOf({ seatFields: ['rebels'] });
    expect(seatsInRange({ view: { seat: -1, players: [{ seat: 2 }] } }, 3)).toBe(true);
    expect(seatsInRange({ view: { players: [{ dice: 9 }], rebels: [0, 2] } }, 3, rebels)).toBe(true);
    expect(seatsInRange({ log: [{ events: [{ rebels: [1, 3] }] }] }, 3, rebels)).toBe(false);
    expect(seatsInRange({ hold: -1 }, 3)).toBe(false);
    expect(seatsInRange({ window: [0, 1, 5] }, 6)).toBe(true);
    expect(seatsInRange({ window: [0, 1, 5] }, 4)).toBe(false);
  });

  it("checks the fields the game's wire declares seats (Viva's presidente, V5), beside the protocol's own", async () => {
    const viva = await (await games.byId('viva')!.load()).wire();
    expect(seatsInRange({ view: { presidente: 4, attackers: [0] } }, 3, seatKeysOf(viva))).toBe(false);
    expect(seatsInRange({ view: { presidente: 2, attackers: [0, 1] } }, 3, seatKeysOf(viva))).toBe(true);
    // A field no game declares a seat is any number; the protocol's own are seats at every table.
    expect(seatsInRange({ view: { presidente: 4 } }, 3)).toBe(true);
    expect(seatsInRange({ type: 'talk', from: 3 }, 3)).toBe(false);
  });
});
