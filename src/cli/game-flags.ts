// `--game ID` and each game's own flags on the commands: play, host,
// simulate, rules, cards and tutorial play or show the game --game names (the registry's default
// without it); replay and resume take the game from the file (file-game.ts checks a --game given).
// Every registered game's OptionSpecs (and their shorthands: --expert) are flags of play and host; a flag of another game than the
// one chosen is refused with a hint, and --help shows the chosen game's flags and player bounds.
import { Help, InvalidArgumentError, Option, type Command, type OptionValues } from 'commander';
import type { GameInfo, OptionSpec } from '../core/game.js';
import type { GameEntry, GameRegistry } from '../core/registry.js';
import { juntaCommand } from './invocation.js';
import { UsageError, type Io } from './io.js';
import { orList } from './text.js';
import { visible } from '../text/sanitize.js';

/** The games as a usage error lists them: "las-cartas (Junta: Las Cartas) or toy (High Card)". */
const gameList = (registry: GameRegistry): string => orList(registry.all().map((g) => `${g.id} (${g.title})`));

/**
 * `--game <id>`, checked as it is parsed: an unknown id is a usage error that lists the games.
 * `what`: what the command does with the game ("the game to play"); with `fromFile`, the command
 * reads the game from its file and the flag only has to agree with it (no default).
 */
export function gameOption(registry: GameRegistry, what: string, fromFile = false): Option {
  return gameOptionSaying(registry, `${what}: ${orList(registry.all().map((g) => g.id))}`, fromFile);
}

/**
 * --game on a command with game flags (play, host, simulate): its help shows one game's flags, so
 * the line says how to see another's (`junta play --help` alone never shows --expert).
 */
export function gameOptionWithFlags(registry: GameRegistry): Option {
  const ids = registry.all().map((g) => g.id);
  return gameOptionSaying(registry, ids.length > 1 ? `the game: ${orList(ids)}; --game ID --help shows that game's options` : `the game: ${ids[0]}`);
}

function gameOptionSaying(registry: GameRegistry, description: string, fromFile = false): Option {
  const option = new Option('--game <id>', description)
    .argParser((id: string) => {
      if (registry.byId(id) === undefined) throw new InvalidArgumentError(`There is no game "${id}"; the games are ${gameList(registry)}.`);
      return id;
    });
  return fromFile ? option : option.default(registry.default.id);
}

/** The game a command was given (its --game, else the registry's default). */
export function chosenGame(command: Command, registry: GameRegistry): GameEntry {
  return registry.byId(command.getOptionValue('game') as string) ?? registry.default;
}

/** How an option reads in the help of a command for one game: another option, or none (another game's flag). */
type ForGame = (game: GameInfo) => Option | null;
const forGame = new WeakMap<Option, ForGame>();

/** The flags of one option: its own, then its shorthands'. */
const flagsOf = (spec: OptionSpec): string[] => [spec.flag, ...(spec.shorthands ?? []).map((s) => s.flag)];

/** The games that have this flag (an option's, or a shorthand's). */
const owners = (registry: GameRegistry, flag: string): GameEntry[] => registry.all().filter((g) => g.options.some((o) => flagsOf(o).includes(flag)));

/** One game's option as commander shows it in that game's help: its summary and its default. */
const helpOption = (spec: OptionSpec): Option => new Option(`${spec.flag} <${spec.value}>`, spec.summary).default(spec.default);

/** One flag of a game's options as a command parses it: an option's (with its value) or a shorthand's (none). */
function parsedFlag(registry: GameRegistry, flag: string): Option {
  for (const spec of registry.all().flatMap((g) => g.options)) {
    if (spec.flag === flag) return new Option(`${flag} <${spec.value}>`, spec.summary);
    const short = spec.shorthands?.find((s) => s.flag === flag);
    if (short) return new Option(flag, short.summary);
  }
  throw new Error(`no game has the flag ${flag}`);
}

/**
 * Adds every registered game's own flags (or those of the options that `use` keeps), their
 * shorthands too, to a command. They are parsed without a default, so a given flag is told from a
 * left-out one; the help shows only the chosen game's, with theirs.
 */
export function addGameFlags(command: Command, registry: GameRegistry, use: (spec: OptionSpec) => boolean = () => true): Command {
  const flags = [...new Set(registry.all().flatMap((g) => g.options.filter(use).flatMap(flagsOf)))];
  for (const flag of flags) {
    const option = parsedFlag(registry, flag);
    forGame.set(option, (game) => {
      const spec = game.options.find((o) => use(o) && flagsOf(o).includes(flag));
      if (!spec) return null;
      const short = spec.shorthands?.find((s) => s.flag === flag);
      return short ? new Option(flag, short.summary) : helpOption(spec);
    });
    command.addOption(option);
  }
  return command;
}

/** Adds an option whose help text depends on the chosen game (the player bounds of --players). */
export function addGameDependentOption(command: Command, describe: (game: GameInfo) => Option, registry: GameRegistry): Command {
  const option = describe(registry.default);
  forGame.set(option, describe);
  return command.addOption(option);
}

/** The command's help shows the options of the game its --game names (the default game's when left out). */
export function helpForChosenGame(command: Command, registry: GameRegistry): Command {
  return command.configureHelp({
    visibleOptions(this: Help, cmd: Command): Option[] {
      const game = chosenGame(cmd, registry);
      return Help.prototype.visibleOptions.call(this, cmd).flatMap((option) => {
        const describe = forGame.get(option);
        return describe ? (describe(game) ?? []) : [option];
      });
    },
  });
}

/**
 * A live game's command options: the chosen game, and the command's own options with that game's
 * option values by their record keys (left out: the game's default) in place of the game flags
 * (on play and host).
 * A flag of another game only is refused: "--first-president is a Junta: Las Cartas option; this game is …".
 */
export function liveGameOptions(command: Command, registry: GameRegistry): { game: GameEntry; options: OptionValues } {
  const game = chosenGame(command, registry);
  const flags = command.options.filter((o) => forGame.has(o) && o.long !== undefined && owners(registry, o.long).length > 0);
  const given = (option: Option) => command.getOptionValueSource(option.attributeName()) === 'cli';
  for (const option of flags) {
    if (!given(option) || game.options.some((o) => flagsOf(o).includes(option.long!))) continue;
    const theirs = owners(registry, option.long!);
    throw new UsageError(`${option.long} is a ${orList(theirs.map((g) => g.title))} option; this game is ${game.title}: leave it out, or add ${orList(theirs.map((g) => `--game ${g.id}`))}`);
  }
  const dropped = new Set(['game', ...flags.map((o) => o.attributeName())]);
  const options: OptionValues = Object.fromEntries(Object.entries(command.opts()).filter(([key]) => !dropped.has(key)));
  // A command without the game's flags (simulate, tutorial) sets the game up with its defaults.
  for (const spec of game.options) {
    const option = flags.find((o) => o.long === spec.flag);
    if (!option) continue;
    const value = command.getOptionValue(option.attributeName()) as string | undefined;
    const short = (spec.shorthands ?? []).find((s) => flags.some((o) => o.long === s.flag && given(o)));
    if (short && value !== undefined && value !== short.value) {
      throw new UsageError(`${short.flag} is ${spec.flag} ${short.value}, which ${spec.flag} ${visible(value)} contradicts: give one of them`);
    }
    options[spec.key] = short?.value ?? value ?? spec.default;
  }
  return { game, options };
}

/** The usage error of a game this version does not play (or, for `simulate`, does not simulate). */
export function notPlayable(game: GameInfo, env: Io['env']): never {
  throw new UsageError(`${game.title} cannot be played with this version of junta yet; its rules are there: ${juntaCommand(`rules --game ${game.id}`, env)}`);
}

/** The games `junta simulate` runs: those whose module gives its statistics (GameModule.statistics). */
export async function simulatedGame(game: GameEntry, env: Io['env']): Promise<void> {
  if ((await game.load()).statistics === undefined) notPlayable(game, env);
}

/** The game flags of `junta simulate`: every game's options but those a simulation fixes (OptionSpec.simulated). */
export const simulateFlag = (spec: OptionSpec): boolean => spec.simulated === undefined;
