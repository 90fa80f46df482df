// A simulation's games played on worker threads (`junta simulate --workers N`): each thread runs
// the built program's worker (it sets the game up from `data` and plays the games it is sent), the
// games are handed out in runs of consecutive games, two runs ahead per thread, so that a thread
// never waits for the main thread between games and a message carries many games (one
// message per game left the threads idle); they come back in game order, so the tally is the same
// as with one thread. A thread that fails or dies ends the simulation with an error, never a hang.
import { Worker } from 'node:worker_threads';

/** What the main thread sends a worker: a run of `count` games from game `first`, to play in order. */
export interface PlayRequest {
  first: number;
  count: number;
}

/** What a worker sends back: the games of a run, in order, or the game it could not play and why. */
export type PlayReply<G> = { first: number; games: G[] } | { index: number; error: string };

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

/** Runs handed to a thread before it sends the first of them back: it starts the next while its last games travel. */
const RUNS_AHEAD = 2;
/** The longest run: short enough that the threads finish together, long enough that messages are few. */
const MAX_RUN = 32;
/** Runs per thread over the simulation (fewer when there are few games). */
const RUNS_PER_THREAD = 16;

/** The games per run of a plan: at least one, at most MAX_RUN, about RUNS_PER_THREAD runs per thread. */
export const runLength = (games: number, workers: number): number => Math.max(1, Math.min(MAX_RUN, Math.floor(games / (workers * RUNS_PER_THREAD))));

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
  const run = runLength(plan.games, plan.workers);
  let next = 0;
  const threads: Worker[] = [];
  const send = (worker: Worker) => {
    if (next >= plan.games) return;
    const count = Math.min(run, plan.games - next);
    worker.postMessage({ first: next, count } satisfies PlayRequest);
    next += count;
  };
  let finished = false;
  for (let w = 0; w < Math.min(plan.workers, plan.games); w++) {
    const worker = new Worker(plan.script, { workerData: plan.data });
    threads.push(worker);
    worker.on('message', (reply: PlayReply<G>) => {
      if ('error' in reply) return fail(`a simulation worker could not play game ${reply.index + 1}: ${reply.error}`);
      reply.games.forEach((game, i) => done.set(reply.first + i, game));
      send(worker);
      notify();
    });
    worker.on('error', (error) => fail(`a simulation worker failed: ${messageOf(error)}`));
    worker.on('messageerror', (error) => fail(`a simulation worker sent a game that could not be read: ${error.message}`));
    worker.on('exit', (code) => {
      if (!finished) fail(`a simulation worker stopped (exit code ${code}) before its games were played`);
    });
  }
  // Each thread's first runs, round the threads, so that every thread starts with games.
  for (let r = 0; r < RUNS_AHEAD; r++) for (const worker of threads) send(worker);
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
