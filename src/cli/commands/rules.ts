// `junta rules [topic]` and `junta help <topic>`: the rules reference, wrapped, paged on a terminal.
import { spawn } from 'node:child_process';
import { RULES_TOPICS, type RulesTopic } from '../../content/rules.js';
import { juntaCommand } from '../invocation.js';
import { UsageError, terminalWidth, type Io } from '../io.js';
import { hanging, nearest, orList, wrapText } from '../text.js';

function topicList(width: number, io: Io): string {
  const idWidth = Math.max(...RULES_TOPICS.map((t) => t.id.length));
  const lines = RULES_TOPICS.map((t) => hanging(`  ${t.id.padEnd(idWidth)}  `, t.summary, width));
  return [`Rules topics (${juntaCommand('rules <topic>', io.env)}):`, '', ...lines].join('\n');
}

export function findTopic(word: string): RulesTopic | undefined {
  const w = word.trim().toLowerCase();
  return RULES_TOPICS.find((t) => t.id === w) ?? (w.length >= 3 ? RULES_TOPICS.filter((t) => t.id.startsWith(w)) : []).at(0);
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

/** Suggestions for a word that names no topic (and, from `junta help`, no command either). */
function didYouMean(word: string, commands: readonly string[], io: Io): string {
  const topics = RULES_TOPICS.map((t) => t.id);
  const near = nearest(word, [...commands, ...topics]);
  if (near.length === 0) return '';
  return ` Did you mean ${orList(near.map((n) => `'${juntaCommand(`${commands.includes(n) ? 'help' : 'rules'} ${n}`, io.env)}'`))}?`;
}

/** `commands` is given when the word came through `junta help`, where command names come first. */
export async function rulesCommand(topicWord: string | undefined, io: Io, via: { commands?: readonly string[] } = {}): Promise<number> {
  const width = terminalWidth(io);
  if (topicWord === undefined) {
    io.stdout.write(`${topicList(width, io)}\n`);
    return 0;
  }
  const topic = findTopic(topicWord);
  if (!topic) {
    const what = via.commands ? 'no command or rules topic' : 'no rules topic';
    throw new UsageError(`there is ${what} called "${topicWord}".${didYouMean(topicWord, via.commands ?? [], io)} Type '${juntaCommand('rules', io.env)}' for the topics.`);
  }
  await page(renderTopic(topic, width), io);
  return 0;
}
