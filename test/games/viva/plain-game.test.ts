// Viva el Presidente! played to its end through plain mode's prompts alone (V1–V31; the screens'
// contract, src/ui/game-screens.ts): some seats answer typed lines – a seeded pick among the numbered
// choices, 0 for back – the others are the heuristic bot; 3 and 5 players, Basic and Expert. Every
// action the prompts give is legal for the engine, every kind of decision is met, and no name
// reaches a prompt's text unsanitized.
import seedrandom from 'seedrandom';
import { heuristicBot } from '../../../src/games/viva/bots/heuristic.js';
import { viva } from '../../../src/games/viva/module.js';
import type { Action, VivaState } from '../../../src/games/viva/rules/types.js';
import { vivaPlain, vivaStory } from '../../../src/games/viva/ui/plain/index.js';
import type { VivaEvent, VivaRecord } from '../../../src/games/viva/rules/types.js';
import { visible } from '../../../src/text/sanitize.js';

/** Lines typed at one decision before the test gives up on it. */
const MAX_LINES = 2000;
const MAX_ACTIONS = 20_000;
const CONTROL = /[\u0000-\u001f\u007f]/;

interface Played { winners: number[]; byPrompt: number; kinds: Set<string>; rounds: number; refusals: number }

async function play(seed: string, players: string[], variant: 'basic' | 'expert', humans: number[]): Promise<Played> {
  const rng = seedrandom(seed);
  const bot = heuristicBot();
  const shown = players.map((p) => visible(p));
  const { prompts, sentences } = vivaPlain;
  const created = viva.rules.create({ seed, players, options: { variant } });
  let state: VivaState = created.state;
  const told = (events: readonly VivaEvent[]) => events.filter((e) => viva.rules.visibleTo(e, 'public'));
  const log: { step: number; actor: number | null; events: VivaEvent[] }[] = [{ step: 0, actor: null, events: told(created.events) }];
  const actions: Action[] = [];
  const clean = (lines: readonly string[], where: string) => {
    const raw = lines.find((line) => CONTROL.test(line));
    if (raw !== undefined) throw new Error(`a control character reached ${where}: ${JSON.stringify(raw)}`);
  };
  const out: Played = { winners: [], byPrompt: 0, kinds: new Set(), rounds: 0, refusals: 0 };
  for (let count = 0; !viva.rules.isOver(state); count++) {
    if (count > MAX_ACTIONS) throw new Error('the game does not end');
    const { seat } = viva.rules.pending(state).required[0];
    const view = viva.rules.viewFor(state, seat);
    let action: Action;
    if (humans.includes(seat)) {
      let prompt = prompts.open(view, 'decide', shown, false);
      if (prompt === null) throw new Error(`no prompt for a seat asked in ${state.phase}`);
      // A seat nobody waits for has nothing to decide.
      const asked = new Set(viva.rules.pending(state).required.map((d) => d.seat));
      const idle = players.findIndex((_, i) => !asked.has(i));
      if (idle >= 0) expect(prompts.open(viva.rules.viewFor(state, idle), 'decide', shown, false)).toBeNull();
      expect(prompts.open(view, 'optional', shown, false)).toBeNull();
      out.kinds.add((prompt as { kind: string }).kind);
      // What plain mode says before the decision: the table, the seat's own, its notebook.
      clean([...sentences.table(view, shown), ...sentences.own(view, shown), vivaStory.notebook(view, log, shown) ?? ''], 'the sentences');
      let built: Action | null = null;
      for (let lines = 0; built === null; lines++) {
        if (lines > MAX_LINES) throw new Error(`no action after ${MAX_LINES} lines: ${prompts.text(prompt).lines.join(' / ')}`);
        const text = prompts.text(prompt);
        clean([...text.lines, text.ask], 'the prompt');
        const numbered = text.lines.filter((l) => /^ {2}\d+\. /.test(l)).map((l) => Number(/\d+/.exec(l)![0]));
        const typed = String(numbered[Math.floor(rng() * numbered.length)]);
        const answer = prompts.answer(prompt, typed);
        if (answer.kind === 'prompt') prompt = answer.prompt;
        else if (answer.kind === 'action') built = answer.action;
        else if (answer.kind === 'refused') {
          out.refusals += 1;
          clean([answer.reason], 'a refusal');
        } else throw new Error(`Viva offers nothing optional, yet the prompt answered ${answer.kind}`);
      }
      action = built;
      out.byPrompt += 1;
    } else {
      action = bot.decide(view, viva.rules.legalActions(state, seat), rng) as Action;
    }
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
    state = result.state;
    actions.push(result.action);
    log.push({ step: log.length, actor: seat, events: told(result.events) });
    if (viva.headline?.(log.at(-1)!.events)) clean(vivaStory.news(log, log.length - 1, shown), 'the news');
  }
  const standing = viva.rules.score(state);
  // The final scores read from the public log are the standing: VP, then Foreign Aid in hand (V29).
  const scores = vivaStory.finalScores(log, shown);
  expect(scores.map((s) => s.keys)).toEqual(standing.players.map((p) => p.keys));
  expect(scores.flatMap((s, i) => (s.winner ? [i] : []))).toEqual(standing.winners);
  clean(sentences.scores(scores), 'the scores');
  const record: VivaRecord = { format: 'junta-viva/1', seed, players: players.map((name) => ({ name })), options: { variant }, actions };
  const reveal = vivaStory.reveal.lines(record);
  expect(reveal.filter((l) => l.startsWith('At the end'))).toHaveLength(players.length);
  clean(reveal, 'the reveal');
  out.winners = standing.winners;
  out.rounds = state.round;
  return out;
}

// A control character in a name must never reach a prompt's text (it is shown escaped).
const FIVE = ['Ana', 'Bo\u001b[2J', 'Cy', 'Di', 'Ed'];

/** The kinds of decision met through the prompts over all the games below. */
const met = new Set<string>();

test.each([
  ['basic', 3, [0, 2]],
  ['expert', 3, [1]],
  ['basic', 5, [0, 2, 4]],
  ['expert', 5, [0, 1, 3]],
] as const)('a %s game of %i players ends with a winner, every action typed at the prompts legal', async (variant, n, humans) => {
  for (const seed of ['plain-a', 'plain-b']) {
    const played = await play(`${seed}-${variant}-${n}`, FIVE.slice(0, n), variant, [...humans]);
    expect(played.winners.length).toBeGreaterThan(0);
    expect(played.byPrompt).toBeGreaterThan(0);
    played.kinds.forEach((k) => met.add(k));
  }
});

test('every kind of decision was met through the prompts in those games', () => {
  expect([...met].sort()).toEqual(['battle-cards', 'burglars', 'destroy', 'discard', 'diversion', 'orders', 'promises', 'spend', 'take']);
});
