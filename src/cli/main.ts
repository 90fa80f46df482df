// The `junta` program: commander, with every command's module loaded only when it runs. The games
// come from a registry (the real one unless a test gives another): --game and each game's flags.
import { Command, CommanderError, Option, type OptionValues } from 'commander';
import type { GameRegistry } from '../core/registry.js';
import type { SimulateOptions } from './commands/simulate.js';
import { games } from '../games/index.js';
import { InputError } from '../session/errors.js';
import { visible, visibleLines } from '../text/sanitize.js';
import { RuntimeError, endQuietlyWhenReaderGoes, processIo, terminalWidth, type Io, type OutStream } from './io.js';
import { familyLine, gamesAndExamples } from './games-help.js';
import { nearest, orList } from './text.js';
import {
  addGameDependentOption, addGameFlags, chosenGame, gameOption, gameOptionWithFlags, helpForChosenGame, liveGameOptions, simulatedGame,
  simulateFlag,
} from './game-flags.js';
import { juntaCommand, rememberStart } from './invocation.js';
import { packageVersion } from './version.js';

/**
 * One line for a commander error: its own words and punctuation, the line break before
 * "(Did you mean …?)" joined, then where to look next unless the message already suggests something.
 */
export function formatCommanderError(text: string, hint: string): string {
  const message = text.replace(/^error: /, '').trim().replace(/\s*\n\s*/g, ' ');
  if (/did you mean/i.test(message)) return `junta: ${message}\n`;
  return `junta: ${message}${/[.?!]$/.test(message) ? '' : '.'} ${hint}\n`;
}

/** The word a user typed where a command belongs, when it is none: `junta plya` (play is the default command). */
function strayCommandWord(program: Command, sub: Command): string | undefined {
  const word = program.args[0];
  if (sub.name() !== 'play' || word === undefined || word.startsWith('-') || word === 'play') return undefined;
  return word;
}

async function unknownCommand(program: Command, word: string, registry: GameRegistry, io: Io): Promise<never> {
  let near = nearest(word, program.commands.map((c) => c.name())).map((c) => `'${c}'`);
  if (near.length === 0) {
    const topic = await (await import('./commands/rules.js')).topicCommand(word, registry);
    if (topic) near = [`'${juntaCommand(topic, io.env)}'`];
  }
  const suggestion = near.length > 0 ? ` (did you mean ${orList(near)}?)` : '';
  return program.error(`unknown command '${word}'${suggestion}`, { code: 'commander.unknownCommand' });
}

/** The options of a live game, the same for `play` and `host`: the chosen game's bounds and flags in its help. */
function gameOptions(command: Command, botDelay: string, registry: GameRegistry): Command {
  helpForChosenGame(command, registry).addOption(gameOptionWithFlags(registry));
  addGameDependentOption(command, ({ players }) => new Option('-p, --players <count>', `number of players, ${players.min} to ${players.max}`), registry)
    .option('-n, --names <names>', 'player names, comma-separated (Ana,Bo,Cy)')
    .option('--bots <spec>', 'bot seats: a count (the last seats) or NAME:kind, NAME or kind, comma-separated; kinds random, heuristic, ismcts')
    .option('--seed <text>', 'seed for the shuffles (any text); made up when left out');
  return addGameFlags(command, registry)
    .option('--record <file>', 'also write the game record to this file')
    .option('--think-ms <ms>', 'how long an ismcts bot thinks per decision', '1000')
    .option('--bot-delay <ms>', botDelay, '600');
}

/** The reference commands, which read the games' text: rules, cards, help and completion. */
function addReferenceCommands(program: Command, io: Io, done: (code: number) => void, registry: GameRegistry): void {
  /** Whether the command's --game was given (then only that game's text is looked in), not its default. */
  const named = (command: Command): boolean => command.getOptionValueSource('game') === 'cli';
  program
    .command('rules [topic]')
    .description('the rules, in short topics; no topic lists them')
    .addOption(gameOption(registry, 'whose rules'))
    .action(async (topic, _options, command: Command) => done(await (await import('./commands/rules.js')).rulesCommand(topic, io, { game: chosenGame(command, registry), chosen: named(command), registry })));

  program
    .command('cards [name...]')
    .description('the card catalogue, or one card by the start of its name (its words quoted or not)')
    .addOption(gameOption(registry, 'whose cards'))
    .option('--json', 'print JSON for programs')
    .action(async (words: string[], options, command: Command) => done(await (await import('./commands/cards.js')).cardsCommand(words.length > 0 ? words.join(' ') : undefined, { json: options.json, game: chosenGame(command, registry), chosen: named(command), registry }, io)));

  program
    .command('help [word]')
    .description(`help for a command, or the rules topic of that name${registry.default.lookups ? ` (junta help ${registry.default.lookups.topic})` : ''}`)
    .addOption(gameOption(registry, "whose rules topic, or whose options a command's help shows", true))
    .action(async (word: string | undefined, _options, command: Command) => {
      if (word === undefined) return void program.outputHelp();
      const game = named(command) ? chosenGame(command, registry) : undefined;
      const shown = program.commands.find((c) => c.name() === word);
      if (shown) {
        // `junta help --game viva play` is `junta play --game viva --help`.
        if (game && shown.options.some((o) => o.attributeName() === 'game')) shown.setOptionValueWithSource('game', game.id, 'cli');
        return void shown.outputHelp();
      }
      const commands = program.commands.map((c) => c.name());
      done(await (await import('./commands/rules.js')).rulesCommand(word, io, { game: game ?? registry.default, chosen: game !== undefined, registry, commands }));
    });

  program
    .command('completion <shell>')
    .description('print a completion script for bash, zsh or fish')
    .action(async (shell: string) => done(await (await import('./commands/completion.js')).completionCommand(shell, program, registry, io)));
}

/** The program; `registry`: the games it knows (a test may give one with a game of its own). */
export function buildProgram(io: Io, done: (code: number) => void, registry: GameRegistry = games): Command {
  /** replay's and resume's options: the game --game names, if given, for the file's game to be checked against. */
  const fileGame = (command: Command): OptionValues => ({ ...command.opts(), game: command.getOptionValue('game') === undefined ? undefined : chosenGame(command, registry) });
  const program = new Command('junta');
  program
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // Commander's messages echo argv: each line passes the sanitizer before it is joined.
      outputError: (text, write) => write(formatCommanderError(text.split('\n').map(visible).join('\n'), `Type '${juntaCommand('help', io.env)}' for the commands.`)),
    })
    .showSuggestionAfterError(true)
    .description(familyLine(registry))
    .version(packageVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .helpCommand(false)
    .addHelpText('after', () => gamesAndExamples(registry, terminalWidth(io)));

  program
    .command('play', { isDefault: true })
    .description('play a game at this terminal (pass-and-play; bots may fill seats)');
  gameOptions(program.commands.at(-1)!, 'pause after each bot action so you can follow it (Space skips it)', registry)
    .option('--plain', 'plain text, numbered choices read from stdin: for screen readers, pipes and scripted games')
    // Whether this version shows the game is told first, from its module's screens (playCommand).
    .action(async (_options, command: Command) => {
      const { game, options } = liveGameOptions(command, registry);
      done(await (await import('./commands/play.js')).playCommand(options, io, game, registry));
    });

  program
    .command('tutorial')
    .description('a guided first game against two bots: a coach explains every choice (leave with q, go on with junta resume)')
    .addOption(gameOption(registry, 'the game'))
    .option('--name <name>', 'your name at the table', 'Ana')
    .option('--bot-delay <ms>', 'pause after each bot action so you can follow it (Space skips it)', '900')
    // A game without a tutorial is told so before whether this version plays it (tutorialCommand).
    .action(async (_options, command: Command) => {
      const { game, options } = liveGameOptions(command, registry);
      done(await (await import('./commands/play.js')).tutorialCommand({ ...options, game }, io));
    });

  program
    .command('replay <file>')
    .description('replay a recorded or hand-written game record')
    .addOption(gameOption(registry, "must be the record's game (the file says which)", true))
    .option('--seat <name>', "show the game as this player saw it")
    .option('--reveal', 'show everything, hidden cards included')
    .option('--to <n>', 'stop after action n')
    .option('--spoilers', 'allow --seat and --reveal on an unfinished game')
    .option('--interactive', 'step through it on screen')
    .option('--continue', 'play on live where the record ends')
    .option('--json', 'print the events as JSON lines (step, type, visibility, fields, text) for programs')
    .action(async (file, _options, command: Command) => done(await (await import('./commands/replay.js')).replayCommand(file, fileGame(command), io, registry)));

  program
    .command('resume [game]')
    .description('continue the most recent unfinished game, the saved game with this id, or the game in this record file')
    .addOption(gameOption(registry, "must be the saved game's (its file says which)", true))
    .option('--list', 'list the saved games: unfinished, finished, and files that cannot be read')
    .option('--plain', 'plain text, numbered choices read from stdin (as junta play --plain)')
    .option('--known-seed', 'reopen a hosted table whose seed was chosen (as junta host --known-seed)')
    .option('--think-ms <ms>', 'how long an ismcts bot thinks per decision (default: as the game was saved)')
    .option('--bot-delay <ms>', 'pause after each bot action (default: as the game was saved)')
    .action(async (game, _options, command: Command) => done(await (await import('./commands/play.js')).resumeCommand(game, fileGame(command), io, registry)));

  program
    .command('host')
    .description('host a table over the network: one invite per player, each at their own terminal');
  gameOptions(program.commands.at(-1)!, 'pause before each bot action (bots run on the host)', registry)
    .option('--seat <name>', "play this seat on the host's own screen (default: the first human seat; none: play no seat)")
    .option('--port <port>', 'port to listen on (default 7310)')
    .option('--bind <address>', 'address to listen on (default: all interfaces)')
    .option('--spectators', 'let anyone with the address watch the public table (junta join URL --watch)')
    .option('--hold-time <seconds>', 'how long the table waits, before a decision, for a human seat that may first make an offer (0: off; default 5)')
    .addOption(new Option('--bribe-window <seconds>', 'the former name of --hold-time, read for one more release').conflicts('holdTime'))
    .option('--window-time <seconds>', 'time a player has to answer a play-or-pass window (a card played in answer to another) before it passes, or a decision whose game names what a seat that runs out of time answers; the same for every seat (0: no limit; default 20)')
    .option('--headless', 'no screen: a plain server that logs one line per event')
    .option('--tls-cert <file>', 'PEM certificate: serve wss:// (a self-signed one\'s fingerprint goes in the invites)')
    .option('--tls-key <file>', 'PEM private key of --tls-cert')
    .option('--resume', 'reopen the saved hosted table as it was: its ports and settings, the same invites (flags given override)')
    .option('--ssh', 'serve the table over SSH too: players need only an ssh client (ssh -p 2222 seat2@HOST, then the seat\'s code)')
    .option('--ssh-port <port>', 'port for --ssh (default 2222)')
    .option('--known-seed', 'host a table whose seed was chosen (--seed, or a save of one): whoever knows the seed knows every hand, draw and die')
    .action(async (_options, command: Command) => {
      // --resume reopens a save, whose game a given --game must be.
      const given = command.getOptionValueSource('game') === 'cli' ? chosenGame(command, registry) : undefined;
      // The host refuses a game without screens itself (every seat plays at them), by the game's module.
      const { game, options } = liveGameOptions(command, registry);
      // --bribe-window is --hold-time's former name.
      const { bribeWindow, ...rest } = options as typeof options & { bribeWindow?: string; holdTime?: string };
      done(await (await import('./commands/host.js')).hostCommand({ ...rest, holdTime: rest.holdTime ?? bribeWindow, game: given, deal: game }, io, registry));
    });

  program
    .command('join <invite>')
    .description('join a hosted table with the invite line its host sent you')
    .option('--watch', 'watch the public table instead of playing (when the host allows spectators)')
    .option('--quiet', 'no terminal bell when it is your turn')
    .option('--plain', 'plain text, numbered choices read from stdin (as junta play --plain)')
    .action(async (invite, options) => done(await (await import('./commands/join.js')).joinCommand(invite, options, io, registry)));

  program
    .command('simulate')
    .description("bots play many games headless: win rates, rounds and the game's own statistics")
    .addOption(gameOptionWithFlags(registry))
    .option('--games <n>', 'number of games', '100');
  const simulate = program.commands.at(-1)!;
  helpForChosenGame(simulate, registry);
  addGameDependentOption(simulate, ({ players }) => new Option('--players <count>', `players per game, ${players.min} to ${players.max} (default: one per --bots entry, else ${players.default})`), registry)
    .option('--bots <spec>', 'one entry per seat: kind, NAME or NAME:kind (kinds random, heuristic, ismcts); default all heuristic')
    .option('--seed <text>', 'seed of the first game; game k uses <text>#k', 'simulate')
    .option('--iterations <n>', "ISMCTS search iterations per decision (default: the game's own budget)")
    .option('--workers <n>', 'threads playing the games, the same results with any number (default: one per core)')
    .option('--record-dir <dir>', 'write one replayable record per game into this folder')
    .option('--json', 'print one JSON object')
    .action(async (_options, command: Command) => {
      const { game, options } = liveGameOptions(command, registry);
      await simulatedGame(game, io.env);
      done(await (await import('./commands/simulate.js')).simulateCommand(options as SimulateOptions & OptionValues, await game.load(), io));
    });
  addGameFlags(simulate, registry, simulateFlag);

  addReferenceCommands(program, io, done, registry);

  program.hook('preSubcommand', async (_program, sub) => {
    const word = strayCommandWord(program, sub);
    if (word !== undefined) await unknownCommand(program, word, registry, io);
  });
  for (const command of program.commands) {
    const hint = () => `Type '${juntaCommand(`help ${command.name()}`, io.env)}' for its usage.`;
    command.configureOutput({ outputError: (text, write) => write(formatCommanderError(text, hint())) });
  }
  return program;
}

/** An error message (it may echo argv, a path or a record's text) as one sanitized line. */
const oneLine = (text: string): string => text.trim().split('\n').map(visible).join(' ');

/**
 * The streams as commands see them: whatever they write passes the sanitizer (our own line breaks
 * stay), a backstop behind the sanitizing of names and paths where text is built.
 */
function sanitizedIo(io: Io): Io {
  const guard = (stream: OutStream): OutStream => Object.create(stream, { write: { value: (text: string) => stream.write(visibleLines(text)) } });
  return { ...io, stdout: guard(io.stdout), stderr: guard(io.stderr) };
}

/** Runs the program on `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], rawIo: Io, registry: GameRegistry = games): Promise<number> {
  let code = 0;
  const io = sanitizedIo(rawIo);
  const program = buildProgram(io, (c) => (code = c), registry);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      return ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code) ? 0 : 2;
    }
    if (error instanceof InputError) {
      io.stderr.write(`junta: ${oneLine(error.message)}\n`);
      return 2;
    }
    if (io.env.JUNTA_DEBUG === '1') io.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    const message = error instanceof RuntimeError ? error.message : `unexpected error: ${(error as Error).message}`;
    io.stderr.write(`junta: ${oneLine(message)}\n`);
    return 1;
  }
}

export async function run(): Promise<void> {
  endQuietlyWhenReaderGoes();
  // How it was started, for the hints that name a command (invocation.ts).
  if (process.argv[1]) rememberStart({ script: process.argv[1], node: process.execPath, cwd: process.cwd(), path: process.env.PATH, npmEvent: process.env.npm_lifecycle_event });
  process.exitCode = await main(process.argv.slice(2), processIo());
}
