// Viva's module gives its screens to the front ends (src/ui/game-screens.ts): plain mode's prompts
// and sentences and the story at once, and its full screens – the public table, the private
// decision screen, the record viewer – only when asked, so plain mode loads no Ink.
import { loadScreens } from '../../../../src/ui/game-screens.js';
import { cardContent, faceNamed, helpContent } from '../../../../src/ui/models/overlay.js';
import { MARKS } from '../../../../src/games/viva/ui/table/battle-panel.js';
import { estateLines } from '../../../../src/games/viva/ui/table/public-table.js';
import { vivaText } from '../../../../src/games/viva/content/text.js';
import { viva } from '../../../../src/games/viva/module.js';
import { vivaPlain, vivaStory } from '../../../../src/games/viva/ui/plain/index.js';
import { VivaDecision } from '../../../../src/games/viva/ui/screens/Decision.js';
import { ReplayViewer } from '../../../../src/games/viva/ui/replay.js';
import { VivaTableScreen } from '../../../../src/games/viva/ui/table/index.js';

test("Viva's module gives its plain screens and story, and its full screens on first use", async () => {
  const screens = await loadScreens(viva);
  expect(screens.plain).toBe(vivaPlain);
  expect(screens.story).toBe(vivaStory);
  const full = await screens.full!();
  expect(full.Table).toBe(VivaTableScreen);
  expect(full.Decision).toBe(VivaDecision);
  expect(full.Replay).toBe(ReplayViewer);
  expect(full.story).toBe(vivaStory);
});

test("the card under the cursor (a card in play, 'gunboat#2') opens its design's face in the shell's card overlay; plain mode's card NAME finds it", () => {
  const face = cardContent(vivaText, 'gunboat#2');
  expect(face.title).toBe('Gunboat');
  expect(face.lines[0]).toBe('Gunboat (Game Card, 4 in the deck)');
  expect(cardContent(vivaText, 'aid3#1').title).toMatch(/Foreign Aid 3/);
  expect(cardContent(vivaText, 'helicopter-pad').title).toBe('Helicopter Pad');
  expect(faceNamed(vivaText, 'gunb')?.title).toBe('Gunboat');
});

test("`?` at a decision opens the rules topic of its phase, one that exists", () => {
  const topics = new Set(vivaText.topics.map((t) => t.id));
  const phases = ['promises', 'burglars', 'orders', 'spy', 'combat', 'spend', 'ended'] as const;
  const shown = phases.map((phase) => viva.topicInView!({ ...viva.rules.publicView(viva.rules.create({ seed: 's', players: ['A', 'B', 'C'] }).state), phase }));
  expect(shown).toEqual(['promises', 'promises', 'orders', 'orders', 'combat', 'spend', 'end']);
  expect(shown.every((t) => topics.has(t))).toBe(true);
});

test("`?` opens the rules of the phase under the table's legend, which tells every column of the table and every mark of a battle's dice", () => {
  const help = helpContent(vivaText, 'orders');
  expect(help.lines.slice(0, 2)).toEqual(['Reading the table:', `  ${vivaText.legend}`]);
  const view = viva.rules.publicView(viva.rules.create({ seed: 's', players: ['A', 'B', 'C'] }).state);
  const columns = estateLines(view, ['A', 'B', 'C'], 80)[0].text.split(/ +/).filter((c) => c !== '' && c !== '#' && c !== 'Player');
  expect(columns).toEqual(['VP', 'Bldg', 'Dice', 'Hand', 'Promise', 'Orders']);
  for (const told of [...columns, '› to act', 'P the Presidente', ...Object.values(MARKS)]) expect([told, vivaText.legend!.includes(told)]).toEqual([told, true]);
});
