// `junta rules [topic]` and `junta help <topic>`: the rules reference, wrapped, paged on a terminal.
// Each game's topics come from its registry entry's text: the game --game names, else every game's,
// the default game's first (another game's topic is shown under a line naming its game); only the
// text is loaded, never the rules, and another game's only when the default game has no such topic.
import { spawn } from 'node:child_process';
import type { RulesTopic } from '../../core/game.js';
import type { GameEntry, GameRegistry } from '../../core/registry.js';
import { otherGames } from '../games-help.js';
import { juntaCommand } from '../invocation.js';
import { UsageError, terminalWidth, type Io } from '../io.js';
import { hanging, nearest, orList, wrapText } from '../text.js';

/** A game's topic. */
interface Found {
  game: GameEntry;
  topic: RulesTopic;
}

/** The command that shows a game's topics: `rules`, or `rules --game ID` for a game other than the default. */
export function rulesWords(game: GameEntry, registry: GameRegistry): string {
  return game === registry.default ? 'rules' : `rules --game ${game.id}`;
}

function topicList(game: GameEntry, topics: readonly RulesTopic[], via: RulesVia, width: number, io: Io): string {
  const idWidth = Math.max(...topics.map((t) => t.id.length));
  const lines = topics.map((t) => hanging(`  ${t.id.padEnd(idWidth)}  `, t.summary, width));
  const others = via.chosen ? [] : otherGames(game, via.registry, 'rules', io);
  return [`Rules topics of ${game.title} (${juntaCommand(`${rulesWords(game, via.registry)} <topic>`, io.env)}):`, '', ...lines, ...others].join('\n');
}

/** A topic by its id, or by the start of it (three letters or more). */
function topicIn(topics: readonly RulesTopic[], word: string): RulesTopic | undefined {
  const w = word.trim().toLowerCase();
  return topics.find((t) => t.id === w) ?? (w.length >= 3 ? topics.filter((t) => t.id.startsWith(w)) : []).at(0);
}

/** The games to look in: `first`, then the others (their text loads only when `first` has no such topic). */
async function findTopic(word: string, first: GameEntry, registry: GameRegistry, others: boolean): Promise<Found | undefined> {
  const topic = topicIn((await first.text()).topics, word);
  if (topic || !others) return topic && { game: first, topic };
  for (const game of registry.all().filter((g) => g !== first)) {
    const found = topicIn((await game.text()).topics, word);
    if (found) return { game, topic: found };
  }
  return undefined;
}

/** The command that shows the topic a word names in any game ("rules coup"), for a word that is no command. */
export async function topicCommand(word: string, registry: GameRegistry): Promise<string | undefined> {
  const found = await findTopic(word, registry.default, registry, true);
  return found && `${rulesWords(found.game, registry)} ${found.topic.id}`;
}

export function renderTopic(topic: RulesTopic, width: number): string {
  return `${topic.title}\n${'='.repeat(Math.min(topic.title.length, width))}\n\n${wrapText(topic.body, width)}`;
}

/** Long text on a terminal goes through $PAGER (default less -FRX), like git. */
async function page(text: string, io: Io): Promise<void> {
  const rows = io.stdout.rows ?? 24;
  const pager = io.env.PAGER ?? 'less -FRX';
  if (!io.stdout.isTTY || text.split('\n').length < rows || pager.trim() === '' || pager === 'cat') {
    io.stdout.write(`${text}\n`);
    return;
  }
  await new Promise<void>((resolve) => {
    const child = spawn(pager, { shell: true, stdio: ['pipe', 'inherit', 'inherit'] });
    child.on('error', () => {
      io.stdout.write(`${text}\n`);
      resolve();
    });
    child.on('close', () => resolve());
    child.stdin.on('error', () => {});
    child.stdin.end(`${text}\n`);
  });
}

/** Suggestions for a word that names no topic (and, from `junta help`, no command either): near topics of every game. */
async function didYouMean(word: string, commands: readonly string[], registry: GameRegistry, io: Io): Promise<string> {
  const commandsFor = new Map<string, string>(commands.map((c) => [c, `help ${c}`]));
  for (const game of registry.all()) {
    for (const t of (await game.text()).topics) if (!commandsFor.has(t.id)) commandsFor.set(t.id, `${rulesWords(game, registry)} ${t.id}`);
  }
  const near = nearest(word, [...commandsFor.keys()]);
  if (near.length === 0) return '';
  return ` Did you mean ${orList(near.map((n) => `'${juntaCommand(commandsFor.get(n)!, io.env)}'`))}?`;
}

export interface RulesVia {
  /** The game whose rules are read: the one --game names, else the default (whose topics are looked in first). */
  game: GameEntry;
  /** Whether --game named it: then only its topics are looked in. */
  chosen: boolean;
  registry: GameRegistry;
  /** Given when the word came through `junta help`, where command names come first. */
  commands?: readonly string[];
}

export async function rulesCommand(topicWord: string | undefined, io: Io, via: RulesVia): Promise<number> {
  const width = terminalWidth(io);
  if (topicWord === undefined) {
    io.stdout.write(`${topicList(via.game, (await via.game.text()).topics, via, width, io)}\n`);
    return 0;
  }
  const found = await findTopic(topicWord, via.game, via.registry, !via.chosen);
  if (!found) {
    const elsewhere = via.chosen ? await findTopic(topicWord, via.game, via.registry, true) : undefined;
    if (elsewhere) {
      throw new UsageError(`there is no rules topic called "${topicWord}" in ${via.game.title}; ${elsewhere.game.title} has one: '${juntaCommand(`${rulesWords(elsewhere.game, via.registry)} ${elsewhere.topic.id}`, io.env)}'.`);
    }
    const what = via.commands ? 'no command or rules topic' : 'no rules topic';
    const near = await didYouMean(topicWord, via.commands ?? [], via.registry, io);
    throw new UsageError(`there is ${what} called "${topicWord}".${near} Type '${juntaCommand(rulesWords(via.game, via.registry), io.env)}' for the topics.`);
  }
  // A topic of another game than the one asked for says whose it is, and how to ask for it.
  // Not wrapped: the command in it stays whole for a copy.
  const whose = found.game === via.game ? '' : `From the rules of ${found.game.title} (${juntaCommand(`${rulesWords(found.game, via.registry)} ${found.topic.id}`, io.env)}):\n\n`;
  await page(`${whose}${renderTopic(found.topic, width)}`, io);
  return 0;
}
