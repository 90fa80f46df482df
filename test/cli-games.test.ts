// The command line over several games (a registry of games): --game on the commands, each game's
// own flags (another game's refused with a hint), the help of the chosen game, replay and resume
// reading the game from the file, and rules, cards, help and completion knowing every game's text.
// A second game is registered here only: the toy game of the contract harness, with one option.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameTutorial, OptionSpec } from '../src/core/game.js';
import { startRecord, viewFor, type Coach, type GameRecord } from '../src/games/las-cartas/rules/index.js';
import { GameRegistry, type GameEntry } from '../src/core/registry.js';
import { games } from '../src/games/index.js';
import { coachAdvice, tutorialRecord } from '../src/games/las-cartas/tutorial.js';
import { runCli } from './support/cli.js';
import { toyGame } from './support/toy-game.js';

const ROUNDS: OptionSpec = { key: 'rounds', flag: '--rounds', value: 'n', summary: 'rounds to play', default: '3', suggestions: ['1', '2', '3'] };
const toy: GameEntry = { ...toyGame(), options: [ROUNDS], load: async () => toyGame() };
const lasCartas = games.byId('las-cartas')!;
const two = new GameRegistry([lasCartas, toy], 'las-cartas');
const env = { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-games-')) };
const cli = (args: string[], registry: GameRegistry = two) => runCli(args, { registry, env });
const record = join('test', 'fixtures', 'lost-coup.json');

describe('the default game', () => {
  test('is Las Cartas, the registry\'s default', () => {
    expect(games.default).toBe(lasCartas);
    expect(new GameRegistry([toy, lasCartas]).default).toBe(toy);
    expect(() => new GameRegistry([toy], 'las-cartas')).toThrow('the default game "las-cartas" is not registered');
  });

  test('play without --game takes the default game\'s flags: --first-president reaches the plan', async () => {
    const run = await cli(['play', '-n', 'Ana,Bo,Cy', '--first-president', 'Zed']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--first-president takes vote, random or a player\'s name (Ana, Bo, Cy), not "Zed"');
  });

  test('a registry whose default is another game shows that game\'s flags', async () => {
    const run = await cli(['play', '--help'], new GameRegistry([lasCartas, toy], 'toy'));
    expect(run.stdout.replace(/\s+/g, ' ')).toContain(' --game <id> the game: las-cartas or toy; --game ID --help shows that game\'s options (default: "toy") ');
    expect(run.stdout).toContain('--rounds <n>');
    expect(run.stdout).not.toContain('--first-president');
  });
});

describe('the program\'s help names the family and every game, from the registry', () => {
  test('junta --help: the family, each game with its id and player counts, and each other game\'s examples', async () => {
    const help = (await cli(['--help'])).stdout;
    // The family is the registry's: the registered games' words, a test's registry its own.
    expect((await cli(['--help'], games)).stdout).toContain('\nJunta: a family of games of presidents and coups, played in a terminal');
    expect(help).toContain('\nJunta: a family of games, played in a terminal');
    expect(help).not.toMatch(/^Junta: Las Cartas –/m);
    expect(help).toContain('\nGames (--game ID chooses one; las-cartas when none is named):\n'
      + '  las-cartas  Junta: Las Cartas – the card game of budgets, votes and coups, 3–6\n              players\n'
      + '  toy         High Card – the highest card wins, 2–4 players\n');
    expect(help).toMatch(/\n {2}junta play --game toy --bots 2 +High Card against 2 bots\n/);
    expect(help).toMatch(/\n {2}junta rules --game toy +the rules of High Card\n/);
    expect(help).toMatch(/\n {2}junta rules +the rules of Junta: Las Cartas\n/);
  });

  test("the examples look up a rules topic and a card of the default game's own: Las Cartas' coup and Thief, Viva's combat and Gunboat when it is the default, none for a game that names none", async () => {
    const ours = (await cli(['--help'], games)).stdout;
    expect(ours).toMatch(/\n {2}junta help coup +one rules topic/);
    expect(ours).toMatch(/\n {2}junta cards thief +one card's text/);
    const viva = games.byId('viva')!;
    const vivaFirst = (await cli(['--help'], new GameRegistry([viva, lasCartas], 'viva'))).stdout;
    expect(vivaFirst).toMatch(/\n {2}junta help combat +one rules topic/);
    expect(vivaFirst).toMatch(/\n {2}junta cards gunboat +one card's text/);
    expect(vivaFirst).not.toMatch(/thief|help coup/);
    expect((await cli(['help', '--help'], new GameRegistry([viva], 'viva'))).stdout).toContain('(junta help combat)');
    const toyFirst = (await cli(['--help'], new GameRegistry([toy, lasCartas], 'toy'))).stdout;
    expect(toyFirst).not.toMatch(/junta help \w|junta cards \w/);
  });

  test('the registered games: Las Cartas and Viva el Presidente!, each with its examples; a registry of one game has no --game example', async () => {
    const help = (await cli(['-h'], games)).stdout;
    expect(help).toContain('  viva        Junta: Viva el Presidente! – the dice game of Promises, Militias\n');
    expect(help).toMatch(/\n {2}junta play --game viva --bots 3 +Junta: Viva el Presidente! against 3 bots\n/);
    const alone = (await cli(['help'], new GameRegistry([lasCartas]))).stdout;
    expect(alone).toContain('\nGames:\n  las-cartas  Junta: Las Cartas');
    expect(alone).not.toContain('--game');
  });

  test('junta cards gunboat is a card of Viva el Presidente!; help combat and help --game viva combat show Viva\'s topic, named', async () => {
    const gunboat = await cli(['cards', 'gunboat'], games);
    expect(gunboat.code).toBe(0);
    expect(gunboat.stdout).toMatch(/^A card of Junta: Viva el Presidente! \(junta cards --game viva gunboat\):\n\nGunboat \(Game Card/);
    const combat = await cli(['help', 'combat'], games);
    expect(combat.stdout).toMatch(/^From the rules of Junta: Viva el Presidente! \(junta rules --game viva combat\):\n\nCombat/);
    const named = await cli(['help', '--game', 'viva', 'combat'], games);
    expect([named.code, named.stderr]).toEqual([0, '']);
    expect(named.stdout).toBe(combat.stdout.replace(/^.*\n\n/, ''));
  });

  test('a card of several words is found unquoted, as quoted (junta cards --game viva foreign aid 3)', async () => {
    const quoted = await cli(['cards', '--game', 'viva', 'foreign aid 3'], games);
    const unquoted = await cli(['cards', '--game', 'viva', 'foreign', 'aid', '3'], games);
    expect(quoted.stdout).toMatch(/^Foreign Aid 3 \(Game Card/);
    expect([unquoted.code, unquoted.stderr, unquoted.stdout]).toEqual([0, '', quoted.stdout]);
  });
});

describe('--game and each game\'s flags', () => {
  test('an unknown game is a usage error that lists the games', async () => {
    for (const command of ['play', 'host', 'simulate', 'rules', 'cards', 'tutorial', 'replay', 'resume']) {
      const run = await cli([command, '--game', 'viva']);
      expect([command, run.code]).toEqual([command, 2]);
      expect(run.stderr).toContain('There is no game "viva"; the games are las-cartas (Junta: Las Cartas) or toy (High Card).');
    }
  });

  test('a flag of another game is refused with a hint, either way round', async () => {
    const lc = await cli(['play', '--game', 'toy', '-n', 'Ana,Bo', '--first-president', 'random']);
    expect(lc.code).toBe(2);
    expect(lc.stderr).toBe('junta: --first-president is a Junta: Las Cartas option; this game is High Card: leave it out, or add --game las-cartas\n');
    const other = await cli(['host', '-n', 'Ana,Bo,Cy', '--rounds', '2']);
    expect(other.code).toBe(2);
    expect(other.stderr).toBe('junta: --rounds is a High Card option; this game is Junta: Las Cartas: leave it out, or add --game toy\n');
  });

  test('a game the session cannot run yet is refused by the live commands, its own flags accepted; play first by its screens', async () => {
    for (const args of [['host'], ['simulate']]) {
      const run = await cli([...args, '--game', 'toy']);
      expect([args, run.code]).toEqual([args, 2]);
      expect(run.stderr).toBe('junta: High Card cannot be played with this version of junta yet; its rules are there: junta rules --game toy\n');
    }
    const play = await cli(['play', '--rounds', '2', '--game', 'toy']);
    expect([play.code, play.stderr]).toEqual([2, 'junta: High Card has no screens in this version of junta; its rules are there: junta rules --game toy\n']);
    // A toy game with screens passes that check: it is planned as its own game (its flags, its
    // bounds) and meets only what any game meets here, the want of a terminal.
    const screened: GameEntry = { ...toy, load: async () => ({ ...toyGame(), screens: async () => ({ full: async () => ({}) }) }) };
    const shown = await cli(['play', '--game', 'toy', '--rounds', '2'], new GameRegistry([lasCartas, screened], 'las-cartas'));
    expect(shown.code).toBe(2);
    expect(shown.stderr).toMatch(/^junta: 'junta play' needs a terminal;/);
    const bounded = await cli(['play', '--game', 'toy', '--players', '9'], new GameRegistry([lasCartas, screened], 'las-cartas'));
    expect(bounded.stderr).toMatch(new RegExp(`^junta: --players takes a number from ${toy.players.min} to ${toy.players.max}, not "9"`));
  });

  test('tutorial: a game without one says so; one with a tutorial the session cannot run yet is refused as play is', async () => {
    const none = await cli(['tutorial', '--game', 'toy', '--name', 'Ana']);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe('junta: High Card has no tutorial in this version of junta; its rules are there: junta rules --game toy\n');
    // The tutorial is the module's: a toy game that has one passes that check and meets the next.
    const tutorial = { record: () => ({ format: toy.recordFormat }), coach: () => null };
    const taught: GameEntry = { ...toy, load: async () => ({ ...toyGame(), tutorial: async () => tutorial }) };
    const run = await cli(['tutorial', '--game', 'toy'], new GameRegistry([lasCartas, taught], 'las-cartas'));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('junta: High Card has no screens in this version of junta; its rules are there: junta rules --game toy\n');
  });

  test('Las Cartas\' module gives its tutorial: the record of junta tutorial and the coach on its screens', async () => {
    const tutorial = (await (await lasCartas.load()).tutorial!()) as GameTutorial<GameRecord, Coach>;
    const record = tutorial.record('Zoë');
    expect(record).toEqual(tutorialRecord('Zoë'));
    const view = viewFor(startRecord(record).state, 0);
    const names = record.players.map((p) => p.name);
    expect(tutorial.coach()(view, 'decide', [], names)).toEqual(coachAdvice(view, 'decide', [], names));
    expect(tutorial.coach()(view, 'decide', [], names)?.suggestion?.type).toBe('propose-budget');
  });

  test('--help shows the chosen game\'s flags and player bounds; Las Cartas\' help is the same with a second game registered', async () => {
    const toyHelp = (await cli(['play', '--game', 'toy', '--help'])).stdout;
    expect(toyHelp).toMatch(/\n {2}-p, --players <count> +number of players, 2 to 4\n/);
    expect(toyHelp).toMatch(/\n {2}--rounds <n> +rounds to play \(default: "3"\)\n/);
    expect(toyHelp).not.toContain('--first-president');
    expect((await cli(['simulate', '--game', 'toy', '--help'])).stdout).toContain('players per game, 2 to 4');

    const alone = (await cli(['play', '--help'], new GameRegistry([lasCartas]))).stdout;
    const withToy = (await cli(['play', '--help'])).stdout;
    const registered = (await cli(['play', '--help'], games)).stdout;
    // The --game entry, over the lines it wraps to.
    const gameEntry = (help: string) => help.match(/ {2}--game <id> [\s\S]*?\(default: "[^"]*"\)\n/)![0].replace(/\s+/g, ' ');
    expect(gameEntry(alone)).toBe(' --game <id> the game: las-cartas (default: "las-cartas")\n'.replace(/\s+/g, ' '));
    expect(gameEntry(withToy)).toBe(' --game <id> the game: las-cartas or toy; --game ID --help shows that game\'s options (default: "las-cartas") ');
    expect(gameEntry(registered)).toBe(' --game <id> the game: las-cartas, viva or board; --game ID --help shows that game\'s options (default: "las-cartas") ');
    const rest = (help: string) => help.replace(/ {2}--game <id> [\s\S]*?\(default: "[^"]*"\)\n/, '');
    expect(rest(withToy)).toBe(rest(alone));
    expect(rest(registered)).toBe(rest(alone));
    expect(alone.split('\n')).toContain('  --first-president <how>  vote, random or a player name (default: "vote")');
    expect(alone.split('\n')).toContain('  -p, --players <count>    number of players, 3 to 6');
  });
});

describe('replay and resume read the game from the file', () => {
  test('a --game of the file\'s game is accepted', async () => {
    const run = await cli(['replay', '--game', 'las-cartas', record]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The record stops after action');
  });

  test('a --game of another game is refused with a hint', async () => {
    for (const command of ['replay', 'resume']) {
      const run = await cli([command, record, '--game', 'toy']);
      expect([command, run.code]).toEqual([command, 2]);
      expect(run.stderr).toBe(`junta: --game toy: ${record} is a record of "junta-las-cartas/1", not of High Card; the game is read from the file, so leave out --game\n`);
    }
  });
});

describe('rules, cards, help and completion know every game', () => {
  test('rules --game lists and shows that game\'s topics', async () => {
    const list = await cli(['rules', '--game', 'toy']);
    expect(list.stdout).toMatch(/^Rules topics of High Card \(junta rules --game toy <topic>\):\n\n {2}high-card {2}How a round is won\n {2}coup {7}There are none\n$/);
    expect((await cli(['rules', '--game', 'toy', 'coup'])).stdout).toBe('No coups\n========\n\nHigh Card has no coups: the cards decide.\n');
    expect((await cli(['rules', 'coup'])).stdout).toMatch(/^The coup \(phase 4\)\n/);
  });

  test('help TOPIC and rules TOPIC find a topic in any game, the default game\'s first; another game\'s is shown under a line naming it', async () => {
    expect((await cli(['help', 'coup'])).stdout).toMatch(/^The coup \(phase 4\)\n/);
    const another = 'From the rules of High Card (junta rules --game toy high-card):\n\nHigh card\n=========\n\nEveryone chooses a card at once; the highest wins a die roll of points.\n';
    expect(await cli(['help', 'high-card'])).toEqual({ code: 0, stdout: another, stderr: '' });
    expect(await cli(['rules', 'high-card'])).toEqual({ code: 0, stdout: another, stderr: '' });
    expect((await cli(['high-card'])).stderr).toContain("did you mean 'junta rules --game toy high-card'?");
  });

  test('with --game, only that game\'s topics: help --game toy coup is High Card\'s, and a topic of another game is refused with its command', async () => {
    expect((await cli(['help', '--game', 'toy', 'coup'])).stdout).toBe('No coups\n========\n\nHigh Card has no coups: the cards decide.\n');
    for (const command of ['rules', 'help']) {
      const run = await cli([command, '--game', 'las-cartas', 'high-card']);
      expect([command, run.code, run.stderr]).toEqual([command, 2, 'junta: there is no rules topic called "high-card" in Junta: Las Cartas; High Card has one: \'junta rules --game toy high-card\'.\n']);
    }
    // A command's help for the game --game names: its options.
    const play = (await cli(['help', '--game', 'toy', 'play'])).stdout;
    expect(play).toContain('--rounds <n>');
    expect(play).not.toContain('--first-president');
  });

  test('rules and cards without --game name the game they list, and how to list the others\'', async () => {
    const rules = (await cli(['rules'])).stdout;
    expect(rules).toMatch(/^Rules topics of Junta: Las Cartas \(junta rules <topic>\):\n/);
    expect(rules).toMatch(/\n\nThe other games' rules:\n {2}junta rules --game toy {2}High Card\n$/);
    const cards = (await cli(['cards'])).stdout;
    expect(cards).toMatch(/^Cards of Junta: Las Cartas \(junta cards <name> for one\):\n\nCard {2,}Kind/);
    expect(cards).toMatch(/\n\nThe other games' cards:\n {2}junta cards --game toy {2}High Card\n$/);
    // Named with --game, a list is that game's alone.
    expect((await cli(['rules', '--game', 'las-cartas'])).stdout).not.toContain('High Card');
    expect((await cli(['cards', '--game', 'las-cartas'])).stdout).not.toContain('High Card');
  });

  test('cards --game shows that game\'s catalogue, one card and JSON', async () => {
    expect((await cli(['cards', '--game', 'toy', 'card-7'])).stdout).toBe('Card 7\n\nWorth 7.\n');
    expect(JSON.parse((await cli(['cards', '--game', 'toy', '--json'])).stdout).map((c: { id: string }) => c.id)).toHaveLength(12);
    expect((await cli(['cards', '--game', 'toy'])).stdout.split('\n').slice(0, 3)).toEqual(['Card     Text', `-------  ${'-'.repeat(40)}`, 'Card 1   Worth 1.']);
    const wrong = await cli(['cards', 'dragon']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Type 'junta cards' for the list.");
  });

  test('cards NAME without --game finds another game\'s card and names its game; with --game it is refused with the command that shows it', async () => {
    expect(await cli(['cards', 'card-7'])).toEqual({ code: 0, stdout: 'A card of High Card (junta cards --game toy card-7):\n\nCard 7\n\nWorth 7.\n', stderr: '' });
    const json = await cli(['cards', 'card-7', '--json']);
    expect(JSON.parse(json.stdout).map((c: { id: string }) => c.id)).toEqual(['card-7']);
    expect(json.stderr).toBe('junta: Card 7 is a card of High Card (junta cards --game toy card-7).\n');
    const refused = await cli(['cards', '--game', 'las-cartas', 'card-7']);
    expect([refused.code, refused.stderr]).toEqual([2, 'junta: there is no card called "card-7" in Junta: Las Cartas; Card 7 is a card of High Card: \'junta cards --game toy card-7\'.\n']);
    // The default game's cards come first.
    expect((await cli(['cards', 'thief'])).stdout).toMatch(/^Thief \(Intervention/);
  });

  test('completion offers every game\'s ids, flags, values, topics and cards, from the registry', async () => {
    const bash = (await cli(['completion', 'bash'])).stdout;
    expect(bash).toContain("--game) COMPREPLY=($(compgen -W 'las-cartas toy' -- \"$cur\")); return ;;");
    expect(bash).toContain("--first-president) COMPREPLY=($(compgen -W 'vote random' -- \"$cur\")); return ;;");
    expect(bash).toContain("--rounds) COMPREPLY=($(compgen -W '1 2 3' -- \"$cur\")); return ;;");
    expect(bash).toContain("-p|--players) COMPREPLY=($(compgen -W '2 3 4 5 6' -- \"$cur\")); return ;;");
    expect(bash).toMatch(/compgen -W '[^']*\brulings high-card'/);
    expect(bash).toMatch(/compgen -W '[^']*\bcard-12\b/);
    const toyOnly = (await cli(['completion', 'bash'], new GameRegistry([toy]))).stdout;
    expect(toyOnly).not.toContain('first-president');
    expect(toyOnly).toContain("--game) COMPREPLY=($(compgen -W 'toy' -- \"$cur\")); return ;;");
  });
});
