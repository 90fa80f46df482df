// A game's record (R1, R4, V1, V4): the fields every game's record file, save and reveal has – its
// format, a comment, the seed, the players by name with their bot kinds, the game's options, its
// pinned parts and its actions – assembled once from what each game declares (its wire.ts).
import { z } from 'zod';
import { NAME_MAX_LENGTH } from './names.js';

/** A record holds at most this many actions (a game far longer than any played). */
export const MAX_RECORD_ACTIONS = 100_000;

/** What a game declares of its records: the format, the bounds and its own parts' schemas. */
export interface RecordParts<F extends string, O extends z.ZodType, P extends z.ZodRawShape, A extends z.ZodType> {
  format: F;
  /** The longest seed a record may hold (looser than a new game's, so older records still load). */
  seedMaxLength: number;
  /** The longest comment, when the game bounds it. */
  commentMaxLength?: number;
  /** How many seats the game has room for. */
  players: { readonly min: number; readonly max: number };
  /** The game's options, as its records name them. */
  options: O;
  /** The parts the game lets a record pin (its decks, dice), between the options and the actions. */
  pinned: P;
  /** One action as a record holds it. */
  action: A;
}

/** The fields of every game's record, around the game's pinned parts. */
export type RecordShape<F extends string, O extends z.ZodType, A extends z.ZodType> = {
  format: z.ZodLiteral<F>;
  comment: z.ZodOptional<z.ZodString>;
  seed: z.ZodString;
  seedGenerated: z.ZodOptional<z.ZodBoolean>;
  players: z.ZodArray<z.ZodObject<{ name: z.ZodString; bot: z.ZodOptional<z.ZodString> }, z.core.$strict>>;
  options: z.ZodOptional<O>;
  actions: z.ZodArray<A>;
};

/**
 * A game's record schema, strict: the bot kinds and the rule that no two seats are the same name are
 * the session's (session/records.ts); a player's name is held to the one bound every game keeps.
 */
export function recordSchema<F extends string, O extends z.ZodType, P extends z.ZodRawShape, A extends z.ZodType>(
  parts: RecordParts<F, O, P, A>,
): z.ZodObject<RecordShape<F, O, A> & P, z.core.$strict> {
  const comment = parts.commentMaxLength === undefined ? z.string() : z.string().max(parts.commentMaxLength);
  const player = z.strictObject({ name: z.string().min(1).max(NAME_MAX_LENGTH), bot: z.string().min(1).max(32).optional() });
  return z.strictObject({
    format: z.literal(parts.format, { error: `must be "${parts.format}"` }),
    comment: comment.optional(),
    seed: z.string().max(parts.seedMaxLength),
    seedGenerated: z.boolean().optional(),
    players: z.array(player).min(parts.players.min).max(parts.players.max),
    options: parts.options.optional(),
    ...parts.pinned,
    actions: z.array(parts.action).max(MAX_RECORD_ACTIONS),
  });
}
