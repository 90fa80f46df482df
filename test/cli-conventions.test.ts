// Command-line conventions as in git, gh and cargo (issue 12): unknown commands, commander's own
// messages on one line, `help help` and suggestions.
import { formatCommanderError } from '../src/cli/main.js';
import { runCli } from './support/cli.js';

const lines = (text: string) => text.trimEnd().split('\n');

describe('unknown commands', () => {
  test('a misspelt command is named, with the nearest command, exit 2', async () => {
    const run = await runCli(['plya']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("junta: unknown command 'plya' (did you mean 'play'?)\n");
    expect(run.stdout).toBe('');
  });

  test('several near commands are all offered', async () => {
    const run = await runCli(['r']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("junta: unknown command 'r' (did you mean 'replay', 'resume' or 'rules'?)\n");
  });

  test('a rules topic typed as a command points to junta rules', async () => {
    const run = await runCli(['coup']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("(did you mean 'junta rules coup'?)");
  });

  test('a word near nothing says where the commands are', async () => {
    const run = await runCli(['xyzzy']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("junta: unknown command 'xyzzy'. Type 'junta help' for the commands.\n");
  });

  test('play stays the default command: its options work without naming it', async () => {
    const run = await runCli(['-p', '2']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--players takes a number from 3 to 6');
  });
});

describe("commander's messages", () => {
  test('keep their own punctuation: no doubled full stop', async () => {
    const run = await runCli(['replay', 'a.json', 'b.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("junta: too many arguments for 'replay'. Expected 1 argument but got 2. Type 'junta help replay' for its usage.\n");
  });

  test("a suggestion stays on the message's line", async () => {
    const run = await runCli(['--verison']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("junta: unknown option '--verison' (Did you mean --version?)\n");
  });

  test('a message without a full stop gets one, then the hint for that command', async () => {
    const run = await runCli(['replay']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("junta: missing required argument 'file'. Type 'junta help replay' for its usage.\n");
  });

  test('formatCommanderError joins lines and adds a stop only where one is missing', () => {
    expect(formatCommanderError("error: unknown option '--x'\n(Did you mean --y?)\n", 'HINT')).toBe("junta: unknown option '--x' (Did you mean --y?)\n");
    expect(formatCommanderError('error: got 1.\n', 'HINT')).toBe('junta: got 1. HINT\n');
    expect(formatCommanderError("error: missing 'file'\n", 'HINT')).toBe("junta: missing 'file'. HINT\n");
  });
});

describe('junta help', () => {
  test('help help shows the help command itself', async () => {
    const run = await runCli(['help', 'help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: junta help \[options\] \[word\]/);
  });

  test('a near-miss command is suggested as junta help <command>', async () => {
    const run = await runCli(['help', 'simulat']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Did you mean 'junta help simulate'?");
    expect(lines(run.stderr)).toHaveLength(1);
  });

  test('a near-miss topic is suggested as junta rules <topic>, from help and from rules', async () => {
    for (const args of [['help', 'quikstart'], ['rules', 'quikstart']]) {
      const run = await runCli(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("Did you mean 'junta rules quickstart'?");
    }
  });

  test('rules quickstart is the first topic listed', async () => {
    const run = await runCli(['rules']);
    expect(lines(run.stdout)[2]).toMatch(/^ {2}quickstart {2,}\S/);
  });
});
