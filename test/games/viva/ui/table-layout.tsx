// Viva's public table at 80×24 with 24-column names (some CJK), in every phase of bot games
// (3 and 5 players, Basic and Expert): every frame fits, every list item is whole or behind an
// "N more" mark, and nothing private shows (V5): a seat's view draws the very lines the public one
// does, and no card name appears but the cards played in the open. The games are table-layout.test.ts's.
import stringWidth from 'string-width';
import { DESIGNS } from '../../../../src/games/viva/content/cards.js';
import { viva } from '../../../../src/games/viva/module.js';
import type { VivaState } from '../../../../src/games/viva/rules/types.js';
import type { VivaScreenTypes } from '../../../../src/games/viva/ui/screen-types.js';
import { battleFromView, publicTableLines, VivaTableScreen, vivaNews } from '../../../../src/games/viva/ui/table/index.js';
import type { FullScreens, GameStory } from '../../../../src/ui/game-screens.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { frameProblems } from '../../../ui/frames.js';
import { renderTty } from '../../../ui/tty.js';
import { botGame, NAMES, type BotGame } from './bot-game.js';

const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });
const CARD_NAMES = DESIGNS.map((d) => d.name);

/** A moment worth drawing: each phase and battle step once per round and battle. */
/**
 * The rounds whose moments are all drawn, one in this many (the others' phases and battle steps were
 * drawn in an earlier round): each frame is a fresh mount, and round after round draws the same screens
 * with other numbers.
 */
const DRAWN_EVERY = 3;
const momentKey = (s: VivaState) => `${s.round}/${s.phase}/${s.battle?.defender ?? ''}/${s.battle?.step ?? ''}`;

/** The table screen for the public view (23 rows: the shell keeps the last for the cursor); `key` mounts it afresh. */
const tableScreen = (state: VivaState, names: readonly string[], log: string[], waitingFor: string | null, key = 0) => (
  <VivaTableScreen key={key} view={viva.rules.publicView(state)} names={names} log={log} waitingFor={waitingFor} notice={null} rows={23} width={80} theme={theme} onSkip={() => {}} />
);

/** The frame of the table screen for the public view. */
export function tableFrame(state: VivaState, names: readonly string[], log: string[] = [], waitingFor: string | null = null): string {
  const app = renderTty(tableScreen(state, names, log, waitingFor));
  try {
    return app.lastFrame();
  } finally {
    app.unmount();
  }
}

/**
 * Frames of the table screen one after another on one terminal: each a fresh mount (a new key),
 * as tableFrame draws it, without an Ink instance (and its closing frame) per frame.
 */
function tableFrames() {
  let app: ReturnType<typeof renderTty> | null = null;
  let mounts = 0;
  return {
    draw(state: VivaState, names: readonly string[], log: string[], waitingFor: string | null): string {
      const tree = tableScreen(state, names, log, waitingFor, ++mounts);
      if (app) app.rerender(tree);
      else app = renderTty(tree);
      return app.lastFrame();
    },
    close: () => app?.unmount(),
  };
}

/** A bot game to draw: its seed, players, variant and bots. */
export type TableGame = [seed: string, players: number, variant: 'basic' | 'expert', bots: 'random' | 'heuristic'];

// The contract's shapes: the table screen and the news are what the shell asks of a game's screens.
const contract: { Table: FullScreens<VivaScreenTypes>['Table']; news: GameStory<VivaScreenTypes>['news'] } = { Table: VivaTableScreen, news: vivaNews };
void contract;

/** The table's tests over `tableGames`, each game played once by its bots (the names are NAMES' first). */
export function tableLayoutTests(tableGames: readonly TableGame[]): Map<string, BotGame> {
  const games = new Map<string, BotGame>();
  beforeAll(async () => {
    for (const [seed, n, variant, kind] of tableGames) games.set(seed, await botGame(NAMES.slice(0, n), variant, kind, `table-${seed}`));
  }, 120000);

  describe.each(tableGames)('%s', (seed, n) => {
    const names = NAMES.slice(0, n);

    test('the table\'s lines fit 80 columns, none cut, in every state; a seat\'s view draws the same lines', () => {
      const { moments } = games.get(seed)!;
      expect(moments.at(-1)!.state.phase).toBe('ended');
      // Each check of every moment (thousands over a game) is gathered with its step, and the failures asserted once.
      const failures: string[] = [];
      const json = JSON.stringify;
      for (const { state, step } of moments) {
        const lines = publicTableLines(viva.rules.publicView(state), names, 80).map((l) => l.text);
        for (const line of lines) if (stringWidth(line) > 80 || line.endsWith('…')) failures.push(`step ${step}: a line wider than 80 columns or cut: ${json(line)}`);
        // The Estates, the piles and the last battle name no card: hands and Promises show as counts (the header's phase may be Burglars or Spy).
        const naming = lines.slice(1).filter((line) => CARD_NAMES.some((c) => line.includes(c)));
        if (naming.length > 0) failures.push(`step ${step}: lines name a card: ${json(naming)}`);
        // Before the reveal an order shows only as given or not (V9, V10): never a number.
        if (!state.revealed && (state.phase === 'orders' || state.phase === 'spy')) {
          const rows = lines.slice(2, 2 + n).filter((row) => !/ (given|–|defends)$/.test(row));
          if (rows.length > 0) failures.push(`step ${step}: orders show before the reveal: ${json(rows)}`);
        }
        for (let seat = 0; seat < n; seat++) {
          const seen = publicTableLines(viva.rules.viewFor(state, seat), names, 80).map((l) => l.text);
          if (json(seen) !== json(lines)) failures.push(`step ${step}: seat ${seat}'s view draws ${json(seen)}, the public view ${json(lines)}`);
        }
      }
      expect(failures).toEqual([]);
    });

    test('every phase and battle step draws within 80×24 at 23 rows, the values and outcome on screen in a battle', () => {
      const { moments, log } = games.get(seed)!;
      const drawn = new Set<string>();
      const kinds = new Set<string>();
      const phases = new Set<string>();
      const frames = tableFrames();
      try {
        for (const { state, step } of moments) {
          const key = momentKey(state);
          const kind = key.slice(key.indexOf('/') + 1);
          // Each phase and battle step the first time it comes, then in one round of DRAWN_EVERY.
          if (drawn.has(key) || (kinds.has(kind) && state.round % DRAWN_EVERY !== 0)) continue;
          drawn.add(key);
          kinds.add(kind);
          phases.add(state.phase);
          // The newest public events, as the shell hands them: long lines with 24-column names.
          const lines = log.slice(Math.max(0, step - 8), step + 1).flatMap((s) => s.events.filter((e) => viva.rules.visibleTo(e, 'public')).map((e) => viva.rules.describeEvent(e, names)));
          const frame = frames.draw(state, names, lines, names[viva.rules.pending(state).required[0]?.seat ?? 0]);
          expect([step, key, frameProblems(frame)]).toEqual([step, key, []]);
          expect(frame).toContain('q: quit');
          if (battleFromView(viva.rules.publicView(state))) expect([step, /Attack (\?|\d+) against Defense/.test(frame)]).toEqual([step, true]);
          const cardsInOpen = new Set([...(state.battle?.played ?? []).map((p) => p.card), ...state.discard].map((c) => DESIGNS.find((d) => c.startsWith(`${d.id}#`))!.name));
          const table = frame.split('\n').slice(1, n + 4).join('\n');
          expect([step, CARD_NAMES.filter((c) => table.includes(c) && !cardsInOpen.has(c))]).toEqual([step, []]);
        }
      } finally {
        frames.close();
      }
      expect([...phases].sort()).toEqual(expect.arrayContaining(['combat', 'ended', 'orders', 'promises', 'spend']));
    });
  });

  return games;
}
