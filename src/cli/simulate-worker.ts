// A worker thread of `junta simulate --workers N` (session/simulate-workers.ts): it sets the
// simulation up from the spec it was started with, the game taken from the registry by its id, then
// plays the runs of games it is sent, one after another in the order they came, and sends each run
// back in one message (each game's seats and standing, what it adds to the game's statistics, and
// its record only when the main thread keeps records: compact results, so the threads stay busy).
import { parentPort, workerData } from 'node:worker_threads';
import { games } from '../games/index.js';
import type { PlayReply, PlayRequest } from '../session/simulate-workers.js';
import { playSimulated } from '../session/simulate.js';
import { simulationSetup, type SimulationSpec, type WorkerGame } from './simulation.js';

const spec = workerData as SimulationSpec;
const entry = games.byId(spec.game);
if (!entry || !parentPort) throw new Error(`this worker simulates a registered game from a simulation's main thread, not "${spec.game}"`);
const port = parentPort;
const setup = await simulationSetup(await entry.load(), spec);

const runs: PlayRequest[] = [];
let playing = false;

/** Plays the runs sent so far in order; after a game it cannot play it stops (the main thread ends the simulation). */
async function playRuns(): Promise<void> {
  playing = true;
  while (runs.length > 0) {
    const { first, count } = runs.shift()!;
    const played: WorkerGame[] = [];
    for (let index = first; index < first + count; index++) {
      try {
        const game = await playSimulated(setup, index);
        played.push({ ...game, record: spec.records ? game.record : null });
      } catch (error) {
        port.postMessage({ index, error: error instanceof Error ? error.message : String(error) } satisfies PlayReply<WorkerGame>);
        return;
      }
    }
    port.postMessage({ first, games: played } satisfies PlayReply<WorkerGame>);
  }
  playing = false;
}

port.on('message', (run: PlayRequest) => {
  runs.push(run);
  if (!playing) void playRuns();
});
