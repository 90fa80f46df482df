// Viva's module gives its screens to the front ends (src/ui/game-screens.ts): plain mode's prompts
// and sentences and the story at once, and its full screens – the public table, the private
// decision screen, the record viewer – only when asked, so plain mode loads no Ink.
import { loadScreens } from '../../../../src/ui/game-screens.js';
import { viva } from '../../../../src/games/viva/module.js';
import { vivaPlain, vivaStory } from '../../../../src/games/viva/ui/plain/index.js';
import { VivaDecision } from '../../../../src/games/viva/ui/screens/Decision.js';
import { ReplayViewer } from '../../../../src/games/viva/ui/replay.js';
import { VivaTableScreen } from '../../../../src/games/viva/ui/table/index.js';

test("Viva's module gives its plain screens and story, and its full screens on first use", async () => {
  const screens = await loadScreens(viva);
  expect(screens.plain).toBe(vivaPlain);
  expect(screens.story).toBe(vivaStory);
  const full = await screens.full();
  expect(full.Table).toBe(VivaTableScreen);
  expect(full.Decision).toBe(VivaDecision);
  expect(full.Replay).toBe(ReplayViewer);
  expect(full.story).toBe(vivaStory);
});
