// Running the CLI in-process with captured output.
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';
import type { GameRegistry } from '../../src/core/registry.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `registry`: the games the program knows (default: the registered ones). */
export async function runCli(args: string[], options: { tty?: boolean; env?: Record<string, string>; columns?: number; rows?: number; registry?: GameRegistry } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: { write: (t: string) => (stdout += t), isTTY: options.tty ?? false, columns: options.columns ?? 80, rows: options.rows ?? 1000 },
    stderr: { write: (t: string) => (stderr += t) },
    env: { PAGER: 'cat', ...options.env },
    cwd: process.cwd(),
  };
  const code = await main(args, io, options.registry);
  return { code, stdout, stderr };
}
