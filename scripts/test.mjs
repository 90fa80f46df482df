#!/usr/bin/env node
// `npm test`: jest (with the arguments given: `npm test -- FILE --json …`) and the type check
// (tsc --noEmit) side by side instead of one after the other. jest's transform strips the types
// without checking them (test/support/transform.cjs), so tsc is what fails a type error; it takes
// some 20 s of one core, which jest's workers leave idle often enough (files that wait on sockets,
// child processes and timers) that the check costs the suite little wall time beside them. tsc runs
// at a lower priority so the tests come first, and its report is printed after jest's: a type error
// fails `npm test` (its exit code), with tsc's errors as the last thing on the screen.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (...path) => join(root, 'node_modules', ...path);

/** Runs a child to its end: its exit code (1 when a signal ended it). */
const ended = (child) => new Promise((resolve) => {
  child.on('error', (error) => {
    process.stderr.write(`${error.message}\n`);
    resolve(1);
  });
  child.on('close', (code) => resolve(code ?? 1));
});

const tsc = spawn(process.execPath, [bin('typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
try {
  setPriority(tsc.pid, 10);
} catch {
  // Not allowed here: the same priority as the tests.
}
let report = '';
tsc.stdout.on('data', (chunk) => { report += chunk; });
tsc.stderr.on('data', (chunk) => { report += chunk; });

const options = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim();
const jest = spawn(process.execPath, [bin('jest', 'bin', 'jest.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: options } });

// Ctrl-C reaches both children (the terminal's process group); a TERM sent to this process alone is passed on.
process.on('SIGTERM', () => {
  for (const child of [jest, tsc]) child.kill('SIGTERM');
});

const [tests, types] = await Promise.all([ended(jest), ended(tsc)]);
if (types === 0) process.stdout.write('Type check (tsc --noEmit): no errors.\n');
else process.stderr.write(`\nType check (tsc --noEmit) FAILED (exit ${types}):\n${report}`);
process.exitCode = tests !== 0 ? tests : types;
