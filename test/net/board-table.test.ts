// A hosted board game's last step reaches a seat played by a bot through the client side
// (net/botseat.ts): B64's end reveals every Budget and gift of the game in that one step, hundreds of
// events, and the client takes it, holds the final view and the record, rather than refusing the
// update and leaving its seat waiting at the decision before it (B36's return or stay).
import { board } from '../../src/games/board/module.js';
import type { BoardRecord } from '../../src/games/board/rules/setup.js';
import type { Action, BoardEvent } from '../../src/games/board/rules/types.js';
import { playWithBot } from '../../src/net/botseat.js';
import { Session } from '../../src/session/runner.js';
import { closeTable, join, startHost, until } from '../support/net.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

test('a bot seat at its own client takes a board game\'s last step, which reveals every Budget and gift (B64), and reaches the end with the record', async () => {
  const bots = (await board.bots())();
  const open = (players: BoardRecord['players'], actions: Action[]) =>
    Session.open(board, { format: 'junta-board/1', seed: 'net-board-end', players, options: {}, actions }, { autosave: null, bots });
  // The game played to its end by bots at the host (random ones, whose many gifts the end reveals), then
  // again to its last decision with that seat at a client.
  const played = open(NAMES.map((name) => ({ name, bot: 'random' })), []);
  while (await played.runBots());
  expect(played.finished).toBe(true);
  const last = played.steps[played.steps.length - 1];
  expect(last.events.filter((e) => e.type === 'budget-revealed' || e.type === 'gift-revealed').length).toBeGreaterThan(200);
  const actions = played.record.actions;
  const before = open(NAMES.map((name) => ({ name, bot: 'random' })), actions.slice(0, -1));
  const [decision] = before.pending().required;
  const session = open(NAMES.map((name, seat) => (seat === decision.seat ? { name } : { name, bot: 'random' })), actions.slice(0, -1));
  const host = await startHost(session);
  const client = await join<Action, unknown, BoardEvent, unknown>(host.invite(decision.seat));
  const stop = playWithBot(client, bots.random, { salt: 'net-board' });
  try {
    expect(await until(() => session.finished, 8000)).toBe(true);
    expect(await until(() => client.port(decision.seat).reveal() !== null, 8000)).toBe(true);
    expect(client.refusedMessages).toEqual([]);
    expect(client.port(decision.seat).snapshot().finished).toBe(true);
    expect(client.port(decision.seat).snapshot().view).toEqual(board.rules.viewFor(session.state, decision.seat));
    expect(client.port(decision.seat).reveal()).toEqual(session.record);
  } finally {
    await closeTable(host, [client], [stop]);
  }
}, 60_000);
