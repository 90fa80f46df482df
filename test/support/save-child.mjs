// A child process that starts a bot game in the save store of $XDG_STATE_HOME, lets the bots play
// argv[2] actions, says "ready" and waits to be killed (the crash-safety test kills it with SIGKILL).
import { botsOfGame, DEFAULT_ISMCTS_ITERATIONS } from '../../dist/bots/index.js';
import { games } from '../../dist/games/index.js';
import { Session } from '../../dist/session/runner.js';
import { SaveStore } from '../../dist/session/saves.js';

// Las Cartas' module and its bots, through the registry (as the program reaches them).
const LAS_CARTAS = await games.byId('las-cartas').load();
const makeBots = (ismcts = { iterations: DEFAULT_ISMCTS_ITERATIONS }) => botsOfGame(LAS_CARTAS, ismcts);

const record = {
  format: 'junta-las-cartas/1', seed: 'crash', actions: [],
  players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'heuristic' })),
};
const session = Session.open(LAS_CARTAS, record, { autosave: null, bots: await makeBots({ iterations: 20 }) });
session.useSave(SaveStore.forEnv(process.env, games).create(session.record));
while (session.record.actions.length < Number(process.argv[2])) {
  if ((await session.botStep()) !== 'acted') break;
}
process.stdout.write(`ready ${session.record.actions.length}\n`);
setInterval(() => {}, 1000);
