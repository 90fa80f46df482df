// Plain mode at a network table the host ends (any game's table): a question waiting for its line gives up
// the wait once the table is closed, as the loop between questions does, instead of waiting on a
// line that answers nothing.
import type { LiveTable } from '../../session/network-table.js';

/** Settles once the live table is closed (one subscription, ended then); null at a table that is not live. */
export function tableClosed(live: LiveTable | null | undefined): Promise<void> | null {
  if (!live) return null;
  return new Promise<void>((resolve) => {
    if (live.status().closed) return resolve();
    const stop = live.subscribe(() => {
      if (!live.status().closed) return;
      stop();
      resolve();
    });
  });
}
