// `junta completion bash|zsh|fish`: a shell completion script for commands, options, rules topics
// and card names, generated from the program's own command definitions so it never drifts from them,
// and from every registered game: its flags' values, its topics and its cards.
import type { Command, Help, Option } from 'commander';
import type { GameRegistry } from '../../core/registry.js';
import { UsageError, type Io } from '../io.js';
import { BOT_KINDS } from '../../session/plan.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
type Shell = (typeof SHELLS)[number];

/** What may follow an option or stand as a command's argument: listed words, a file, a folder, or free text. */
type Values = { words: readonly string[]; what: string } | 'file' | 'folder' | 'text';

interface OptionSpec {
  short?: string;
  long: string;
  description: string;
  value: Values | null;
}

interface CommandSpec {
  name: string;
  description: string;
  options: OptionSpec[];
  /** The first argument, if the command takes one. */
  operand: Values | null;
}

interface Spec {
  /** Options of the program itself (--version, --help). */
  global: OptionSpec[];
  commands: CommandSpec[];
  /** The command that runs when none is named (`junta -p 4` is `junta play -p 4`). */
  defaultCommand: string;
}

/** What the games give the completion: every game's topics and cards, and the words of its flags' values. */
interface GameWords {
  topics: string[];
  cards: string[];
  values: Record<string, Values>;
}

async function gameWords(registry: GameRegistry): Promise<GameWords> {
  const games = registry.all();
  const texts = await Promise.all(games.map((g) => g.text()));
  const counts = [...new Set(games.flatMap((g) => Array.from({ length: g.players.max - g.players.min + 1 }, (_, i) => g.players.min + i)))];
  const values: Record<string, Values> = {
    '--game': { words: games.map((g) => g.id), what: 'game' },
    '--players': { words: counts.sort((a, b) => a - b).map(String), what: 'count' },
    '--bots': { words: BOT_KINDS, what: 'bots' },
    '--record': 'file',
    '--record-dir': 'folder',
  };
  for (const option of games.flatMap((g) => g.options)) {
    if (option.suggestions === undefined) continue;
    const known = values[option.flag];
    const words = [...new Set([...(known !== undefined && typeof known === 'object' ? known.words : []), ...option.suggestions])];
    values[option.flag] = { words, what: option.value };
  }
  return {
    topics: [...new Set(texts.flatMap((t) => t.topics.map((topic) => topic.id)))],
    cards: [...new Set(texts.flatMap((t) => t.cards.cards.map((card) => card.id)))],
    values,
  };
}

function operandValues(command: Command, commandNames: readonly string[], games: GameWords): Values | null {
  if (command.registeredArguments.length === 0) return null;
  switch (command.name()) {
    case 'rules': return { words: games.topics, what: 'topic' };
    case 'help': return { words: [...commandNames, ...games.topics.filter((t) => !commandNames.includes(t))], what: 'command or topic' };
    case 'cards': return { words: games.cards, what: 'card' };
    case 'completion': return { words: SHELLS, what: 'shell' };
    default: return 'file';
  }
}

/**
 * Every option of the command, every game's flags included: its help shows only the chosen game's
 * (game-flags.ts configures that), so this asks commander's own Help method, under the configuration.
 */
function optionSpecs(command: Command, games: GameWords): OptionSpec[] {
  const help = command.createHelp();
  return (Object.getPrototypeOf(help) as Help).visibleOptions.call(help, command)
    .filter((o): o is Option & { long: string } => o.long !== undefined)
    .map((o) => ({
      short: o.short,
      long: o.long,
      description: o.description,
      value: o.required || o.optional ? games.values[o.long] ?? 'text' : null,
    }));
}

export async function completionSpec(program: Command, registry: GameRegistry): Promise<Spec> {
  const names = program.commands.map((c) => c.name());
  const games = await gameWords(registry);
  return {
    global: optionSpecs(program, games),
    commands: program.commands.map((c) => ({
      name: c.name(),
      description: c.description(),
      options: optionSpecs(c, games),
      operand: operandValues(c, names, games),
    })),
    defaultCommand: 'play',
  };
}

const flagsOf = (o: OptionSpec): string[] => (o.short ? [o.short, o.long] : [o.long]);
const words = (v: Values | null): readonly string[] | null => (v !== null && typeof v === 'object' ? v.words : null);
/** Shell single quotes around text that may itself contain single quotes. */
const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

// ---- bash

function bashScript(spec: Spec): string {
  const all = [...spec.global, ...spec.commands.flatMap((c) => c.options)];
  const withValue = [...new Set(all.filter((o) => o.value !== null).flatMap(flagsOf))];
  const byValue = new Map<string, string[]>();
  for (const o of all.filter((x) => x.value !== null)) {
    const v = o.value!;
    const action = v === 'file' ? 'compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))'
      : v === 'folder' ? 'compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur"))'
        : v === 'text' ? '' : `COMPREPLY=($(compgen -W ${quote(v.words.join(' '))} -- "$cur"))`;
    byValue.set(action, [...new Set([...(byValue.get(action) ?? []), ...flagsOf(o)])]);
  }
  const valueCases = [...byValue].map(([action, flags]) => `    ${flags.join('|')}) ${action ? `${action}; ` : ''}return ;;`);
  const play = spec.commands.find((c) => c.name === spec.defaultCommand)!;
  const commandCases = spec.commands.map((c) => {
    const options = c.options.flatMap(flagsOf).join(' ');
    const w = words(c.operand);
    const operand = w ? `COMPREPLY=($(compgen -W ${quote(w.join(' '))} -- "$cur"))`
      : 'compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))';
    return `    ${c.name})
      if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W ${quote(options)} -- "$cur"))
${c.operand === null ? '' : `      elif (( nargs == 0 )); then ${operand}\n`}      fi ;;`;
  });
  return `# bash completion for junta: commands, options, rules topics and card names.
# Try it:  source <(junta completion bash)
# Keep it: junta completion bash > ~/.local/share/bash-completion/completions/junta
_junta() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev='' cmd='' word i nargs=0
  (( COMP_CWORD > 0 )) && prev=\${COMP_WORDS[COMP_CWORD-1]}
  COMPREPLY=()
  for (( i = 1; i < COMP_CWORD; i++ )); do
    word=\${COMP_WORDS[i]}
    case $word in
      ${spec.global.flatMap(flagsOf).join('|')}) ;;
      ${withValue.join('|')}) i=$((i + 1)); cmd=\${cmd:-${spec.defaultCommand}} ;;
      -*) cmd=\${cmd:-${spec.defaultCommand}} ;;
      *) if [[ -z $cmd ]]; then cmd=$word; else nargs=$((nargs + 1)); fi ;;
    esac
  done
  case $prev in
${valueCases.join('\n')}
  esac
  case $cmd in
    '')
      if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W ${quote([...new Set([...spec.global, ...play.options].flatMap(flagsOf))].join(' '))} -- "$cur"))
      else COMPREPLY=($(compgen -W ${quote(spec.commands.map((c) => c.name).join(' '))} -- "$cur"))
      fi ;;
${commandCases.join('\n')}
  esac
  return 0
}
complete -F _junta junta
`;
}

// ---- zsh

/** Text inside an _arguments "[description]" or after a "name:" in _describe. */
const zshText = (text: string): string => text.replace(/([\\[\]:])/g, '\\$1');

function zshValue(v: Values | null): string {
  if (v === null) return '';
  if (v === 'file') return ':file:_files';
  if (v === 'folder') return ':folder:_files -/';
  if (v === 'text') return ':text: ';
  return `:${v.what}:(${v.words.join(' ')})`;
}

function zshOption(o: OptionSpec): string {
  const rest = `[${zshText(o.description)}]${zshValue(o.value)}`;
  if (!o.short) return quote(`${o.long}${rest}`);
  return `${quote(`(${o.short} ${o.long})`)}{${o.short},${o.long}}${quote(rest)}`;
}

function zshScript(spec: Spec): string {
  const play = spec.commands.find((c) => c.name === spec.defaultCommand)!;
  const globalFlags = spec.global.flatMap(flagsOf);
  const top = [
    ...spec.global.map((o) => `${quote('(- *)')}{${flagsOf(o).join(',')}}${quote(`[${zshText(o.description)}]`)}`),
    ...play.options.filter((o) => !globalFlags.includes(o.long)).map(zshOption),
  ];
  const described = spec.commands.map((c) => `    ${quote(`${c.name}:${c.description.replace(/:/g, '\\:')}`)}`);
  const cases = spec.commands.map((c) => {
    const operand = c.operand === null ? [] : [quote(`1${zshValue(c.operand)}`)];
    const args = [...c.options.map(zshOption), ...operand];
    return `        ${c.name}) _arguments \\\n          ${args.join(' \\\n          ')} ;;`;
  });
  return `#compdef junta
# zsh completion for junta: commands, options, rules topics and card names.
# Try it:  source <(junta completion zsh)
# Keep it: junta completion zsh > ~/.zfunc/_junta   (a folder listed in $fpath, before compinit)
_junta() {
  local curcontext=$curcontext state line
  typeset -A opt_args
  local -a commands
  commands=(
${described.join('\n')}
  )
  _arguments -C \\
    ${top.join(' \\\n    ')} \\
    '1: :->command' \\
    '*:: :->args' && return
  case $state in
    command) _describe -t commands 'junta command' commands ;;
    args)
      curcontext=\${curcontext%:*:*}:junta-$line[1]:
      case $line[1] in
${cases.join('\n')}
      esac ;;
  esac
}
if [[ $funcstack[1] == _junta ]]; then _junta "$@"; else compdef _junta junta; fi
`;
}

// ---- fish

function fishScript(spec: Spec): string {
  const names = spec.commands.map((c) => c.name).join(' ');
  const noCommand = `not __fish_seen_subcommand_from ${names}`;
  const line = (condition: string, o: OptionSpec): string => {
    const flags = `${o.short ? `-s ${o.short.slice(1)} ` : ''}-l ${o.long.slice(2)}`;
    const v = o.value;
    const value = v === null ? '' : v === 'file' || v === 'folder' ? ' -r -F' : v === 'text' ? ' -x' : ` -x -a ${quote(v.words.join(' '))}`;
    return `complete -c junta -n ${quote(condition)} ${flags}${value} -d ${quote(o.description)}`;
  };
  const out = [
    '# fish completion for junta: commands, options, rules topics and card names.',
    '# Try it:  junta completion fish | source',
    '# Keep it: junta completion fish > ~/.config/fish/completions/junta.fish',
    'complete -c junta -f',
    ...spec.commands.map((c) => `complete -c junta -n ${quote(noCommand)} -a ${c.name} -d ${quote(c.description)}`),
    ...spec.global.map((o) => line(noCommand, o)),
  ];
  for (const c of spec.commands) {
    const seen = `__fish_seen_subcommand_from ${c.name}`;
    const alsoFirst = c.name === spec.defaultCommand;
    const globalFlags = spec.global.map((o) => o.long);
    out.push(...c.options.map((o) => line(alsoFirst && !globalFlags.includes(o.long) ? `${seen}; or ${noCommand}` : seen, o)));
    const w = words(c.operand);
    if (w) out.push(`complete -c junta -n ${quote(seen)} -a ${quote(w.join(' '))}`);
    else if (c.operand !== null) out.push(`complete -c junta -n ${quote(seen)} -F`);
  }
  return `${out.join('\n')}\n`;
}

const SCRIPTS: Record<Shell, (spec: Spec) => string> = { bash: bashScript, zsh: zshScript, fish: fishScript };

export async function completionCommand(shell: string, program: Command, registry: GameRegistry, io: Io): Promise<number> {
  if (!(SHELLS as readonly string[]).includes(shell)) {
    throw new UsageError(`completion scripts exist for bash, zsh and fish, not "${shell}"; for example: source <(junta completion bash)`);
  }
  io.stdout.write(SCRIPTS[shell as Shell](await completionSpec(program, registry)));
  return 0;
}
