// Bad input from outside (a record, a name, a path, an option): the CLI answers exit code 2 with
// the message. No imports, so the CLI's error handling can know these classes without loading anything.
export class InputError extends Error {}

/**
 * Bad usage: an option, a name, a seed or a file that a game plan (session/plan.ts) or a CLI
 * command refuses. Exit code 2 like any InputError; its own class so a caller can tell it apart.
 */
export class UsageError extends InputError {}
