// Errors without their stack traces, for tests that provoke refusals by the ten thousand and read
// only their codes: gathering each refusal's stack is most of what a refusal costs.

/** `run` with no stack trace gathered for the errors made meanwhile. */
export function withoutStacks<T>(run: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return run();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
