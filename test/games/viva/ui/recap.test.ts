// What a seat is told on its next private screen (V5, V8, V19): a card it plundered or took with
// Burglars, or that was plundered or taken from it, is named on that seat's next decision – read from
// its own log, where the card is named to taker and victim only – and never on another's.
import { cardName } from '../../../../src/games/viva/rules/describe.js';
import { viva } from '../../../../src/games/viva/module.js';
import { handNews } from '../../../../src/games/viva/ui/models/recap.js';
import { botGame, logSeen, NAMES } from './bot-game.js';

test('a plundered card is told to the plunderer and to the victim at their next decision, and to nobody else', async () => {
  const { moments, log } = await botGame(NAMES, 'basic', 'heuristic', 'recap-plunder');
  let told = 0;
  for (const step of log) {
    for (const e of step.events) {
      if (e.type !== 'plunder' || !e.card) continue;
      // The next moment, after this step, at which each seat decides.
      const nextDecision = (seat: number) => moments.find((m) => m.step >= step.step && viva.rules.pending(m.state).required.some((d) => d.seat === seat));
      for (let seat = 0; seat < NAMES.length; seat++) {
        const at = nextDecision(seat);
        if (!at || log.slice(step.step + 1, at.step + 1).some((s) => s.actor === seat)) continue;
        // (The plunder's own step may be the seat's act: its pass set the roll off.)
        const news = handNews(logSeen(log, seat, at.step), seat, NAMES) ?? '';
        const mine = seat === e.seat ? `you plundered ${cardName(e.card)} from ${NAMES[e.from]}` : seat === e.from ? `${NAMES[e.seat]} plundered ${cardName(e.card)} from you` : null;
        if (mine) {
          expect(news).toContain(mine);
          told += 1;
        } else expect(news).not.toContain(`${NAMES[e.seat]} plundered ${cardName(e.card)} from ${NAMES[e.from]}`);
      }
    }
  }
  expect(told).toBeGreaterThan(0);
}, 120000);
