// A simulation's games played on worker threads (`junta simulate --workers N`): each thread runs
// the built program's worker (it sets the game up from `data` and plays the games it is sent), the
// games are handed out one at a time as threads come free, and they come back in game order, so
// the tally is the same as with one thread. A thread that fails or dies ends the simulation with
// an error, never a hang.
import { Worker } from 'node:worker_threads';

/** What the main thread sends a worker: the index of a game to play. */
export interface PlayRequest {
  index: number;
}

/** What a worker sends back: the game it played, or why it could not. */
export type PlayReply<G> = { index: number; game: G } | { index: number; error: string };

/** A worker thread failed: it threw, could not start, or exited before sending every game back. */
export class SimulationWorkerError extends Error {}

export interface WorkerPlan {
  /** The worker's script (dist/app/simulate-worker.js). */
  script: URL;
  /** Its workerData: what it sets the games up from. */
  data: unknown;
  games: number;
  workers: number;
}

/** A thrown value's message (an error from a worker's realm is no `instanceof Error` in every realm). */
const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : String(error);

/** The games of a plan, played on `workers` threads, yielded in game order. */
export async function* playedInWorkers<G>(plan: WorkerPlan): AsyncGenerator<G> {
  const done = new Map<number, G>();
  let failure: SimulationWorkerError | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const fail = (message: string) => {
    failure ??= new SimulationWorkerError(message);
    notify();
  };
  let next = 0;
  const threads: Worker[] = [];
  const send = (worker: Worker) => {
    if (next < plan.games) worker.postMessage({ index: next++ } satisfies PlayRequest);
  };
  let finished = false;
  for (let w = 0; w < Math.min(plan.workers, plan.games); w++) {
    const worker = new Worker(plan.script, { workerData: plan.data });
    threads.push(worker);
    worker.on('message', (reply: PlayReply<G>) => {
      if ('error' in reply) return fail(`a simulation worker could not play game ${reply.index + 1}: ${reply.error}`);
      done.set(reply.index, reply.game);
      send(worker);
      notify();
    });
    worker.on('error', (error) => fail(`a simulation worker failed: ${messageOf(error)}`));
    worker.on('messageerror', (error) => fail(`a simulation worker sent a game that could not be read: ${error.message}`));
    worker.on('exit', (code) => {
      if (!finished) fail(`a simulation worker stopped (exit code ${code}) before its games were played`);
    });
    send(worker);
  }
  try {
    for (let index = 0; index < plan.games; index++) {
      while (!done.has(index)) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      if (failure) throw failure;
      const game = done.get(index)!;
      done.delete(index);
      yield game;
    }
  } finally {
    finished = true;
    await Promise.all(threads.map((t) => t.terminate()));
  }
}
