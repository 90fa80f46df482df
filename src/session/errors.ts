// Bad input from outside (a record, a name, a path): the CLI answers exit code 2 with the message.
// No imports, so the CLI's error handling can know this class without loading anything.
export class InputError extends Error {}
