// How a hosted table was opened, as its save keeps it: `junta host --resume` and `junta resume`
// reopen the table so, on the same ports, so the invites the players hold still work.
// The settings are the network's, but they live here, in the session layer: the save envelope
// validates them and the setup screen shows them, and neither the session nor the screens may
// import the network (test/layering.test.ts).
import { z } from 'zod';

/** A hosted table's settings; flags given when it is reopened override them. */
export interface TableSettings {
  port: number;
  /** The address listened on; null: every interface. */
  bind: string | null;
  /** The SSH port; null: not served over SSH. */
  sshPort: number | null;
  spectators: boolean;
  /** The hold time (`--hold-time`): how long the table holds the next decision for a human seat that may first make an offer; 0: never. */
  holdMs: number;
  /** The window time (`--window-time`): how long a human seat has to answer a play-or-pass window before it passes (V30, R15); absent: the default. */
  windowMs?: number;
  /** The seat the host plays on their own screen (an index into the record's players); null: none. */
  seat: number | null;
  /** Absolute paths of the PEM files for wss://; null: plain ws://. */
  tls: { cert: string; key: string } | null;
}

const Port = z.number().int().min(1).max(65535);

/** A file path as a save may hold it: not empty, not absurdly long, no NUL. */
export const FilePath = z.string().min(1).max(4096).refine((p) => !p.includes('\0'), 'a path has no NUL character');

/** TableSettings as read from a save (untrusted: the file may have been edited by hand). */
const CurrentSettings = z.strictObject({
  port: Port,
  bind: z.string().min(1).max(255).nullable(),
  sshPort: Port.nullable(),
  spectators: z.boolean(),
  // What --hold-time accepts: 0 to 60 seconds.
  holdMs: z.number().int().min(0).max(60_000),
  // What --window-time accepts: 0 to 600 seconds.
  windowMs: z.number().int().min(0).max(600_000).optional(),
  // One of the record's seats, as many as its game has (the save's envelope checks it against the record).
  seat: z.number().int().min(0).max(1000).nullable(),
  tls: z.strictObject({ cert: FilePath, key: FilePath }).nullable(),
});

/** Saves written before the hold had its own name kept it as `bribeWindowMs`: read as `holdMs`. */
const OLD_HOLD_FIELD = 'bribeWindowMs';

/** TableSettings as read from a save, an old one's hold under its old name included. */
export const TableSettingsSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !(OLD_HOLD_FIELD in value) || 'holdMs' in value) return value;
  const { [OLD_HOLD_FIELD]: holdMs, ...rest } = value as Record<string, unknown>;
  return { ...rest, holdMs };
}, CurrentSettings);
