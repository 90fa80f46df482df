// The one pause the tests take on the real timers (5 ms unless asked): it lets the screens, the
// sockets and the child processes run what they have queued before a test looks again.
export const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
