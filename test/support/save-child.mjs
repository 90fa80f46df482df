// A child process that starts a bot game in the save store of $XDG_STATE_HOME, lets the bots play
// argv[2] actions, says "ready" and waits to be killed (the crash-safety test kills it with SIGKILL).
import { makeBots } from '../../dist/session/las-cartas.js';
import { Session } from '../../dist/session/runner.js';
import { SaveStore } from '../../dist/session/saves.js';
import { game as LAS_CARTAS } from '../../dist/session/las-cartas.js';

const record = {
  format: 'junta-las-cartas/1', seed: 'crash', actions: [],
  players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'heuristic' })),
};
const session = Session.open(LAS_CARTAS, record, { autosave: null, bots: makeBots({ iterations: 20 }) });
session.useSave(SaveStore.forEnv(process.env).create(session.record));
while (session.record.actions.length < Number(process.argv[2])) {
  if ((await session.botStep()) !== 'acted') break;
}
process.stdout.write(`ready ${session.record.actions.length}\n`);
setInterval(() => {}, 1000);
