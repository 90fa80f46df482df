// A worker thread of `junta simulate --workers N` (session/simulate-workers.ts): it sets the
// simulation up from the spec it was started with, the game taken from the registry by its id, then
// plays each game it is sent and sends it back (its record, seats and standing, and what it adds
// to the game's statistics).
import { parentPort, workerData } from 'node:worker_threads';
import { games } from '../games/index.js';
import type { PlayReply, PlayRequest } from '../session/simulate-workers.js';
import { playSimulated } from '../session/simulate.js';
import { simulationSetup, type SimulationSpec } from './simulation.js';

const spec = workerData as SimulationSpec;
const entry = games.byId(spec.game);
if (!entry || !parentPort) throw new Error(`this worker simulates a registered game from a simulation's main thread, not "${spec.game}"`);
const port = parentPort;
const setup = await simulationSetup(await entry.load(), spec);

port.on('message', ({ index }: PlayRequest) => {
  playSimulated(setup, index).then(
    (game) => port.postMessage({ index, game } satisfies PlayReply<unknown>),
    (error: unknown) => port.postMessage({ index, error: error instanceof Error ? error.message : String(error) } satisfies PlayReply<unknown>),
  );
});
