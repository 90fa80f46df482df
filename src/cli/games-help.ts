// The program's own help names the family and every registered game, from the registry: its
// description, the list of games with their ids and player counts, and the examples (the default
// game's, then one per other game), and the foot of `junta rules` and `junta cards`, which names the
// other games; so a game that registers itself appears here with no word of cli.
import type { GameEntry, GameRegistry } from '../core/registry.js';
import { juntaCommand } from './invocation.js';
import type { Io } from './io.js';
import { hanging } from './text.js';

/** `junta --help`'s first paragraph: what the registry's games are together. */
export const familyLine = (registry: GameRegistry): string => `Junta: ${registry.family}, played in a terminal – at one keyboard, against bots, or at a table over the network.`;

/** "Junta: Viva el Presidente! – the dice game of …, 3–5 players". */
const gameLine = (game: GameEntry): string => `${game.title} – ${game.about}, ${game.players.min}–${game.players.max} players`;

/** The examples of the default game (whose title `rules` names); each other game adds its own (`otherExamples`). */
const defaultExamples = (game: GameEntry): [string, string][] => [
  ['junta', 'set up a game on screen, the game first'],
  ['junta play -n Ana,Bo,Cy --bots Cy', 'Ana and Bo share the laptop, Cy is a bot'],
  ['junta host -n Ana,Bo,Cy --seat Ana', 'Ana hosts; Bo and Cy join from elsewhere'],
  ['junta replay game.json --to 20', "a record's public story, to action 20"],
  ['junta tutorial', 'a guided first game against two bots'],
  ['junta rules quickstart', 'one screen to start your first game'],
  ['junta rules', `the rules of ${game.title}`],
];

/** A game other than the default: playing it against bots (in plain mode where it plays only there), and its rules. */
function otherExamples(game: GameEntry): [string, string][] {
  const bots = game.players.default - 1;
  return [
    [`junta play --game ${game.id} --bots ${bots}${game.plainOnly ? ' --plain' : ''}`, `${game.title} against ${bots} bots`],
    [`junta rules --game ${game.id}`, `the rules of ${game.title}`],
  ];
}

/** The last examples: a rules topic and a card of the default game's own (GameInfo.lookups), and completion. */
const lastExamples = (game: GameEntry): [string, string][] => [
  ...(game.lookups ? [
    [`junta help ${game.lookups.topic}`, 'one rules topic (or a command\'s help)'],
    [`junta cards ${game.lookups.card}`, "one card's text"],
  ] as [string, string][] : []),
  ['source <(junta completion bash)', 'tab completion (also zsh, fish)'],
];

/** The examples' command column at most this wide: a longer command has its words on the line below, so the others keep room for theirs. */
const MOST_COLUMN = 34;

/** `junta --help`'s text after the commands: the games, then the examples, wrapped to `width`. */
export function gamesAndExamples(registry: GameRegistry, width: number): string {
  const others = registry.all().filter((g) => g !== registry.default);
  const ids = Math.max(...registry.all().map((g) => g.id.length));
  const games = registry.all().map((g) => hanging(`  ${g.id.padEnd(ids)}  `, gameLine(g), width));
  const examples = [...defaultExamples(registry.default), ...others.flatMap(otherExamples), ...lastExamples(registry.default)];
  const column = Math.min(MOST_COLUMN, Math.max(...examples.map(([command]) => command.length)));
  return [
    '',
    others.length > 0 ? `Games (--game ID chooses one; ${registry.default.id} when none is named):` : 'Games:',
    ...games,
    '',
    'Examples:',
    ...examples.map(([command, text]) => (command.length <= column ? hanging(`  ${command.padEnd(column)}  `, text, width) : `  ${command}\n${hanging(' '.repeat(column + 4), text, width)}`)),
  ].join('\n');
}

/**
 * The other games, each with the command that shows its `what` ("rules", "cards"): the foot of a
 * list shown without --game, so that the first list a newcomer sees names the other games.
 */
export function otherGames(shown: GameEntry, registry: GameRegistry, what: string, io: Io): string[] {
  const others = registry.all().filter((g) => g !== shown);
  if (others.length === 0) return [];
  const commands = others.map((g) => juntaCommand(`${what} --game ${g.id}`, io.env));
  const width = Math.max(...commands.map((c) => c.length));
  return ['', `The other games' ${what}:`, ...others.map((g, i) => `  ${commands[i].padEnd(width)}  ${g.title}`)];
}
