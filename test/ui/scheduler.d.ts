// The little of React's scheduler the fake terminal uses to wait until the screens are drawn.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
