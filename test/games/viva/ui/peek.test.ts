import { viva } from '../../../../src/games/viva/module.js';
import { battlePanel, battleFromLog, battleFromView, publicTableLines, vivaNews, vivaHeadline } from '../../../../src/games/viva/ui/table/index.js';
import { botGame, logSeen } from './bot-game.js';
import { writeFileSync } from 'node:fs';

const NAMES = ['Anastasia-Maximiliana-XY', '山田太郎山田太郎山田太郎', 'Bartholomew-Fitzgerald-Z', '김민준김민준김민준김민준', 'Cleopatra-Philadelphia-Q'];
test('peek', async () => {
  const { moments, log } = await botGame(NAMES, 'expert', 'heuristic', 'peek-1');
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of moments) {
    const view = viva.rules.publicView(m.state);
    const key = `${view.phase}-${view.battle?.step ?? ''}`;
    if (!seen.has(key) && m.step > 0) {
      seen.add(key);
      out.push(`==== step ${m.step} ${key}`, ...publicTableLines(view, NAMES, 80).map((l) => l.text));
      const story = battleFromView(view);
      if (story) { const p = battlePanel(story, NAMES, 80); out.push('-- panel (view)', p.title, ...p.body, ...p.fixed); }
    }
    const ev = log[m.step].events.filter((e) => viva.rules.visibleTo(e, 'public'));
    if (vivaHeadline(ev) && out.filter((l) => l.startsWith('#### news')).length < 4) out.push(`#### news ${m.step}: ${vivaHeadline(ev)}`, ...vivaNews(logSeen(log, 'public'), m.step, NAMES));
  }
  writeFileSync('/tmp/vt/peek.txt', out.join('\n'));
}, 120000);
