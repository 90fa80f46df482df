// The one pause the tests take on the real timers (the one helper for it): 5 ms unless asked, so
// the screens, the sockets and the child processes run what they have queued before a test looks.
export const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
